import Foundation

/// The games list's filter: a title matches when it contains the typed text (trimmed), ignoring
/// case and accents ("zoe" finds "Zoë's party"); a number at either end of the typed text matches
/// a whole number of the title, so "table 1" finds "round 2, table 1" and not "table 12", and
/// "2, table" does not find "round 12, table 3". The same rule in Swift and in SQL
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
        /// Whether the filter starts or ends with a digit: a match there must not run on into
        /// more digits of the title.
        private let edges: NumberEdges

        public init(_ filter: String) {
            text = filter.trimmingCharacters(in: .whitespaces)
            let bytes = Array(text.utf8)
            folded = bytes.allSatisfy { $0 < 0x80 } ? bytes.map(TitleFilter.lower) : nil
            edges = NumberEdges(startsWithDigit: text.unicodeScalars.first.map(TitleFilter.isDigit) ?? false,
                                endsWithDigit: text.unicodeScalars.last.map(TitleFilter.isDigit) ?? false)
        }

        public var isEmpty: Bool { text.isEmpty }

        public func matches(_ title: String) -> Bool {
            guard !text.isEmpty else { return true }
            // Plain ASCII on both sides (most titles): folding case byte by byte is the whole
            // rule, and a hundred times faster than the general comparison.
            if let folded {
                var title = title
                if let found = title.withUTF8({ TitleFilter.asciiContains($0, folded, edges: edges) }) { return found }
            }
            return TitleFilter.generalContains(title, text, edges: edges)
        }
    }

    /// Where a filter's numbers must end: at its start, its end, both or neither.
    struct NumberEdges: Sendable {
        var startsWithDigit = false
        var endsWithDigit = false
    }

    /// Whether `scalar` is a digit 0-9: a number's digits, as the filter reads them.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// The general comparison (any script, case and accents ignored): some occurrence of `text`
    /// in `title` whose numbers at the edges are whole.
    static func generalContains(_ title: String, _ text: String, edges: NumberEdges) -> Bool {
        var searched = title.startIndex..<title.endIndex
        while let found = title.range(of: text, options: [.caseInsensitive, .diacriticInsensitive], range: searched) {
            let before = found.lowerBound > title.startIndex ? title[title.index(before: found.lowerBound)].unicodeScalars.last : nil
            let after = found.upperBound < title.endIndex ? title[found.upperBound].unicodeScalars.first : nil
            if !(edges.startsWithDigit && before.map(isDigit) == true) && !(edges.endsWithDigit && after.map(isDigit) == true) {
                return true
            }
            guard found.lowerBound < title.endIndex else { return false }
            searched = title.index(after: found.lowerBound)..<title.endIndex
        }
        return false
    }

    /// Whether `haystack` contains `pattern` (already lowercased) ignoring ASCII case, with whole
    /// numbers at the `edges` that need them; nil when the haystack is not ASCII (the general
    /// comparison decides then).
    static func asciiContains(_ haystack: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8],
                              edges: NumberEdges = NumberEdges()) -> Bool? {
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
                    if offset == word.count
                        && !(edges.startsWithDigit && index > 0 && isDigitByte(haystack[index - 1]))
                        && !(edges.endsWithDigit && index + offset < haystack.count && isDigitByte(haystack[index + offset])) {
                        return true
                    }
                }
                index += 1
            }
            return false
        }
    }

    static func isDigitByte(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    static func lower(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
