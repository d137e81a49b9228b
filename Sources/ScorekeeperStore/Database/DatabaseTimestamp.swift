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
        let parts = fields(milliseconds: milliseconds)
        guard (0...9999).contains(parts.year) else {
            return String(format: "%04d-%02d-%02d %02d:%02d:%02d.%03d", parts.year, parts.month, parts.day,
                          parts.hour, parts.minute, parts.second, parts.millis)
        }
        return String(unsafeUninitializedCapacity: 23) { buffer in
            put(parts, separator: UInt8(ascii: " "), into: buffer)
            return 23
        }
    }

    /// The same stamp's 23 bytes appended to `output`, with `separator` between the date and the
    /// time (a space as the file stores it, a `T` in ISO 8601), without making a `String`; false,
    /// appending nothing, for a moment outside the years 0-9999 (whose text is not 23 bytes).
    package static func appendText(milliseconds: Int64, separator: UInt8, to output: inout [UInt8]) -> Bool {
        let parts = fields(milliseconds: milliseconds)
        guard (0...9999).contains(parts.year) else { return false }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 23) { buffer in
            put(parts, separator: separator, into: buffer)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<23]))
        }
        return true
    }

    /// The moments of the years 0-9999, in milliseconds since 1970.
    static let arithmeticRange: ClosedRange<Int64> = -62_167_219_200_000...253_402_300_799_999

    /// A moment's fields in UTC, in the proleptic Gregorian calendar, as `gmtime` gives them:
    /// computed (`civilFields`) for the years 0-9999, where the tests hold the two together, and
    /// by `gmtime` beyond them. `gmtime` takes a lock and reads the time zone's rules each time:
    /// `game list --json` makes one stamp per game.
    static func fields(milliseconds: Int64) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, millis: Int) {
        if arithmeticRange.contains(milliseconds) { return civilFields(milliseconds: milliseconds) }
        return gmtimeFields(milliseconds: milliseconds)
    }

    /// The fields by whole days since 1970, their date by `GregorianDays.date(since1970:)`.
    static func civilFields(milliseconds: Int64) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, millis: Int) {
        let total = Int(milliseconds)
        // Floor divisions, so a moment before 1970 gets non-negative parts of its day.
        let millis = ((total % 1000) + 1000) % 1000
        let seconds = (total - millis) / 1000
        let secondOfDay = ((seconds % 86_400) + 86_400) % 86_400
        let date = GregorianDays.date(since1970: (seconds - secondOfDay) / 86_400)
        return (date.year, date.month, date.day, secondOfDay / 3_600, secondOfDay / 60 % 60, secondOfDay % 60, millis)
    }

    /// The fields as `gmtime` gives them.
    static func gmtimeFields(milliseconds: Int64) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, millis: Int) {
        // Floor division, so a moment before 1970 still gets a non-negative millisecond part.
        let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let wholeSeconds = fraction < 0 ? seconds - 1 : seconds
        let millis = Int(fraction < 0 ? fraction + 1000 : fraction)
        var time = time_t(wholeSeconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        return (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min),
                Int(parts.tm_sec), millis)
    }

    /// `yyyy-MM-dd?HH:mm:ss.SSS` into the first 23 bytes of `buffer`, `separator` at the `?`.
    private static func put(_ parts: (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, millis: Int),
                            separator: UInt8, into buffer: UnsafeMutableBufferPointer<UInt8>) {
        func put(_ value: Int, at start: Int, digits: Int) {
            var value = value
            for index in stride(from: start + digits - 1, through: start, by: -1) {
                buffer[index] = UInt8(48 + value % 10)
                value /= 10
            }
        }
        put(parts.year, at: 0, digits: 4)
        buffer[4] = UInt8(ascii: "-")
        put(parts.month, at: 5, digits: 2)
        buffer[7] = UInt8(ascii: "-")
        put(parts.day, at: 8, digits: 2)
        buffer[10] = separator
        put(parts.hour, at: 11, digits: 2)
        buffer[13] = UInt8(ascii: ":")
        put(parts.minute, at: 14, digits: 2)
        buffer[16] = UInt8(ascii: ":")
        put(parts.second, at: 17, digits: 2)
        buffer[19] = UInt8(ascii: ".")
        put(parts.millis, at: 20, digits: 3)
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

    /// The same for the column at `index` that may be NULL.
    static func decodeIfPresent(_ row: Row, atIndex index: Int) -> Date? {
        if let text = row[index] as String?, let date = canonicalDate(text) { return date }
        return row[index] as Date?
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
