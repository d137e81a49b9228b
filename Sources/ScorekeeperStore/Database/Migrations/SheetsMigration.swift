import Foundation
import GRDB

/// The migration "sheets": a game may follow a score sheet.
///
/// - `games.sheet`: the text of the sheet file the game started on (NULL: a plain game). Fixed
///   when the game is made, so editing or deleting the sheet file never changes a game played;
///   a sync carries it with the game.
/// - `scoreChanges.entry`: what was entered, in the sheet's own notation ("X", "sixes 18"; NULL:
///   a plain change). Fixed when the change is made. In a sheet game a change's amount is what
///   its entry added to its player's total, worked out again from the live entries whenever they
///   change (`AppDatabase.settleSheet`), so a score is still the sum of its live changes.
/// Both are written once, with their row, so no sync trigger needs them.
///
/// Frozen once shipped: the SQL is written out here and reads no list of the code's.
enum SheetsMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE "games" ADD COLUMN "sheet" TEXT;
            ALTER TABLE "scoreChanges" ADD COLUMN "entry" TEXT;
            -- The digests hash a game's sheet and each change's entry: those kept were made without.
            DELETE FROM "syncDigests";
            """)
    }
}
