import Testing
@testable import ScorekeeperDomain

/// The calendar's arithmetic both ways: every date of the years 0-9999 is the day count it
/// makes, read back, and consecutive dates are consecutive days.
@Suite struct GregorianDaysTests {
    @Test func everyDateOfTenThousandYearsIsTheDayCountReadBack() {
        var expected = GregorianDays.since1970(year: 0, month: 1, day: 1)
        var mismatches = 0
        for year in 0...9999 {
            for month in 1...12 {
                for day in 1...GregorianDays.inMonth(month, of: year) {
                    let days = GregorianDays.since1970(year: year, month: month, day: day)
                    let date = GregorianDays.date(since1970: days)
                    if days != expected || date != (year, month, day) { mismatches += 1 }
                    expected += 1
                }
            }
        }
        #expect(mismatches == 0)
        #expect(GregorianDays.since1970(year: 1970, month: 1, day: 1) == 0)
        #expect(GregorianDays.date(since1970: -1) == (1969, 12, 31))
    }
}
