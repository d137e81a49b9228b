import Foundation
import GRDB

/// The games list's filter: a title matches when it contains the typed text (trimmed), ignoring
/// case and accents ("zoe" finds "Zoë's party"). The same rule in Swift and in SQL
/// (`titleMatches("title", ?)`), so the list can be filtered by the database a page at a time.
public enum TitleFilter {
    /// Whether `title` matches `filter`; an empty (or blank) filter matches everything.
    public static func matches(_ title: String, _ filter: String) -> Bool {
        let text = filter.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return true }
        // Plain ASCII on both sides (most titles): folding case byte by byte is the whole rule,
        // and a hundred times faster than the general comparison, which the filter runs over
        // every title on every key.
        if let found = asciiContains(title.utf8, text.utf8) { return found }
        return title.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }

    /// Whether `haystack` contains `needle` ignoring ASCII case; nil when either is not ASCII.
    static func asciiContains(_ haystack: String.UTF8View, _ needle: String.UTF8View) -> Bool? {
        let folded = Array(needle)
        guard folded.allSatisfy({ $0 < 0x80 }) else { return nil }
        let pattern = folded.map(lower)
        var candidate: [UInt8] = []
        candidate.reserveCapacity(haystack.count)
        for byte in haystack {
            guard byte < 0x80 else { return nil }
            candidate.append(lower(byte))
        }
        guard pattern.count <= candidate.count else { return false }
        return candidate.withUnsafeBufferPointer { text in
            pattern.withUnsafeBufferPointer { word in
                guard let first = word.first else { return true }
                var index = 0
                let last = text.count - word.count
                while index <= last {
                    if text[index] == first && (1..<word.count).allSatisfy({ text[index + $0] == word[$0] }) { return true }
                    index += 1
                }
                return false
            }
        }
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    /// The SQL function, registered on every Scorekeeper connection (not in the schema, so the
    /// file stays readable in the `sqlite3` shell).
    public static let function = DatabaseFunction("titleMatches", argumentCount: 2, pure: true) { values in
        guard let title = String.fromDatabaseValue(values[0]), let filter = String.fromDatabaseValue(values[1]) else {
            return false
        }
        return matches(title, filter)
    }
}
