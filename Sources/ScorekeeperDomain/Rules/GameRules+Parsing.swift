import Foundation

extension GameRules {
    /// An example of the rules line, for hints and refusals.
    public static let example = "lowest wins, target 100, 6 rounds"
    /// An example of the table's rules, for the rules prompt's hint and `--help`.
    public static let tableExample = "dealer rotates, turn 60s, player clocks, round total 26 or 78"

    /// Reads a rules line as `summary` writes it, or as people type it: "lowest wins · target
    /// 100 · 6 rounds", "lowest, 100, 6 rounds", "lowest wins target 100 6 rounds", "highest".
    /// Commas, semicolons and "·" separate parts but are not needed. What is not mentioned is not
    /// set (no target, no number of rounds): the line describes the whole rules.
    ///
    /// The table's rules go on the same line: "dealer rotates", "turn 60s" (or "turn 2m"),
    /// "player clocks", "round total 26 or 78"; "no dealer", "no turn limit", "no player clocks"
    /// and "no round total" say them off.
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
                case "rounds" where words.peek() == "total" || words.peek() == "totals",
                     "round" where words.peek() == "total" || words.peek() == "totals":
                    _ = words.next()
                    try set(.roundTotals, next)
                    rules.roundTotals = []
                case "rounds", "round", "limit":
                    try set(.rounds, next)
                    rules.rounds = nil
                case "dealer":
                    try set(.dealer, next)
                    rules.dealerRotates = false
                case "turn", "turns":
                    if words.peek() == "limit" || words.peek() == "timer" { _ = words.next() }
                    try set(.turnLimit, next)
                    rules.turnLimit = nil
                case "player", "players", "clocks", "clock":
                    if next.hasPrefix("player"), words.peek() == "clocks" || words.peek() == "clock" { _ = words.next() }
                    try set(.playerClocks, next)
                    rules.playerClocks = false
                default:
                    throw refusal("didn't understand 'no \(Sanitized.text(next))'")
                }
            case "dealer":
                // "dealer rotates", "dealer rotating", or just "dealer".
                if let next = words.peek(), ["rotates", "rotate", "rotating", "passes"].contains(next) { _ = words.next() }
                try set(.dealer, word)
                rules.dealerRotates = true
            case "turn", "turns":
                // "turn 60s", "turn 2m", "turn limit 90".
                if words.peek() == "limit" || words.peek() == "timer" { _ = words.next() }
                guard let seconds = words.nextSeconds() else {
                    throw refusal("'\(word)' needs a time after it, like turn 60s")
                }
                try set(.turnLimit, word)
                rules.turnLimit = seconds
            case "player", "players", "chess":
                guard let next = words.next(), next == "clocks" || next == "clock" else {
                    throw refusal("'\(word)' needs 'clocks' after it, like player clocks")
                }
                try set(.playerClocks, word)
                rules.playerClocks = true
            case "total", "totals":
                try set(.roundTotals, word)
                rules.roundTotals = try words.roundTotals(after: word)
            case "rounds" where words.peek() == "total" || words.peek() == "totals",
                 "round" where words.peek() == "total" || words.peek() == "totals":
                // "round total 26 or 78".
                _ = words.next()
                try set(.roundTotals, word)
                rules.roundTotals = try words.roundTotals(after: "round total")
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

    /// A time as the rules line and `--turn-limit` take it ("60", "60s", "2m", "90 s"), in
    /// seconds; nil when it is not one.
    public static func seconds(_ text: String) -> Int? {
        var words = RulesWords(text)
        guard let seconds = words.nextSeconds(), words.next() == nil else { return nil }
        return seconds
    }

    /// The parts a rules line can say once each.
    private enum Part: String {
        case winner = "winner"
        case target = "target"
        case rounds = "number of rounds"
        case dealer = "dealer"
        case turnLimit = "turn limit"
        case playerClocks = "player clocks"
        case roundTotals = "round total"
    }

    fileprivate static func refusal(_ reason: String) -> ScorekeeperError {
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
                                        "no", "rounds", "round", "dealer", "turn", "turns", "player", "players", "chess",
                                        "total", "totals"]

    /// A time: "60s", "60", "2m", "90 s", "1 min"; nil (nothing consumed) when the next word is
    /// not one.
    mutating func nextSeconds() -> Int? {
        guard let word = peek() else { return nil }
        let digits = word.prefix { $0.isNumber }
        guard !digits.isEmpty, let number = Int(digits) else { return nil }
        let suffix = String(word.dropFirst(digits.count))
        var scale = 1
        if !suffix.isEmpty {
            guard let known = Self.units[suffix] else { return nil }
            scale = known
            position += 1
        } else {
            position += 1
            if let next = peek(), let known = Self.units[next] {
                scale = known
                position += 1
            }
        }
        let (seconds, overflow) = number.multipliedReportingOverflow(by: scale)
        return overflow ? Int.max : seconds
    }

    private static let units: [String: Int] = ["s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
                                               "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60]

    /// "26 or 78", "26 78", "26": the totals after "round total", at least one.
    mutating func roundTotals(after word: String) throws -> [Int] {
        var totals: [Int] = []
        while true {
            if let number = nextNumber() {
                totals.append(number)
            } else if peek() == "or", !totals.isEmpty {
                position += 1
                continue
            } else {
                break
            }
        }
        guard !totals.isEmpty else {
            throw GameRules.refusal("'\(word)' needs a number after it, like round total 26")
        }
        return totals
    }

    /// "highest score wins", "lowest wins": the words after the winner that add nothing.
    mutating func skipWinsAndScore() {
        while let word = peek(), ["wins", "win", "score", "scores"].contains(word) { position += 1 }
    }
}
