/// What single and double elimination brackets both answer, read from their matches' results
/// (`BracketPlay`) and their entrants in seed order: stated once for both.
public protocol EliminationBracket {
    associatedtype Entrant: Hashable & Sendable
    /// In seed order: seed s is `entrants[s - 1]`.
    var entrants: [Entrant] { get }
    /// The matches' results.
    var play: BracketPlay { get }
}

extension EliminationBracket {
    public func match(_ id: BracketMatchID) -> BracketMatch? { play.match(id) }

    /// Who is in `slot` of match `id`, once known.
    public func entrant(in slot: BracketSlot, of id: BracketMatchID) -> Entrant? {
        play.seed(in: slot, of: id).map { entrants[$0 - 1] }
    }

    /// Which place won match `id`, if it has been played.
    public func result(of id: BracketMatchID) -> BracketSlot? { play.result(of: id) }

    public func winner(of id: BracketMatchID) -> Entrant? { play.winnerSeed(of: id).map { entrants[$0 - 1] } }

    public func loser(of id: BracketMatchID) -> Entrant? { play.loserSeed(of: id).map { entrants[$0 - 1] } }

    /// The matches that can be played now: both entrants known, no result yet (and for a double
    /// elimination's reset, the losers' bracket's winner won the first grand final).
    public var readyMatches: [BracketMatch] { play.readyMatches }

    /// The matches with a result.
    public var playedMatches: [BracketMatch] { play.playedMatches }

    /// Whether every match to be played has its result.
    public var isComplete: Bool { play.isComplete }
}
