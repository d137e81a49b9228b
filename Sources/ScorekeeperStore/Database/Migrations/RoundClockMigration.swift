import Foundation
import GRDB

/// The migration "round clock": a tournament's round time and the clock of its round, stamps
/// like a game's clock (`RoundClock`).
///
/// - `tournaments.roundTime`: the round time in seconds (`tournament set --round-time`); NULL:
///   no round clock. `roundTimeChangedAt`: its stamp, a register (NULL: as old as the tournament).
/// - `tournaments.roundClockRound`, `roundClockElapsed`, `roundClockRunningSince`: the round the
///   clock ran for (NULL: never), the milliseconds it ran before it last started, and when it
///   started (NULL: stopped). One register of three columns, stamped `roundClockChangedAt`.
///
/// Frozen once shipped: the SQL is written out here and reads no list of the code's.
enum RoundClockMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE "tournaments" ADD COLUMN "roundTime" INTEGER CHECK ("roundTime" > 0);
            ALTER TABLE "tournaments" ADD COLUMN "roundTimeChangedAt" TEXT;
            ALTER TABLE "tournaments" ADD COLUMN "roundClockRound" INTEGER;
            ALTER TABLE "tournaments" ADD COLUMN "roundClockElapsed" INTEGER NOT NULL DEFAULT 0 CHECK ("roundClockElapsed" >= 0);
            ALTER TABLE "tournaments" ADD COLUMN "roundClockRunningSince" TEXT;
            ALTER TABLE "tournaments" ADD COLUMN "roundClockChangedAt" TEXT;
            -- The digests hash a tournament's row, which now includes its round clock.
            DELETE FROM "syncDigests";
            """)
    }
}
