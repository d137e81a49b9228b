import Foundation

/// An evening: what people mean by "tonight's games". It runs from 06:00 local time to 06:00 the
/// next morning, so a game played at 00:30 belongs to the evening before; it is named by the date
/// it starts on. The one rule for the games list's day headings ("Tonight", "Yesterday",
/// "Tue 24 Nov") and the evening summary. Days are the reader's (`TimeZone.current` honours `TZ`);
/// `now` is always the database's wall clock, never the system's date read here.
public struct Evening: Hashable, Comparable, Sendable {
    /// The local date the evening starts on.
    public let year: Int, month: Int, day: Int

    /// The local hour an evening starts (and the one before ends).
    public static let startHour = 6

    public init?(year: Int, month: Int, day: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        // Only a real date: 2026-02-30 is refused, not rolled over.
        guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
              calendar.dateComponents([.year, .month, .day], from: date) == DateComponents(year: year, month: month, day: day)
        else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// The evening `moment` belongs to, in `timeZone`.
    public init(containing moment: Date, timeZone: TimeZone = .current) {
        let calendar = Evening.calendar(timeZone)
        var parts = calendar.dateComponents([.year, .month, .day, .hour], from: moment)
        if (parts.hour ?? 0) < Evening.startHour, let dayBefore = calendar.date(byAdding: .day, value: -1, to: moment) {
            parts = calendar.dateComponents([.year, .month, .day], from: dayBefore)
        }
        (year, month, day) = (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// When it starts and ends (06:00 to 06:00 local time; the end is the next evening's start).
    public func interval(timeZone: TimeZone = .current) -> DateInterval {
        let calendar = Evening.calendar(timeZone)
        let start = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: Evening.startHour)) ?? .distantPast
        let end = calendar.date(from: DateComponents(year: year, month: month, day: day + 1, hour: Evening.startHour)) ?? start
        return DateInterval(start: start, end: max(start, end))
    }

    /// The evening `days` later (earlier when negative).
    public func adding(days: Int) -> Evening {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let noon = calendar.date(from: DateComponents(year: year, month: month, day: day + days, hour: 12)) ?? .distantPast
        return Evening(containing: noon, timeZone: calendar.timeZone)
    }

    /// "2026-11-24": how the command line takes it and JSON writes it.
    public var dateText: String { String(format: "%04d-%02d-%02d", year, month, day) }

    /// An evening as a person types it: `YYYY-MM-DD`, `today` or `tonight` (the evening it is now),
    /// or `yesterday`; nil for anything else.
    public static func parse(_ text: String, now: Date, timeZone: TimeZone = .current) -> Evening? {
        switch text.lowercased() {
        case "today", "tonight": return Evening(containing: now, timeZone: timeZone)
        case "yesterday": return Evening(containing: now, timeZone: timeZone).adding(days: -1)
        default:
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
                  parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                  let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
            else { return nil }
            return Evening(year: year, month: month, day: day)
        }
    }

    /// How a list heads it: "Tonight" (the evening it is now), "Yesterday", else its date,
    /// "Tue 24 Nov", with the year when it is not this evening's ("Tue 24 Nov 2025").
    public func heading(now: Date, timeZone: TimeZone = .current) -> String {
        relativeName(now: now, timeZone: timeZone)
            ?? dateName(withYear: year != Evening(containing: now, timeZone: timeZone).year)
    }

    /// "Tonight" (the evening it is now) or "Yesterday" (the one before); nil for any other.
    public func relativeName(now: Date, timeZone: TimeZone = .current) -> String? {
        let tonight = Evening(containing: now, timeZone: timeZone)
        return self == tonight ? "Tonight" : self == tonight.adding(days: -1) ? "Yesterday" : nil
    }

    /// "Tue 24 Nov" (with `withYear`, "Tue 24 Nov 2025"): English whatever the locale, as
    /// `en_US_POSIX` wrote it. Made from the date's own numbers and the list's words (`DayText`'s),
    /// not by a `DateFormatter`: a formatter loads ICU's locale tables (megabytes mapped into the
    /// interface) and the games list heads every evening it shows with this, filtered or not.
    public func dateName(withYear: Bool) -> String {
        let dayAndMonth = DayText.weekdays[GregorianDays.weekday(year: year, month: month, day: day)] + " \(day) " + DayText.months[month - 1]
        return withYear ? dayAndMonth + " " + DayText.fourDigits(year) : dayAndMonth
    }

    public static func < (lhs: Evening, rhs: Evening) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
