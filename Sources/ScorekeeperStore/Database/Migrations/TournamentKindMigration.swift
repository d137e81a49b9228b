import Foundation
import GRDB

/// The migration "tournament kind": a tournament's kind, which its table games take, so
/// statistics count a Hearts cup's games as Hearts.
///
/// - `tournaments.kind`: chosen when a tournament is made (`--kind`; by default its sheet's title,
///   else its name); NULL for a tournament made before, read as its name, which its table games
///   took as their kind then.
/// - `tournaments.kindChangedAt`: its stamp, a register (NULL: as old as the tournament).
///
/// Frozen once shipped: the SQL is written out here and reads no list of the code's.
enum TournamentKindMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE "tournaments" ADD COLUMN "kind" TEXT;
            ALTER TABLE "tournaments" ADD COLUMN "kindChangedAt" TEXT;
            -- The digests hash a tournament's row, which now includes its kind.
            DELETE FROM "syncDigests";
            """)
    }
}
