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

    /// What the points of a round entry mean for a player who already has points in the round
    /// (scored one at a time before the round was typed whole).
    public enum RoundEntryMode: Sendable {
        /// Refuse (`RoundCellTaken`): the two meanings give different scores, so the one who typed
        /// says which.
        case refuseTaken
        /// The points are added to what the round holds.
        case adding
        /// The points replace what the round holds, as the grid's cell does.
        case setting
    }

    /// A round entry refused because named players already have points in the round (see
    /// `RoundEntryMode.refuseTaken`): each with what adding and setting would make of it.
    public struct RoundCellTaken: Error, Equatable, Sendable {
        /// One player who already has points in the round.
        public struct Cell: Equatable, Sendable {
            public var name: String
            public var points: Int
            /// The round's points if the typed points are added; nil when that would overflow.
            public var adding: Int?
            public var setting: Int
        }

        public var round: Int
        public var cells: [Cell]
    }

    /// Records each player's points in the game's current round, then starts the next round
    /// unless it was the last. For a player who already has points in the round (scored one at a
    /// time), `mode` says whether the points replace them (as the grid's cell does), add to them,
    /// or are refused (the command line asks which was meant); either way
    /// the difference is recorded as one change per player (none when it is already so), so
    /// history and undo see each player's entry. One transaction: a finished game, a player of
    /// another game, a player given twice, points already there or an overflow refuses the whole
    /// round and writes nothing.
    @discardableResult
    public func recordRound(gameID: Game.ID, points: [(playerID: Player.ID, points: Int)],
                            mode: RoundEntryMode = .setting, checkingTotal: Bool = false) throws -> RecordedRound {
        let now = self.now
        return try write { db in
            let round = try AppDatabase.playingGame(db, id: gameID).currentRound
            try AppDatabase.writeRoundEntry(db, gameID: gameID, points: points, mode: mode, checkingTotal: checkingTotal,
                                            ids: ids, now: now)
            return RecordedRound(round: round, currentRound: try AppDatabase.startNextRound(db, gameID: gameID, now: now))
        }
    }

    /// After a round entered whole: the next round starts (unless it was the last), as `round
    /// next` does, and the game is touched as played. Returns the round now current.
    static func startNextRound(_ db: Database, gameID: Game.ID, now: Date) throws -> Int {
        // Read again: the round's changes moved the game's clocks.
        var after = try playingGame(db, id: gameID)
        if !after.isOnLastRound {
            after.currentRound += 1
            try storeRound(db, gameID: gameID, round: after.currentRound)
            // A game that follows turns gives the turn to who plays first.
            try turnToFirstPlayer(db, game: after, round: after.currentRound, stamp: try nextStamp(db, now: now))
        }
        try touchGame(db, id: gameID, now: now, for: .round)
        // Reports of the round just entered (from a tournament table's seats) wait no more.
        try closeEnteredRoundReports(db, gameID: gameID)
        return after.currentRound
    }
}
