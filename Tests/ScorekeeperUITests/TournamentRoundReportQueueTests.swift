import Foundation
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// A table game's round reported from the phones, in the organiser's queue on the tournament
/// screen as results are: its line says which round and what each seat said, and `A` on reports
/// that differ asks whose stands, then writes that round into the table's game.
@MainActor
@Suite struct TournamentRoundReportQueueTests {
    let database: AppDatabase
    let app: AppModel
    let tournaments: TournamentsModel
    let night: Tournament

    /// Hearts night, a tables tournament of four at one table, its round 1 paired, open on its screen.
    init() async throws {
        database = try pinnedDatabase()
        night = try database.at(pinnedNow).createTournament(name: "Hearts night", settings: TournamentSettings(format: .tables, tableSize: 4))
        try database.at(pinnedNow).joinTournament(id: night.id, names: ["Ann", "Bo", "Cy", "Dee"])
        try database.at(pinnedNow).pairNextRound(id: night.id)
        app = AppModel(database: database, size: TerminalSize(columns: 100, rows: 24), photos: .none, workingDirectory: "/tmp")
        app.start()
        app.press(.character("T"))
        tournaments = try #require(app.tournaments)
        let tournaments = self.tournaments, id = night.id
        #expect(await waitUntil { tournaments.list.rows[id: id] != nil }, "the list is read")
        tournaments.list.select(night.id)
        app.press(.enter)
        #expect(await waitUntil { tournaments.open?.tables.rows.count == 1 }, "round 1 is read")
    }

    /// The seats of the one table, by their codes.
    func seats() throws -> [ReportSeat] {
        try database.reportCodes(tournament: night.id).map { code in try #require(try database.reportSeat(token: code.token)) }
    }

    @Test func aRoundsReportsWaitInTheQueueAndTheOrganiserAcceptsOne() async throws {
        let seats = try seats()
        let names = seats[0].tableNames
        try database.submitRoundReport(seat: seats[0], round: 1, entries: ["12", "9", "7", "4"])
        try database.submitRoundReport(seat: seats[1], round: 1, entries: ["12", "9", "7", "5"])
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.open?.reports.tables.count == 1 }, "the queue has the round")
        #expect(render(app, size: app.size).text.contains(
            "Table 1, round 1: \(names[0]) says 12 9 7 4, \(names[1]) says 12 9 7 5 · they disagree"))
        let table = try #require(tournaments.open?.tables.rows.first?.id)
        tournaments.open?.tables.select(table)
        app.press(.character("A"))
        guard case .chooseReport? = tournaments.destination else {
            Issue.record("A on round reports that differ asks whose: \(String(describing: tournaments.destination))")
            return
        }
        app.press(.down)
        app.press(.enter)
        await tournaments.settle()
        #expect(await waitUntil { tournaments.open?.reports.tables.isEmpty == true }, "the queue is empty")
        #expect(app.status?.text == "Table 1: round 1: 12 9 7 5, accepted.")
        let gameID = try #require(try database.fetchTournamentSnapshot(id: night.id).state.rounds[0].tables[0].gameID)
        #expect(try database.fetchStandings(gameID: gameID).game.currentRound == 2)
    }
}
