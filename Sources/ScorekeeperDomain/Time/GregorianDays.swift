/// The proleptic Gregorian calendar on plain numbers, stated once: how long a month is, and how
/// many days a date is from 1970-01-01. The file's stamps, the evening headings' weekdays and the
/// imports' dates read these instead of a `Calendar`, which loads ICU's tables into the program
/// and is slow to make on a path that reads thousands of dates.
public enum GregorianDays {
    /// The days of `month` (1 to 12) of `year`: February has 29 in a leap year (every fourth,
    /// but not a century unless it divides by 400).
    public static func inMonth(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the date (negative before it): whole 400-year eras of 146,097
    /// days, then the years of the era counted from March, so that the leap day falls at the end
    /// of its year (Howard Hinnant's `days_from_civil`).
    public static func since1970(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day of the week of a date, 0 for Sunday: 1970-01-01 was a Thursday.
    public static func weekday(year: Int, month: Int, day: Int) -> Int {
        let weekday = (since1970(year: year, month: month, day: day) + 4) % 7
        return weekday < 0 ? weekday + 7 : weekday
    }
}
