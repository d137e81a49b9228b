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

    /// The date `days` after 1970-01-01 (before it when negative): `since1970` run backwards
    /// (Howard Hinnant's `civil_from_days`), the file's stamps' dates made without `gmtime`.
    public static func date(since1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let marchMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * marchMonth + 2) / 5 + 1
        let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day of the week of a date, 0 for Sunday: 1970-01-01 was a Thursday.
    public static func weekday(year: Int, month: Int, day: Int) -> Int {
        let weekday = (since1970(year: year, month: month, day: day) + 4) % 7
        return weekday < 0 ? weekday + 7 : weekday
    }
}
