import Foundation

/// One table of a round: who sits there in seat order (for two, the first seat is white, who
/// starts), the table's game once it is made, and its outcome once it is known.
public struct TournamentTable: Sendable, Hashable, Identifiable {
    public typealias ID = Tagged<TournamentTable, UUID>

    public var id: ID
    public var round: Int
    /// 1 for the top table.
    public var number: Int
    public var seats: [TournamentEntry.ID]
    /// The game played at the table; nil when it was deleted or never made.
    public var gameID: Game.ID?
    /// Nil while the table plays.
    public var outcome: TableOutcome?

    public init(id: ID, round: Int, number: Int, seats: [TournamentEntry.ID], gameID: Game.ID? = nil,
                outcome: TableOutcome? = nil) {
        self.id = id
        self.round = round
        self.number = number
        self.seats = seats
        self.gameID = gameID
        self.outcome = outcome
    }
}

/// How a table ended.
public enum TableOutcome: Sendable, Hashable {
    /// Each seat's place, seat by seat: 1 is first, tied seats share a place ([1, 1] is a draw
    /// at a table of two; [1, 2, 2, 4] at four).
    case places([Int])
    /// Not played: the seats marked `true` win by forfeit, the others lose by it (all `false`:
    /// a double forfeit).
    case forfeit(winners: [Bool])
    /// Played for the game's own score: each seat's final score and the place it gives by the
    /// game's rules, seat by seat (`scored(_:rules:)`).
    case scores([Int], places: [Int])

    /// "1-0", "0-1", "½-½", "+/-", "-/+", "-/-" at two; "1 2 2 4" or "forfeit" at more;
    /// "scores 26 0 13 39" for scores.
    public var text: String {
        switch self {
        case let .scores(scores, _):
            return Self.scoresWord + " " + scores.map(String.init).joined(separator: " ")
        case let .places(places):
            if places.count == 2 {
                return places[0] < places[1] ? "1-0" : places[0] > places[1] ? "0-1" : "½-½"
            }
            return places.map(String.init).joined(separator: " ")
        case let .forfeit(winners):
            if winners.count == 2 { return winners.map { $0 ? "+" : "-" }.joined(separator: "/") }
            return "forfeit: " + winners.map { $0 ? "+" : "-" }.joined(separator: " ")
        }
    }

    /// Reads a result for a table of `seats` (`read(_:seats:gameScore:)`, which says why one does
    /// not read). Nil for anything else.
    public init?(text: String, seats: Int) {
        guard let outcome = try? Self.read(text, seats: seats) else { return nil }
        self = outcome
    }
}
