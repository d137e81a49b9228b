import Foundation

/// When something happened, as a person scanning a list reads it, in their own time zone: "20:14"
/// on the day it is now, "Tue" in the six days before, "12 Mar" earlier this year, "12 Mar 2025"
/// before that (and a day after today, from a copy whose clock ran ahead, by its date). The file's
/// stamps are UTC; the days are the reader's (`TimeZone.current` honours `TZ`). `now` is the
/// database's wall clock, never the system's date read here, so a test that pins the clock pins
/// the words.
///
/// The words are English whatever the locale (as `en_US_POSIX` wrote them), so they are made here
/// from the C library's broken-down time of the local moment (`gmtime_r`, as the store writes its
/// stamps): only the time zone's offset is asked of Foundation. A
/// `DateFormatter` would load the locale's data from ICU (megabytes of tables mapped into the
/// interface, and milliseconds before the games list's first frame) to print "Tue" and "12 Mar".
public struct DayText: Sendable {
    private let timeZone: TimeZone
    /// Today's number (days since 1970-01-01 in the reader's time zone) and this year.
    private let today: Int, thisYear: Int

    public init(now: Date, timeZone: TimeZone = .current) {
        self.timeZone = timeZone
        let local = LocalMoment(now, in: timeZone)
        today = local.day
        thisYear = local.year
    }

    /// The words for `moment`.
    public func text(_ moment: Date) -> String {
        let local = LocalMoment(moment, in: timeZone)
        if local.day == today {
            return Self.twoDigits(local.secondOfDay / 3600) + ":" + Self.twoDigits(local.secondOfDay % 3600 / 60)
        }
        if local.day >= today - 6 && local.day < today { return Self.weekdays[local.weekday] }
        let (year, month, day) = (local.year, local.month, local.dayOfMonth)
        let dayAndMonth = "\(day) \(Self.months[month - 1])"
        return year >= thisYear ? dayAndMonth : dayAndMonth + " " + Self.fourDigits(year)
    }

    /// The widest text it gives ("12 Mar 2025"), for a column that must not jump.
    public static let widest = 11

    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    /// "yyyy": at least four digits, as the formatter wrote years before 1000.
    static func fourDigits(_ value: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// A moment on the reader's clock: the local day's number since 1970-01-01, the second in it, and
/// its calendar date and weekday (0 for Sunday) from the C library.
struct LocalMoment {
    let day: Int
    let secondOfDay: Int
    let year: Int, month: Int, dayOfMonth: Int, weekday: Int

    init(_ moment: Date, in timeZone: TimeZone) {
        let seconds = Int(moment.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: moment)
        day = seconds >= 0 ? seconds / 86_400 : -((-seconds - 1) / 86_400) - 1
        secondOfDay = seconds - day * 86_400
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        (year, month, dayOfMonth, weekday) = (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_wday))
    }
}
