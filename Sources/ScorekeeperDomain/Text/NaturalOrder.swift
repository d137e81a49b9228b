import Foundation

/// The order people expect for names and titles, as file managers sort: without case or accents,
/// with runs of digits compared as numbers ("K2" before "K10", "k3" between them, "Zoë" between
/// "Zoe" and "Zof"). Names that differ only in case, accents (or leading zeros) keep a fixed
/// order by code point, so every list and every command sorts them the same way; rows whose
/// names are equal go by id (see `GameStandings.precedes`, `PersonFigures.precedesByName`).
public enum NaturalOrder {
    /// Compares two names.
    public static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        // Most names are ASCII: compared byte by byte, the same rule costs no allocation (a
        // game of 2,000 players is sorted on every change to it).
        if let result = asciiCompare(lhs, rhs) { return result }
        return chunkCompare(lhs, rhs)
    }

    /// The rule itself, for any text: chunks of digits and of the rest, compared in turn.
    static func chunkCompare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        var left = Chunks(lhs), right = Chunks(rhs)
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil):
                return lhs == rhs ? .orderedSame : codePointOrder(lhs, rhs)
            case (nil, _): return .orderedAscending
            case (_, nil): return .orderedDescending
            case let (a?, b?):
                let result = compare(a, b)
                if result != .orderedSame { return result }
            }
        }
    }

    /// The same order for two ASCII names, without splitting them into strings; nil when either
    /// is not ASCII.
    static func asciiCompare(_ lhs: String, _ rhs: String) -> ComparisonResult? {
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { a in
            rhs.withUTF8 { b -> ComparisonResult? in
                guard !a.contains(where: { $0 >= 0x80 }), !b.contains(where: { $0 >= 0x80 }) else { return nil }
                func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
                func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
                var i = 0, j = 0
                while i < a.count || j < b.count {
                    if i == a.count { return .orderedAscending }
                    if j == b.count { return .orderedDescending }
                    let digits = isDigit(a[i])
                    if digits != isDigit(b[j]) { return digits ? .orderedAscending : .orderedDescending }
                    var endA = i, endB = j
                    while endA < a.count && isDigit(a[endA]) == digits { endA += 1 }
                    while endB < b.count && isDigit(b[endB]) == digits { endB += 1 }
                    if digits {
                        // As numbers of any length: without leading zeros, shorter is smaller.
                        var startA = i, startB = j
                        while startA < endA && a[startA] == 0x30 { startA += 1 }
                        while startB < endB && b[startB] == 0x30 { startB += 1 }
                        if endA - startA != endB - startB { return endA - startA < endB - startB ? .orderedAscending : .orderedDescending }
                        for k in 0..<(endA - startA) where a[startA + k] != b[startB + k] {
                            return a[startA + k] < b[startB + k] ? .orderedAscending : .orderedDescending
                        }
                    } else {
                        // Without case, code point by code point; a prefix comes first.
                        let length = min(endA - i, endB - j)
                        for k in 0..<length where lower(a[i + k]) != lower(b[j + k]) {
                            return lower(a[i + k]) < lower(b[j + k]) ? .orderedAscending : .orderedDescending
                        }
                        if endA - i != endB - j { return endA - i < endB - j ? .orderedAscending : .orderedDescending }
                    }
                    i = endA
                    j = endB
                }
                // Equal but for case or leading zeros: a fixed order by code point.
                guard a.count == b.count, a.elementsEqual(b) else {
                    return a.lexicographicallyPrecedes(b) ? .orderedAscending : .orderedDescending
                }
                return .orderedSame
            }
        }
    }

    /// Whether `lhs` sorts before `rhs`.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        compare(lhs, rhs) == .orderedAscending
    }

    /// A run of digits (compared as a number) or of anything else (compared without case).
    private enum Chunk {
        case number(Substring)
        case text(Substring)
    }

    private static func compare(_ a: Chunk, _ b: Chunk) -> ComparisonResult {
        switch (a, b) {
        case let (.number(x), .number(y)):
            // Compared as numbers of any length: without leading zeros, shorter is smaller.
            let (x, y) = (x.drop { $0 == "0" }, y.drop { $0 == "0" })
            if x.count != y.count { return x.count < y.count ? .orderedAscending : .orderedDescending }
            return x == y ? .orderedSame : (x < y ? .orderedAscending : .orderedDescending)
        case (.number, .text): return .orderedAscending
        case (.text, .number): return .orderedDescending
        case let (.text(x), .text(y)):
            let (x, y) = (folded(x), folded(y))
            return x == y ? .orderedSame : codePointOrder(x, y)
        }
    }

    /// Text without accents, in lower case ("Zoë" and "ZOE" read alike); ß stays one letter.
    private static func folded(_ text: Substring) -> String {
        text.folding(options: .diacriticInsensitive, locale: nil).lowercased()
    }

    private static func codePointOrder(_ a: String, _ b: String) -> ComparisonResult {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) ? .orderedAscending : .orderedDescending
    }

    /// Splits a name into chunks, left to right.
    private struct Chunks {
        private var rest: Substring

        init(_ text: String) { rest = Substring(text) }

        mutating func next() -> Chunk? {
            guard let first = rest.first else { return nil }
            let isDigit = first.isASCII && first.isNumber
            let run = rest.prefix { ($0.isASCII && $0.isNumber) == isDigit }
            rest = rest.dropFirst(run.count)
            return isDigit ? .number(run) : .text(run)
        }
    }
}
