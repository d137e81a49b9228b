import Foundation

/// One evening's play (`Evening`): its games in the order they ended, with their winners, each
/// tournament played (`EveningTournament`: its winner and standings), and each person who played:
/// games, wins, draws, places and their rating (ordinal) before and after the evening.
/// Made by the store (`AppDatabase.eveningSummary`); the command line and the interface read it.
public struct EveningSummary: Equatable, Sendable {
    /// A game of the evening.
    public struct GameLine: Equatable, Sendable, Identifiable {
        public var id: Game.ID
        public var title: String
        /// What statistics count it as.
        public var kind: String
        public var status: GameStatus
        /// A finished game's winners (ties share the win), by `GameStandings.wonBy`; empty while
        /// played and when drawn.
        public var winners: [String]
        /// A drawn game's players (`GameStandings.isDrawn`: everyone shares first place), by name;
        /// empty otherwise.
        public var drawn: [String]
        /// When it was last played (or finished).
        public var lastPlayed: Date

        public init(id: Game.ID, title: String, kind: String, status: GameStatus, winners: [String], drawn: [String] = [],
                    lastPlayed: Date) {
            (self.id, self.title, self.kind, self.status, self.winners, self.lastPlayed) = (id, title, kind, status, winners, lastPlayed)
            self.drawn = drawn
        }

        /// "🏆 Ann, Bo" for the winners, "draw: Di, Hal" for a drawn game, empty while played:
        /// `trophy` is the glyph the surface marks winners with.
        public func resultText(trophy: String) -> String {
            if !drawn.isEmpty { return "draw: " + drawn.joined(separator: ", ") }
            return winners.isEmpty ? "" : trophy + winners.joined(separator: ", ")
        }
    }

    /// A person who played that evening.
    public struct PersonLine: Equatable, Sendable, Identifiable {
        public var id: Person.ID
        public var name: String
        /// The evening's games they played (finished or not).
        public var games: Int
        /// Finished games they won (a shared win counts for each winner; a draw is no win).
        public var wins: Int
        /// Finished games that were drawn (`GameStandings.isDrawn`).
        public var draws: Int
        /// Their place in each finished game of the evening, in the games' order.
        public var places: [PersonGameResult]
        /// Their rating after every game finished before the evening, and after the evening's games.
        public var ratingBefore: OpenSkill.Rating
        public var ratingAfter: OpenSkill.Rating

        public init(id: Person.ID, name: String, games: Int, wins: Int, draws: Int = 0, places: [PersonGameResult],
                    ratingBefore: OpenSkill.Rating, ratingAfter: OpenSkill.Rating) {
            (self.id, self.name, self.games, self.wins, self.places) = (id, name, games, wins, places)
            self.draws = draws
            (self.ratingBefore, self.ratingAfter) = (ratingBefore, ratingAfter)
        }

        /// "1st, =2nd, draw" (empty when none of their games finished).
        public var placesText: String { places.map(\.placeText).joined(separator: ", ") }
        /// How much the evening moved their ordinal.
        public var ratingChange: Double { ratingAfter.ordinal - ratingBefore.ordinal }

        /// The change as a list writes it, from the ordinals as written, so the figures on the page
        /// add up ("3.3 → 4.9" is "+1.6").
        public var ratingChangeText: String {
            EveningSummary.changeText(EveningSummary.rounded(ratingAfter.ordinal) - EveningSummary.rounded(ratingBefore.ordinal))
        }

        /// "3.3 → 4.9 (+1.6)".
        public var ratingText: String {
            "\(EveningSummary.ratingText(ratingBefore.ordinal)) → \(EveningSummary.ratingText(ratingAfter.ordinal)) (\(ratingChangeText))"
        }
    }

    public var evening: Evening
    public var games: [GameLine]
    /// The tournaments with a table game (or a result entered) that evening, by name.
    public var tournaments: [EveningTournament]
    /// Most wins first, then by name in natural order.
    public var people: [PersonLine]

    public init(evening: Evening, games: [GameLine], tournaments: [EveningTournament] = [], people: [PersonLine]) {
        (self.evening, self.games, self.tournaments, self.people) = (evening, games, tournaments, people)
    }

    /// A rating's ordinal as a list writes it: one decimal ("12.3", "-0.4").
    public static func ratingText(_ value: Double) -> String {
        let rounded = rounded(value)
        return String(format: "%.1f", rounded == 0 ? 0 : rounded)
    }

    /// To one decimal, as lists write ratings.
    static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    /// A change as a list writes it: "+1.2", "-0.4", "0.0".
    public static func changeText(_ value: Double) -> String {
        let text = ratingText(value)
        return text.hasPrefix("-") || text == "0.0" ? text : "+" + text
    }
}
