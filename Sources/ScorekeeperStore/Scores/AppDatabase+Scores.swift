import Foundation
import GRDB

// Writes: a player's score (every other score write, a round or a correction, goes through the
// same bookkeeping below).
extension AppDatabase {
    /// Adds `amount` (which may be negative) to a score and returns the new score.
    ///
    /// The change is recorded in the game's history in the same IMMEDIATE transaction that
    /// updates the score, so two processes scoring at once never lose an update. An overflow is
    /// refused. A change of 0 changes nothing and is not recorded.
    @discardableResult
    public func changeScore(playerID: Player.ID, by amount: Int) throws -> Int {
        let now = self.now
        return try write { db in
            let player = try AppDatabase.scoredPlayer(db, id: playerID)
            let score = try AppDatabase.recordChange(db, id: ids(), player: player, amount: amount, kind: .add, now: now)
            try AppDatabase.touchGame(db, id: player.gameID, now: now, for: .score)
            return score
        }
    }

    /// Sets a score to `value`. The history records the difference it made (kind `set`); a
    /// difference too large for a 64-bit integer (from near one end of the range to near the
    /// other) is refused as an overflow.
    public func setScore(playerID: Player.ID, to value: Int) throws {
        let now = self.now
        try write { db in
            let player = try AppDatabase.scoredPlayer(db, id: playerID)
            _ = try AppDatabase.playingGame(db, id: player.gameID)
            let (difference, overflow) = value.subtractingReportingOverflow(player.score)
            guard !overflow else { throw ScorekeeperError.scoreOverflow }
            try AppDatabase.recordChange(db, id: ids(), player: player, amount: difference, kind: .set, now: now)
            try AppDatabase.touchGame(db, id: player.gameID, now: now, for: .score)
        }
    }
}

// The bookkeeping under every score write: the change row, the player's stored score and the
// game's clocks move together, in the caller's transaction, so that a player's `score` is always
// the sum of its live changes (see `invariantViolations`).
extension AppDatabase {
    /// The player a score write is about, or `playerNotFound`.
    static func scoredPlayer(_ db: Database, id: Player.ID) throws -> Player {
        guard let player = try Player.fetch(db, id: id) else {
            throw ScorekeeperError.playerNotFound(id.lowercasedString)
        }
        return player
    }

    /// Records a new change of `amount` for `player`, with the id `id`, and returns the new score. A change of 0
    /// changes nothing and is not recorded; an overflow is refused before anything is written.
    @discardableResult
    static func recordChange(_ db: Database, id: ScoreChange.ID, player: Player, amount: Int, kind: ScoreChangeKind,
                             now: Date, entryID: RoundEntryID? = nil, roundBase: String? = nil) throws -> Int {
        // A finished game refuses every change, even one of 0, so the answer never depends on it.
        let game = try playingGame(db, id: player.gameID)
        guard amount != 0 else { return player.score }
        // A sheet game's totals follow from its entries alone.
        if try Game.sheetText(db, id: game.id) != nil {
            throw ScorekeeperError.other("\(Sanitized.text(game.title)) follows a score sheet: enter on it (`scorekeeper sheet enter`) rather than changing a score.")
        }
        let (score, overflow) = player.score.addingReportingOverflow(amount)
        guard !overflow else { throw ScorekeeperError.scoreOverflow }
        try dropRedoableChanges(db, gameID: player.gameID)
        // Cached statements, here, in `dropRedoableChanges` and in `storeScore`: a round or a
        // tournament's results write several changes in one transaction, and compiling the insert
        // anew for each (SQLite compiles the sync triggers into it, GRDB works out every column
        // they read) cost more than running it.
        try db.cachedStatement(sql: """
            INSERT INTO "scoreChanges" ("id", "gameID", "playerID", "amount", "originalAmount", "kind", "round", "createdAt", "entryID",
                                        "roundBase")
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [id.lowercasedString, player.gameID.lowercasedString, player.id.lowercasedString,
                                     amount, amount, kind, game.currentRound, try nextStamp(db, now: now), entryID?.lowercasedString, roundBase])
        try storeScore(db, playerID: player.id, score: score)
        return score
    }

    /// Moves a player's stored score by `delta` (a change undone, redone, corrected or deleted)
    /// and returns the player with its new score; a result outside 64 bits is refused.
    static func moveScore(_ db: Database, playerID: Player.ID, by delta: Int128) throws -> Player {
        var player = try scoredPlayer(db, id: playerID)
        guard let score = Int(exactly: Int128(player.score) + delta) else { throw ScorekeeperError.scoreOverflow }
        if score != player.score {
            try storeScore(db, playerID: playerID, score: score)
            player.score = score
        }
        return player
    }

    /// As in an editor: once something new is done in a game, what was undone before cannot
    /// come back.
    static func dropRedoableChanges(_ db: Database, gameID: Game.ID) throws {
        try db.cachedStatement(sql: #"UPDATE "scoreChanges" SET "state" = 'undone' WHERE "gameID" = ? AND "state" = 'redoable'"#)
            .execute(arguments: [gameID.lowercasedString])
    }

    private static func storeScore(_ db: Database, playerID: Player.ID, score: Int) throws {
        try db.cachedStatement(sql: #"UPDATE "players" SET "score" = ? WHERE "id" = ?"#)
            .execute(arguments: [score, playerID.lowercasedString])
    }
}
