import Foundation
import ScorekeeperDomain
import Testing

/// Tournaments bbpPairings generated and paired itself, with forfeits, half-point and
/// zero-point byes (Fixtures/Tournaments/bbp, written by Tests/Oracles/make-bbp-fixtures.sh), cut
/// after each round and paired from the TRF-16 file as a file is paired
/// (`DutchPairing(nextRoundOf:)`, which the benchmark's `dutch-pair` runs): every next round the
/// same boards with the same colours as bbpPairings'.
@Suite struct DutchBBPPairingsTests {
    static let folder = TournamentFixtures.folder.appendingPathComponent("bbp")

    /// The games as [white, black], the bye as [player, 0], sorted.
    static func sorted(_ games: [[Int]]) -> [[Int]] {
        games.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The next round `text` (a TRF-16 file) is paired in, paired.
    static func nextRoundGames(of text: String) throws -> [[Int]] {
        let pairing = try DutchPairing(nextRoundOf: TRF.read(text))
        return sorted(pairing.boards.map { [$0.white, $0.black] })
    }

    /// `record` as a file cut before `round` holds it: the rounds before it, and of that round
    /// only the byes asked for (a half-point or zero-point bye keeps the player out of it; the
    /// others' lines give the round blank), the points column left blank. The planned rounds
    /// stay, so the file read back spans them all.
    static func cut(_ record: TournamentRecord, before round: Int) -> TournamentRecord {
        var cut = record
        for index in cut.entrants.indices {
            let rounds = cut.entrants[index].rounds
            let entry = rounds.count >= round ? rounds[round - 1] : .absent
            let asked = entry.opponent == nil && entry.result != .pairingAllocatedBye ? entry : .absent
            cut.entrants[index].rounds = Array(rounds.prefix(round - 1)) + [asked]
            cut.entrants[index].statedHalfPoints = nil
        }
        return cut
    }

    @Test func theCutFileIsPairedAsBBPPairingsPairedItsNextRound() throws {
        let text = String(decoding: try Data(contentsOf: Self.folder.appendingPathComponent("next-round.trf")), as: UTF8.self)
        let pairs = String(decoding: try Data(contentsOf: Self.folder.appendingPathComponent("next-round.pairs")), as: UTF8.self)
        let lines = pairs.split(separator: "\n")
        let expected = lines.dropFirst().map { $0.split(separator: " ").compactMap { Int($0) } }
        #expect(expected.count == Int(lines.first ?? "") && expected.count == 20)
        // The file plans seven rounds and has three: round 4 is paired, with the floats of
        // rounds 2 and 3 (player 20 floated down in round 2, so 18 floats now).
        #expect(DutchRoundState.nextRound(of: try TRF.read(text)) == 4)
        #expect(try Self.nextRoundGames(of: text) == Self.sorted(expected))
    }

    @Test func everyRoundIsPairedFromTheFileCutBeforeIt() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".trf") && $0 != "next-round.trf" }.sorted()
        #expect(files.count == 6)
        var rounds = 0
        for file in files {
            let text = String(decoding: try Data(contentsOf: Self.folder.appendingPathComponent(file)), as: UTF8.self)
            let record = try TRF.read(text)
            for round in 2...record.roundCount {
                let written = TRF.write(Self.cut(record, before: round))
                #expect(DutchRoundState.nextRound(of: try TRF.read(written)) == round, "\(file) round \(round)")
                #expect(try Self.nextRoundGames(of: written) == DutchGeneratedTournamentTests.games(record, round: round),
                        "\(file) round \(round)")
                rounds += 1
            }
        }
        #expect(rounds == 39)
    }

    /// The round after the last one anyone was paired in: not the planned rounds the file spans,
    /// nor a round only asked byes are entered for.
    @Test func theNextRoundIsTheOneAfterTheLastPaired() throws {
        func entrant(_ rank: Int, _ rounds: [TournamentRoundEntry]) -> TournamentEntrant {
            TournamentEntrant(startingRank: rank, name: "Entrant \(rank)", rounds: rounds)
        }
        var record = TournamentRecord(name: "Next", plannedRounds: 9, entrants: [
            entrant(1, [TournamentRoundEntry(opponent: 2, colour: .white, result: .forfeitWin)]),
            entrant(2, [TournamentRoundEntry(opponent: 1, colour: .black, result: .forfeitLoss)]),
            entrant(3, [.bye(.pairingAllocatedBye)]),
        ])
        #expect(DutchRoundState.nextRound(of: try TRF.read(TRF.write(record))) == 2)
        // Round 2: only the pairing-allocated bye; round 3: a half-point bye asked for ahead.
        record.entrants[0].rounds += [.bye(.halfPointBye), .bye(.halfPointBye)]
        record.entrants[1].rounds += [.bye(.pairingAllocatedBye), .absent]
        record.entrants[2].rounds += [.bye(.zeroPointBye), .absent]
        #expect(DutchRoundState.nextRound(of: try TRF.read(TRF.write(record))) == 3)
        record.entrants = record.entrants.map { entrant($0.startingRank, []) }
        #expect(DutchRoundState.nextRound(of: record) == 1)
    }
}
