import Foundation
import GRDB

/// What a database file holds, for `scorekeeper info`: its schema and how many of each thing.
public struct DatabaseContents: Equatable, Sendable {
    /// How many migrations the file has (this build knows `knownSchemaVersion`).
    public var schemaVersion: Int
    /// The name of the file's last migration, nil for an empty file.
    public var lastMigration: String?
    public var games: Int
    public var players: Int
    /// People across games (merged ones not counted).
    public var people: Int
    /// Score changes in every history, undone ones included (deleted ones are gone).
    public var changes: Int
    public var photos: Int
    /// The bytes the photos take as attached (thumbnails not counted).
    public var photoBytes: Int

    public static let empty = DatabaseContents(schemaVersion: 0, lastMigration: nil, games: 0, players: 0, people: 0, changes: 0,
                                               photos: 0, photoBytes: 0)
}

extension AppDatabase {
    /// The number of migrations this build knows: a file with fewer is brought up to date.
    public static var knownSchemaVersion: Int { Schema.knownMigrations.count }

    /// Counts what the file holds. `length()` of a photo reads its size from the row's header,
    /// not its pages, so this stays quick with hundreds of megabytes of photos.
    public func fetchContents() throws -> DatabaseContents {
        try read { db in
            let applied = try db.tableExists("grdb_migrations")
                ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") : []
            let known = Schema.knownMigrations
            let last = known.last { applied.contains($0) }
            func count(_ table: String) throws -> Int {
                try db.tableExists(table) ? try Int.fetchOne(db, sql: "SELECT count(*) FROM \"\(table)\"") ?? 0 : 0
            }
            let changes = try db.tableExists("scoreChanges")
                ? try Int.fetchOne(db, sql: #"SELECT count(*) FROM "scoreChanges" WHERE "state" <> 'deleted'"#) ?? 0 : 0
            // Players' photos and people's own.
            func bytes(_ table: String) throws -> Int {
                try db.tableExists(table)
                    ? try Int.fetchOne(db, sql: "SELECT coalesce(sum(length(\"imageData\")), 0) FROM \"\(table)\"") ?? 0 : 0
            }
            let people = try db.tableExists("people")
                ? try Int.fetchOne(db, sql: try db.columns(in: "people").contains { $0.name == "deletedAt" }
                    ? #"SELECT count(*) FROM "people" WHERE "mergedInto" IS NULL AND "deletedAt" IS NULL"#
                    : #"SELECT count(*) FROM "people" WHERE "mergedInto" IS NULL"#) ?? 0 : 0
            return DatabaseContents(schemaVersion: applied.count, lastMigration: last, games: try count("games"),
                                    players: try count("players"), people: people, changes: changes, photos: try count("playerAssets") + count("personAssets"),
                                    photoBytes: try bytes("playerAssets") + bytes("personAssets"))
        }
    }
}
