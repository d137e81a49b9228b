/// What a score is, stated once: a whole number a 64-bit integer holds, as a game keeps it
/// (`Player.score`). Every place a score comes in as text (typed on the command line or in a
/// prompt, a tournament's result, a synced row) reads it here and refuses what it cannot hold
/// with `limit`, which names the range.
public enum ScoreText {
    /// The scores there are: a game's score is an `Int`, 64 bits wide on every platform built for.
    public static let range: ClosedRange<Int> = Int.min...Int.max

    /// The sentence every refusal of a score ends with.
    public static let limit = "A score is a whole number from \(range.lowerBound) to \(range.upperBound)."

    /// The score `text` writes: ASCII digits after an optional sign ("+", "-", or the minus sign
    /// "−" a word processor puts in); nil for anything else, and for a whole number past `range`.
    public static func read(_ text: some StringProtocol) -> Int? {
        var digits = Substring(text)
        var negative = false
        if let first = digits.first, first == "+" || first == "-" || first == "−" {
            negative = first != "+"
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        // String + String: a Substring appended to a String goes through the generic
        // `append(contentsOf:)`, whose casts cost a scan of the program's conformances on first use.
        return Int(negative ? "-" + String(digits) : String(digits))
    }

    /// Why `text` is no score, as a sentence to show after what it was typed for:
    /// "'99999999999999999999' is not a score. A score is a whole number from … to …."
    public static func refusal(_ text: some StringProtocol) -> String {
        "'\(Sanitized.text(String(text)))' is not a score. \(limit)"
    }
}
