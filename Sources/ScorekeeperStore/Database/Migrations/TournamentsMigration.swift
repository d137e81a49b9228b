import Foundation
import GRDB

/// The migration "tournaments": entrants, rounds and tables whose games are ordinary games.
///
/// - `tournaments`: the settings chosen when one is made (format, table size, planned rounds,
///   points as half points' text "1,0.5,0", tie-break codes "BH/C1,BH,DE", round robin cycles, a
///   knockout's third-place match, a double knockout's grand-final reset) and the rules line and
///   sheet its table games start with. The name and the planned rounds are registers
///   (`nameChangedAt`, `settingsChangedAt`).
/// - `tournamentEntries`: a person in a tournament. The name is kept (the person may be deleted:
///   SET NULL), the rating given at entry, the starting rank an imported file stated (NULL: by
///   rating), the first round they are paired in and the half points each earlier round gives a
///   late entry, and the round after which they dropped (a register, `droppedChangedAt`).
/// - `tournamentTables`: a table of a round, numbered from the top; its game (SET NULL: deleting
///   a table's game leaves the table); an outcome entered directly (places "1,2", forfeits
///   "+,-"; NULL: the finished game's standings say, or nobody yet), a register.
/// - `tournamentSeats`: who sits where at a table, seat 0 first (white, who starts), and the
///   player who is them in the table's game.
/// - `tournamentByes`: who sat a round out and how it scores (TRF's U, H, F, Z).
/// - `tournamentTombstones`: rows deleted here (a re-paired round, a tournament), so another
///   copy's old rows cannot bring them back; written by this program with its clock, and by
///   triggers when another program deletes.
/// Every table carries `syncVersion`, set by triggers on every insert and update.
///
/// Frozen once shipped: the SQL is written out here and reads no list of the code's.
enum TournamentsMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE "tournaments" (
              "id" TEXT PRIMARY KEY NOT NULL,
              "name" TEXT NOT NULL,
              "format" TEXT NOT NULL CHECK ("format" IN ('swiss', 'round-robin', 'knockout', 'double-knockout', 'tables')),
              "tableSize" INTEGER NOT NULL CHECK ("tableSize" BETWEEN 2 AND 5),
              "plannedRounds" INTEGER CHECK ("plannedRounds" IS NULL OR "plannedRounds" BETWEEN 1 AND 99),
              "points" TEXT NOT NULL,
              "tieBreaks" TEXT NOT NULL,
              "cycles" INTEGER NOT NULL DEFAULT 1 CHECK ("cycles" BETWEEN 1 AND 4),
              "thirdPlaceMatch" INTEGER NOT NULL DEFAULT 0 CHECK ("thirdPlaceMatch" IN (0, 1)),
              "grandFinalReset" INTEGER NOT NULL DEFAULT 0 CHECK ("grandFinalReset" IN (0, 1)),
              "gameRules" TEXT,
              "sheet" TEXT,
              "createdAt" TEXT NOT NULL,
              "nameChangedAt" TEXT NOT NULL,
              "settingsChangedAt" TEXT NOT NULL,
              "syncVersion" INTEGER NOT NULL DEFAULT 0
            ) STRICT;
            CREATE TABLE "tournamentEntries" (
              "id" TEXT PRIMARY KEY NOT NULL,
              "tournamentID" TEXT NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
              "personID" TEXT REFERENCES "people"("id") ON DELETE SET NULL,
              "name" TEXT NOT NULL,
              "rating" INTEGER,
              "startingRank" INTEGER CHECK ("startingRank" IS NULL OR "startingRank" >= 1),
              "firstRound" INTEGER NOT NULL DEFAULT 1 CHECK ("firstRound" >= 1),
              "lateHalfPoints" INTEGER NOT NULL DEFAULT 0 CHECK ("lateHalfPoints" BETWEEN 0 AND 2),
              "droppedAfterRound" INTEGER CHECK ("droppedAfterRound" IS NULL OR "droppedAfterRound" >= 0),
              "droppedChangedAt" TEXT,
              "createdAt" TEXT NOT NULL,
              "syncVersion" INTEGER NOT NULL DEFAULT 0
            ) STRICT;
            CREATE INDEX "index_tournamentEntries_on_tournamentID" ON "tournamentEntries"("tournamentID");
            CREATE INDEX "index_tournamentEntries_on_personID" ON "tournamentEntries"("personID");
            CREATE TABLE "tournamentTables" (
              "id" TEXT PRIMARY KEY NOT NULL,
              "tournamentID" TEXT NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
              "round" INTEGER NOT NULL CHECK ("round" >= 1),
              "number" INTEGER NOT NULL CHECK ("number" >= 1),
              "gameID" TEXT REFERENCES "games"("id") ON DELETE SET NULL,
              "outcome" TEXT,
              "outcomeChangedAt" TEXT,
              "createdAt" TEXT NOT NULL,
              "syncVersion" INTEGER NOT NULL DEFAULT 0,
              UNIQUE ("tournamentID", "round", "number")
            ) STRICT;
            CREATE INDEX "index_tournamentTables_on_gameID" ON "tournamentTables"("gameID");
            CREATE TABLE "tournamentSeats" (
              "tableID" TEXT NOT NULL REFERENCES "tournamentTables"("id") ON DELETE CASCADE,
              "seat" INTEGER NOT NULL CHECK ("seat" BETWEEN 0 AND 4),
              "entryID" TEXT NOT NULL REFERENCES "tournamentEntries"("id") ON DELETE CASCADE,
              "playerID" TEXT REFERENCES "players"("id") ON DELETE SET NULL,
              "changedAt" TEXT NOT NULL,
              "syncVersion" INTEGER NOT NULL DEFAULT 0,
              PRIMARY KEY ("tableID", "seat")
            ) STRICT;
            CREATE INDEX "index_tournamentSeats_on_entryID" ON "tournamentSeats"("entryID");
            CREATE INDEX "index_tournamentSeats_on_playerID" ON "tournamentSeats"("playerID");
            CREATE TABLE "tournamentByes" (
              "entryID" TEXT NOT NULL REFERENCES "tournamentEntries"("id") ON DELETE CASCADE,
              "round" INTEGER NOT NULL CHECK ("round" >= 1),
              "result" TEXT NOT NULL CHECK ("result" IN ('U', 'H', 'F', 'Z')),
              "createdAt" TEXT NOT NULL,
              "syncVersion" INTEGER NOT NULL DEFAULT 0,
              PRIMARY KEY ("entryID", "round")
            ) STRICT;
            CREATE TABLE "tournamentTombstones" (
              "id" TEXT PRIMARY KEY NOT NULL,
              "kind" TEXT NOT NULL CHECK ("kind" IN ('tournament', 'entry', 'table', 'bye')),
              "deletedAt" TEXT NOT NULL,
              "syncVersion" INTEGER NOT NULL DEFAULT 0
            ) STRICT;
            """)
        let tracked = ["tournaments", "tournamentEntries", "tournamentTables", "tournamentSeats", "tournamentByes",
                       "tournamentTombstones"]
        for table in tracked {
            // Any update moves the row's version, except the trigger's own (which sets it).
            try db.execute(sql: """
                CREATE INDEX "index_\(table)_on_syncVersion" ON "\(table)"("syncVersion");
                CREATE TRIGGER "\(table)SyncInserted" AFTER INSERT ON "\(table)" BEGIN
                  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
                  UPDATE "\(table)" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
                END;
                CREATE TRIGGER "\(table)SyncUpdated" AFTER UPDATE ON "\(table)"
                WHEN NEW."syncVersion" IS OLD."syncVersion" BEGIN
                  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
                  UPDATE "\(table)" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
                END;
                """)
        }
        // Deletes by another program leave tombstones stamped by the file's clock; this
        // program's own deletes write theirs with its clock (`appWriting` set meanwhile).
        let guarded = #"(SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0"#
        let next = #"UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1"#
        let stamp = #"(SELECT "stamp" FROM "syncClock" WHERE "id" = 1)"#
        for (table, kind, key) in [("tournaments", "tournament", #"OLD."id""#), ("tournamentEntries", "entry", #"OLD."id""#),
                                   ("tournamentTables", "table", #"OLD."id""#),
                                   ("tournamentByes", "bye", #"OLD."entryID" || ':' || OLD."round""#)] {
            try db.execute(sql: """
                CREATE TRIGGER "\(table)SyncDeleted" AFTER DELETE ON "\(table)" WHEN \(guarded) BEGIN
                  \(next);
                  INSERT OR IGNORE INTO "tournamentTombstones" ("id", "kind", "deletedAt") VALUES (\(key), '\(kind)', \(stamp));
                END;
                """)
        }
    }
}
