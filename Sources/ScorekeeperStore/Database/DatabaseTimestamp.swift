import Foundation
import GRDB
import ScorekeeperDomain

/// Dates as the file stores them: `yyyy-MM-dd HH:mm:ss.SSS` in UTC, GRDB's format for `Date`,
/// written and read with integer arithmetic instead of GRDB's `DateFormatter` and `Calendar`.
///
/// Starting those costs a command about 1.5 ms (Foundation loads its calendar and time zone data
/// on first use), more than the rest of a score change's own work. The results are exactly
/// GRDB's: the same text for a date, the same `Date` for a text (the tests hold both to GRDB on
/// random dates). Outside the years where that was checked (2000-9999 for writing, 1600-9999 for
/// reading, where Foundation's calendar is the proleptic Gregorian one) and for any other text
/// form, GRDB's own conversion is used.
public enum DatabaseTimestamp {
    /// `date` as GRDB would store it.
    public static func text(_ date: Date) -> String {
        // GRDB's formatter rounds to the nearest millisecond (half up).
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard milliseconds >= 946_684_800_000, milliseconds <= 253_402_300_799_999 else {
            return String.fromDatabaseValue(date.databaseValue) ?? ""
        }
        return text(milliseconds: Int64(milliseconds))
    }

    /// The text for a number of milliseconds since 1970, as GRDB and `ChangeClock` write it.
    package static func text(milliseconds: Int64) -> String {
        // Floor division, so a moment before 1970 still gets a non-negative millisecond part.
        let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let wholeSeconds = fraction < 0 ? seconds - 1 : seconds
        let millis = Int(fraction < 0 ? fraction + 1000 : fraction)
        var time = time_t(wholeSeconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        let year = Int(parts.tm_year) + 1900
        guard (0...9999).contains(year) else {
            return String(format: "%04d-%02d-%02d %02d:%02d:%02d.%03d", year, Int(parts.tm_mon) + 1, Int(parts.tm_mday),
                          Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec), millis)
        }
        return String(unsafeUninitializedCapacity: 23) { buffer in
            func put(_ value: Int, at start: Int, digits: Int) {
                var value = value
                for index in stride(from: start + digits - 1, through: start, by: -1) {
                    buffer[index] = UInt8(48 + value % 10)
                    value /= 10
                }
            }
            put(year, at: 0, digits: 4)
            buffer[4] = UInt8(ascii: "-")
            put(Int(parts.tm_mon) + 1, at: 5, digits: 2)
            buffer[7] = UInt8(ascii: "-")
            put(Int(parts.tm_mday), at: 8, digits: 2)
            buffer[10] = UInt8(ascii: " ")
            put(Int(parts.tm_hour), at: 11, digits: 2)
            buffer[13] = UInt8(ascii: ":")
            put(Int(parts.tm_min), at: 14, digits: 2)
            buffer[16] = UInt8(ascii: ":")
            put(Int(parts.tm_sec), at: 17, digits: 2)
            buffer[19] = UInt8(ascii: ".")
            put(millis, at: 20, digits: 3)
            return 23
        }
    }

    /// The date GRDB reads from `text`, or nil when GRDB reads none.
    public static func date(_ text: String) -> Date? {
        if let date = canonicalDate(text) { return date }
        return Date.fromDatabaseValue(text.databaseValue)
    }

    /// The date in a row's column, as `row.decode(Date.self, forColumn:)` reads it (and throwing
    /// as it does for a missing or unreadable value).
    static func decode(_ row: Row, _ column: String) throws -> Date {
        if let text = row[column] as String?, let date = canonicalDate(text) { return date }
        return try row.decode(Date.self, forColumn: column)
    }

    /// The same for the column at `index` (rows read by position).
    static func decode(_ row: Row, atIndex index: Int) throws -> Date {
        if let text = row[index] as String?, let date = canonicalDate(text) { return date }
        return try row.decode(Date.self, atIndex: index)
    }

    /// The same for a column that may be NULL.
    static func decodeIfPresent(_ row: Row, _ column: String) -> Date? {
        if let text = row[column] as String?, let date = canonicalDate(text) { return date }
        return row[column] as Date?
    }

    /// `yyyy-MM-dd HH:mm:ss.SSS` with a valid date and time of the years 1600-9999, computed as
    /// Foundation's Gregorian calendar does (whole seconds, then the milliseconds as a fraction);
    /// nil for anything else.
    static func canonicalDate(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 23, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: " "),
                  bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: ".") else { return nil }
            func number(_ start: Int, _ count: Int) -> Int? {
                var value = 0
                for index in start..<(start + count) {
                    let digit = Int(bytes[index]) - 48
                    guard (0...9).contains(digit) else { return nil }
                    value = value * 10 + digit
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
                  let minute = number(14, 2), let second = number(17, 2), let millis = number(20, 3),
                  (1600...9999).contains(year), (1...12).contains(month), day >= 1, day <= GregorianDays.inMonth(month, of: year),
                  hour < 24, minute < 60, second < 60 else { return nil }
            let days = GregorianDays.since1970(year: year, month: month, day: day)
            let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
            return Date(timeIntervalSinceReferenceDate: Double(seconds - 978_307_200) + Double(millis) / 1000)
        }
    }
}
