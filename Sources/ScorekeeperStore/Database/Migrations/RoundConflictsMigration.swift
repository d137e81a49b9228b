import Foundation
import GRDB

/// The migration "round conflicts": two copies that each recorded the same round of a game before
/// they met keep both as rounds of their own, and say so.
///
/// - `scoreChanges.roundBase`: the change the round held last (any state) when this change was
///   written, "" when the round held none (NULL: written before this migration, never judged).
///   Fixed when the change is made. Writes made one after another on one copy form a chain in
///   their round; two writes with the same base (or a second first write) were made apart.
/// - `scoreChanges.round` becomes a register (`roundChangedAt`, NULL: as recorded): a sync that
///   finds a round recorded apart moves the later write to the next round, and the rounds after.
/// - `scoreChanges.roundConflict`: the mark "from a sync conflict" on the changes of both rounds
///   (the same text on both, NULL: none), a register (`roundConflictChangedAt`) that deleting or
///   editing one of them clears.
/// - `scoreChangesSyncUpdated` is made again with the columns as they are now, and the games'
///   cached digests go (the round is hashed as a register now).
///
/// Frozen once shipped: the SQL is written out here and reads no list of the code's.
enum RoundConflictsMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE "scoreChanges" ADD COLUMN "roundBase" TEXT;
            ALTER TABLE "scoreChanges" ADD COLUMN "roundChangedAt" TEXT;
            ALTER TABLE "scoreChanges" ADD COLUMN "roundConflict" TEXT;
            ALTER TABLE "scoreChanges" ADD COLUMN "roundConflictChangedAt" TEXT;
            DROP TRIGGER "scoreChangesSyncUpdated";
            CREATE TRIGGER "scoreChangesSyncUpdated" AFTER UPDATE OF "id", "gameID", "playerID", "amount", "originalAmount", "kind",
                "round", "createdAt", "state", "stateChangedAt", "correctedAt", "entryID", "entry", "roundBase", "roundChangedAt",
                "roundConflict", "roundConflictChangedAt" ON "scoreChanges" BEGIN
              UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
              UPDATE "scoreChanges" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
              DELETE FROM "syncDigests" WHERE "gameID" = NEW."gameID";
            END;
            DELETE FROM "syncDigests";
            """)
    }
}
