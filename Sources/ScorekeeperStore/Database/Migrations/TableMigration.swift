import Foundation
import GRDB

/// The migration "the table": seats, turns, the dealer, timers, round totals and whole rounds.
///
/// - `games.seating`: the seating order, lowercase player ids comma-separated (NULL: the order
///   players joined). A register (`seatingChangedAt`): the whole order is one value, so two copies
///   never merge into an order nobody chose.
/// - `games.turnPlayerID`, `turnStartedAt`: whose turn it is and the game's playing time (ms)
///   when it began; one register (`turnChangedAt`).
/// - `games.clockElapsed`, `clockRunningSince`: the game clock, milliseconds played before it
///   last started and when it started (NULL: stopped); one register (`clockChangedAt`). Games
///   from before have a clock that never ran.
/// - The table's rules, each a register like the other rules: `dealerRotates`, `turnLimit`
///   (seconds), `playerClocks`, `roundTotals` ("26,78").
/// - `players.clockTime`: the playing time of a player's past turns (ms), a register
///   (`clockTimeChangedAt`).
/// - `scoreChanges.entryID`: the round entry a change was made in (NULL: made on its own); undo
///   and redo take an entry's changes together. Fixed when the change is made.
/// - The games' cached digests go: they hashed the registers a game had before.
/// - Triggers stamp each register another program changes, and `gamesSyncUpdated` and
///   `playersSyncUpdated` are made again with the columns as they are now.
///
/// Frozen once shipped: the SQL is written out here and reads no list of the code's.
enum TableMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE "games" ADD COLUMN "seating" TEXT;
            ALTER TABLE "games" ADD COLUMN "seatingChangedAt" TEXT;
            ALTER TABLE "games" ADD COLUMN "turnPlayerID" TEXT;
            ALTER TABLE "games" ADD COLUMN "turnStartedAt" INTEGER CHECK ("turnStartedAt" IS NULL OR "turnStartedAt" >= 0);
            ALTER TABLE "games" ADD COLUMN "turnChangedAt" TEXT;
            ALTER TABLE "games" ADD COLUMN "clockElapsed" INTEGER NOT NULL DEFAULT 0 CHECK ("clockElapsed" >= 0);
            ALTER TABLE "games" ADD COLUMN "clockRunningSince" TEXT;
            ALTER TABLE "games" ADD COLUMN "clockChangedAt" TEXT;
            ALTER TABLE "games" ADD COLUMN "dealerRotates" INTEGER NOT NULL DEFAULT 0 CHECK ("dealerRotates" IN (0, 1));
            ALTER TABLE "games" ADD COLUMN "dealerRotatesChangedAt" TEXT;
            ALTER TABLE "games" ADD COLUMN "turnLimit" INTEGER CHECK ("turnLimit" IS NULL OR "turnLimit" >= 1);
            ALTER TABLE "games" ADD COLUMN "turnLimitChangedAt" TEXT;
            ALTER TABLE "games" ADD COLUMN "playerClocks" INTEGER NOT NULL DEFAULT 0 CHECK ("playerClocks" IN (0, 1));
            ALTER TABLE "games" ADD COLUMN "playerClocksChangedAt" TEXT;
            ALTER TABLE "games" ADD COLUMN "roundTotals" TEXT;
            ALTER TABLE "games" ADD COLUMN "roundTotalsChangedAt" TEXT;
            ALTER TABLE "players" ADD COLUMN "clockTime" INTEGER NOT NULL DEFAULT 0 CHECK ("clockTime" >= 0);
            ALTER TABLE "players" ADD COLUMN "clockTimeChangedAt" TEXT;
            ALTER TABLE "scoreChanges" ADD COLUMN "entryID" TEXT;
            DROP TRIGGER "gamesSyncUpdated";
            DROP TRIGGER "playersSyncUpdated";
            -- The digests hash every register: those kept were made without the new ones.
            DELETE FROM "syncDigests";

            CREATE TRIGGER "gamesSyncUpdated" AFTER UPDATE OF "id", "title", "createdAt", "updatedAt", "lowestWins", "targetScore",
                "roundCount", "currentRound", "finishedAt", "titleChangedAt", "finishChangedAt", "announcedWinners", "kind",
                "kindChangedAt", "lowestWinsChangedAt", "targetScoreChangedAt", "roundCountChangedAt", "seating", "seatingChangedAt",
                "turnPlayerID", "turnStartedAt", "turnChangedAt", "clockElapsed", "clockRunningSince", "clockChangedAt",
                "dealerRotates", "dealerRotatesChangedAt", "turnLimit", "turnLimitChangedAt", "playerClocks", "playerClocksChangedAt",
                "roundTotals", "roundTotalsChangedAt" ON "games" BEGIN
              UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
              UPDATE "games" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
              DELETE FROM "syncDigests" WHERE "gameID" = NEW."id";
            END;
            CREATE TRIGGER "playersSyncUpdated" AFTER UPDATE OF "id", "gameID", "name", "createdAt", "nameChangedAt", "personID",
                "personChangedAt", "clockTime", "clockTimeChangedAt" ON "players" BEGIN
              UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
              UPDATE "players" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
              DELETE FROM "syncDigests" WHERE "gameID" = NEW."gameID";
            END;
            """)
        // One trigger per register another program may change: (table, register's columns,
        // its stamp). Stated here, not read from the code's tables, so this migration stays as
        // it shipped.
        let registers: [(table: String, columns: [String], stamp: String)] = [
            ("games", ["seating"], "seatingChangedAt"),
            ("games", ["turnPlayerID", "turnStartedAt"], "turnChangedAt"),
            ("games", ["clockElapsed", "clockRunningSince"], "clockChangedAt"),
            ("games", ["dealerRotates"], "dealerRotatesChangedAt"),
            ("games", ["turnLimit"], "turnLimitChangedAt"),
            ("games", ["playerClocks"], "playerClocksChangedAt"),
            ("games", ["roundTotals"], "roundTotalsChangedAt"),
            ("players", ["clockTime"], "clockTimeChangedAt"),
        ]
        for register in registers {
            let name = "sync" + register.stamp.prefix(1).uppercased() + register.stamp.dropFirst().dropLast("ChangedAt".count) + "Changed"
            let columns = register.columns.map { "\"\($0)\"" }.joined(separator: ", ")
            let changed = register.columns.map { "NEW.\"\($0)\" IS NOT OLD.\"\($0)\"" }.joined(separator: " OR ")
            try db.execute(sql: """
                CREATE TRIGGER "\(name)" AFTER UPDATE OF \(columns) ON "\(register.table)"
                WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
                     AND NEW."\(register.stamp)" IS OLD."\(register.stamp)" AND (\(changed)) BEGIN
                  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
                  UPDATE "\(register.table)" SET "\(register.stamp)" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
                END;
                """)
        }
    }
}
