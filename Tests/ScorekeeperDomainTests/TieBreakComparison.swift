import ScorekeeperDomain
import Testing

/// Tie-breaks computed from a TRF file held to gacrux's, value by value: what every comparison of
/// the fixtures with the reference counts and reports.
struct TieBreakComparison {
    private(set) var compared = 0
    private(set) var matched = 0
    private(set) var mismatches: [String] = []
    private(set) var comparedByCode: [String: Int] = [:]
    private(set) var entrants = 0

    /// Compares every tie-break of every entrant of `record` (the file `file`) with `expected`:
    /// by code, the reference's value (decimal text, or nil) of the entrant with a starting rank.
    mutating func compare(file: String, record: TournamentRecord, rules: String,
                          expected: [String: (Int) -> String?]) throws {
        let calculator = TieBreakCalculator(record: record)
        let expectedRules: TieBreakRules = rules < "2026-03-01" ? .fide2024 : .fide2026
        #expect(calculator.rules == expectedRules, "\(file): rules by start date \(record.startDate ?? "none")")
        entrants += record.entrants.count
        for (code, want) in expected {
            let tieBreak = try #require(TieBreak(code: code), "\(code) is a tie-break code")
            let values = calculator.values(tieBreak)
            #expect(values.count == record.entrants.count)
            for (entrant, value) in zip(record.entrants, values) {
                let wanted = want(entrant.startingRank)
                compared += 1
                comparedByCode[code, default: 0] += 1
                let wantedQuarters = wanted.flatMap(TournamentFixtures.quarters).map { Int128($0) }
                if let wanted, wantedQuarters == nil {
                    mismatches.append("\(file) \(code) #\(entrant.startingRank): unreadable \(wanted)")
                } else if wantedQuarters == value?.quarters {
                    matched += 1
                } else {
                    mismatches.append("\(file) \(code) #\(entrant.startingRank): \(value.map(\.description) ?? "nil"), expected \(wanted ?? "nil")")
                }
            }
        }
    }

    /// A line for the test log: how many values matched, over what.
    func summary(tournaments: Int) -> String {
        "Tie-breaks: \(matched) of \(compared) values match over \(tournaments) tournaments, \(entrants) entrants; by code: \(comparedByCode.sorted { $0.key < $1.key })"
    }
}
