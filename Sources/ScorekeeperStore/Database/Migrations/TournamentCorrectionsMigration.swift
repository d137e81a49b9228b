import Foundation
import GRDB

/// The migration "tournament corrections": what an organiser takes back or changes after a
/// tournament is made, each a register that a sync merges by the later stamp.
///
/// - `tournamentEntries.left` (1: left, 0 or NULL: in) and `leftChangedAt`: someone entered by
///   mistake leaves (`tournament leave`). The row stays, so a copy that paired them meanwhile
///   keeps what was played: an entry that left but sits in a round counts as dropped after it.
/// - `tournaments.pointsChangedAt`, `tieBreaksChangedAt`, `tableSizeChangedAt`, `rulesChangedAt`
///   (the rules line and the sheet together: one or the other is what the table games start
///   with): the settings `tournament set` changes, each its own register (NULL: as old as the
///   tournament). The planned rounds already had theirs (`settingsChangedAt`).
///
/// Frozen once shipped: the SQL is written out here and reads no list of the code's.
enum TournamentCorrectionsMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE "tournamentEntries" ADD COLUMN "left" INTEGER CHECK ("left" IS NULL OR "left" IN (0, 1));
            ALTER TABLE "tournamentEntries" ADD COLUMN "leftChangedAt" TEXT;
            ALTER TABLE "tournaments" ADD COLUMN "pointsChangedAt" TEXT;
            ALTER TABLE "tournaments" ADD COLUMN "tieBreaksChangedAt" TEXT;
            ALTER TABLE "tournaments" ADD COLUMN "tableSizeChangedAt" TEXT;
            ALTER TABLE "tournaments" ADD COLUMN "rulesChangedAt" TEXT;

            -- The digests hash the new registers.
            DELETE FROM "syncDigests";
            """)
    }
}
