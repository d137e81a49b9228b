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
    /// "scores 26 0 13 39" (or "score", commas between them too), placed by `rules`, each within
    /// `TournamentPoints.largestGameScore` of 0. Nil for anything else.
    public init?(text: String, seats: Int, rules: GameRules) {
        let words = text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        guard let first = words.first?.lowercased(), first == Self.scoresWord || first == "score" else {
            self.init(text: text, seats: seats)
            return
        }
        let values = words.dropFirst().map { Int($0) }
        guard values.count == seats, values.allSatisfy({ $0.map { TournamentPoints.gameScoreRange.contains($0) } ?? false }) else {
            return nil
        }
        self = .scored(values.map { $0! }, rules: rules)
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
