import Foundation
import GRDB

// A round recorded on two copies before they met is kept as two rounds by the sync, and the
// changes of both carry the mark "from a sync conflict" (`scoreChanges.roundConflict`) until the
// user deletes or edits one of them: here is how the mark is read and cleared.
extension AppDatabase {
    /// The rounds of a game that hold a change marked as from a sync conflict (not deleted).
    public static func conflictRounds(_ db: Database, gameID: Game.ID) throws -> Set<Int> {
        Set(try Int.fetchAll(db, sql: """
            SELECT DISTINCT "round" FROM "scoreChanges"
            WHERE "gameID" = ? AND "roundConflict" IS NOT NULL AND "state" <> 'deleted'
            """, arguments: [gameID.lowercasedString]))
    }

    /// The rounds of a game marked as from a sync conflict.
    public func fetchConflictRounds(gameID: Game.ID) throws -> Set<Int> {
        try read { db in try Self.conflictRounds(db, gameID: gameID) }
    }

    /// Clears the mark of the conflict the change was part of, on both its rounds: the user
    /// deleted or edited one of them, so the question is answered. Stamped by the file's clock,
    /// so a sync carries it.
    static func clearRoundConflict(_ db: Database, changeID: ScoreChange.ID, now: Date) throws {
        guard let mark = try String.fetchOne(db, sql: #"SELECT "roundConflict" FROM "scoreChanges" WHERE "id" = ?"#,
                                             arguments: [changeID.lowercasedString]) else { return }
        try clearRoundConflict(db, mark: mark, now: now)
    }

    /// Clears the marks of the conflicts a game's round is part of (a round entered again).
    static func clearRoundConflicts(_ db: Database, gameID: Game.ID, round: Int, now: Date) throws {
        let marks = try String.fetchAll(db, sql: """
            SELECT DISTINCT "roundConflict" FROM "scoreChanges" WHERE "gameID" = ? AND "round" = ? AND "roundConflict" IS NOT NULL
            """, arguments: [gameID.lowercasedString, round])
        for mark in marks { try clearRoundConflict(db, mark: mark, now: now) }
    }

    private static func clearRoundConflict(_ db: Database, mark: String, now: Date) throws {
        try db.execute(sql: """
            UPDATE "scoreChanges" SET "roundConflict" = NULL, "roundConflictChangedAt" = ? WHERE "roundConflict" = ?
            """, arguments: [try nextStamp(db, now: now), mark])
    }
}
