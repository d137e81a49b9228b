import Foundation
import Testing
import TestSupport
@testable import ScorekeeperDomain

/// The evening rule (`Evening`): 06:00 to 06:00 local time, in the reader's time zone; its names
/// and the dates a person types.
@Suite struct EveningTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let utc = TimeZone(identifier: "UTC")!

    @Test func anEveningRunsFromSixToSixLocalTime() throws {
        let tuesday = try #require(Evening(year: 2026, month: 11, day: 24))
        #expect(Evening(containing: localMoment("2026-11-24 06:00", Self.berlin), timeZone: Self.berlin) == tuesday)
        #expect(Evening(containing: localMoment("2026-11-24 23:59", Self.berlin), timeZone: Self.berlin) == tuesday)
        // Half past midnight is still the evening before; six o'clock is the next one.
        #expect(Evening(containing: localMoment("2026-11-25 00:30", Self.berlin), timeZone: Self.berlin) == tuesday)
        #expect(Evening(containing: localMoment("2026-11-25 05:59", Self.berlin), timeZone: Self.berlin) == tuesday)
        #expect(Evening(containing: localMoment("2026-11-25 06:00", Self.berlin), timeZone: Self.berlin) == tuesday.adding(days: 1))
        #expect(Evening(containing: localMoment("2026-11-24 05:59", Self.berlin), timeZone: Self.berlin) == tuesday.adding(days: -1))
        let span = tuesday.interval(timeZone: Self.berlin)
        #expect(span.start == localMoment("2026-11-24 06:00", Self.berlin))
        #expect(span.end == localMoment("2026-11-25 06:00", Self.berlin))
    }

    @Test func eveningsCrossMonthsYearsAndClockChanges() throws {
        let newYearsEve = try #require(Evening(year: 2026, month: 12, day: 31))
        #expect(newYearsEve.interval(timeZone: Self.utc).end == localMoment("2027-01-01 06:00", Self.utc))
        #expect(newYearsEve.adding(days: 1).dateText == "2027-01-01")
        #expect(Evening(containing: localMoment("2027-01-01 02:00", Self.utc), timeZone: Self.utc) == newYearsEve)
        // The night Berlin's clocks go back an hour (25 October 2026, 03:00) is 25 hours long.
        let autumn = try #require(Evening(year: 2026, month: 10, day: 24)).interval(timeZone: Self.berlin)
        #expect(autumn.duration == 25 * 3600)
        #expect(Evening(containing: localMoment("2026-10-25 05:30", Self.berlin), timeZone: Self.berlin).dateText == "2026-10-24")
    }

    @Test func theTimeZoneDecidesTheEvening() {
        // 04:30 UTC is 05:30 in Berlin (the evening before) and 23:30 the day before in New York;
        // noon UTC is 02:00 the next day at UTC+14 (still the evening before), 18:00 is 08:00.
        let moment = localMoment("2026-11-25 04:30", Self.utc)
        #expect(Evening(containing: moment, timeZone: Self.utc).dateText == "2026-11-24")
        #expect(Evening(containing: moment, timeZone: Self.berlin).dateText == "2026-11-24")
        #expect(Evening(containing: localMoment("2026-11-25 05:30", Self.utc), timeZone: Self.berlin).dateText == "2026-11-25")
        #expect(Evening(containing: moment, timeZone: TimeZone(identifier: "America/New_York")!).dateText == "2026-11-24")
        #expect(Evening(containing: localMoment("2026-11-25 12:00", Self.utc), timeZone: TimeZone(identifier: "Pacific/Kiritimati")!).dateText == "2026-11-25")
        #expect(Evening(containing: localMoment("2026-11-25 18:00", Self.utc), timeZone: TimeZone(identifier: "Pacific/Kiritimati")!).dateText == "2026-11-26")
    }

    @Test func headingsSayTonightYesterdayOrTheDate() throws {
        let now = localMoment("2026-11-26 01:00", Self.utc)  // still Wednesday's evening
        func heading(_ text: String) -> String { Evening(containing: localMoment(text, Self.utc), timeZone: Self.utc).heading(now: now, timeZone: Self.utc) }
        #expect(heading("2026-11-25 20:00") == "Tonight")
        #expect(heading("2026-11-26 00:30") == "Tonight")
        #expect(heading("2026-11-24 21:00") == "Yesterday")
        #expect(heading("2026-11-24 21:00") == "Yesterday")
        #expect(heading("2026-11-23 21:00") == "Mon 23 Nov")
        #expect(heading("2025-12-31 21:00") == "Wed 31 Dec 2025")
    }

    /// The names are made without a formatter; held here to what an `en_US_POSIX` formatter with
    /// the Gregorian calendar wrote for every evening from 1899 to 2101, and for leap days and
    /// century years from 1600 to 2400.
    @Test func datesAreNamedAsTheFormatterNamedThem() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        func formatter(_ format: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.calendar = calendar
            formatter.timeZone = Self.utc
            formatter.dateFormat = format
            return formatter
        }
        let short = formatter("EEE d MMM"), long = formatter("EEE d MMM yyyy")
        func check(_ evening: Evening) {
            let noon = calendar.date(from: DateComponents(year: evening.year, month: evening.month, day: evening.day, hour: 12))!
            #expect(evening.dateName(withYear: false) == short.string(from: noon), "\(evening.dateText)")
            #expect(evening.dateName(withYear: true) == long.string(from: noon), "\(evening.dateText)")
        }
        var evening = try #require(Evening(year: 1899, month: 1, day: 1))
        while evening.year < 2102 {
            check(evening)
            evening = evening.adding(days: 1)
        }
        for year in stride(from: 1600, through: 2400, by: 4) {
            for (month, day) in [(2, 28), (2, 29), (3, 1), (12, 31), (1, 1)] {
                if let evening = Evening(year: year, month: month, day: day) { check(evening) }
            }
        }
    }

    @Test func aPersonTypesADateTodayTonightOrYesterday() {
        let now = localMoment("2026-11-26 01:00", Self.utc)
        #expect(Evening.parse("today", now: now, timeZone: Self.utc)?.dateText == "2026-11-25")
        #expect(Evening.parse("Tonight", now: now, timeZone: Self.utc)?.dateText == "2026-11-25")
        #expect(Evening.parse("yesterday", now: now, timeZone: Self.utc)?.dateText == "2026-11-24")
        #expect(Evening.parse("2026-03-01", now: now, timeZone: Self.utc)?.adding(days: -1).dateText == "2026-02-28")
        for bad in ["2026-02-30", "2026-13-01", "26-11-24", "2026-11-4", "last night", "", "２０２６-11-24"] {
            #expect(Evening.parse(bad, now: now, timeZone: Self.utc) == nil, "\(bad)")
        }
    }
}
