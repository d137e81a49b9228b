import Foundation

/// A tournament read whole, in one transaction: its settings, its play state (outcomes as the
/// file says them: entered directly, or the places of a finished table game by its standings,
/// with its final scores under game score), and how each table's game stands, for screens that
/// show tables live.
public struct TournamentSnapshot: Sendable, Equatable {
    public var tournament: Tournament
    public var state: TournamentState
    /// Each table's game as it stands, by table; tables without a game are absent.
    public var games: [TournamentTable.ID: TableGame]
    /// The tables whose outcome the organiser entered (it stands over the game's).
    public var enteredByHand: Set<TournamentTable.ID>
    /// When each round's counted pairing was made (the file's clock), by round: the round's
    /// date in a report. Rounds imported from a report (without table games) have none.
    public var roundsPairedAt: [Int: Date]

    /// A table's game: its title, whether it is finished, and each seat's score.
    public struct TableGame: Sendable, Equatable {
        public var gameID: Game.ID
        public var title: String
        public var isFinished: Bool
        /// Seat by seat; nil where the seat's player is gone.
        public var scores: [Int?]
        /// The round the game is on.
        public var round: Int
    }

    public init(tournament: Tournament, state: TournamentState, games: [TournamentTable.ID: TableGame],
                enteredByHand: Set<TournamentTable.ID> = [], roundsPairedAt: [Int: Date] = [:]) {
        self.tournament = tournament
        self.state = state
        self.games = games
        self.enteredByHand = enteredByHand
        self.roundsPairedAt = roundsPairedAt
    }

    /// Whether a table's result was entered by hand over a game that is there to give one: the
    /// surfaces say so, since the two can differ.
    public func isEnteredOverItsGame(_ table: TournamentTable) -> Bool {
        enteredByHand.contains(table.id) && games[table.id] != nil
    }
}
