import Foundation
import GRDB

/// The database schema as named migrations. A migration that has shipped is never edited:
/// changes get a new migration appended at the end.
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
                    """, arguments: [UUID().lowercasedString, player["gameID"], player["id"],
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

        return migrator
    }

    /// The names of the migrations this build knows, in order.
    static var knownMigrations: [String] { migrator.migrations }
}
