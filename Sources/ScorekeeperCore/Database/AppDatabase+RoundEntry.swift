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
            var players: [(player: Player, current: Int, points: Int)] = []
            for entry in points {
                let player = try AppDatabase.scoredPlayer(db, id: entry.playerID)
                guard player.gameID == gameID else {
                    throw ScorekeeperError.other("\(Sanitized.text(player.name)) does not play \(Sanitized.text(game.title)).")
                }
                players.append((player, cells.first { $0.playerID == player.id }?.points ?? 0, entry.points))
            }
            // Points already in the round are a question only when adding and replacing differ.
            let taken = players.filter { $0.current != 0 }
            if mode == .refuseTaken, !taken.isEmpty {
                throw RoundCellTaken(round: round, cells: taken.map { entry in
                    let sum = entry.current.addingReportingOverflow(entry.points)
                    return .init(name: entry.player.name, points: entry.current,
                                 adding: sum.overflow ? nil : sum.partialValue, setting: entry.points)
                })
            }
            // With the rules' round total asked for, a round that adds up to another total is
            // refused before anything is written.
            if checkingTotal, !game.rules.roundTotals.isEmpty {
                var final = Dictionary(cells.map { ($0.playerID, $0.points) }, uniquingKeysWith: +)
                for entry in players {
                    final[entry.player.id] = mode == .adding
                        ? entry.current.addingReportingOverflow(entry.points).partialValue : entry.points
                }
                let total = final.values.reduce(0) { $0.addingReportingOverflow($1).partialValue }
                if !game.rules.allowsRoundTotal(total) {
                    throw ScorekeeperError.other(game.rules.roundTotalMismatch(round: round, total: total)
                                                 + ": nothing saved. Give --force to save it anyway.")
                }
            }
            for entry in players {
                let (difference, overflow) = mode == .adding
                    ? (entry.points, false) : entry.points.subtractingReportingOverflow(entry.current)
                guard !overflow else { throw ScorekeeperError.scoreOverflow }
                try AppDatabase.recordChange(db, id: ids(), player: entry.player, amount: difference, kind: .add, now: now, entryID: entryID)
            }
            // Read again: the changes above moved the game's clocks.
            var after = try AppDatabase.playingGame(db, id: gameID)
            if !after.isOnLastRound {
                after.currentRound += 1
                try AppDatabase.storeRound(db, gameID: gameID, round: after.currentRound)
                // As `round next`: a game that follows turns gives the turn to who plays first.
                try AppDatabase.turnToFirstPlayer(db, game: after, round: after.currentRound, stamp: try AppDatabase.nextStamp(db, now: now))
            }
            try AppDatabase.touchGame(db, id: gameID, now: now, for: .round)
            return RecordedRound(round: round, currentRound: after.currentRound)
        }
    }
}
