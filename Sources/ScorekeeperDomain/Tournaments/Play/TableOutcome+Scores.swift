/// A table's outcome as the game's own scores: typed as "scores 26 0 13 39" (the word, then each
/// seat's final score in seat order, negative ones too), placed by the table game's rules.
extension TableOutcome {
    /// The word that starts a result given as scores.
    static let scoresWord = "scores"

    /// The scores, placed by `rules` (lowest wins in Hearts or Golf), as the table game's
    /// standings place them (`GameStandings.ranks`).
    public static func scored(_ scores: [Int], rules: GameRules) -> TableOutcome {
        .scores(scores, places: GameStandings.ranks(of: scores, rules: rules))
    }

    /// Reads a result for a table of `seats` as `init(text:seats:)` does, and also scores:
    /// "scores 26 0 13 39", placed by `rules` (`read(_:seats:rules:gameScore:)`, which says why
    /// one does not read). Nil for anything else.
    public init?(text: String, seats: Int, rules: GameRules) {
        guard let outcome = try? Self.read(text, seats: seats, rules: rules) else { return nil }
        self = outcome
    }

    /// Each seat's score, for an outcome given as scores; nil for any other.
    public var scores: [Int]? {
        if case let .scores(scores, _) = self { return scores }
        return nil
    }

    /// The outcome with its places worked out again by `rules` (scores only: places and forfeits
    /// stand as they are), so a table's own game decides who is first.
    public func placed(by rules: GameRules) -> TableOutcome {
        if case let .scores(scores, _) = self { return .scored(scores, rules: rules) }
        return self
    }
}
