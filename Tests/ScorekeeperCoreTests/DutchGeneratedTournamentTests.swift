import Foundation
import ScorekeeperModel
import Testing

/// Every round of 22 tournaments gacrux paired itself (in its plain weighted mode, with its
/// random byes, forfeits and results), re-paired from the state before it: the same games with
/// the same colours (Fixtures/Tournaments/dutch, written by Tests/Oracles/make-dutch-fixtures.sh).
@Suite struct DutchGeneratedTournamentTests {
    static let folder = TournamentFixtures.folder.appendingPathComponent("dutch")

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".trf") }.sorted()
    }

    /// The games of `round` in the record, as [white, black], the bye as [player, 0], sorted.
    static func games(_ record: TournamentRecord, round: Int) -> [[Int]] {
        var games: [[Int]] = []
        for entrant in record.entrants where entrant.rounds.count >= round {
            let entry = entrant.rounds[round - 1]
            if let opponent = entry.opponent, entry.colour == .white {
                games.append([entrant.startingRank, opponent])
            } else if entry.opponent == nil && entry.result == .pairingAllocatedBye {
                games.append([entrant.startingRank, 0])
            }
        }
        return games.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The colour of the first round's top player, from record 152 ("W" or "B").
    static func initialColour(_ record: TournamentRecord) -> TournamentColour {
        record.otherLines.first { $0.hasPrefix("152 ") }?.dropFirst(4).trimmingCharacters(in: .whitespaces) == "B"
            ? .black : .white
    }

    @Test func everyRoundIsPairedAsGacruxPairedIt() throws {
        let files = try Self.files()
        #expect(files.count == 22)
        var rounds = 0
        for file in files {
            let text = String(decoding: try Data(contentsOf: Self.folder.appendingPathComponent(file)), as: UTF8.self)
            let record = try TRF.read(text)
            let colour = Self.initialColour(record)
            for round in 1...record.roundCount {
                let state = DutchRoundState(record: record, round: round)
                let pairing = try DutchPairing(state: state, initialColour: colour)
                let games = pairing.boards.map { [$0.white, $0.black] }.sorted { $0.lexicographicallyPrecedes($1) }
                #expect(games == Self.games(record, round: round), "\(file) round \(round)")
                rounds += 1
            }
        }
        print("Dutch generated tournaments: \(rounds) rounds re-paired")
    }
}
