import Foundation
import GRDB

// A round entered in one go (typed round the table in the grid, `round add`) is one entry: its
// changes share an `entryID`, and undo and redo take them together ("Undid round 3: 4 scores").
extension AppDatabase {
    /// Sets each given player's points in the game's current round (the difference to what the
    /// round holds is recorded, one change per player whose points differ), as one round entry,
    /// in one transaction, and returns the entry's id (nil when nothing differed). A finished
    /// game, a player of another game, a player given twice or an overflow refuses the whole round.
    @discardableResult
    public func enterRound(gameID: Game.ID, points: [(playerID: Player.ID, points: Int)]) throws -> RoundEntryID? {
        let now = self.now
        return try write { db in
            try AppDatabase.setRoundPoints(db, gameID: gameID, points: points, entryID: ids(), ids: ids, now: now)
        }
    }

    /// The writing of a round entry, inside the caller's transaction; returns `entryID` when a
    /// change was recorded, else nil.
    @discardableResult
    static func setRoundPoints(_ db: Database, gameID: Game.ID, points: [(playerID: Player.ID, points: Int)], entryID: RoundEntryID,
                               ids: IDGenerator, now: Date) throws -> RoundEntryID? {
        let game = try playingGame(db, id: gameID)
        var seen = Set<Player.ID>()
        for entry in points where !seen.insert(entry.playerID).inserted {
            let name = try Player.fetch(db, id: entry.playerID)?.name ?? entry.playerID.lowercasedString
            throw ScorekeeperError.other("\(Sanitized.text(name)) is given twice: give each player's points once.")
        }
        let cells = try roundCells(db, gameID: gameID).filter { $0.round == game.currentRound }
        var recorded = false
        for entry in points {
            let player = try scoredPlayer(db, id: entry.playerID)
            guard player.gameID == gameID else {
                throw ScorekeeperError.other("\(Sanitized.text(player.name)) does not play \(Sanitized.text(game.title)).")
            }
            let current = cells.first { $0.playerID == player.id }?.points ?? 0
            let (difference, overflow) = entry.points.subtractingReportingOverflow(current)
            guard !overflow else { throw ScorekeeperError.scoreOverflow }
            guard difference != 0 else { continue }
            try recordChange(db, id: ids(), player: player, amount: difference, kind: .add, now: now, entryID: entryID)
            recorded = true
        }
        if recorded { try touchGame(db, id: gameID, now: now, for: .score) }
        return recorded ? entryID : nil
    }

    /// The live changes of a round entry, to undo together (oldest first).
    static func liveChanges(_ db: Database, gameID: Game.ID, entryID: RoundEntryID) throws -> [ScoreChange] {
        try ScoreChange.fetchAll(db, sql: """
            SELECT * FROM "scoreChanges" WHERE "gameID" = ? AND "entryID" = ? AND "state" = 'live' ORDER BY "createdAt", "id"
            """, arguments: [gameID.lowercasedString, entryID.lowercasedString])
    }

    /// The changes of a round entry that the next redo puts back (oldest first).
    static func redoableChanges(_ db: Database, gameID: Game.ID, entryID: RoundEntryID) throws -> [ScoreChange] {
        try ScoreChange.fetchAll(db, sql: """
            SELECT * FROM "scoreChanges" WHERE "gameID" = ? AND "entryID" = ? AND "state" = 'redoable' ORDER BY "createdAt", "id"
            """, arguments: [gameID.lowercasedString, entryID.lowercasedString])
    }
}
