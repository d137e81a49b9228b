import Foundation
import GRDB

/// The migration "tournament pairings": a round may hold several pairings, and none is deleted.
///
/// Two copies can pair one round apart, and a copy can pair a round again while another enters
/// its results; deleting a pairing then deleted what had been played at it. So every pairing's
/// tables and byes stay, told apart by their pairing's id (`pairing`: made with the pairing; the
/// rows from before have their stamp for one, which the one pairing a round then had shared),
/// and which one counts follows from them all (`TournamentRoundPairings`):
///
/// - `tournamentTables` gains `pairing` and loses its UNIQUE (tournament, round, number): two
///   pairings of a round both have a table 1. An index on (tournament, round) takes its place.
/// - `tournamentByes` gains `pairing` and is keyed by (entry, round, pairing): two pairings may
///   both give someone that round off.
/// - `tournamentPairingChoices`: what the organiser said of a pairing, a register per pairing
///   (`choiceChangedAt`): `withdrawn` (paired again while nothing was played at it), `kept` and
///   `setAside` (a conflict settled, `tournament resolve`).
/// - `tournamentHiddenGames`: the table games of pairings that do not count and at which
///   nothing was played; lists leave them out. Worked out again after every write and sync that
///   can change it, from the rows above; never synced (each copy works out the same).
/// - `tournamentEntries.fideID`: the FIDE ID an imported file gave an entrant, which tells apart
///   two people of one name.
///
/// Frozen once shipped: the SQL is written out here and reads no list of the code's.
enum TournamentPairingsMigration {
    static func migrate(_ db: Database) throws {
        // The tables are rebuilt (SQLite cannot drop a constraint): made anew, filled, and renamed
        // over the old, whose triggers and indexes go with it and are made again below. Foreign
        // keys are off during a migration, so dropping the old tables cascades nowhere.
        try db.execute(sql: """
            CREATE TABLE "tournamentTables_new" (
              "id" TEXT PRIMARY KEY NOT NULL,
              "tournamentID" TEXT NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
              "round" INTEGER NOT NULL CHECK ("round" >= 1),
              "number" INTEGER NOT NULL CHECK ("number" >= 1),
              "gameID" TEXT REFERENCES "games"("id") ON DELETE SET NULL,
              "outcome" TEXT,
              "outcomeChangedAt" TEXT,
              "createdAt" TEXT NOT NULL,
              "pairing" TEXT NOT NULL,
              "syncVersion" INTEGER NOT NULL DEFAULT 0
            ) STRICT;
            INSERT INTO "tournamentTables_new" SELECT "id", "tournamentID", "round", "number", "gameID", "outcome",
              "outcomeChangedAt", "createdAt", "createdAt", "syncVersion" FROM "tournamentTables";
            DROP TABLE "tournamentTables";
            ALTER TABLE "tournamentTables_new" RENAME TO "tournamentTables";
            CREATE INDEX "index_tournamentTables_on_gameID" ON "tournamentTables"("gameID");
            CREATE INDEX "index_tournamentTables_on_tournamentID_round" ON "tournamentTables"("tournamentID", "round");

            CREATE TABLE "tournamentByes_new" (
              "entryID" TEXT NOT NULL REFERENCES "tournamentEntries"("id") ON DELETE CASCADE,
              "round" INTEGER NOT NULL CHECK ("round" >= 1),
              "result" TEXT NOT NULL CHECK ("result" IN ('U', 'H', 'F', 'Z')),
              "createdAt" TEXT NOT NULL,
              "pairing" TEXT NOT NULL,
              "syncVersion" INTEGER NOT NULL DEFAULT 0,
              PRIMARY KEY ("entryID", "round", "pairing")
            ) STRICT;
            INSERT INTO "tournamentByes_new" SELECT "entryID", "round", "result", "createdAt", "createdAt", "syncVersion" FROM "tournamentByes";
            DROP TABLE "tournamentByes";
            ALTER TABLE "tournamentByes_new" RENAME TO "tournamentByes";

            CREATE TABLE "tournamentPairingChoices" (
              "tournamentID" TEXT NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
              "round" INTEGER NOT NULL CHECK ("round" >= 1),
              "pairing" TEXT NOT NULL,
              "choice" TEXT NOT NULL CHECK ("choice" IN ('withdrawn', 'kept', 'setAside')),
              "choiceChangedAt" TEXT NOT NULL,
              "syncVersion" INTEGER NOT NULL DEFAULT 0,
              PRIMARY KEY ("tournamentID", "round", "pairing")
            ) STRICT;

            CREATE TABLE "tournamentHiddenGames" (
              "gameID" TEXT PRIMARY KEY NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
              "tournamentID" TEXT NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE
            ) STRICT;
            CREATE INDEX "index_tournamentHiddenGames_on_tournamentID" ON "tournamentHiddenGames"("tournamentID");

            ALTER TABLE "tournamentEntries" ADD COLUMN "fideID" INTEGER CHECK ("fideID" IS NULL OR "fideID" BETWEEN 1 AND 99999999999);

            -- The digests hash a tournament's rows, which now include the choices and FIDE IDs.
            DELETE FROM "syncDigests";
            """)
        for table in ["tournamentTables", "tournamentByes", "tournamentPairingChoices"] {
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
        // Deletes by another program leave tombstones stamped by the file's clock, as before.
        let guarded = #"(SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0"#
        let next = #"UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1"#
        let stamp = #"(SELECT "stamp" FROM "syncClock" WHERE "id" = 1)"#
        for (table, kind, key) in [("tournamentTables", "table", #"OLD."id""#),
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
