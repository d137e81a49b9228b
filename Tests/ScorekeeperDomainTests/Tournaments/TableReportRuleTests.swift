import Foundation
import Testing
import ScorekeeperDomain

/// When the reports from a table's seats settle its result, at each table size: both seats at
/// two, any two agreeing at 3 to 5, the first at once when the tournament says so.
@Suite struct TableReportRuleTests {
    static func report(_ seat: Int, _ outcome: TableOutcome, at second: Int = 0) -> TableReport {
        TableReport(seat: seat, outcome: outcome, reportedAt: Date(timeIntervalSince1970: 1_795_000_000 + Double(second)))
    }

    @Test func atTwoBothSeatsMustReportTheSameResult() {
        let white = Self.report(0, .places([1, 2]))
        #expect(TableReportRule.decision(seats: 2, reports: [], acceptFirst: false) == .wait(.noReport))
        #expect(TableReportRule.decision(seats: 2, reports: [white], acceptFirst: false) == .wait(.moreReports(1)))
        #expect(TableReportRule.decision(seats: 2, reports: [white, Self.report(1, .places([1, 2]), at: 1)], acceptFirst: false)
                == .commit(.result(.places([1, 2]))))
        #expect(TableReportRule.decision(seats: 2, reports: [white, Self.report(1, .places([2, 1]), at: 1)], acceptFirst: false)
                == .wait(.disagreement))
        #expect(TableReportRule.reportsNeeded(seats: 2) == 2)
    }

    @Test(arguments: [3, 4, 5])
    func atThreeToFiveAnyTwoAgreeingSeatsSettleIt(seats: Int) {
        let places = Array(1...seats)
        let first = Self.report(seats - 1, .places(places))
        #expect(TableReportRule.reportsNeeded(seats: seats) == 2)
        #expect(TableReportRule.decision(seats: seats, reports: [first], acceptFirst: false) == .wait(.moreReports(1)))
        #expect(TableReportRule.decision(seats: seats, reports: [first, Self.report(1, .places(places), at: 1)], acceptFirst: false)
                == .commit(.result(.places(places))))
        // One seat that says otherwise holds the table for the organiser, however many agree.
        let other = Array(places.reversed())
        let three = [first, Self.report(1, .places(places), at: 1), Self.report(0, .places(other), at: 2)]
        #expect(TableReportRule.decision(seats: seats, reports: three, acceptFirst: false) == .wait(.disagreement))
        #expect(TableReportRule.agreement(three) == nil)
    }

    @Test func theSameSeatTwiceIsOneReport() {
        // The store keeps a seat's latest only; were two of one seat given, they count as one seat.
        let twice = [Self.report(0, .places([1, 2, 3])), Self.report(0, .places([1, 2, 3]), at: 5)]
        #expect(TableReportRule.decision(seats: 3, reports: twice, acceptFirst: false) == .wait(.moreReports(1)))
    }

    @Test func acceptingTheFirstReportCommitsTheLatestAlone() {
        let lone = Self.report(1, .forfeit(winners: [false, true]))
        #expect(TableReportRule.decision(seats: 2, reports: [lone], acceptFirst: true) == .commit(.result(.forfeit(winners: [false, true]))))
        #expect(TableReportRule.decision(seats: 4, reports: [Self.report(2, .places([2, 1, 3, 4]))], acceptFirst: true)
                == .commit(.result(.places([2, 1, 3, 4]))))
        // Reports that already differ still wait: the setting takes a first report, not a side.
        let differing = [Self.report(0, .places([1, 2])), Self.report(1, .places([2, 1]), at: 1)]
        #expect(TableReportRule.decision(seats: 2, reports: differing, acceptFirst: true) == .wait(.disagreement))
    }

    @Test func scoresAgreeOnlyWhenEveryScoreIsTheSame() {
        let a = Self.report(0, .scores([26, 0, 13], places: [3, 1, 2]))
        let b = Self.report(1, .scores([26, 0, 13], places: [3, 1, 2]), at: 1)
        let c = Self.report(2, .scores([26, 1, 13], places: [3, 1, 2]), at: 2)
        #expect(TableReportRule.decision(seats: 3, reports: [a, b], acceptFirst: false) == .commit(a.proposal))
        #expect(TableReportRule.decision(seats: 3, reports: [a, c], acceptFirst: false) == .wait(.disagreement))
    }
}
