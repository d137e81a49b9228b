import Foundation
import Testing
import ScorekeeperModel
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
        }
        var tournaments: [Tournament]
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Tournaments/engine")

    static func checks() throws -> Checks {
        try JSONDecoder().decode(Checks.self, from: Data(contentsOf: folder.appendingPathComponent("engine-checks.json")))
    }

    @Test func theCheckedTournamentsAreTheEnginesOwn() throws {
        let checks = try Self.checks()
        #expect(checks.tournaments.count >= 200)
        for tournament in checks.tournaments {
            let stored = try String(contentsOf: Self.folder.appendingPathComponent(tournament.file), encoding: .utf8)
            let played = TRF.write(try RandomSwiss.play(seed: tournament.seed).record)
            #expect(played == stored, "\(tournament.file) is not what the engine pairs now: run Tests/Oracles/make-engine-checks.sh")
        }
    }

    @Test func bothCheckersAcceptEveryRound() throws {
        let checks = try Self.checks()
        let refusedByGacrux = checks.tournaments.filter { !$0.gacrux }.map(\.file)
        let refusedByCaissify = checks.tournaments.filter { !$0.caissify }.map(\.file)
        #expect(refusedByGacrux.isEmpty, "gacrux refuses \(refusedByGacrux)")
        #expect(refusedByCaissify.isEmpty, "caissify-pairings refuses \(refusedByCaissify)")
    }
}
