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

        return migrator
    }

    /// The names of the migrations this build knows, in order.
    static var knownMigrations: [String] { migrator.migrations }
}
