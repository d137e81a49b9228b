/// A single elimination bracket: entrants in seed order (the first is seed 1) placed by
/// `BracketSeeding`, the top seeds getting the byes when the entrants are not a power of two, and
/// one loss putting an entrant out. The semifinals' losers may play for third place.
///
/// Results are recorded by the place that won; one that later results depend on cannot be changed
/// until those are cleared (`BracketResultError.laterResultsDependOnIt`).
public struct SingleEliminationBracket<Entrant: Hashable & Sendable>: Hashable, Sendable, EliminationBracket {
    /// In seed order: seed s is `entrants[s - 1]`.
    public let entrants: [Entrant]
    /// Whether the semifinals' losers play for third place (with 4 entrants or more; with 3 there
    /// is only one semifinal loser).
    public let hasThirdPlaceMatch: Bool
    /// Rounds of the full-size bracket, round 1 included even when it is all byes but one.
    public let roundCount: Int
    /// The matches' results (`EliminationBracket` reads them).
    public private(set) var play: BracketPlay

    /// At least 2 entrants, all different.
    public init(entrants: [Entrant], thirdPlaceMatch: Bool = false) {
        precondition(entrants.count >= 2, "a bracket needs at least 2 entrants")
        precondition(Set(entrants).count == entrants.count, "every entrant is in the bracket once")
        self.entrants = entrants
        let size = BracketSeeding.bracketSize(entrants: entrants.count)
        roundCount = size.trailingZeroBitCount
        var layout = BracketLayout()
        let rounds = Self.drawWinnersBracket(size: size, into: &layout)
        let semifinals = rounds.count >= 2 ? rounds[rounds.count - 2] : []
        if thirdPlaceMatch && semifinals.count == 2 {
            _ = layout.add(.thirdPlace, .loser(semifinals[0]), .loser(semifinals[1]))
        }
        play = BracketPlay(matches: layout.matches(entrants: entrants.count))
        hasThirdPlaceMatch = play.matches.contains { $0.stage == .thirdPlace }
    }

    /// Draws the full-size bracket's rounds and returns each round's draft indices, top to bottom.
    static func drawWinnersBracket(size: Int, into layout: inout BracketLayout) -> [[Int]] {
        let order = BracketSeeding.slotOrder(size: size)
        var rounds = [stride(from: 0, to: size, by: 2).map { layout.add(.winners(round: 1), .seed(order[$0]), .seed(order[$0 + 1])) }]
        while let previous = rounds.last, previous.count > 1 {
            let round = rounds.count + 1
            rounds.append(stride(from: 0, to: previous.count, by: 2).map {
                layout.add(.winners(round: round), .winner(previous[$0]), .winner(previous[$0 + 1]))
            })
        }
        return rounds
    }

    /// Every match played or to play, in a playable order; byes are not matches.
    public var matches: [BracketMatch] { play.matches }

    /// The final.
    public var final: BracketMatch { play.matches.last { $0.stage == .winners(round: roundCount) }! }

    /// The final's winner, once played.
    public var champion: Entrant? { winner(of: final.id) }

    /// Records that `slot` won match `id`.
    public mutating func record(winner slot: BracketSlot, of id: BracketMatchID) throws(BracketResultError) {
        try play.record(winner: slot, of: id)
    }

    /// Takes match `id`'s result back.
    public mutating func clearResult(of id: BracketMatchID) throws(BracketResultError) {
        try play.clearResult(of: id)
    }

    /// Where everyone finished, best first (then by seed), once complete: the champion, the
    /// final's loser, then by the round lost in (both semifinal losers third, the quarterfinals'
    /// four fifth...), the third-place match splitting the semifinal losers into third and fourth.
    public var placings: [BracketPlacing<Entrant>]? {
        guard isComplete else { return nil }
        // How far each seed got, twice the round lost in so that the third-place match's winner
        // fits between the final's loser and the semifinals' losers.
        var reached = Array(repeating: 0, count: entrants.count)
        for match in play.playedMatches {
            guard let loser = play.loserSeed(of: match.id), let winner = play.winnerSeed(of: match.id) else { continue }
            switch match.stage {
            case .winners(let round):
                reached[loser - 1] = 2 * round
                if round == roundCount { reached[winner - 1] = 2 * roundCount + 2 }
            case .thirdPlace:
                reached[winner - 1] = 2 * roundCount - 1
            default:
                break
            }
        }
        let places = BracketPlay.places(reached: reached)
        return entrants.indices.sorted { (places[$0], $0) < (places[$1], $1) }
            .map { BracketPlacing(entrant: entrants[$0], place: places[$0]) }
    }
}
