import Foundation
import Testing
import ScorekeeperDomain
import TournamentTestSupport

/// The engine's Swiss tournaments judged by FIDE's own checkers: `Tests/Oracles/make-engine-checks.sh`
/// plays `RandomSwiss` tournaments, writes each as TRF-16 under `Fixtures/Tournaments/engine/`,
/// and records what gacrux's and caissify-pairings' checkers say of every round
/// (`engine-checks.json`). Here the tournaments are played again: each must come out byte for
/// byte as the file that was checked, so the verdicts are about this engine as it is.
@Suite struct EngineOracleTests {
    struct Checks: Decodable {
        struct Tournament: Decodable {
            var file: String
            var seed: Int
            var gacrux: Bool
            var caissify: Bool
            /// The rounds caissify refuses ("Round 10").
            var caissifyMismatched: [String]
        }
        var tournaments: [Tournament]
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Tournaments/engine")

    static func checks() throws -> Checks {
        try JSONDecoder().decode(Checks.self, from: Data(contentsOf: folder.appendingPathComponent("engine-checks.json")))
    }

    /// The fixtures are seeds 1...200, their shapes spanning what the issue asks for.
    @Test func theCheckedTournamentsSpanTheShapesAsked() throws {
        let checks = try Self.checks()
        #expect(checks.tournaments.map(\.seed).sorted() == Array(1...200))
        let shapes = checks.tournaments.map { RandomSwiss.shape(seed: $0.seed) }
        #expect(shapes.map(\.entrants).min()! <= 12 && shapes.map(\.entrants).max()! >= 95)
        #expect(Set(shapes.map(\.rounds)) == Set(5...11))
        #expect(shapes.filter { $0.lateEntries > 0 }.count >= 100 && shapes.filter { $0.drops > 0 }.count >= 100)
        for tournament in checks.tournaments {
            let shape = RandomSwiss.shape(seed: tournament.seed)
            #expect(tournament.file == String(format: "%03d-%dp-%dr.trf", shape.seed, shape.entrants, shape.rounds))
        }
    }

    /// Played again here, the tournaments of up to 30 entrants (a debug build pairs the largest
    /// for seconds each; the script plays all 200 again in a release build every time it runs).
    @Test func theCheckedTournamentsAreTheEnginesOwn() throws {
        let checks = try Self.checks()
        for tournament in checks.tournaments where RandomSwiss.shape(seed: tournament.seed).entrants <= 30 {
            let stored = try String(contentsOf: Self.folder.appendingPathComponent(tournament.file), encoding: .utf8)
            let played = TRF.write(try RandomSwiss.play(seed: tournament.seed).record)
            #expect(played == stored, "\(tournament.file) is not what the engine pairs now: run Tests/Oracles/make-engine-checks.sh")
        }
    }

    /// A 60-entrant Swiss with late entries and forfeits (seed 154: 60 entrants from round 1,
    /// three more later, five rounds) played through all its rounds comes out as the file both
    /// FIDE checkers, gacrux's and caissify-pairings', accepted round by round. The test above
    /// stops at 30 entrants; this one holds the engine to the oracles at the size the pairing
    /// benchmark's speed-ups must keep.
    @Test func aSixtyEntrantSwissWithForfeitsAndLateEntriesIsPairedAsBothCheckersAccepted() throws {
        let shape = RandomSwiss.shape(seed: 154)
        #expect(shape.entrants == 60 && shape.lateEntries > 0)
        let tournament = try #require(try Self.checks().tournaments.first { $0.seed == 154 })
        #expect(tournament.gacrux && tournament.caissify && tournament.caissifyMismatched.isEmpty)
        let stored = try String(contentsOf: Self.folder.appendingPathComponent(tournament.file), encoding: .utf8)
        let record = try TRF.read(stored)
        let rounds = record.entrants.flatMap(\.rounds)
        #expect(record.entrants.count == shape.entrants + shape.lateEntries && record.roundCount == shape.rounds)
        #expect(rounds.contains { $0.result == .forfeitWin && $0.opponent != nil })
        let played = TRF.write(try RandomSwiss.play(seed: 154).record)
        #expect(played == stored, "\(tournament.file) is not what the engine pairs now: run Tests/Oracles/make-engine-checks.sh")
    }

    /// gacrux's checker, whose reading of C.04.3 the engine follows, accepts every round.
    /// caissify-pairings' verdicts are kept in the file beside it: its checker reads a zero- or
    /// half-point bye in the file as a pairing-allocated bye and a downfloat, which the rules of
    /// 2026 do not, and every round it refuses comes from that (Tests/Oracles/README.md), so its
    /// refusals are figures, not a test of this engine.
    @Test func gacruxAcceptsEveryRound() throws {
        let refused = try Self.checks().tournaments.filter { !$0.gacrux }.map(\.file)
        #expect(refused.isEmpty, "gacrux refuses \(refused)")
    }

    /// One round caissify refuses, as `Tests/Oracles/caissify_refusals.py` looked into it.
    struct Refusal: Decodable {
        var file: String
        var round: Int
        var engine: String
        var caissify: String
        var gacruxAcceptsCaissifys: Bool
        var gacruxMakesTheEngines: Bool
        var caissifyAcceptsReadingAbsencesAs2026: Bool
    }

    /// Every round caissify refuses is one where FIDE's checker, given caissify's pairing instead,
    /// refuses it and pairs as the engine does; and caissify itself accepts the engine's round
    /// once its checker reads zero- and half-point byes as the rules of 2026 do.
    @Test func caissifyRefusesOnlyByItsReadingOfAbsences() throws {
        struct Refusals: Decodable { var rounds: [Refusal] }
        let url = Self.folder.appendingPathComponent("caissify-refusals.json")
        let refusals = try JSONDecoder().decode(Refusals.self, from: Data(contentsOf: url)).rounds
        let refused = try Self.checks().tournaments.flatMap { tournament in
            tournament.caissifyMismatched.map { "\(tournament.file) \($0)" }
        }
        #expect(refusals.map { "\($0.file) Round \($0.round)" }.sorted() == refused.sorted())
        #expect(!refusals.isEmpty)
        for refusal in refusals {
            let round = "\(refusal.file) round \(refusal.round)"
            #expect(refusal.engine != refusal.caissify, "\(round): the two pairings differ")
            #expect(!refusal.gacruxAcceptsCaissifys, "\(round): gacrux accepts caissify's \(refusal.caissify)")
            #expect(refusal.gacruxMakesTheEngines, "\(round): gacrux pairs otherwise than the engine")
            #expect(refusal.caissifyAcceptsReadingAbsencesAs2026, "\(round): caissify refuses for another reason")
        }
    }
}
