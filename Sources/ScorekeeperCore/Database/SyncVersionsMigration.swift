import Foundation
import GRDB

/// The migration "sync versions": what an incremental sync needs to read only what changed.
///
/// - `syncState`: one row, the file's stable id (`fileID`, a UUID made anew when the file turns
///   out to be a copy, by `fileIdentity`: see `AppDatabase.syncFileState`) and the file's local
///   version (`version`, a counter that only moves forward).
/// - `syncVersion`, a column on every synced table (`SyncedTable.all`), set by triggers to the
///   next local version on every insert and every update of a synced column, whoever writes it
///   (this program, another one, or a sync applying another copy's rows, so rows relay through a
///   third copy): "what changed here since N" is one indexed range read per table.
/// - `syncPeers`: per other copy (by its file id), the watermark of each direction: `received`,
///   the other copy's version up to which this file holds all its rows; `sent`, this file's
///   version up to which the other copy holds all of this file's rows.
/// - `syncDigests`: the per-game digest, kept for the fallback (no watermark, a copy restored
///   from a backup): triggers drop a game's digest when any of its rows changes or goes, and a
///   digest request hashes again only the games without one.
///
/// The watermarks count local versions, not the clock's stamps: a row that arrived from a third
/// copy carries its old stamp, yet it is new here and must travel on.
enum SyncVersionsMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE "syncState" (
              "id" INTEGER PRIMARY KEY CHECK ("id" = 1),
              "fileID" TEXT NOT NULL,
              "fileIdentity" TEXT,
              "version" INTEGER NOT NULL DEFAULT 0
            ) STRICT;
            CREATE TABLE "syncPeers" (
              "fileID" TEXT PRIMARY KEY NOT NULL,
              "received" INTEGER,
              "sent" INTEGER
            ) STRICT;
            CREATE TABLE "syncDigests" (
              "gameID" TEXT PRIMARY KEY NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
              "digest" TEXT NOT NULL
            ) STRICT;
            """)
        try db.execute(sql: #"INSERT INTO "syncState" ("id", "fileID") VALUES (1, ?)"#, arguments: [UUID().lowercasedString])
        // The delete triggers of "sync registers" insert tombstones without naming columns: made
        // again with the columns named, as the new one follows them.
        let guarded = #"(SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0"#
        let next = #"UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1"#
        let stamp = #"(SELECT "stamp" FROM "syncClock" WHERE "id" = 1)"#
        try db.execute(sql: """
            DROP TRIGGER "syncGameDeleted";
            DROP TRIGGER "syncPlayerDeleted";
            CREATE TRIGGER "syncGameDeleted" AFTER DELETE ON "games" WHEN \(guarded) BEGIN
              \(next);
              INSERT OR IGNORE INTO "syncTombstones" ("id", "kind", "deletedAt") VALUES (OLD."id", 'game', \(stamp));
            END;
            CREATE TRIGGER "syncPlayerDeleted" AFTER DELETE ON "players"
            WHEN \(guarded) AND EXISTS (SELECT 1 FROM "games" WHERE "id" = OLD."gameID") BEGIN
              \(next);
              INSERT OR IGNORE INTO "syncTombstones" ("id", "kind", "deletedAt") VALUES (OLD."id", 'player', \(stamp));
            END;
            """)
        // The games list's "most recent" and the current round merge by the maximum: a write
        // never moves them back (a score here after merging a copy whose clock runs ahead would
        // otherwise set an earlier time), so every copy's value only grows, and a row that did
        // not change since the last sync is never behind the other copy's.
        try db.execute(sql: """
            CREATE TRIGGER "syncGameKeepsLatest" AFTER UPDATE OF "updatedAt", "currentRound" ON "games"
            WHEN NEW."updatedAt" < OLD."updatedAt" OR NEW."currentRound" < OLD."currentRound" BEGIN
              UPDATE "games" SET "updatedAt" = max(OLD."updatedAt", NEW."updatedAt"),
                                 "currentRound" = max(OLD."currentRound", NEW."currentRound") WHERE "id" = NEW."id";
            END;
            """)
        for table in SyncedTable.all { try track(db, table) }
    }

    /// Gives a table its `syncVersion` column, its index and its triggers. A migration that adds
    /// a synced table calls this (and lists the table in `SyncedTable.all`).
    static func track(_ db: Database, _ table: SyncedTable) throws {
        let name = table.name
        let columns = try db.columns(in: name).map(\.name).filter { $0 != "syncVersion" && !table.ignoredColumns.contains($0) }
        let quotedColumns = columns.map { "\"\($0)\"" }.joined(separator: ", ")
        let bump = """
            UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
            UPDATE "\(name)" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
            """
        func forget(_ row: String) -> String {
            guard let game = table.game(row) else { return "" }
            return #"DELETE FROM "syncDigests" WHERE "gameID" = \#(game);"#
        }
        try db.execute(sql: """
            ALTER TABLE "\(name)" ADD COLUMN "syncVersion" INTEGER NOT NULL DEFAULT 0;
            CREATE INDEX "index_\(name)_on_syncVersion" ON "\(name)"("syncVersion");
            CREATE TRIGGER "\(name)SyncInserted" AFTER INSERT ON "\(name)" BEGIN
              \(bump)
              \(forget("NEW"))
            END;
            CREATE TRIGGER "\(name)SyncUpdated" AFTER UPDATE OF \(quotedColumns) ON "\(name)" BEGIN
              \(bump)
              \(forget("NEW"))
            END;
            """)
        if table.game("OLD") != nil {
            try db.execute(sql: """
                CREATE TRIGGER "\(name)SyncDeleted" AFTER DELETE ON "\(name)" BEGIN
                  \(forget("OLD"))
                END;
                """)
        }
    }
}

/// A table whose rows a sync carries: its name, the columns whose changes are not synced (a
/// player's score is recomputed on each side), and how a row names its game (for the per-game
/// digest; `.none`: the table has digests of its own in the fallback, as tombstones and people do).
struct SyncedTable: Sendable {
    /// How a row leads to its game.
    enum GameLink: Sendable {
        /// The row is the game; its id column.
        case isGame(String)
        /// A column holding the game's id.
        case gameColumn(String)
        /// A column holding a player's id.
        case playerColumn(String)
        case none
    }

    var name: String
    var ignoredColumns: Set<String> = []
    var link: GameLink

    /// SQL for the game id of the row `NEW` or `OLD`.
    func game(_ row: String) -> String? {
        switch link {
        case .isGame(let column), .gameColumn(let column): return #"\#(row)."\#(column)""#
        case .playerColumn(let column): return #"(SELECT "gameID" FROM "players" WHERE "id" = \#(row)."\#(column)")"#
        case .none: return nil
        }
    }

    /// Every synced table, the one list the triggers, the version reads and the digests follow.
    static let all: [SyncedTable] = [
        SyncedTable(name: "games", link: .isGame("id")),
        SyncedTable(name: "players", ignoredColumns: ["score"], link: .gameColumn("gameID")),
        SyncedTable(name: "scoreChanges", link: .gameColumn("gameID")),
        SyncedTable(name: "syncPhotoStamps", link: .playerColumn("playerID")),
        SyncedTable(name: "syncTombstones", link: .none),
        SyncedTable(name: "people", link: .none),
    ]
}
