import Foundation
import ScorekeeperStore

/// What a person typed in the score prompt: "5" or "+5" adds, "-3" takes away, "=12" sets.
public enum ScoreEntry: Equatable, Sendable {
    case add(Int)
    case set(Int)

    public static let hint = "5 adds 5, -3 takes 3 away, =12 sets the score to 12"

    /// Reads the typed text, or throws a one-line reason to show under the field.
    public static func parse(_ raw: String) throws(ScoreEntryError) -> ScoreEntry {
        var text = Substring(raw.trimmingCharacters(in: .whitespaces))
        var setting = false
        if text.first == "=" {
            setting = true
            text = text.dropFirst().drop(while: { $0 == " " })
        }
        guard !text.isEmpty else { throw .empty }
        var sign = ""
        if let first = text.first, first == "+" || first == "-" || first == "−" {
            sign = first == "+" ? "" : "-"
            text = text.dropFirst().drop(while: { $0 == " " })
        }
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .notANumber }
        guard let value = Int(sign + text) else { throw .tooLarge }
        return setting ? .set(value) : .add(value)
    }
}

/// Why typed score text was refused.
public enum ScoreEntryError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case notANumber
    case tooLarge

    public var description: String {
        switch self {
        case .empty: return "Type an amount: 5, -3 or =12."
        case .notANumber: return "Not a number: type 5, -3 or =12."
        case .tooLarge: return ScoreText.limit
        }
    }
}
