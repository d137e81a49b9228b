import Foundation
import GRDB

/// The database schema as named migrations. A migration that has shipped is never edited:
/// changes get a new migration appended at the end.
///
/// Each migration is frozen: it states its tables, columns, indexes and triggers in its own SQL
/// and reads nothing later code may change (no record type, no list or helper of the program's,
/// no `db.columns(in:)`), so a fresh file gets the same schema from it in every later build.
/// `SchemaReleaseTests` holds the migrations to the schema each release shipped.
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()

        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE "games" (
                  "id" TEXT PRIMARY KEY NOT NULL,
                  "title" TEXT NOT NULL,
                  "createdAt" TEXT NOT NULL,
                  "updatedAt" TEXT NOT NULL
                ) STRICT;
                CREATE TABLE "players" (
                  "id" TEXT PRIMARY KEY NOT NULL,
                  "gameID" TEXT NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
                  "name" TEXT NOT NULL,
                  "score" INTEGER NOT NULL DEFAULT 0,
                  "createdAt" TEXT NOT NULL
                ) STRICT;
                CREATE INDEX "index_players_on_gameID" ON "players"("gameID");
                """)
        }

        migrator.registerMigration("v2") { db in
            try db.execute(sql: """
                CREATE TABLE "playerAssets" (
                  "playerID" TEXT PRIMARY KEY NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
                  "imageData" BLOB NOT NULL
                ) STRICT;
                """)
        }

        migrator.registerMigration("v3") { db in
            // Thumbnails belong to the photo row, so removing a photo removes its thumbnail.
            try db.execute(sql: """
                CREATE TABLE "playerThumbnails" (
                  "playerID" TEXT PRIMARY KEY NOT NULL REFERENCES "playerAssets"("playerID") ON DELETE CASCADE,
                  "thumbnailData" BLOB NOT NULL
                ) STRICT;
                """)
        }

        migrator.registerMigration("v4") { db in
            // The record of play: one row per score change. A player's `score` stays (lists sort
            // by it) and always equals the sum of its live changes' amounts.
            // Order of play: (createdAt, id), createdAt being fixed-width UTC text with
            // milliseconds from a per-game hybrid logical clock (see ChangeClock).
            try db.execute(sql: """
                CREATE TABLE "scoreChanges" (
                  "id" TEXT PRIMARY KEY NOT NULL,
                  "gameID" TEXT NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
                  "playerID" TEXT NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
                  "amount" INTEGER NOT NULL,
                  "originalAmount" INTEGER NOT NULL,
                  "kind" TEXT NOT NULL,
                  "round" INTEGER NOT NULL DEFAULT 1,
                  "createdAt" TEXT NOT NULL,
                  "state" TEXT NOT NULL DEFAULT 'live' CHECK ("state" IN ('live', 'redoable', 'undone', 'deleted')),
                  "stateChangedAt" TEXT,
                  "correctedAt" TEXT
                ) STRICT;
                -- A game's history newest first, its count, its clock, and the cascade from games.
                CREATE INDEX "index_scoreChanges_on_gameID_createdAt" ON "scoreChanges"("gameID", "createdAt", "id", "state");
                -- Undo: a game's latest live change.
                CREATE INDEX "index_scoreChanges_live_on_gameID" ON "scoreChanges"("gameID", "createdAt", "id") WHERE "state" = 'live';
                -- Redo: a game's most recently undone change that may come back; clearing them.
                CREATE INDEX "index_scoreChanges_redoable_on_gameID" ON "scoreChanges"("gameID", "stateChangedAt", "id") WHERE "state" = 'redoable';
                -- A player's sums and running totals (covering), and the cascade from players.
                CREATE INDEX "index_scoreChanges_on_playerID_state" ON "scoreChanges"("playerID", "state", "createdAt", "id", "amount");
                """)
            // Scores from before the log: one change each, so the sums hold from the start.
            // Stamped with the player's own creation time (already fixed-width UTC text).
            let scored = try Row.fetchAll(db, sql: """
                SELECT "id", "gameID", "score", "createdAt" FROM "players" WHERE "score" <> 0
                """)
            for player in scored {
                try db.execute(sql: """
                    INSERT INTO "scoreChanges" ("id", "gameID", "playerID", "amount", "originalAmount", "kind", "createdAt")
                    VALUES (?, ?, ?, ?, ?, 'carriedOver', ?)
                    """, arguments: [UUID().uuidString.lowercased(), player["gameID"], player["id"],
                                     player["score"], player["score"], player["createdAt"]])
            }
        }

        migrator.registerMigration("indexes for large files") { db in
            // The games list shows the most recent games first, a page at a time: with this
            // index it reads the games in that order and stops after the page, instead of
            // sorting every game on every change.
            try db.execute(sql: """
                CREATE INDEX "index_games_on_updatedAt" ON "games"("updatedAt" DESC, "createdAt" DESC, "id")
                """)
        }

        migrator.registerMigration("rules and rounds") { db in
            // Rules, the current round and the finish are columns of the game: one of each per
            // game, read with it on every screen, never large. A finished game has `finishedAt`.
            try db.execute(sql: """
                ALTER TABLE "games" ADD COLUMN "lowestWins" INTEGER NOT NULL DEFAULT 0 CHECK ("lowestWins" IN (0, 1));
                ALTER TABLE "games" ADD COLUMN "targetScore" INTEGER;
                ALTER TABLE "games" ADD COLUMN "roundCount" INTEGER CHECK ("roundCount" IS NULL OR "roundCount" >= 1);
                ALTER TABLE "games" ADD COLUMN "currentRound" INTEGER NOT NULL DEFAULT 1 CHECK ("currentRound" >= 1);
                ALTER TABLE "games" ADD COLUMN "finishedAt" TEXT;
                -- The round grid: per game, the live changes by round and player, covering the
                -- amount, so the sums per cell read the index alone, already grouped. "state" is a
                -- column too: SQLite 3.40 reads it from the table otherwise, partial index or not.
                CREATE INDEX "index_scoreChanges_live_on_gameID_round" ON "scoreChanges"("gameID", "round", "playerID", "amount", "state") WHERE "state" = 'live';
                """)
        }

        migrator.registerMigration("sync") { db in
            // What merging copies of a file needs (see Sync/): a hybrid logical clock for the
            // file, stamps on renames and photos judged by it, and tombstones of deleted games
            // and players, so another copy's old rows cannot bring them back. Triggers keep them,
            // so every program writing to the file (a script, the sqlite3 shell) is covered.
            // `syncClock.stamp` only moves forward: the later of the wall clock and itself + 1 ms,
            // and a merge moves it past every stamp it receives.
            let next = #"UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1"#
            let stamp = #"(SELECT "stamp" FROM "syncClock" WHERE "id" = 1)"#
            // An upsert rather than INSERT OR REPLACE: a trigger's conflict policy gives way to
            // the one of the statement that fired it.
            func photoStamp(_ row: String, present: Int) -> String {
                #"INSERT INTO "syncPhotoStamps" VALUES (\#(row)."playerID", \#(stamp), \#(present)) ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present""#
            }
            try db.execute(sql: """
                CREATE TABLE "syncClock" ("id" INTEGER PRIMARY KEY CHECK ("id" = 1), "stamp" TEXT NOT NULL) STRICT;
                INSERT INTO "syncClock" VALUES (1, strftime('%Y-%m-%d %H:%M:%f', 'now'));
                CREATE TABLE "syncTombstones" (
                  "id" TEXT PRIMARY KEY NOT NULL,
                  "kind" TEXT NOT NULL CHECK ("kind" IN ('game', 'player')),
                  "deletedAt" TEXT NOT NULL
                ) STRICT;
                -- No foreign key: a photo's stamp outlives the photo (a removal must travel too).
                CREATE TABLE "syncPhotoStamps" (
                  "playerID" TEXT PRIMARY KEY NOT NULL,
                  "changedAt" TEXT NOT NULL,
                  "present" INTEGER NOT NULL
                ) STRICT;
                INSERT INTO "syncPhotoStamps" SELECT "playerID", \(stamp), 1 FROM "playerAssets";
                -- NULL: never renamed (the creation time stands in).
                ALTER TABLE "games" ADD COLUMN "titleChangedAt" TEXT;
                ALTER TABLE "players" ADD COLUMN "nameChangedAt" TEXT;
                CREATE TRIGGER "syncGameDeleted" AFTER DELETE ON "games" BEGIN
                  \(next);
                  INSERT OR IGNORE INTO "syncTombstones" VALUES (OLD."id", 'game', \(stamp));
                END;
                CREATE TRIGGER "syncPlayerDeleted" AFTER DELETE ON "players" BEGIN
                  \(next);
                  INSERT OR IGNORE INTO "syncTombstones" VALUES (OLD."id", 'player', \(stamp));
                END;
                -- A rename that does not set its own stamp (every local one) is stamped now; a
                -- merge sets the stamp it received.
                CREATE TRIGGER "syncGameRenamed" AFTER UPDATE OF "title" ON "games"
                WHEN NEW."title" IS NOT OLD."title" AND NEW."titleChangedAt" IS OLD."titleChangedAt" BEGIN
                  \(next);
                  UPDATE "games" SET "titleChangedAt" = \(stamp) WHERE "id" = NEW."id";
                END;
                CREATE TRIGGER "syncPlayerRenamed" AFTER UPDATE OF "name" ON "players"
                WHEN NEW."name" IS NOT OLD."name" AND NEW."nameChangedAt" IS OLD."nameChangedAt" BEGIN
                  \(next);
                  UPDATE "players" SET "nameChangedAt" = \(stamp) WHERE "id" = NEW."id";
                END;
                CREATE TRIGGER "syncPhotoAdded" AFTER INSERT ON "playerAssets" BEGIN
                  \(next);
                  \(photoStamp("NEW", present: 1));
                END;
                CREATE TRIGGER "syncPhotoChanged" AFTER UPDATE ON "playerAssets" BEGIN
                  \(next);
                  \(photoStamp("NEW", present: 1));
                END;
                CREATE TRIGGER "syncPhotoRemoved" AFTER DELETE ON "playerAssets" BEGIN
                  \(next);
                  \(photoStamp("OLD", present: 0));
                END;
                """)
        }

        migrator.registerMigration("sync registers") { db in
            try SyncRegistersMigration.migrate(db)
        }

        migrator.registerMigration("people") { db in
            try PeopleMigration.migrate(db)
        }

        migrator.registerMigration("sync versions") { db in
            try SyncVersionsMigration.migrate(db)
        }

        migrator.registerMigration("rules registers") { db in
            try RulesRegistersMigration.migrate(db)
        }

        migrator.registerMigration("the table") { db in
            try TableMigration.migrate(db)
        }

        migrator.registerMigration("person photos") { db in
            try PersonPhotosMigration.migrate(db)
        }

        migrator.registerMigration("sheets") { db in
            try SheetsMigration.migrate(db)
        }

        migrator.registerMigration("tournaments") { db in
            try TournamentsMigration.migrate(db)
        }

        migrator.registerMigration("tournament pairings") { db in
            try TournamentPairingsMigration.migrate(db)
        }

        migrator.registerMigration("round conflicts") { db in
            try RoundConflictsMigration.migrate(db)
        }

        migrator.registerMigration("tournament corrections") { db in
            try TournamentCorrectionsMigration.migrate(db)
        }

        migrator.registerMigration("tournament kind") { db in
            try TournamentKindMigration.migrate(db)
        }

        migrator.registerMigration("round clock") { db in
            try RoundClockMigration.migrate(db)
        }
        migrator.registerMigration("report codes and reports") { db in
            try ReportCodesMigration.migrate(db)
        }
        migrator.registerMigration("imported plays") { db in
            try ImportedPlaysMigration.migrate(db)
        }
        migrator.registerMigration("round reports") { db in
            try RoundReportsMigration.migrate(db)
        }

        return migrator
    }

    /// The names of the migrations this build knows, in order.
    static var knownMigrations: [String] { migrator.migrations }

    /// What a file holds, measured against this build's migrations.
    enum State: Equatable {
        /// No table at all: a new file, to be given the whole schema.
        case empty
        /// Tables, but not Scorekeeper's (no migrations table).
        case foreign
        /// Migrations this build does not know: written by a newer Scorekeeper.
        case newer
        /// Some of this build's migrations are missing: to be brought up to date.
        case older
        /// Exactly this build's migrations.
        case current
        /// This build's migrations, but tables they made are gone: a damaged file.
        case missingTables([String])
    }

    /// The `PRAGMA user_version` this build's files carry (none: zero).
    static let userVersion = 0

    /// The tables an up-to-date file has (`SchemaTests` checks this list against what the
    /// migrations make): one gone (dropped by another program) means the file is damaged, and a
    /// write that does not touch it would still be reported saved.
    static let tables: Set<String> = [
        "games", "grdb_migrations", "people", "personAssets", "personThumbnails", "playerAssets", "playerThumbnails", "players", "scoreChanges",
        "syncClock", "syncDigests", "syncPeers", "syncPhotoStamps", "syncState", "syncTombstones",
        "tournamentByes", "tournamentEntries", "tournamentHiddenGames", "tournamentPairingChoices", "tournamentSeats", "tournamentTables", "tournamentTombstones", "tournaments",
        "tournamentReportCodes", "tournamentReportSettings", "tournamentReports", "tournamentRoundReports",
    ]

    /// Reads the state with two small queries (the tables' names, then the applied migrations),
    /// writing nothing, so a file can be judged before anything touches it.
    static func state(_ db: Database) throws -> State {
        let present = try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))
        if present.isEmpty { return .empty }
        guard present.contains("grdb_migrations") else { return .foreign }
        let applied = try Set(String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        let known = knownMigrations
        if applied.contains(where: { !known.contains($0) }) { return .newer }
        // This build never sets SQLite's user_version: a file with one was marked by a newer
        // Scorekeeper (or another program) in a way this build cannot know to keep.
        if try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 > userVersion { return .newer }
        guard known.allSatisfy(applied.contains) else { return .older }
        let missing = tables.subtracting(present)
        return missing.isEmpty ? .current : .missingTables(missing.sorted())
    }
}
