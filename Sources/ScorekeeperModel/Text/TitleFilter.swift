import Foundation

/// The games list's filter: a title matches when it contains the typed text (trimmed), ignoring
/// case and accents ("zoe" finds "Zoë's party"). The same rule in Swift and in SQL
/// (`titleMatches("title", ?)`), so the list can be filtered by the database a page at a time.
public enum TitleFilter {
    /// Whether `title` matches `filter`; an empty (or blank) filter matches everything.
    public static func matches(_ title: String, _ filter: String) -> Bool {
        Matcher(filter).matches(title)
    }

    /// A filter prepared once (trimmed, its ASCII folded) for many titles: the games list runs
    /// one over every title on each key typed.
    public struct Matcher: Sendable {
        public let text: String
        /// The filter's bytes, lowercased, when it is plain ASCII.
        private let folded: [UInt8]?

        public init(_ filter: String) {
            text = filter.trimmingCharacters(in: .whitespaces)
            let bytes = Array(text.utf8)
            folded = bytes.allSatisfy { $0 < 0x80 } ? bytes.map(TitleFilter.lower) : nil
        }

        public var isEmpty: Bool { text.isEmpty }

        public func matches(_ title: String) -> Bool {
            guard !text.isEmpty else { return true }
            // Plain ASCII on both sides (most titles): folding case byte by byte is the whole
            // rule, and a hundred times faster than the general comparison.
            if let folded {
                var title = title
                if let found = title.withUTF8({ TitleFilter.asciiContains($0, folded) }) { return found }
            }
            return title.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    /// Whether `haystack` contains `pattern` (already lowercased) ignoring ASCII case; nil when
    /// the haystack is not ASCII (the general comparison decides then).
    static func asciiContains(_ haystack: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8]) -> Bool? {
        guard !haystack.contains(where: { $0 >= 0x80 }) else { return nil }
        guard let first = pattern.first else { return true }
        guard pattern.count <= haystack.count else { return false }
        return pattern.withUnsafeBufferPointer { word in
            var index = 0
            let last = haystack.count - word.count
            while index <= last {
                if lower(haystack[index]) == first {
                    var offset = 1
                    while offset < word.count && lower(haystack[index + offset]) == word[offset] { offset += 1 }
                    if offset == word.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    static func lower(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
