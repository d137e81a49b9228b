import Foundation
import GRDB

// A whole round typed at once (`scorekeeper round add Hearts Ann=3 Bo=0 ...`): what the grid's
// round entry does player by player, in one transaction.
extension AppDatabase {
    /// What `recordRound` did: the round the points went to and the round the game is on now.
    public struct RecordedRound: Equatable, Sendable {
        public var round: Int
        public var currentRound: Int
        /// False when it was the game's last round, which stays current (finish the game next).
        public var advanced: Bool { currentRound != round }
    }

    /// Sets each player's points in the game's current round, then starts the next round unless it
    /// was the last. As in the grid, the points given replace the round's cell: the difference is
    /// recorded as one change per player (none when it is already so), so the history shows each
    /// player's; undo and redo take the round whole. One transaction: a finished game, a player of another game, a player
    /// given twice or an overflow refuses the whole round and writes nothing.
    @discardableResult
    public func recordRound(gameID: Game.ID, points: [(playerID: Player.ID, points: Int)]) throws -> RecordedRound {
        let now = self.now
        return try write { db in
            let game = try AppDatabase.playingGame(db, id: gameID)
            let round = game.currentRound
            var seen = Set<Player.ID>()
            for entry in points where !seen.insert(entry.playerID).inserted {
                let name = try Player.fetch(db, id: entry.playerID)?.name ?? entry.playerID.lowercasedString
                throw ScorekeeperError.other("\(Sanitized.text(name)) is given twice: give each player's points once.")
            }
            let cells = try AppDatabase.roundCells(db, gameID: gameID).filter { $0.round == round }
            // The round is one entry: undo and redo take it whole.
            let entryID: RoundEntryID = ids()
            for entry in points {
                let player = try AppDatabase.scoredPlayer(db, id: entry.playerID)
                guard player.gameID == gameID else {
                    throw ScorekeeperError.other("\(Sanitized.text(player.name)) does not play \(Sanitized.text(game.title)).")
                }
                let current = cells.first { $0.playerID == player.id }?.points ?? 0
                let (difference, overflow) = entry.points.subtractingReportingOverflow(current)
                guard !overflow else { throw ScorekeeperError.scoreOverflow }
                try AppDatabase.recordChange(db, id: ids(), player: player, amount: difference, kind: .add, now: now, entryID: entryID)
            }
            // Read again: the changes above moved the game's clocks.
            var after = try AppDatabase.playingGame(db, id: gameID)
            if !after.isOnLastRound {
                after.currentRound += 1
                try AppDatabase.storeRound(db, gameID: gameID, round: after.currentRound)
            }
            try AppDatabase.touchGame(db, id: gameID, now: now)
            return RecordedRound(round: round, currentRound: after.currentRound)
        }
    }
}
