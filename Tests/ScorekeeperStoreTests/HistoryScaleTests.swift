import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// The history's queries at scale: each query reads through an index (never a full scan of
/// `players` or `scoreChanges`, never a sort) on a small game, each query on the changes does so
/// on a game of 100,000 changes with the planner's statistics gathered, and that game reads right. How long it takes is
/// `scorekeeper-bench scale`'s to say (the machine is shared: a timing here could not fail fairly).
@Suite(.serialized) struct HistoryScaleTests {
    /// The query plan of each SELECT, UPDATE and DELETE among `statements`, one line per step.
    static func plans(_ statements: [String], in database: AppDatabase) throws -> [(sql: String, plan: [String])] {
        try database.read { db in
            try statements.filter { ["SELECT", "UPDATE", "DELETE"].contains(where: $0.uppercased().hasPrefix) }.map { sql in
                // Parameters as NULL: the plan depends on the query's shape, not on the values.
                let parameters = sql.filter { $0 == "?" }.count
                let arguments = StatementArguments(Array(repeating: DatabaseValue.null, count: parameters))
                return (sql, try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments)
                    .map { $0["detail"] as String })
            }
        }
    }

    /// A game with a few players and changes of every kind and state.
    static func populated() throws -> (AppDatabase, Game, [Player]) {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Plans")
        let players = try (0..<3).map { try database.addPlayer(gameID: game.id, name: "P\($0)", score: $0) }
        for step in 0..<20 { try database.changeScore(playerID: players[step % 3].id, by: step + 1) }
        try database.undo(gameID: game.id)
        try database.undo(gameID: game.id)
        return (database, game, players)
    }

    @Test func everyHistoryQueryUsesAnIndex() throws {
        let (database, game, players) = try Self.populated()
        let entry = try database.fetchHistory(gameID: game.id, limit: 5, offset: 5)[2]
        let calls: [(String, () throws -> Void)] = [
            ("changeScore", { try database.changeScore(playerID: players[0].id, by: 3) }),
            ("setScore", { try database.setScore(playerID: players[1].id, to: 7) }),
            ("addPlayer", { try database.addPlayer(gameID: game.id, name: "New", score: 4) }),
            ("undo", { try database.undo(gameID: game.id) }),
            ("redo", { try database.redo(gameID: game.id) }),
            ("correctChange", { try database.correctChange(id: entry.id, amount: 11) }),
            ("resolveChange", { _ = try database.resolveChange(String(entry.id.lowercasedString.prefix(6))) }),
            ("deleteChange", { try database.deleteChange(id: entry.id) }),
            ("historyEntries", { _ = try database.fetchHistory(gameID: game.id, limit: 10, offset: 3) }),
            ("historyCount", { _ = try database.fetchHistoryCount(gameID: game.id) }),
            ("undoRedoState", { _ = try database.fetchUndoRedoState(gameID: game.id) }),
            ("deletePlayer", { try database.deletePlayer(id: players[2].id) }),
        ]
        for (name, call) in calls {
            try Self.expectIndexed(name, call, in: database)
        }
        #expect(try database.invariantViolations().isEmpty)
    }

    /// Runs `call` and checks the plan of every query it made (of those naming `table`, when
    /// given): some query, no full scan of the games, players or changes, no sort, and
    /// `scoreChanges` read through an index.
    static func expectIndexed(_ name: String, _ call: () throws -> Void, in database: AppDatabase, naming table: String? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let plans = try Self.plans(try StatementTrace.statements(of: database, call), in: database)
            .filter { table.map($0.sql.contains) ?? true }
        #expect(!plans.isEmpty, "\(name) ran no query", sourceLocation: sourceLocation)
        for (sql, plan) in plans {
            let text = plan.joined(separator: " | ")
            #expect(!plan.contains { ["SCAN players", "SCAN scoreChanges", "SCAN games"].contains(where: $0.hasPrefix) },
                    "\(name): a full scan in \(sql): \(text)", sourceLocation: sourceLocation)
            #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(name): a sort in \(sql): \(text)",
                    sourceLocation: sourceLocation)
            if sql.contains("scoreChanges") && !sql.hasPrefix("UPDATE \"players\"") {
                #expect(plan.contains { $0.contains("scoreChanges USING") },
                        "\(name): no index on scoreChanges in \(sql): \(text)", sourceLocation: sourceLocation)
            }
        }
    }

    /// A game of 100,000 changes reads right: the history's pages and totals, the writes on it,
    /// and the chart over its changes (all of them, not the last few thousand). How long each
    /// takes is `scorekeeper-bench scale`'s to say; here the plans show it stays index-bound
    /// with the planner's statistics of so large a game (a planner that knows the table's size
    /// may choose otherwise than on the small game above).
    @Test func aGameOf100000ChangesReadsRight() throws {
        let directory = try TemporaryFolder()
        let location = DatabaseLocation(path: directory.file("big.sqlite"), isDefault: false)
        let database = try AppDatabase.open(location)
        let game = try database.createGame(title: "Marathon")
        let players = try (0..<8).map { try database.addPlayer(gameID: game.id, name: "Player \($0)") }
        let count = 100_000
        try database.write { db in
            let insert = try db.makeStatement(sql: """
                INSERT INTO scoreChanges (id, gameID, playerID, amount, originalAmount, kind, createdAt)
                VALUES (?, ?, ?, ?, ?, 'add', ?)
                """)
            let start = ChangeClock.milliseconds(Date()) - Int64(count)
            for index in 0..<count {
                let amount = index % 7 - 2
                try insert.execute(arguments: [UUID().lowercasedString, game.id.lowercasedString,
                                               players[index % players.count].id.lowercasedString,
                                               amount, amount, ChangeClock.text(start + Int64(index))])
            }
            try db.execute(sql: """
                UPDATE players SET score = (SELECT COALESCE(SUM(amount), 0) FROM scoreChanges
                                            WHERE playerID = players.id AND state = 'live')
                """)
        }
        // Statistics as `ANALYZE` (or a `PRAGMA optimize` of a long-lived file) would leave them.
        try database.write { db in try db.execute(sql: "ANALYZE") }
        let reopened = try AppDatabase.open(location)
        #expect(try reopened.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_stat1") ?? 0 } > 0)
        // One connection for the plans: a pool reads on connections the trace does not see. Only
        // the queries on the changes count here: with statistics, the planner rightly scans a
        // table of 8 players rather than look each up.
        let traced = try AppDatabase(DatabaseQueue(path: location.path, configuration: AppDatabase.makeConfiguration()))
        let reads: [(String, () throws -> Void)] = [
            ("the first page", { _ = try traced.fetchHistory(gameID: game.id, limit: 50) }),
            ("a deep page", { _ = try traced.fetchHistory(gameID: game.id, limit: 50, offset: 50_000) }),
            ("the count", { _ = try traced.fetchHistoryCount(gameID: game.id) }),
            ("undo and redo state", { _ = try traced.fetchUndoRedoState(gameID: game.id) }),
            ("undo", { try traced.undo(gameID: game.id) }),
            ("redo", { try traced.redo(gameID: game.id) }),
            ("the chart", { _ = try traced.fetchChartSeries(gameID: game.id) }),
        ]
        for (name, read) in reads { try Self.expectIndexed(name, read, in: traced, naming: "scoreChanges") }
        #expect(try reopened.fetchHistory(gameID: game.id, limit: 50).count == 50)
        let middle = try reopened.fetchHistory(gameID: game.id, limit: 50, offset: 50_000)
        #expect(middle.count == 50)
        let last = try reopened.fetchHistory(gameID: game.id, limit: 50, offset: count - 50)
        #expect(last.count == 50)
        #expect(try reopened.fetchHistoryCount(gameID: game.id) == count)
        for _ in 0..<3 { try reopened.undo(gameID: game.id) }
        try reopened.redo(gameID: game.id)
        try reopened.changeScore(playerID: players[0].id, by: 1)
        try reopened.correctChange(id: last.last!.id, amount: 9)
        #expect(try reopened.resolveChange(String(middle[0].id.lowercasedString.prefix(8))).id == middle[0].id)
        #expect(try reopened.invariantViolations().isEmpty)
        // The totals on a deep page agree with a plain running sum.
        func runningSum(_ playerID: Player.ID, through changeID: ScoreChange.ID) throws -> Int? {
            try reopened.read { db in
                try Int.fetchOne(db, sql: """
                    SELECT COALESCE(SUM(amount), 0) FROM scoreChanges
                    WHERE playerID = ? AND state = 'live' AND (createdAt, id) <= (
                        SELECT createdAt, id FROM scoreChanges WHERE id = ?)
                    """, arguments: [playerID.lowercasedString, changeID.lowercasedString])
            }
        }
        let deep = try reopened.fetchHistory(gameID: game.id, limit: 50, offset: 50_000)
        #expect(try runningSum(deep[10].playerID, through: deep[10].id) == deep[10].total)

        // The chart over every live change: each line ends at the player's score, and a point in
        // the middle is the running sum at that step.
        let chart = try reopened.fetchChartSeries(gameID: game.id)
        #expect(chart.step == .change)
        let live = try reopened.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM scoreChanges WHERE state = 'live'") }
        #expect(chart.stepCount == live)
        #expect(chart.sampleSteps.first == 0 && chart.sampleSteps.last == chart.stepCount)
        let scores = Dictionary(uniqueKeysWithValues: try reopened.fetchPlayerRows(gameID: game.id).map { ($0.id, $0.player.score) })
        for line in chart.lines { #expect(line.values.last == line.playerID.flatMap { scores[$0] }, "\(line.name)") }
        let sample = chart.sampleSteps.count / 2
        let step = chart.sampleSteps[sample]
        let expected = try reopened.read { db in
            try Int.fetchOne(db, sql: """
                SELECT COALESCE(SUM(amount), 0) FROM (SELECT playerID, amount FROM scoreChanges
                WHERE gameID = ? AND state = 'live' ORDER BY createdAt, id LIMIT ?) WHERE playerID = ?
                """, arguments: [game.id.lowercasedString, step, players[3].id.lowercasedString])
        }
        #expect(chart.lines.first { $0.playerID == players[3].id }?.values[sample] == expected)
    }
}
