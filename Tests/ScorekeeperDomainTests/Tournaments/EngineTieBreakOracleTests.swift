import Foundation
import ScorekeeperDomain
import Testing

/// The tie-breaks of the engine's own tournaments held to FIDE's: for each TRF file
/// `Tests/Oracles/make-engine-checks.sh` wrote under `Fixtures/Tournaments/engine/`, gacrux's
/// tie-break checker (FIDE's TieBreakServer code) gave every entrant's C.07 tie-breaks
/// (`engine-tiebreaks.json`); the file read back here must give the same values.
@Suite struct EngineTieBreakOracleTests {
    /// The whole of `engine-tiebreaks.json`: the codes asked for and, per file, each code's
    /// values in starting-rank order (decimal text, or null where a tie-break has no value).
    struct Bundle: Decodable {
        struct Tournament: Decodable {
            var file: String
            /// The date of the C.07 edition gacrux applied ("2024-08-01" or "2026-03-01").
            var rules: String
            var tiebreaks: [String: [String?]]
        }
        var tiebreaks: [String]
        var tournaments: [Tournament]
    }

    static func bundle() throws -> Bundle {
        let url = EngineOracleTests.folder.appendingPathComponent("engine-tiebreaks.json")
        return try JSONDecoder().decode(Bundle.self, from: Data(contentsOf: url))
    }

    @Test func everyTieBreakOfEveryEngineTournamentEqualsGacrux() throws {
        let bundle = try Self.bundle()
        // The same tournaments the pairing checkers judged, every one of them.
        let checked = try EngineOracleTests.checks().tournaments.map(\.file)
        #expect(bundle.tournaments.map(\.file).sorted() == checked.sorted())
        #expect(checked.count == 200)
        #expect(Set(bundle.tiebreaks).isSuperset(of: ["PTS", "BH", "BH/C1", "BH/C2", "BH/M1", "SB", "SB/C1", "WIN",
                                                      "WON", "BPG", "BWG", "REP", "PS", "ARO", "DE"]))
        var comparison = TieBreakComparison()
        var entrants = 0
        for tournament in bundle.tournaments {
            let text = try String(contentsOf: EngineOracleTests.folder.appendingPathComponent(tournament.file), encoding: .utf8)
            let record = try TRF.read(text)
            entrants += record.entrants.count
            // Values are listed by starting rank, so the ranks must run 1, 2, 3… with no gap.
            #expect(record.entrants.map(\.startingRank) == Array(1...record.entrants.count), "\(tournament.file)")
            #expect(Set(tournament.tiebreaks.keys) == Set(bundle.tiebreaks), "\(tournament.file): every code asked for")
            for (code, values) in tournament.tiebreaks {
                #expect(values.count == record.entrants.count, "\(tournament.file) \(code): one value per entrant")
            }
            try comparison.compare(file: tournament.file, record: record, rules: tournament.rules,
                                   expected: tournament.tiebreaks.mapValues { values in
                                       { rank in values.indices.contains(rank - 1) ? values[rank - 1] : nil }
                                   })
        }
        print(comparison.summary(tournaments: bundle.tournaments.count))
        #expect(comparison.compared == entrants * bundle.tiebreaks.count, "every entrant's every value compared")
        #expect(comparison.mismatches.isEmpty, "\(comparison.mismatches.count) mismatches, first: \(comparison.mismatches.prefix(15).joined(separator: "; "))")
        #expect(comparison.compared == comparison.matched)
    }
}
