import Foundation
import Testing
@testable import ScorekeeperDomain

/// Titles as people type them (`TypedTitle`) and days as people read them (`DayText`).
@Suite struct TypedTitleTests {
    @Test(arguments: ["Hearts 2", "Hearts #2", "hearts·2", "HEARTS · 2", "  Hearts\t·\t2 ", "Hearts•2"])
    func aRematchTitleIsFoundWithoutItsDot(typed: String) {
        #expect(TypedTitle.matches("Hearts · 2", typed: typed))
        #expect(!TypedTitle.matches("Hearts · 3", typed: typed))
        #expect(!TypedTitle.matches("Hearts", typed: typed))
    }

    @Test func aNumberSignInAWordIsKept() {
        #expect(TypedTitle.key("C# night") == "c# night")
        #expect(!TypedTitle.matches("C#", typed: "C"))
        #expect(TypedTitle.key("#2") == "2")
    }

    @Test func theBaseDropsANumberSetApart() {
        #expect(TypedTitle.base("Hearts · 12") == "Hearts")
        #expect(TypedTitle.base("hearts#2") == "hearts")
        #expect(TypedTitle.base("Hearts2") == "Hearts2")
        #expect(TypedTitle.base("1999") == "1999")
        #expect(TypedTitle.base(" Poker night ") == "Poker night")
    }

    @Test func daysAreTheReadersAndRelativeToTheClockGiven() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let utc = try #require(TimeZone(identifier: "UTC"))
        func date(_ text: String) throws -> Date {
            try #require(ISO8601DateFormatter().date(from: text))
        }
        // Thursday 12 March 2026, 21:30 in Berlin.
        let now = try date("2026-03-12T20:30:00Z")
        let berlinDays = DayText(now: now, timeZone: berlin), utcDays = DayText(now: now, timeZone: utc)
        #expect(berlinDays.text(try date("2026-03-12T19:14:00Z")) == "20:14")
        #expect(berlinDays.text(try date("2026-03-11T23:30:00Z")) == "00:30")
        #expect(utcDays.text(try date("2026-03-11T23:30:00Z")) == "Wed")
        #expect(berlinDays.text(try date("2026-03-06T00:00:00Z")) == "Fri")
        #expect(berlinDays.text(try date("2026-03-05T22:59:00Z")) == "5 Mar")
        #expect(berlinDays.text(try date("2026-01-01T00:00:00Z")) == "1 Jan")
        #expect(berlinDays.text(try date("2025-12-31T22:00:00Z")) == "31 Dec 2025")
        // A copy whose clock ran ahead: tomorrow is a date, not a time.
        #expect(berlinDays.text(try date("2026-03-13T09:00:00Z")) == "13 Mar")
        #expect(DayText.widest == "31 Dec 2025".count)
    }
}
