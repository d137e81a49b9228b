import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// Each rule of a game is a register of its own: changes to different rules on two copies both
/// survive a sync, whichever clock runs ahead, and every way of changing rules stamps only the
/// rules it changes.
@Suite struct SyncRulesRegistersTests {
    /// The game's rule stamps as the file holds them: who wins, target, rounds.
    static func ruleStamps(_ database: AppDatabase, _ game: Game) throws -> [String?] {
        let row = try #require(try database.syncRows(games: [game.id.lowercasedString]).games.first)
        return [row.lowestWinsChangedAt, row.targetScoreChangedAt, row.roundCountChangedAt]
    }

    @Test func changesToDifferentRulesOnTwoCopiesBothSurvive() throws {
        let (a, plain, game, ana, _) = try SyncRegisterTests.cabin()
        // B's clock runs two hours behind A's (pinned, as `SyncRegisterTests.sync` compares stamps
        // with that moment): its change is the earlier one by the file's clock.
        let b = plain.withWallClock(WallClock { SyncRegisterTests.now.addingTimeInterval(-7200) })
        try a.changeRules(gameID: game.id) { $0.target = 100 }
        try b.changeRules(gameID: game.id) { $0.winning = .lowest }
        try SyncRegisterTests.sync(a, b)
        for copy in [a, b] {
            let rules = try #require(try copy.fetchGame(id: game.id)?.rules)
            #expect(rules.summary == "lowest wins · target 100", "\(rules.summary)")
            #expect(try copy.fetchPlayer(id: ana.id)?.score == 10)
            #expect(try copy.invariantViolations().isEmpty)
        }
        #expect(try SyncRegisterTests.sync(a, b).received.isEmpty)
    }

    @Test func settingWholeRulesStampsOnlyTheRulesThatChange() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts", rules: GameRules(winning: .lowest, target: 100))
        let created = try Self.ruleStamps(database, game)
        #expect(created.allSatisfy { $0 != nil } && Set(created).count == 1)
        // The interface sets the rules whole: only the number of rounds differs.
        try database.setRules(gameID: game.id, GameRules(winning: .lowest, target: 100, rounds: 6))
        let set = try Self.ruleStamps(database, game)
        #expect(set[0] == created[0] && set[1] == created[1] && set[2]! > created[2]!)
        // The command line names the rules it changes.
        try database.changeRules(gameID: game.id) { $0.target = 50 }
        let changed = try Self.ruleStamps(database, game)
        #expect(changed[0] == created[0] && changed[1]! > set[2]! && changed[2] == set[2])
        // Rules set to what they are: no stamp moves.
        try database.changeRules(gameID: game.id) { $0.winning = .lowest }
        #expect(try Self.ruleStamps(database, game) == changed)
        // Another program: the trigger stamps the rule it changed, and only it.
        try database.write { db in
            try db.execute(sql: #"UPDATE "games" SET "roundCount" = 3 WHERE "id" = ?"#, arguments: [game.id.lowercasedString])
        }
        let shell = try Self.ruleStamps(database, game)
        #expect(shell[0] == created[0] && shell[1] == changed[1] && shell[2]! > changed[1]!)
    }

    /// A file from before "rules registers": each rule gets the stamp the rules had, the old
    /// column goes, and a stamp written alone moves the row's version (so it travels).
    @Test func aFileFromBeforeGetsEachRuleTheRulesStamp() throws {
        let directory = try TemporaryFolder()
        let path = directory.file("old.sqlite")
        let queue = try DatabaseQueue(path: path, configuration: AppDatabase.makeConfiguration())
        try Schema.migrator.migrate(queue, upTo: "sync versions")
        let id = "00000000-0000-4000-8000-000000000001"
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO games (id, title, createdAt, updatedAt, lowestWins, targetScore)
                VALUES ('\(id)', 'Hearts', '2026-01-01 10:00:00.000', '2026-01-01 10:00:00.000', 1, 100);
                UPDATE games SET rulesChangedAt = '2026-01-02 10:00:00.000';
                """)
        }
        try Schema.migrator.migrate(queue)
        try queue.read { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT * FROM games"))
            #expect(row["lowestWinsChangedAt"] as String? == "2026-01-02 10:00:00.000")
            #expect(row["targetScoreChangedAt"] as String? == "2026-01-02 10:00:00.000")
            #expect(row["roundCountChangedAt"] as String? == "2026-01-02 10:00:00.000")
            #expect(!row.hasColumn("rulesChangedAt"))
        }
        let before = try queue.read { db in try Int.fetchOne(db, sql: "SELECT syncVersion FROM games") }
        try queue.write { db in try db.execute(sql: "UPDATE games SET targetScoreChangedAt = '2026-01-03 10:00:00.000'") }
        let after = try queue.read { db in try Int.fetchOne(db, sql: "SELECT syncVersion FROM games") }
        #expect(after! > before!)
    }
}
