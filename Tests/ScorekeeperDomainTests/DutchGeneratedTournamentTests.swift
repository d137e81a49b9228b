import Foundation
import ScorekeeperDomain
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

    @Test func everyRoundIsPairedAsGacruxPairedIt() throws {
        let files = try Self.files()
        #expect(files.count == 22)
        var rounds = 0
        for file in files {
            let text = String(decoding: try Data(contentsOf: Self.folder.appendingPathComponent(file)), as: UTF8.self)
            let record = try TRF.read(text)
            let colour = try #require(DutchInitialColour.of(record), "\(file) states its initial colour")
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

    /// The unaccelerated tournaments of caissify-pairings' generator in Fixtures/Tournaments/trf
    /// with up to 30 players (the larger ones take minutes in a debug build): every round
    /// gacrux's checker accepted comes out as the file has it, and every round it refused (its
    /// own pairing differs, or it finds none) does not.
    @Test func caissifyRoundsAreAcceptedAndRefusedAsGacruxDoes() throws {
        struct Checks: Decodable {
            struct Tournament: Decodable {
                struct Gacrux: Decodable { var roundsRefused: [Int] }
                var file: String
                var accelerated: Bool
                var gacrux: Gacrux
            }
            var tournaments: [Tournament]
        }
        let url = TournamentFixtures.folder.appendingPathComponent("pairing-checks.json")
        let checks = try JSONDecoder().decode(Checks.self, from: Data(contentsOf: url))
        var accepted = 0, refused = 0
        for tournament in checks.tournaments where !tournament.accelerated {
            let record = try TRF.read(try TournamentFixtures.text(of: tournament.file))
            guard record.entrants.count <= 30 else { continue }
            let colour = DutchInitialColour.of(record) ?? .white
            for round in 1...record.roundCount where !Self.games(record, round: round).isEmpty {
                let place = "\(tournament.file) round \(round)"
                let games = (try? DutchPairing(state: DutchRoundState(record: record, round: round), initialColour: colour))
                    .map { $0.boards.map { [$0.white, $0.black] }.sorted { $0.lexicographicallyPrecedes($1) } }
                if tournament.gacrux.roundsRefused.contains(round) {
                    #expect(games != Self.games(record, round: round), "\(place): gacrux refuses it")
                    refused += 1
                } else {
                    #expect(games == Self.games(record, round: round), "\(place): gacrux accepts it")
                    accepted += 1
                }
            }
        }
        #expect(accepted > 200 && refused > 200)
        print("Dutch caissify tournaments: \(accepted) rounds accepted and \(refused) refused as gacrux does")
    }
}
