import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// Report codes and reports are this copy's own: a sync, incremental or by digests, moves none
/// of them either way, while the result an accepted report wrote travels as any result does.
@Suite struct SyncTableReportsTests {
    static let localTables = ["tournamentReportCodes", "tournamentReports", "tournamentReportSettings"]

    static func counts(_ database: AppDatabase) throws -> [Int] {
        try database.read { db in try localTables.map { try Int.fetchOne(db, sql: #"SELECT count(*) FROM "\#($0)""#) ?? 0 } }
    }

    @Test func codesAndReportsNeverTravelButTheAcceptedResultDoes() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let id = try SyncTournamentTests.roundOnePairedOnBoth(a, b)
        let codes = try a.reportCodes(tournament: id)
        try a.setAcceptFirstReport(tournament: id, false)
        let tableOne = codes.filter { $0.seat.table == 1 }.map(\.seat)
        let tableTwo = codes.filter { $0.seat.table == 2 }.map(\.seat)
        try a.submitReport(seat: tableOne[0], result: "1-0")
        try a.submitReport(seat: tableOne[1], result: "1-0")
        try a.submitReport(seat: tableTwo[0], result: "0-1")
        _ = try #require(try a.reportSeat(pin: "not a pin", tournament: id) == nil)
        #expect(try Self.counts(a) == [4, 1, 1])

        _ = try SyncTournamentTests.sync(a, b)
        #expect(try Self.counts(b) == [0, 0, 0])
        #expect(try b.fetchTournamentSnapshot(id: id).state.rounds[0].tables.map(\.outcome) == [.places([1, 2]), nil])
        // Not by digests either.
        try a.forgetSyncWatermarks()
        _ = try SyncTournamentTests.sync(b, a)
        #expect(try Self.counts(b) == [0, 0, 0])
        #expect(try Self.counts(a) == [4, 1, 1])
        for code in codes { #expect(try b.reportSeat(token: code.token) == nil) }
        try SyncTournamentTests.expectSame(a, b, id)
    }

    /// A round of a table game reported from the phones stays on the copy that took it while it
    /// waits; the round the reports agreed on travels as a round typed with `round add` does.
    @Test func roundReportsNeverTravelButTheRoundTheyWroteDoes() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let tournament = try a.createTournament(name: "Hearts night", settings: TournamentSettings(format: .tables, tableSize: 4))
        try a.joinTournament(id: tournament.id, names: ["Ann", "Bob", "Cid", "Dee"])
        try a.pairNextRound(id: tournament.id)
        let seats = try a.reportCodes(tournament: tournament.id).map { code in try #require(try a.reportSeat(token: code.token)) }
        try a.submitRoundReport(seat: seats[0], round: 1, entries: ["12", "9", "7", "4"])
        func waiting(_ database: AppDatabase) throws -> Int {
            try database.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "tournamentRoundReports""#) ?? 0 }
        }
        #expect(try waiting(a) == 1)
        _ = try SyncTournamentTests.sync(a, b)
        #expect(try waiting(b) == 0)
        #expect(try b.pendingReports(tournament: tournament.id).isEmpty)
        try a.submitRoundReport(seat: seats[1], round: 1, entries: ["12", "9", "7", "4"])
        _ = try SyncTournamentTests.sync(a, b)
        let gameID = try #require(try b.fetchTournamentSnapshot(id: tournament.id).state.rounds[0].tables[0].gameID)
        #expect(try b.fetchStandings(gameID: gameID) == a.fetchStandings(gameID: gameID))
        #expect(try b.fetchStandings(gameID: gameID).game.currentRound == 2)
        try SyncTournamentTests.expectSame(a, b, tournament.id)
    }
}
