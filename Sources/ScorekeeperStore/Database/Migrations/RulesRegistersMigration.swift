import Foundation
import GRDB

/// The migration "rules registers": each rule of a game is a register of its own, so changes to
/// different rules on two copies both survive a sync (one register for all the rules kept only
/// the later change, and with it the other copy's older values of the rules it never touched).
///
/// - `lowestWinsChangedAt`, `targetScoreChangedAt`, `roundCountChangedAt`: each rule's stamp by
///   the file's clock (NULL: as old as the game). Existing games get each the stamp the rules had
///   (`rulesChangedAt`), which two copies of one file hold alike; `rulesChangedAt` goes.
/// - Triggers stamp a rule another program changes (this program stamps its own), one per rule.
/// - `gamesSyncUpdated` is made again with the games' columns as they are now, so a write of a
///   new stamp alone moves the row's version too.
/// - `syncPeers.clock`: this file's clock when the watermarks with that copy were last recorded.
///   Every register written here since has a later stamp, and every one the two copies held alike
///   then an earlier one or the same: with it a sync tells which registers both copies changed
///   since they last met (`SyncConflicts`).
///
/// Frozen once shipped: the SQL is written out in full and reads no list of the code's.
enum RulesRegistersMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE "games" ADD COLUMN "lowestWinsChangedAt" TEXT;
            ALTER TABLE "games" ADD COLUMN "targetScoreChangedAt" TEXT;
            ALTER TABLE "games" ADD COLUMN "roundCountChangedAt" TEXT;
            UPDATE "games" SET "lowestWinsChangedAt" = "rulesChangedAt", "targetScoreChangedAt" = "rulesChangedAt",
                               "roundCountChangedAt" = "rulesChangedAt";
            DROP TRIGGER "syncRulesChanged";
            DROP TRIGGER "gamesSyncUpdated";
            ALTER TABLE "games" DROP COLUMN "rulesChangedAt";
            ALTER TABLE "syncPeers" ADD COLUMN "clock" TEXT;

            CREATE TRIGGER "syncLowestWinsChanged" AFTER UPDATE OF "lowestWins" ON "games"
            WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
                 AND NEW."lowestWinsChangedAt" IS OLD."lowestWinsChangedAt" AND NEW."lowestWins" IS NOT OLD."lowestWins" BEGIN
              UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
              UPDATE "games" SET "lowestWinsChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
            END;
            CREATE TRIGGER "syncTargetScoreChanged" AFTER UPDATE OF "targetScore" ON "games"
            WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
                 AND NEW."targetScoreChangedAt" IS OLD."targetScoreChangedAt" AND NEW."targetScore" IS NOT OLD."targetScore" BEGIN
              UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
              UPDATE "games" SET "targetScoreChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
            END;
            CREATE TRIGGER "syncRoundCountChanged" AFTER UPDATE OF "roundCount" ON "games"
            WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
                 AND NEW."roundCountChangedAt" IS OLD."roundCountChangedAt" AND NEW."roundCount" IS NOT OLD."roundCount" BEGIN
              UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
              UPDATE "games" SET "roundCountChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
            END;

            CREATE TRIGGER "gamesSyncUpdated" AFTER UPDATE OF "id", "title", "createdAt", "updatedAt", "lowestWins", "targetScore",
                "roundCount", "currentRound", "finishedAt", "titleChangedAt", "finishChangedAt", "announcedWinners", "kind",
                "kindChangedAt", "lowestWinsChangedAt", "targetScoreChangedAt", "roundCountChangedAt" ON "games" BEGIN
              UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
              UPDATE "games" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
              DELETE FROM "syncDigests" WHERE "gameID" = NEW."id";
            END;
            """)
    }
}
