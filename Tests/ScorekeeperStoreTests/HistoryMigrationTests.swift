import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// A file from before the change log (schema v3) opens with every score kept, each non-zero
/// score carried over as one change.
@Suite struct HistoryMigrationTests {
    /// A closed file migrated only up to `migration`, with what `fill` writes into it.
    static func makeFile(at path: String, upTo migration: String, _ fill: (Database) throws -> Void) throws {
        let queue = try DatabaseQueue(path: path, configuration: AppDatabase.makeConfiguration())
        try Schema.migrator.migrate(queue, upTo: migration)
        try queue.write(fill)
        try queue.close()
    }

    @Test func aVersion3FileKeepsEveryScore() throws {
        let directory = try TemporaryFolder()
        let path = directory.file("v3.sqlite")
        let scores = [0, 40, -5, Int.max, Int.min, 1]
        try Self.makeFile(at: path, upTo: "v3") { db in
            try db.execute(sql: """
                INSERT INTO games (id, title, createdAt, updatedAt)
                VALUES ('00000000-0000-4000-8000-000000000001', 'Old game', '2026-01-01 10:00:00.000', '2026-01-01 10:00:00.000')
                """)
            for (index, score) in scores.enumerated() {
                try db.execute(sql: """
                    INSERT INTO players (id, gameID, name, score, createdAt)
                    VALUES (?, '00000000-0000-4000-8000-000000000001', ?, ?, '2026-01-01 10:00:0\(index).000')
                    """, arguments: ["00000000-0000-4000-9000-00000000000\(index)", "P\(index)", score])
            }
        }

        let database = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let gameID = Game.ID(uuidString: "00000000-0000-4000-8000-000000000001")!
        let players = try database.fetchPlayerRows(gameID: gameID).map(\.player)
        #expect(Dictionary(uniqueKeysWithValues: players.map { ($0.name, $0.score) })
                == Dictionary(uniqueKeysWithValues: scores.enumerated().map { ("P\($0.offset)", $0.element) }))
        #expect(try database.invariantViolations().isEmpty)
        let history = try database.fetchHistory(gameID: gameID, limit: 100)
        #expect(history.count == scores.filter { $0 != 0 }.count)
        #expect(history.allSatisfy { $0.kind == .carriedOver && $0.amount == $0.total && !$0.isUndone })
        #expect(history.map(\.playerName) == ["P5", "P4", "P3", "P2", "P1"])
        let stamps = try database.read { db in
            try String.fetchAll(db, sql: #"SELECT "createdAt" FROM "scoreChanges" ORDER BY "createdAt""#)
        }
        #expect(stamps.first == "2026-01-01 10:00:01.000")
        #expect(stamps.allSatisfy { ChangeClock.milliseconds($0) != nil })
        // Undo works on carried-over scores too, and new changes come after them.
        #expect(try database.undo(gameID: gameID).playerName == "P5")
        try database.changeScore(playerID: players.first { $0.name == "P1" }!.id, by: 2)
        #expect(try database.fetchHistory(gameID: gameID, limit: 1).first?.total == 42)
        #expect(try database.invariantViolations().isEmpty)
        let applied = try database.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
        // Every migration after v3 ran, in order (later ones too).
        #expect(applied == Schema.knownMigrations)
        #expect(applied.prefix(4) == ["v1", "v2", "v3", "v4"])
    }
}
