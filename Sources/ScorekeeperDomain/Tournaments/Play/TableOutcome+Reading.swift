/// Why typed text is no result for a table, in words: the command line's `tournament result`
/// and the tournament screen's prompt both show `message(table:)`, so a result that does not read
/// says what is wrong with it ("'x' is not a score…", "a table of 3 needs 3 scores…") rather
/// than only which forms there are.
public struct TableOutcomeTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was typed.
    public var text: String
    /// What is wrong with it, a sentence without its capital (it follows a colon).
    public var reason: String

    public init(text: String, reason: String) {
        self.text = text
        self.reason = reason
    }

    public var description: String { reason }

    /// "'scores 1 x 3' is no result for table 1: 'x' is not a score. A score is a whole number…"
    public func message(table: Int) -> String {
        "'\(Sanitized.text(text))' is no result for table \(table): \(reason)"
    }
}

/// Reading a typed result, with the reason when it does not read. The failable initialisers
/// (`init?(text:seats:)`, `init?(text:seats:rules:)`) are these without the reason.
extension TableOutcome {
    /// Reads a result for a table of `seats` as `read(_:seats:gameScore:)` does, and also scores:
    /// "scores 26 0 13 39" (or "score", commas between them too), each any score a game holds
    /// (`ScoreText`), placed by `rules`. `gameScore` says which forms to name when nothing reads.
    public static func read(_ text: String, seats: Int, rules: GameRules,
                            gameScore: Bool = false) throws(TableOutcomeTextError) -> TableOutcome {
        let words = text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        guard let first = words.first?.lowercased(), first == Self.scoresWord || first == "score" else {
            return try read(text, seats: seats, gameScore: gameScore)
        }
        let typed = words.dropFirst()
        guard typed.count == seats else {
            throw TableOutcomeTextError(text: text, reason: "a table of \(seats) needs \(seats) scores, one a seat in seat order, and \(Self.given(typed.count)).")
        }
        var scores: [Int] = []
        for word in typed {
            guard let score = ScoreText.read(word) else { throw TableOutcomeTextError(text: text, reason: ScoreText.refusal(word)) }
            scores.append(score)
        }
        return .scored(scores, rules: rules)
    }

    /// Reads a result for a table of `seats`: "1-0", "0-1", "½-½" (or "1/2", "1/2-1/2", "0.5-0.5",
    /// "=", "draw": few keyboards type "½"),
    /// "+-", "-+", "--" (forfeits, also "+/-" and "1F-0F"); at more, places seat by seat
    /// ("1 2 2 4" or "1,2,2,4") or a forfeit ("forfeit + - - -").
    public static func read(_ text: String, seats: Int, gameScore: Bool = false) throws(TableOutcomeTextError) -> TableOutcome {
        let forms = Self.forms(seats: seats, gameScore: gameScore)
        func refused(_ reason: String) -> TableOutcomeTextError { TableOutcomeTextError(text: text, reason: reason) }
        let compact = text.lowercased().filter { !$0.isWhitespace }
        if seats == 2 {
            switch compact {
            case "1-0", "1:0", "10": return .places([1, 2])
            case "0-1", "0:1", "01": return .places([2, 1])
            case "½-½", "1/2-1/2", "0.5-0.5", ".5-.5", "=", "draw", "½", "1/2", "0.5", "½:½", "0.5:0.5": return .places([1, 1])
            case "+-", "+/-", "1f-0f", "+:-": return .forfeit(winners: [true, false])
            case "-+", "-/+", "0f-1f", "-:+": return .forfeit(winners: [false, true])
            case "--", "-/-", "0f-0f", "-:-": return .forfeit(winners: [false, false])
            default: throw refused("give \(forms).")
            }
        }
        var parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        guard !parts.isEmpty else { throw refused("give \(forms).") }
        // "forfeit + - - +" (also "forfeit: …", as `text` writes it): who wins by forfeit, seat by seat.
        if let first = parts.first?.lowercased(), first == "forfeit" || first == "forfeit:" {
            parts.removeFirst()
            if let mark = parts.first(where: { $0 != "+" && $0 != "-" }) {
                throw refused("a forfeit marks each seat + (wins by forfeit) or - (loses by it), not '\(Sanitized.text(mark))'.")
            }
            guard parts.count == seats else {
                throw refused("a forfeit at a table of \(seats) marks \(seats) seats, + or -, and \(Self.given(parts.count)).")
            }
            return .forfeit(winners: parts.map { $0 == "+" })
        }
        var places: [Int] = []
        for part in parts {
            guard let place = Int(part) else {
                throw refused(gameScore ? "give \(forms)." : "'\(Sanitized.text(part))' is not a place: give \(forms).")
            }
            guard (1...seats).contains(place) else { throw refused("places run from 1 to \(seats) at this table, not \(place).") }
            places.append(place)
        }
        guard places.count == seats else {
            throw refused("a table of \(seats) needs \(seats) places, one a seat in seat order, and \(Self.given(places.count)).")
        }
        // A place shared by k seats covers k places: the next is k further on.
        let sorted = places.sorted()
        for (index, place) in sorted.enumerated() where index == 0 || place != sorted[index - 1] {
            guard place == index + 1 else {
                throw refused("tied places take up the places after them, so \(place) cannot follow \(sorted[..<index].map(String.init).joined(separator: " ")); \(index + 1) would.")
            }
        }
        return .places(places)
    }

    /// "2 were given", "1 was given", "none was given".
    private static func given(_ count: Int) -> String {
        count == 0 ? "none was given" : count == 1 ? "1 was given" : "\(count) were given"
    }
}
