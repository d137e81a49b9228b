import Foundation

/// The timestamps that order score changes: UTC text of fixed width with milliseconds,
/// `yyyy-MM-dd HH:mm:ss.SSS` (the format GRDB uses for dates, so they read back as `Date`).
///
/// Fixed-width text compares in time order, so `ORDER BY createdAt, id` is the order of play in
/// every process and every copy of a file. A new stamp is never before the file's last one (its
/// one clock, `syncClock`: see AppDatabase+Clock): it is the later of the wall clock and the last
/// stamp plus one millisecond (a hybrid logical clock), so writes made one after another keep
/// their order even when two land in the same millisecond or the system clock steps back.
public enum ChangeClock {
    /// The smallest step between two stamps.
    static let tick: Int64 = 1

    /// The stamp after `last` (nil: the first one), at `now` unless that is not later.
    public static func next(after last: String?, wallClock now: Date) -> String {
        let wall = milliseconds(now)
        guard let last, let lastMilliseconds = milliseconds(last) else { return text(wall) }
        return text(max(wall, lastMilliseconds + tick))
    }

    /// Milliseconds since 1970 (rounded down), the clock's unit.
    package static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }

    /// The stamp for a number of milliseconds since 1970.
    package static func text(_ milliseconds: Int64) -> String {
        DatabaseTimestamp.text(milliseconds: milliseconds)
    }

    /// Milliseconds since 1970 from a stamp; nil when the text is not one.
    package static func milliseconds(_ text: String) -> Int64? {
        let bytes = Array(text.utf8)
        // yyyy-MM-dd HH:mm:ss.SSS: digits everywhere but at the separators.
        guard bytes.count == 23 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              let millis = number(20..<23) else { return nil }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        return Int64(timegm(&parts)) * 1000 + Int64(millis)
    }

    /// A date read back from a stamp as ISO 8601 with milliseconds. Rounded, not truncated: a
    /// stamp's milliseconds come back as a binary fraction a hair below or above.
    public static func iso8601(_ date: Date) -> String {
        iso8601(text(Int64((date.timeIntervalSince1970 * 1000).rounded())))
    }

    /// `iso8601(date)`'s UTF-8 bytes appended to `output`, without the texts it goes through (a
    /// stamp made, parsed back with `timegm`, made again, then copied character by character to
    /// turn its space into a `T`): `game list --json` writes one per game, and on a file of ten
    /// thousand games those were a tenth of its instructions. The same bytes for every date
    /// (`ChangeClockTests` holds the two together).
    public static func appendISO8601(_ date: Date, to output: inout [UInt8]) {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        guard DatabaseTimestamp.appendText(milliseconds: milliseconds, separator: UInt8(ascii: "T"), to: &output) else {
            // Years outside 0-9999, whose stamp `iso8601` leaves as it is.
            output.append(contentsOf: iso8601(date).utf8)
            return
        }
        output.append(UInt8(ascii: "Z"))
    }

    /// A stamp as ISO 8601 (`2026-11-22T10:11:12.123Z`), the form exports use.
    public static func iso8601(_ stamp: String) -> String {
        guard let milliseconds = milliseconds(stamp) else { return stamp }
        // The one space becomes a T in Swift's own String: Foundation's replacingOccurrences goes
        // through NSString, whose first use costs a command 1.4 million instructions.
        return String(text(milliseconds).map { $0 == " " ? "T" : $0 }) + "Z"
    }
}
