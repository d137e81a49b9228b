import Foundation

/// Where a person stood in one of their games: their player's score and place among the game's
/// players by its rule (`GameStandings`' competition ranks: ties share a place, the next skips),
/// and whether the game was drawn (`GameStandings.isDrawn`), which is no place won.
public struct PersonGameResult: Equatable, Hashable, Sendable {
    public var score: Int
    /// 1 for the leader(s).
    public var place: Int
    /// Whether someone else has the same place.
    public var tied: Bool
    /// Whether the game was drawn: everyone shares first place, and nobody won.
    public var drawn: Bool

    public init(score: Int, place: Int, tied: Bool, drawn: Bool = false) {
        self.score = score
        self.place = place
        self.tied = tied
        self.drawn = drawn
    }

    /// The result of `standing` in `standings`: their place, and whether the game was drawn.
    public init(_ standing: PlayerStanding, in standings: GameStandings) {
        let tied = standings.players.count { $0.rank == standing.rank } > 1
        self.init(score: standing.player.score, place: standing.rank, tied: tied, drawn: standings.isDrawn)
    }

    /// "1st", "2nd", "3rd", "11th"; "=2nd" when shared; "draw" in a drawn game (not "=1st": a
    /// draw is no shared win).
    public var placeText: String {
        if drawn { return "draw" }
        let lastTwo = place % 100, last = place % 10
        let suffix = (11...13).contains(lastTwo) ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th"
        return (tied ? "=" : "") + "\(place)\(suffix)"
    }
}
