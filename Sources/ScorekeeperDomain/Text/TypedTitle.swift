import Foundation

/// A title as people type it: "Hearts 2", "Hearts #2" and "hearts·2" all mean "Hearts · 2". The
/// rematch's `·` is hard to type, so it never has to be: a `·` (or `•`), and a `#` before a
/// number, count as a space, runs of spaces as one, and case is ignored. Titles that differ only
/// so are one title to a person: `game add` says when a new title is one already in use.
public enum TypedTitle {
    /// The title reduced to what a person types of it: "Hearts · 2" → "hearts 2".
    public static func key(_ title: String) -> String {
        var words: [String] = []
        var word = ""
        let characters = Array(title)
        for (index, character) in characters.enumerated() {
            let isNumberSign = character == "#" && index + 1 < characters.count && characters[index + 1].isNumber
            if character.isWhitespace || character == "·" || character == "•" || isNumberSign {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.joined(separator: " ").lowercased()
    }

    /// The title without a trailing number set apart as a rematch's is, however typed:
    /// "Hearts · 2", "Hearts 2", "Hearts #2" and "hearts·2" → "Hearts" ("hearts"); a title that
    /// is only a number, or has none, stays as it is.
    public static func base(_ title: String) -> String {
        var characters = Array(title.trimmingCharacters(in: .whitespaces))
        let length = characters.count
        while let last = characters.last, last.isNumber { characters.removeLast() }
        let digits = length - characters.count
        var separated = false
        while let last = characters.last, last.isWhitespace || last == "·" || last == "•" || last == "#" {
            characters.removeLast()
            separated = true
        }
        guard digits > 0, separated, !characters.isEmpty else { return title.trimmingCharacters(in: .whitespaces) }
        return String(characters)
    }

    /// Whether a stored title is what was typed, as a person means it.
    public static func matches(_ title: String, typed: String) -> Bool {
        key(title) == key(typed)
    }
}
