import Foundation
import GRDB

/// The migration "sync versions": what an incremental sync needs to read only what changed.
///
/// - `syncState`: one row, the file's stable id (`fileID`, a UUID made anew when the file turns
///   out to be a copy, by `fileIdentity`: see `AppDatabase.syncFileState`) and the file's local
///   version (`version`, a counter that only moves forward).
/// - `syncVersion`, a column on every synced table (games, players, score changes, photo stamps,
///   tombstones, people), set by triggers to the next local version on every insert and every
///   update of a synced column, whoever writes it (this program, another one, or a sync applying
///   another copy's rows, so rows relay through a third copy): "what changed here since N" is
///   one indexed range read per table.
/// - `syncPeers`: per other copy (by its file id), the watermark of each direction: `received`,
///   the other copy's version up to which this file holds all its rows; `sent`, this file's
///   version up to which the other copy holds all of this file's rows.
/// - `syncDigests`: the per-game digest, kept for the fallback (no watermark, a copy restored
///   from a backup): triggers drop a game's digest when any of its rows changes or goes, and a
///   digest request hashes again only the games without one.
///
/// The watermarks count local versions, not the clock's stamps: a row that arrived from a third
/// copy carries its old stamp, yet it is new here and must travel on.
///
/// Frozen once shipped: the tables and their columns are written out as they were then, so a
/// fresh file gets the same triggers whatever later code adds. A table synced later is given
/// its `syncVersion` column, index and triggers by its own migration, SQL written out there
/// (`"rules registers"` made `gamesSyncUpdated` again that way when the games gained columns).
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
        try db.execute(sql: #"INSERT INTO "syncState" ("id", "fileID") VALUES (1, ?)"#, arguments: [UUID().uuidString.lowercased()])
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
        for table in trackedTables { try track(db, table) }
    }

    /// A synced table as it was when this migration shipped: its name, the columns whose updates
    /// move a row's version (every column but `syncVersion` and a player's `score`, which each
    /// copy recomputes), and how a row names its game, for dropping that game's digest.
    private struct TrackedTable {
        /// How a row leads to its game.
        enum GameLink {
            /// The row is the game, or holds its id: that column.
            case gameColumn(String)
            /// A column holding a player's id.
            case playerColumn(String)
            /// None: the table has digests of its own in the fallback (tombstones, people).
            case none
        }

        var name: String
        var columns: [String]
        var link: GameLink

        /// SQL for the game id of the row `NEW` or `OLD`.
        func game(_ row: String) -> String? {
            switch link {
            case .gameColumn(let column): return #"\#(row)."\#(column)""#
            case .playerColumn(let column): return #"(SELECT "gameID" FROM "players" WHERE "id" = \#(row)."\#(column)")"#
            case .none: return nil
            }
        }
    }

    /// The tables and columns, written out as the file had them after "people": read from
    /// neither the file nor the code, so this migration makes the same triggers on every file
    /// whatever comes later. A table synced later gets its `syncVersion` column, index and
    /// triggers from a migration of its own, with its SQL written out there.
    private static let trackedTables: [TrackedTable] = [
        TrackedTable(name: "games", columns: [
            "id", "title", "createdAt", "updatedAt", "lowestWins", "targetScore", "roundCount", "currentRound", "finishedAt",
            "titleChangedAt", "rulesChangedAt", "finishChangedAt", "announcedWinners", "kind", "kindChangedAt",
        ], link: .gameColumn("id")),
        TrackedTable(name: "players", columns: [
            "id", "gameID", "name", "createdAt", "nameChangedAt", "personID", "personChangedAt",
        ], link: .gameColumn("gameID")),
        TrackedTable(name: "scoreChanges", columns: [
            "id", "gameID", "playerID", "amount", "originalAmount", "kind", "round", "createdAt", "state", "stateChangedAt",
            "correctedAt",
        ], link: .gameColumn("gameID")),
        TrackedTable(name: "syncPhotoStamps", columns: ["playerID", "changedAt", "present", "sha256"],
                     link: .playerColumn("playerID")),
        TrackedTable(name: "syncTombstones", columns: ["id", "kind", "deletedAt"], link: .none),
        TrackedTable(name: "people", columns: [
            "id", "name", "colour", "createdAt", "nameChangedAt", "colourChangedAt", "mergedInto", "mergedAt",
        ], link: .none),
    ]

    /// Gives a table its `syncVersion` column, its index and its triggers.
    private static func track(_ db: Database, _ table: TrackedTable) throws {
        let name = table.name
        let quotedColumns = table.columns.map { "\"\($0)\"" }.joined(separator: ", ")
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
