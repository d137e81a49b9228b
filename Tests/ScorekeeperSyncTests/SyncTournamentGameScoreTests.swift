import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// Tables counting the game's own score across two copies: the scores a table ends with, from
/// its game or entered by hand, travel whole, settle by the later stamp, and are checked on the
/// way in.
@Suite struct SyncTournamentGameScoreTests {
    /// A tables event of three by the game's score, lowest wins, made and paired on `a`, synced to `b`.
    static func hearts(_ a: AppDatabase, _ b: AppDatabase) throws -> Tournament.ID {
        let tournament = try a.createTournament(name: "Hearts", settings: TournamentSettings(format: .tables, tableSize: 3, points: .gameScore),
                                                gameRules: GameRules(winning: .lowest))
        try a.joinTournament(id: tournament.id, names: ["Ann", "Bob", "Cid"])
        try a.pairNextRound(id: tournament.id)
        _ = try SyncTournamentTests.sync(a, b)
        return tournament.id
    }

    @Test func aTableGamesScoresReachTheOtherCopy() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let id = try Self.hearts(a, b)
        let table = try #require(try b.fetchTournamentSnapshot(id: id).state.rounds.last?.tables.first)
        let players = try SyncTournamentTests.seatedPlayers(b, table: table.id)
        for (player, score) in zip(players, [13, 26, -2]) { try b.changeScore(playerID: player, by: score) }
        try b.finishGame(id: try #require(table.gameID))
        _ = try SyncTournamentTests.sync(a, b)
        try SyncTournamentTests.expectSame(a, b, id)
        let state = try a.fetchTournamentSnapshot(id: id).state
        #expect(state.rounds[0].tables[0].outcome == .scores([13, 26, -2], places: [2, 3, 1]))
        #expect(state.standings.map { TournamentPoints.text(halfPoints: $0.points) } == ["-2", "13", "26"])
    }

    @Test func scoresEnteredOnBothCopiesKeepTheLaterStamp() throws {
        let a = try AppDatabase.empty()
        // Two hours ahead: whatever it enters is stamped later than what the other enters now.
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let id = try Self.hearts(a, b)
        try b.setTableResult(id: id, table: 1, outcome: .scores([-5, 0, 31], places: [1, 2, 3]))
        try a.setTableResult(id: id, table: 1, outcome: .scores([10, 10, 6], places: [2, 2, 1]))
        _ = try SyncTournamentTests.sync(a, b)
        try SyncTournamentTests.expectSame(a, b, id)
        for copy in [a, b] {
            #expect(try copy.fetchTournamentSnapshot(id: id).state.rounds[0].tables[0].outcome == .scores([-5, 0, 31], places: [1, 2, 3]))
        }
    }

    /// Rows a peer must not send, each refused before anything is applied.
    static let hostileRows: [(String, @Sendable (inout SyncTournamentChanges) -> Void)] = [
        ("fewer places than scores", { $0.tables[0].outcome = "scores:1,2,3;places:1,2" }),
        ("a score that is not a number", { $0.tables[0].outcome = "scores:1,x,3;places:1,2,3" }),
        ("a score written another way", { $0.tables[0].outcome = "scores:01,2,3;places:3,2,1" }),
        ("a score past 64 bits", { $0.tables[0].outcome = "scores:9223372036854775808,2,3;places:1,3,2" }),
        ("a score below 64 bits", { $0.tables[0].outcome = "scores:-9223372036854775809,2,3;places:1,2,3" }),
        ("a score with a plus", { $0.tables[0].outcome = "scores:+1,2,3;places:3,2,1" }),
        ("scores without places", { $0.tables[0].outcome = "scores:1,2,3" }),
        ("places past the table", { $0.tables[0].outcome = "scores:1,2,3;places:3,2,9" }),
        ("a Swiss counting the game's score", { $0.tournaments[0].format = "swiss" }),
    ]

    @Test func hostileScoreRowsAreRefused() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let id = try Self.hearts(a, b)
        try a.setTableResult(id: id, table: 1, outcome: .scores([-4, 26, 13], places: [1, 3, 2]))
        let valid = try a.syncChanges(since: 0).changes
        try SyncValidation.check(valid)
        #expect(valid.tournaments.tables.first?.outcome == "scores:-4,26,13;places:1,3,2")
        #expect(valid.tournaments.tournaments.first?.points == "score")
        for (what, spoil) in Self.hostileRows {
            var rows = valid
            spoil(&rows.tournaments)
            #expect(throws: SyncWireError.self, "\(what)") { try SyncValidation.check(rows) }
        }
    }

    /// Scores at the 64-bit limits, entered by hand on one copy and ended in a table game on the
    /// other, reach both copies whole and count exactly in both standings.
    @Test func scoresAtTheLimitsTravelWholeAndCountExactly() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let id = try Self.hearts(a, b)
        let first = [Int.max, Int.min, Int.max - 1]
        try b.setTableResult(id: id, table: 1, outcome: .scores(first, places: [1, 2, 3]))
        _ = try SyncTournamentTests.sync(a, b)
        try a.pairNextRound(id: id)
        _ = try SyncTournamentTests.sync(a, b)
        let table = try #require(try b.fetchTournamentSnapshot(id: id).state.rounds.last?.tables.first)
        let second = [5_000_000_000, -7, Int.max]
        for (player, score) in zip(try SyncTournamentTests.seatedPlayers(b, table: table.id), second) {
            try b.setScore(playerID: player, to: score)
        }
        try b.finishGame(id: try #require(table.gameID))
        _ = try SyncTournamentTests.sync(a, b)
        try SyncTournamentTests.expectSame(a, b, id)

        let state = try a.fetchTournamentSnapshot(id: id).state
        #expect(state.rounds.map { $0.tables[0].outcome?.scores } == [first, second])
        // Each entrant's exact total over both rounds (in 128 bits), fewest first: lowest wins.
        var total: [TournamentEntry.ID: Int128] = [:]
        for (round, scores) in zip(state.rounds, [first, second]) {
            for (seat, score) in zip(round.tables[0].seats, scores) { total[seat, default: 0] += Int128(score) }
        }
        #expect(total.values.contains { $0 > Int128(Int.max) }, "a sum past 64 bits, or the test shows nothing")
        for copy in [a, b] {
            let standings = try copy.fetchTournamentSnapshot(id: id).state.standings
            #expect(standings.map { TournamentPoints.text(halfPoints: $0.points) } == total.values.sorted().map { String($0) })
            #expect(standings.map(\.entryID) == total.keys.sorted { total[$0]! < total[$1]! })
        }
    }

    /// A peer's score past 64 bits is refused with the limit in the message, nothing applied.
    @Test func aScorePast64BitsIsRefusedNamingTheLimit() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let id = try Self.hearts(a, b)
        try a.setTableResult(id: id, table: 1, outcome: .scores([1, 2, 3], places: [1, 2, 3]))
        var rows = try a.syncChanges(since: 0).changes
        rows.tournaments.tables[0].outcome = "scores:1,92233720368547758070,3;places:1,2,3"
        do {
            try SyncValidation.check(rows)
            Issue.record("a score past 64 bits was accepted")
        } catch {
            let message = String(describing: error)
            #expect(message.contains("92233720368547758070") && message.contains("nothing was applied"), "\(message)")
            #expect(message.contains("A score is a whole number from -9223372036854775808 to 9223372036854775807."), "\(message)")
        }
    }
}
