import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// The migrations produce the documented schema, on a fresh file.
@Suite struct SchemaTests {
    @Test func migrationsFromEmptyCreateStrictTablesAndIndex() throws {
        let directory = try TemporaryFolder()
        let database = try AppDatabase.open(DatabaseLocation(path: directory.file("s.sqlite"), isDefault: false))
        try database.reader.read { db in
            #expect(try db.tableExists("games"))
            #expect(try db.tableExists("players"))
            #expect(try db.tableExists("playerAssets"))
            #expect(try db.tableExists("playerThumbnails"))
            #expect(try db.tableExists("scoreChanges"))
            let sql = try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name IN ('games','players','playerAssets','playerThumbnails','scoreChanges','people','personAssets','personThumbnails')")
            #expect(sql.count == 8)
            #expect(sql.allSatisfy { $0.hasSuffix("STRICT") })
            #expect(try db.indexes(on: "players").contains { $0.name == "index_players_on_gameID" && $0.columns == ["gameID"] })
            let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
            #expect(applied == ["v1", "v2", "v3", "v4", "indexes for large files", "rules and rounds", "sync", "sync registers", "people", "sync versions", "rules registers", "the table", "person photos", "sheets", "tournaments", "tournament pairings", "round conflicts", "tournament corrections", "tournament kind", "round clock", "report codes and reports", "imported plays", "round reports"])
            #expect(applied == Schema.knownMigrations)
        }
    }

    /// The list a damaged file is judged by is the list the migrations make.
    @Test func theTablesAFileMustHaveAreTheOnesTheMigrationsMake() throws {
        let database = try AppDatabase.empty()
        let made = try database.read { db in
            try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))
        }
        #expect(made == Schema.tables)
    }

    @Test func fileUsesWALIncrementalVacuumAndForeignKeys() throws {
        let directory = try TemporaryFolder()
        let database = try AppDatabase.open(DatabaseLocation(path: directory.file("s.sqlite"), isDefault: false))
        let pragmas = try database.dbWriter.writeWithoutTransaction { db in
            try ["journal_mode", "auto_vacuum", "foreign_keys", "busy_timeout", "synchronous", "page_size"].map {
                try String.fetchOne(db, sql: "PRAGMA \($0)")
            }
        }
        // busy_timeout in milliseconds (10 s); synchronous 2 = FULL: every commit is on disk before
        // it is reported; 16 KB pages for new files.
        #expect(pragmas == ["wal", "2", "1", "10000", "2", "16384"])
    }

    @Test func idsAreLowercaseText() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Chess")
        let player = try database.addPlayer(gameID: game.id, name: "Ana")
        let games = try database.reader.read { db in try String.fetchOne(db, sql: "SELECT typeof(id) || ':' || id FROM games") }
        let players = try database.reader.read { db in try String.fetchOne(db, sql: "SELECT typeof(id) || ':' || id FROM players") }
        let references = try database.reader.read { db in try String.fetchOne(db, sql: "SELECT typeof(gameID) || ':' || gameID FROM players") }
        #expect(games == "text:\(game.id.uuidString.lowercased())")
        #expect(players == "text:\(player.id.uuidString.lowercased())")
        // The player's reference to its game is text too, and names that game.
        #expect(references == "text:\(game.id.uuidString.lowercased())")
    }

    @Test func reopeningAMigratedFileKeepsItsData() throws {
        let directory = try TemporaryFolder()
        let location = DatabaseLocation(path: directory.file("s.sqlite"), isDefault: false)
        let game = try AppDatabase.open(location).createGame(title: "Go")
        #expect(try AppDatabase.open(location).fetchGame(id: game.id)?.title == "Go")
    }
}
