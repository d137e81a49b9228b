import Foundation
import GRDB

/// The migration "imported plays": what a game brought in from another app's file keeps of its
/// source.
///
/// - `games.statedWinners`: the winners' ids as the source stated them (sorted, comma-separated,
///   as `GameStandings.winnerList` writes them); NULL: the winners follow from the scores. A
///   finished game with stated winners is won by them on every surface (`GameStandings`).
/// - `games.importedFrom`: the format and the source's own id of the play the game was made from
///   ("bgstats:UUID"); NULL: made here. The game's id is derived from it.
/// - `games.importedDigest`: a digest of the play as the source last gave it, so a newer export
///   names the plays that changed at the source.
///
/// When an imported game was played is its `finishedAt` and `updatedAt` (the moments every
/// surface reads); its `createdAt` and its registers' stamps come from the file's clock. The
/// stated winners and the digest change together with the finish (`finishChangedAt`).
/// `gamesSyncUpdated` is made again with the games' columns as they are now.
///
/// Frozen once shipped: the SQL is written out in full and reads no list of the code's.
enum ImportedPlaysMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE "games" ADD COLUMN "statedWinners" TEXT;
            ALTER TABLE "games" ADD COLUMN "importedFrom" TEXT;
            ALTER TABLE "games" ADD COLUMN "importedDigest" TEXT;
            CREATE INDEX "index_games_on_importedFrom" ON "games"("importedFrom") WHERE "importedFrom" IS NOT NULL;
            DROP TRIGGER "gamesSyncUpdated";
            -- The digests hash every register: those kept were made without the new columns.
            DELETE FROM "syncDigests";

            CREATE TRIGGER "gamesSyncUpdated" AFTER UPDATE OF "id", "title", "createdAt", "updatedAt", "lowestWins", "targetScore",
                "roundCount", "currentRound", "finishedAt", "titleChangedAt", "finishChangedAt", "announcedWinners", "kind",
                "kindChangedAt", "lowestWinsChangedAt", "targetScoreChangedAt", "roundCountChangedAt", "seating", "seatingChangedAt",
                "turnPlayerID", "turnStartedAt", "turnChangedAt", "clockElapsed", "clockRunningSince", "clockChangedAt",
                "dealerRotates", "dealerRotatesChangedAt", "turnLimit", "turnLimitChangedAt", "playerClocks", "playerClocksChangedAt",
                "roundTotals", "roundTotalsChangedAt", "statedWinners", "importedFrom", "importedDigest" ON "games" BEGIN
              UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
              UPDATE "games" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
              DELETE FROM "syncDigests" WHERE "gameID" = NEW."id";
            END;
            """)
    }
}
