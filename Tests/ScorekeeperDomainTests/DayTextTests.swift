import Foundation
import Testing
import TestSupport
@testable import ScorekeeperDomain

/// `DayText` makes its words from the local day's number; here they are held to what Foundation's
/// calendar and an `en_US_POSIX` date formatter say for the same moments, in zones with summer
/// time, half and three-quarter hours, and far from UTC.
@Suite struct DayTextTests {
    /// The rule written with Foundation's calendar and formatters (as the list once printed it).
    struct Reference {
        let today: Date, tomorrow: Date, weekAgo: Date, thisYear: Date
        let time: DateFormatter, weekday: DateFormatter, date: DateFormatter, dateAndYear: DateFormatter

        init(now: Date, timeZone: TimeZone) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            today = calendar.startOfDay(for: now)
            tomorrow = calendar.date(byAdding: .day, value: 1, to: today)!
            weekAgo = calendar.date(byAdding: .day, value: -6, to: today)!
            thisYear = calendar.dateInterval(of: .year, for: now)!.start
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

        func text(_ moment: Date) -> String {
            if moment >= today && moment < tomorrow { return time.string(from: moment) }
            if moment >= weekAgo && moment < today { return weekday.string(from: moment) }
            return moment >= thisYear ? date.string(from: moment) : dateAndYear.string(from: moment)
        }
    }

    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Pacific/Chatham",
                        "Australia/Lord_Howe", "Pacific/Kiritimati", "Pacific/Pago_Pago"]

    @Test(arguments: zones)
    func theWordsAreTheCalendarsInEveryZone(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        var random = SeededRandom(seed: 42)
        for _ in 0..<200 {
            // A clock between 1971 and 2099, and moments from ten years before it to a week after.
            let now = Date(timeIntervalSince1970: Double(Int.random(in: 31_536_000...4_102_444_800, using: &random)))
            let days = DayText(now: now, timeZone: timeZone), reference = Reference(now: now, timeZone: timeZone)
            for _ in 0..<20 {
                let back = Bool.random(using: &random) ? Int.random(in: 0...691_200, using: &random)
                                                       : Int.random(in: 0...315_360_000, using: &random)
                let moment = now.addingTimeInterval(Double(Int.random(in: -back...604_800, using: &random)))
                #expect(days.text(moment) == reference.text(moment), "now \(now), moment \(moment), \(zone)")
            }
        }
    }

    @Test func theDaysAroundTheNewYearAndTheWeekdays() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        // Wednesday 1 January 2025, 10:00 UTC.
        let now = Date(timeIntervalSince1970: 1_735_725_600)
        let days = DayText(now: now, timeZone: utc)
        #expect(days.text(now.addingTimeInterval(-3_600 * 11)) == "Tue")
        #expect(days.text(now.addingTimeInterval(-86_400 * 6)) == "Thu")
        #expect(days.text(now.addingTimeInterval(-86_400 * 7)) == "25 Dec 2024")
        #expect(days.text(now.addingTimeInterval(-36_000)) == "00:00")
        #expect(days.text(Date(timeIntervalSince1970: 0)) == "1 Jan 1970")
        #expect(days.text(Date(timeIntervalSince1970: -86_400)) == "31 Dec 1969")
    }
}
