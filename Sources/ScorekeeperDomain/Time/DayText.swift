import Foundation

/// When something happened, as a person scanning a list reads it, in their own time zone: "20:14"
/// on the day it is now, "Tue" in the six days before, "12 Mar" earlier this year, "12 Mar 2025"
/// before that (and a day after today, from a copy whose clock ran ahead, by its date). The file's
/// stamps are UTC; the days are the reader's (`TimeZone.current` honours `TZ`). `now` is the
/// database's wall clock, never the system's date read here, so a test that pins the clock pins
/// the words. Made once for a list: the day boundaries and formatters are worked out up front.
public struct DayText: Sendable {
    private let today: Date, tomorrow: Date, weekAgo: Date, thisYear: Date
    private let time: DateFormatter, weekday: DateFormatter, date: DateFormatter, dateAndYear: DateFormatter

    public init(now: Date, timeZone: TimeZone = .current) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        today = calendar.startOfDay(for: now)
        tomorrow = calendar.date(byAdding: .day, value: 1, to: today) ?? today
        weekAgo = calendar.date(byAdding: .day, value: -6, to: today) ?? today
        thisYear = calendar.dateInterval(of: .year, for: now)?.start ?? today
        func formatter(_ format: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.calendar = calendar
            formatter.timeZone = timeZone
            formatter.dateFormat = format
            return formatter
        }
        (time, weekday, date, dateAndYear) = (formatter("HH:mm"), formatter("EEE"), formatter("d MMM"), formatter("d MMM yyyy"))
    }

    /// The words for `moment`.
    public func text(_ moment: Date) -> String {
        if moment >= today && moment < tomorrow { return time.string(from: moment) }
        if moment >= weekAgo && moment < today { return weekday.string(from: moment) }
        return moment >= thisYear ? date.string(from: moment) : dateAndYear.string(from: moment)
    }

    /// The widest text it gives ("12 Mar 2025"), for a column that must not jump.
    public static let widest = 11
}
