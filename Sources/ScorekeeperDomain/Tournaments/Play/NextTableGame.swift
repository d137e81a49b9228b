import Foundation

/// Which table game a table's terminal plays next ("my next game", `>` on the games list): from a
/// table game of a tournament, the tournament's latest round, and in it the same table when the
/// game on screen is of an earlier round, else the next table after it; the first one of those
/// whose game is not finished (and has no result entered), going round to table 1 after the last.
/// So a terminal that keeps to table 3 goes from round 1's table 3 to round 2's, and one whose
/// table is done goes on to the next table still playing.
public enum NextTableGame {
    /// A table of the tournament and its game.
    public struct Table: Equatable, Sendable {
        public var round: Int
        public var number: Int
        public var gameID: Game.ID
        public var title: String
        /// Finished, or its result entered: nothing to play there.
        public var isDone: Bool

        public init(round: Int, number: Int, gameID: Game.ID, title: String, isDone: Bool) {
            (self.round, self.number, self.gameID, self.title, self.isDone) = (round, number, gameID, title, isDone)
        }
    }

    /// What `>` finds.
    public enum Answer: Equatable, Sendable {
        /// The game to go to.
        case game(Game.ID, title: String)
        /// Every table of the latest round is done: the next round is not paired yet.
        case roundDone(tournament: String, round: Int)
        /// The game on screen is no tournament's table game.
        case notATableGame
    }

    /// The table to go to from the game at `round`, table `number`, among `tables` (the
    /// tournament's listed table games); nil when every table of the latest round is done.
    public static func after(round: Int, number: Int, among tables: [Table]) -> Table? {
        guard let latest = tables.map(\.round).max() else { return nil }
        let open = tables.filter { $0.round == latest && !$0.isDone }
            .sorted { ($0.number, $0.title) < ($1.number, $1.title) }
        // From an earlier round the same table comes first; in the latest round, the one after it.
        let first = round < latest ? number : number + 1
        return open.first { $0.number >= first } ?? open.first
    }
}
