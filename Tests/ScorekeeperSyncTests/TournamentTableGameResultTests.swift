import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// A result entered by hand finishes its table's game with that result, on every copy: the game
/// ends with scores that give it and its winners follow, `clear` reopens it, and two copies that
/// each entered a result settle on the later one without counting anything twice.
@Suite struct TournamentTableGameResultTests {
    /// A Swiss of two made and paired on `a`, synced to `b`; its one table.
    static func swiss(_ a: AppDatabase, _ b: AppDatabase) throws -> (Tournament.ID, TournamentTable) {
        let tournament = try a.createTournament(name: "Club", settings: TournamentSettings(format: .swiss, plannedRounds: 3))
        try a.joinTournament(id: tournament.id, names: ["Hal", "Di"])
        try a.pairNextRound(id: tournament.id)
        _ = try SyncTournamentTests.sync(a, b)
        let table = try #require(try a.fetchTournamentSnapshot(id: tournament.id).state.rounds.last?.tables.first)
        return (tournament.id, table)
    }

    static func standings(_ database: AppDatabase, _ table: TournamentTable) throws -> GameStandings {
        let gameID = try #require(table.gameID)
        return try #require(try database.read { db in try AppDatabase.standings(db, gameID: gameID) })
    }

    /// The game's scores, seat by seat.
    static func scores(_ database: AppDatabase, _ table: TournamentTable) throws -> [Int] {
        let standings = try standings(database, table)
        return try SyncTournamentTests.seatedPlayers(database, table: table.id).map { standings.standing(of: $0)?.player.score ?? -1 }
    }

    @Test func aResultFinishesTheGameOnBothCopies() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let (id, table) = try Self.swiss(a, b)
        try a.setTableResult(id: id, table: 1, outcome: .places([2, 1]))
        _ = try SyncTournamentTests.sync(a, b)
        for copy in [a, b] {
            let standings = try Self.standings(copy, table)
            #expect(standings.isFinished)
            #expect(standings.winners.map(\.id) == [try SyncTournamentTests.seatedPlayers(copy, table: table.id)[1]])
            #expect(try Self.scores(copy, table) == [0, 1])
            #expect(try copy.invariantViolations().isEmpty)
        }
        // Cleared on the other copy: reopened on both, nothing left of the result.
        try b.setTableResult(id: id, table: 1, outcome: nil)
        _ = try SyncTournamentTests.sync(a, b)
        for copy in [a, b] {
            #expect(try Self.standings(copy, table).isFinished == false)
            #expect(try Self.scores(copy, table) == [0, 0])
            #expect(try copy.fetchTournamentSnapshot(id: id).state.rounds[0].tables[0].outcome == nil)
        }
    }

    @Test func resultsEnteredOnBothCopiesSettleOnTheLaterAndCountOnce() throws {
        let a = try AppDatabase.empty()
        // Two hours ahead: what it enters is stamped later than what the other enters now.
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let (id, table) = try Self.swiss(a, b)
        try b.setTableResult(id: id, table: 1, outcome: .places([1, 2]))
        try a.setTableResult(id: id, table: 1, outcome: .places([2, 1]))
        _ = try SyncTournamentTests.sync(a, b)
        try SyncTournamentTests.expectSame(a, b, id)
        for copy in [a, b] {
            #expect(try copy.fetchTournamentSnapshot(id: id).state.rounds[0].tables[0].outcome == .places([1, 2]))
            #expect(try Self.scores(copy, table) == [1, 0])
            let standings = try Self.standings(copy, table)
            #expect(standings.isFinished && !standings.resultChangedSinceFinish)
            #expect(try copy.invariantViolations().isEmpty)
        }
    }

    @Test func aFinishedTableGameRefusesScoresAndSaysWhy() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let (id, table) = try Self.swiss(a, b)
        try a.setTableResult(id: id, table: 1, outcome: .places([1, 1]))
        let player = try #require(try SyncTournamentTests.seatedPlayers(a, table: table.id).first)
        #expect { try a.changeScore(playerID: player, by: 1) } throws: { error in
            (error as? ScorekeeperError)?.description.contains("clear that result") == true
        }
        let gameID = try #require(table.gameID)
        #expect(throws: (any Error).self) { try a.reopenGame(id: gameID) }
        // A draw: both share it, as the model states for equal scores.
        #expect(try Self.standings(a, table).winners.count == 2)
    }
}
