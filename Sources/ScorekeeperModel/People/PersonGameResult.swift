import Foundation

/// Where a person stood in one of their games: their player's score and place among the game's
/// players by its rule (`GameStandings`' competition ranks: ties share a place, the next skips).
public struct PersonGameResult: Equatable, Hashable, Sendable {
    public var score: Int
    /// 1 for the leader(s).
    public var place: Int
    /// Whether someone else has the same place.
    public var tied: Bool

    public init(score: Int, place: Int, tied: Bool) {
        self.score = score
        self.place = place
        self.tied = tied
    }

    /// "1st", "2nd", "3rd", "11th"; "=2nd" when shared.
    public var placeText: String {
        let lastTwo = place % 100, last = place % 10
        let suffix = (11...13).contains(lastTwo) ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th"
        return (tied ? "=" : "") + "\(place)\(suffix)"
    }
}
