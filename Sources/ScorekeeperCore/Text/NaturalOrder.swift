import Foundation
import GRDB

/// The order people expect for names and titles, as file managers sort: case-insensitive, with
/// runs of digits compared as numbers ("K2" before "K10", "k3" between them). Names that differ
/// only in case (or leading zeros) keep a fixed order by code point, so every list and every
/// command sorts them the same way.
public enum NaturalOrder {
    /// Compares two names.
    public static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
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

    /// Whether `lhs` sorts before `rhs`.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        compare(lhs, rhs) == .orderedAscending
    }

    /// The SQLite collation name used in queries: `ORDER BY "name" COLLATE naturalOrder`. It exists
    /// only in Scorekeeper's connections, so the schema never uses it (the file stays readable in
    /// the `sqlite3` shell); queries do.
    public static let collationName = "naturalOrder"

    public static let collation = DatabaseCollation(collationName) { lhs, rhs in
        compare(lhs, rhs)
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
            let (x, y) = (x.lowercased(), y.lowercased())
            return x == y ? .orderedSame : codePointOrder(x, y)
        }
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
