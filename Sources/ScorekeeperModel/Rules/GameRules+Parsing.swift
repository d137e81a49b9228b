import Foundation

extension GameRules {
    /// An example of the rules line, for hints and refusals.
    public static let example = "lowest wins, target 100, 6 rounds"

    /// Reads a rules line as `summary` writes it, or as people type it: "lowest wins · target
    /// 100 · 6 rounds", "lowest, 100, 6 rounds", "lowest wins target 100 6 rounds", "highest".
    /// Commas, semicolons and "·" separate parts but are not needed. What is not mentioned is not
    /// set (no target, no number of rounds): the line describes the whole rules.
    ///
    /// The whole line must be understood: a word that is not part of the rules ("winslowest",
    /// "roundsXYZ") refuses the line, naming it, and so do contradictions ("highest lowest") and
    /// a part given twice.
    public static func parse(_ text: String) throws -> GameRules {
        var words = RulesWords(text)
        var rules = GameRules()
        var said = Set<Part>()

        func set(_ part: Part, _ word: String) throws {
            guard said.insert(part).inserted else {
                throw refusal("'\(word)' says the \(part.rawValue) a second time")
            }
        }

        while let word = words.next() {
            switch word {
            case "highest", "high", "most":
                try set(.winner, word)
                rules.winning = .highest
                words.skipWinsAndScore()
            case "lowest", "low", "fewest", "least":
                try set(.winner, word)
                rules.winning = .lowest
                words.skipWinsAndScore()
            case "target", "to", "first":
                // "target 100", "to 100", "first to 100".
                if word == "first", words.peek() == "to" { _ = words.next() }
                guard let number = words.nextNumber() else {
                    throw refusal("'\(word)' needs a score after it, like \(word) 100")
                }
                try set(.target, word)
                rules.target = number
            case "no":
                guard let next = words.next() else { throw refusal("'no' needs 'target' or 'rounds' after it") }
                switch next {
                case "target":
                    try set(.target, next)
                    rules.target = nil
                case "rounds", "round", "limit":
                    try set(.rounds, next)
                    rules.rounds = nil
                default:
                    throw refusal("didn't understand 'no \(Sanitized.text(next))'")
                }
            case "rounds", "round":
                // "rounds 6" (the other way round is below, after the number).
                guard let number = words.nextNumber() else {
                    throw refusal("'\(word)' needs a number, like 6 rounds")
                }
                try set(.rounds, word)
                rules.rounds = number
            default:
                guard let number = Int(word) else {
                    throw refusal("didn't understand '\(Sanitized.text(word))'")
                }
                if let next = words.peek(), next == "rounds" || next == "round" {
                    _ = words.next()
                    try set(.rounds, next)
                    rules.rounds = number
                } else if let next = words.peek(), Int(next) == nil, !RulesWords.keywords.contains(next) {
                    // "6 roundsXYZ": the word after the number is what was not understood.
                    throw refusal("didn't understand '\(Sanitized.text(next))'")
                } else {
                    // A bare number is the target.
                    try set(.target, word)
                    rules.target = number
                }
            }
        }
        return try rules.validated()
    }

    /// The parts a rules line can say once each.
    private enum Part: String {
        case winner = "winner"
        case target = "target"
        case rounds = "number of rounds"
    }

    private static func refusal(_ reason: String) -> ScorekeeperError {
        ScorekeeperError.other("Rules: \(reason). Try: \(example)")
    }
}

/// The words of a rules line, lowercased, with the separators (whitespace, ",", ";", "·", ":")
/// removed.
private struct RulesWords {
    private var words: [String]
    private var position = 0

    init(_ text: String) {
        words = text.lowercased()
            .split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == ";" || $0 == "·" || $0 == ":" })
            .map(String.init)
    }

    mutating func next() -> String? {
        guard position < words.count else { return nil }
        defer { position += 1 }
        return words[position]
    }

    func peek() -> String? {
        position < words.count ? words[position] : nil
    }

    /// The next word when it is a number (consumed), else nil (nothing consumed).
    mutating func nextNumber() -> Int? {
        guard let word = peek(), let number = Int(word) else { return nil }
        position += 1
        return number
    }

    /// The words a part of the rules can start with.
    static let keywords: Set<String> = ["highest", "high", "most", "lowest", "low", "fewest", "least", "target", "to", "first",
                                        "no", "rounds", "round"]

    /// "highest score wins", "lowest wins": the words after the winner that add nothing.
    mutating func skipWinsAndScore() {
        while let word = peek(), ["wins", "win", "score", "scores"].contains(word) { position += 1 }
    }
}
