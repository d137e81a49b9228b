import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperCore

/// The history's queries at scale: each new query reads through an index (never a full scan of
/// `players` or `scoreChanges`, never a sort), and a game of 100,000 changes stays quick. The
/// timings are printed for the record, not asserted (the machine is shared).
@Suite(.serialized) struct HistoryScaleTests {
    /// Every statement `body` runs, as SQL.
    static func statements(of database: AppDatabase, _ body: () throws -> Void) throws -> [String] {
        let seen = Locked<[String]>([])
        try database.dbWriter.writeWithoutTransaction { db in
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event { seen.mutate { $0.append(statement.sql) } }
            }
        }
        defer { try? database.dbWriter.writeWithoutTransaction { db in db.trace(options: [], nil) } }
        try body()
        return seen.value
    }

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
            let plans = try Self.plans(try Self.statements(of: database, call), in: database)
            #expect(!plans.isEmpty, "\(name) ran no query")
            for (sql, plan) in plans {
                let text = plan.joined(separator: " | ")
                #expect(!plan.contains { ["SCAN players", "SCAN scoreChanges", "SCAN games"].contains(where: $0.hasPrefix) },
                        "\(name): a full scan in \(sql): \(text)")
                #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(name): a sort in \(sql): \(text)")
                if sql.contains("scoreChanges") && !sql.hasPrefix("UPDATE \"players\"") {
                    #expect(plan.contains { $0.contains("scoreChanges USING") }, "\(name): no index on scoreChanges in \(sql): \(text)")
                }
            }
        }
        #expect(try database.invariantViolations().isEmpty)
    }

    @Test func aGameOf100000ChangesStaysQuick() throws {
        let directory = try TemporaryDirectory()
        let location = DatabaseLocation(path: directory.file("big.sqlite"), isDefault: false)
        let database = try AppDatabase.open(location)
        let game = try database.createGame(title: "Marathon")
        let players = try (0..<8).map { try database.addPlayer(gameID: game.id, name: "Player \($0)") }
        let count = 100_000
        let clock = ContinuousClock()
        let filled = try clock.measure {
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
        }
        var timings: [(String, Duration)] = [("insert 100,000 changes (one transaction)", filled)]
        func time<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
            var result: T?
            let spent = try clock.measure { result = try body() }
            timings.append((label, spent))
            return result!
        }
        let reopened = try time("open the file") { try AppDatabase.open(location) }
        let first = try time("history: first page of 50") { try reopened.fetchHistory(gameID: game.id, limit: 50) }
        #expect(first.count == 50)
        let middle = try time("history: page of 50 at offset 50,000") {
            try reopened.fetchHistory(gameID: game.id, limit: 50, offset: 50_000)
        }
        #expect(middle.count == 50)
        let last = try time("history: last page") { try reopened.fetchHistory(gameID: game.id, limit: 50, offset: count - 50) }
        #expect(last.count == 50)
        #expect(try time("history: count") { try reopened.fetchHistoryCount(gameID: game.id) } == count)
        _ = try time("undo/redo state") { try reopened.fetchUndoRedoState(gameID: game.id) }
        for step in 0..<3 { try time("undo \(step + 1)") { try reopened.undo(gameID: game.id) } }
        try time("redo") { try reopened.redo(gameID: game.id) }
        try time("change a score (clears redo)") { try reopened.changeScore(playerID: players[0].id, by: 1) }
        try time("correct the oldest change") { try reopened.correctChange(id: last.last!.id, amount: 9) }
        _ = try time("history: first page after the writes") { try reopened.fetchHistory(gameID: game.id, limit: 50) }
        _ = try time("resolve a change by prefix") { try reopened.resolveChange(String(middle[0].id.lowercasedString.prefix(8))) }
        #expect(try time("invariant check (reads everything)") { try reopened.invariantViolations() }.isEmpty)
        // The totals on a deep page agree with a plain running sum.
        let sums = try reopened.read { db in
            try Int.fetchOne(db, sql: """
                SELECT COALESCE(SUM(amount), 0) FROM scoreChanges
                WHERE playerID = ? AND state = 'live' AND (createdAt, id) <= (
                    SELECT createdAt, id FROM scoreChanges WHERE id = ?)
                """, arguments: [middle[10].playerID.lowercasedString, middle[10].id.lowercasedString])
        }
        #expect(sums == middle[10].total)
        print(timings.map { "100k history timing: \($0.0): \($0.1.formatted(.units(allowed: [.milliseconds], fractionalPart: .show(length: 1))))" }
            .joined(separator: "\n"))
    }
}

/// A value shared with a callback on another thread.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
