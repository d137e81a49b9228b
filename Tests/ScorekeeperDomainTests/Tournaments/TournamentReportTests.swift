import Foundation
import ScorekeeperDomain
import Testing
import TestSupport

/// The TRF-16 report `tournament export --trf` writes: each entrant's rank is the standings',
/// the rounds are stated when none were planned, the dates are the rounds' days, and a report
/// with dates reads back with them.
@Suite struct TournamentReportTests {
    /// Four entrants, two rounds played of none planned: Ann beat Bo and drew Cy; Cy drew Di.
    static let club = TRFText.report([], [
        TRFText.player(1, "Ann", rating: "2100", [TRFText.block(2, "w", "1"), TRFText.block(3, "b", "=")]),
        TRFText.player(2, "Bo", rating: "2000", [TRFText.block(1, "b", "0"), TRFText.block(4, "w", "1")]),
        TRFText.player(3, "Cy", rating: "1900", [TRFText.block(4, "w", "="), TRFText.block(1, "w", "=")]),
        TRFText.player(4, "Di", rating: "1800", [TRFText.block(3, "b", "="), TRFText.block(2, "b", "0")]),
    ])

    static func state() throws -> TournamentState {
        var counter = 0
        return TournamentState.imported(record: try TRF.read(club), settings: TournamentSettings(format: .swiss)) {
            counter += 1
            return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", counter))!
        }
    }

    @Test func theReportStatesRanksRoundsAndDates() throws {
        let state = try Self.state()
        let utc = TimeZone(identifier: "UTC")!
        // Round 1 on 28 November 2026 late in the evening, round 2 the next day.
        let first = Date(timeIntervalSince1970: 1_795_906_800), second = first.addingTimeInterval(86_400)
        let report = state.report(roundsPairedAt: [1: first, 2: second], timeZone: utc)
        let ranks = Dictionary(uniqueKeysWithValues: state.standings.map { ($0.entryID, $0.rank) })
        for (entry, entrant) in zip(state.entries, report.entrants) {
            #expect(entrant.statedRank == ranks[entry.id], "\(entry.name)")
        }
        #expect(report.entrants.compactMap(\.statedRank).sorted() == state.standings.map(\.rank).sorted())
        #expect(state.record.plannedRounds == nil, "the engine's record is left as it was")
        #expect(report.plannedRounds == 2)
        #expect(report.startDate == "2026/11/28" && report.endDate == "2026/11/29")
        #expect(report.roundDates == ["26/11/28", "26/11/29"])
        let text = TRF.write(report)
        let dates = try #require(text.split(separator: "\n").first { $0.hasPrefix("132") })
        #expect(Array(dates)[91..<99].map(String.init).joined() == "26/11/28")
        #expect(Array(dates)[101..<109].map(String.init).joined() == "26/11/29")
        let read = try TRF.read(text)
        #expect(read.roundDates == report.roundDates && read.startDate == report.startDate && read.plannedRounds == 2)
        #expect(read.entrants.map(\.statedRank) == report.entrants.map(\.statedRank))
        #expect(!read.otherLines.contains { $0.hasPrefix("132") })
        #expect(TRF.write(read) == text)
        // A round the file does not date leaves its columns blank, and nothing dates the event.
        let undated = state.report(roundsPairedAt: [:], timeZone: utc)
        #expect(undated.startDate == nil && undated.roundDates == [nil, nil])
        #expect(!TRF.write(undated).contains("\n132"))
    }
}
