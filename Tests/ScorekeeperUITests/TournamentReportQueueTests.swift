import Foundation
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The organiser's queue of results reported from the tables, on the tournament screen: reports
/// show as they arrive, `A` accepts reports that agree and asks whose when they differ, `X`
/// rejects (asked first), `*` accepts every table that agrees (asked first); each rendered at
/// 80 columns.
@MainActor
@Suite struct TournamentReportQueueTests {
    let database: AppDatabase
    let app: AppModel
    let tournaments: TournamentsModel
    let club: Tournament

    static let size = TerminalSize(columns: 80, rows: 24)

    /// Club Night, a round robin of six, its round 1 paired, open on its screen.
    init() async throws {
        database = try pinnedDatabase()
        club = try database.at(pinnedNow).createTournament(name: "Club Night", settings: TournamentSettings(format: .roundRobin))
        try database.at(pinnedNow).joinTournament(id: club.id, names: ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay"])
        try database.at(pinnedNow).pairNextRound(id: club.id)
        app = AppModel(database: database, size: Self.size, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.press(.character("T"))
        tournaments = try #require(app.tournaments)
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.list.rows[id: club.id] != nil }, "the list is read")
        tournaments.list.select(club.id)
        app.press(.enter)
        #expect(await waitUntil { tournaments.open?.tables.rows.count == 3 }, "round 1 is read")
    }

    func frame() -> Screen {
        render(app, size: Self.size)
    }

    /// Sends a report from seat `seat` of table `table`, as a phone would, through the store.
    func send(table: Int, seat: Int, _ result: String) throws {
        let code = try #require(try database.reportCodes(tournament: club.id).first { $0.seat.table == table && $0.seat.seat == seat })
        try database.submitReport(seat: try #require(try database.reportSeat(token: code.token)), result: result)
    }

    func outcome(table: Int) throws -> TableOutcome? {
        try database.fetchTournamentSnapshot(id: club.id).state.rounds[0].tables[table - 1].outcome
    }

    /// Waits until the screen's queue has `count` tables.
    func waitForQueue(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.open?.reports.tables.count == count }, "the queue has \(count)", sourceLocation: sourceLocation)
    }

    func select(table: Int) throws {
        let id = try #require(tournaments.open?.tables.rows.first { $0.number == table }?.id)
        tournaments.open?.tables.select(id)
    }

    @Test func reportsShowAsTheyArriveAndDifferingOnesAreChosenBetween() async throws {
        try send(table: 1, seat: 0, "1-0")
        try send(table: 1, seat: 1, "0-1")
        try send(table: 3, seat: 1, "0-1")
        await waitForQueue(2)
        assertSnapshot(frame(), named: "tournament-reports-queue")
        try select(table: 1)
        app.press(.character("A"))
        guard case .chooseReport(_, _, let highlighted)? = tournaments.destination else {
            Issue.record("A on reports that differ asks whose: \(String(describing: tournaments.destination))")
            return
        }
        #expect(highlighted == 0)
        assertSnapshot(frame(), named: "tournament-reports-choose")
        app.press(.down)
        app.press(.enter)
        #expect(tournaments.destination == nil)
        await tournaments.settle()
        #expect(try outcome(table: 1) == .places([2, 1]))
        await waitForQueue(1)
        #expect(app.status?.text == "Table 1: 0-1, accepted.")
    }

    @Test func rejectAsksFirstAndAcceptAllTakesTheTablesThatAgree() async throws {
        try send(table: 2, seat: 0, "½-½")
        try send(table: 3, seat: 0, "1-0")
        try send(table: 3, seat: 1, "0-1")
        await waitForQueue(2)
        try select(table: 3)
        app.press(.character("X"))
        guard case .confirmRejectReports? = tournaments.destination else {
            Issue.record("X asks first: \(String(describing: tournaments.destination))")
            return
        }
        assertSnapshot(frame(), named: "tournament-reports-reject")
        app.press(.character("y"))
        await tournaments.settle()
        await waitForQueue(1)
        #expect(try outcome(table: 3) == nil)
        app.press(.character("*"))
        guard case .confirmAcceptAllReports? = tournaments.destination else {
            Issue.record("* asks first: \(String(describing: tournaments.destination))")
            return
        }
        assertSnapshot(frame(), named: "tournament-reports-accept-all")
        app.press(.character("y"))
        await tournaments.settle()
        #expect(try outcome(table: 2) == .places([1, 1]))
        await waitForQueue(0)
        #expect(app.status?.text == "Accepted the reports of table 2.")
    }

    @Test func acceptOnAgreeingReportsWritesAtOnceAndOnATableWithoutReportsSaysSo() async throws {
        try select(table: 2)
        app.press(.character("A"))
        #expect(tournaments.destination == nil)
        #expect(app.status?.text == "No reports wait: a table's result reported from a phone shows here.")
        try send(table: 2, seat: 1, "0-1")
        await waitForQueue(1)
        app.press(.character("A"))
        await tournaments.settle()
        #expect(try outcome(table: 2) == .places([2, 1]))
        await waitForQueue(0)
    }

    @Test func theKeysAreInTheTournamentsTableAndItsHelp() {
        let table = KeyTable.tournament
        #expect(table.resolve(.character("A")) == .perform(.acceptReport))
        #expect(table.resolve(.character("X")) == .perform(.rejectReports))
        #expect(table.resolve(.character("*")) == .perform(.acceptAllReports))
        #expect(table.helpBindings.map(\.action).contains(.rejectReports))
    }
}
