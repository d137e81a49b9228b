/// A table's outcome as its game's scores: what a result entered by hand leaves in the table's
/// game, so the game's standings (and every surface that reads them: its winners, the evening,
/// statistics) give the table's result.
extension TableOutcome {
    /// How many seats the outcome speaks of.
    public var seatCount: Int {
        switch self {
        case let .places(places): places.count
        case let .scores(scores, _): scores.count
        case let .forfeit(winners): winners.count
        }
    }

    /// Each seat's place: a forfeit's winners first, its losers after them (all sharing first
    /// when nobody won).
    public var seatPlaces: [Int] {
        switch self {
        case let .places(places): places
        case let .scores(_, places): places
        case let .forfeit(winners):
            winners.map { $0 ? 1 : 1 + winners.count(where: \.self) }
        }
    }

    /// The scores a game ranked by `rules` should hold for this outcome, seat by seat: the
    /// entered scores; else `current` when they already rank as the outcome's places; else, by
    /// the places, the number of seats each beats (highest wins: 1-0 is 1 and 0, a draw 0 and 0)
    /// or that beat it (lowest wins), which `GameStandings.ranks` places as the outcome does.
    public func gameScores(current: [Int], rules: GameRules) -> [Int] {
        if case let .scores(scores, _) = self { return scores }
        let places = seatPlaces
        if current.count == places.count, GameStandings.ranks(of: current, rules: rules) == places { return current }
        return places.map { place in
            rules.winning == .highest ? places.count(where: { $0 > place }) : places.count(where: { $0 < place })
        }
    }
}
