import Foundation
import ScorekeeperDomain
import ScorekeeperImport
import Testing

/// BoardGameGeek's play log: `Fixtures/bgg-plays.xml`, a page of 6 plays (one of quantity 2, one
/// incomplete, one with `nowinstats`, one without players, free-text scores).
@Suite struct BoardGameGeekReaderTests {
    @Test func countsPlaysQuantitiesAndWhatWasSkipped() throws {
        let file = try ImportFixtures.read("bgg-plays.xml")
        #expect(file.format == .bgg)
        #expect(file.plays.map(\.sourceID) == ["90000001", "90000002", "90000002#2", "90000006"])
        #expect(file.skippedCounts == [.incomplete: 1, .noWinStats: 1, .noPlayers: 1])
        #expect(file.skipped.map(\.sourceID) == ["90000003", "90000004", "90000005"])
        #expect(file.play("90000002#2")?.position == "play 90000002 (2 of 2)")
    }

    @Test func incompleteAndNoWinStatsPlaysComeInWhenAsked() throws {
        let options = ImportReadOptions(includeIncomplete: true, includeNoWinStats: true, timeZone: TimeZone(identifier: "UTC")!)
        let file = try ImportFixtures.read("bgg-plays.xml", options: options)
        #expect(file.plays.count == 6)
        #expect(file.skippedCounts == [.noPlayers: 1])
        #expect(file.play("90000003")?.players.map(\.score) == [120, 98])
        #expect(file.play("90000004")?.winnerNames == [nil], "an anonymous winner")
    }

    @Test func keepsDateLengthPlaceSeatsScoresAndWinners() throws {
        let file = try ImportFixtures.read("bgg-plays.xml")
        let play = try #require(file.play("90000001"))
        #expect(play.kind == "Wingspan")
        #expect(play.playedAt == ImportedPlayTime(year: 2026, month: 2, day: 14), "a date without a time of day")
        #expect(play.lengthSeconds == 75 * 60)
        #expect(play.location == "Home")
        #expect(play.players.map(\.name) == ["Bob", "Alice", "Chloé"], "in seat order; a character reference read")
        #expect(play.players.map(\.seat) == [1, 2, 3])
        #expect(play.players.map(\.score) == [79, 86, nil], "\"49-46ish\" is no score")
        #expect(play.winnerNames == ["Alice"])
    }

    @Test func aPlayerWithoutANameIsTheirUsernameAndWithNeitherAnonymous() throws {
        let file = try ImportFixtures.read("bgg-plays.xml")
        let play = try #require(file.play("90000002"))
        #expect(play.players.map(\.name) == ["Bob", "dan_bgg"])
        #expect(play.players.map(\.seat) == [nil, nil])
        #expect(play.players.map(\.score) == [nil, nil])
        #expect(play.location == nil)
        #expect(file.play("90000002#2")?.players == play.players)
        #expect(file.play("90000006")?.players.map(\.winner) == [nil, nil], "nobody marked: no winner stated")
    }

    @Test func scoresAreWholeNumbersOrNothing() throws {
        func score(_ text: String) throws -> Int? {
            let xml = """
                <plays><play id="1" date="2026-01-01" quantity="1"><item name="X"/><players>
                <player name="A" score="\(text)" win="1"/></players></play></plays>
                """
            return try ImportReading.read(Data(xml.utf8), path: "p.xml", format: .bgg).plays.first?.players.first?.score
        }
        #expect(try score("42") == 42)
        #expect(try score(" -7 ") == -7)
        #expect(try score("+3") == 3)
        #expect(try score("49-46ish") == nil)
        #expect(try score("12.5") == nil)
        #expect(try score("4 2") == nil)
        #expect(try score("99999999999999999999999") == nil)
    }

    @Test func badAttributesSayWhichPlayAndField() {
        func reading(_ play: String) -> ImportReadError? {
            ImportFixtures.error(reading: Data("<plays>\n\(play)\n</plays>".utf8), path: "p.xml")
        }
        let good = #"<item name="X"/><players><player name="A" win="1"/></players>"#
        #expect(reading(#"<play id="5" date="2026-01-01">\#(good)</play>"#) == nil)
        #expect(reading(#"<play id="5" date="2026-13-01">\#(good)</play>"#)?.description
                == "p.xml: play 5 (line 2), field date: \"2026-13-01\" is not a date (YYYY-MM-DD)")
        #expect(reading(#"<play id="5" date="">\#(good)</play>"#)?.field == "date")
        #expect(reading(#"<play date="2026-01-01">\#(good)</play>"#)?.field == "id")
        #expect(reading(#"<play id="5" date="2026-01-01" quantity="0">\#(good)</play>"#)?.field == "quantity")
        #expect(reading(#"<play id="5" date="2026-01-01" quantity="100000000">\#(good)</play>"#)?.field == "quantity")
        #expect(reading(#"<play id="5" date="2026-01-01" length="long">\#(good)</play>"#)?.field == "length")
        #expect(reading(#"<play id="5" date="2026-01-01"><players><player name="A"/></players></play>"#)?.field == "item")
        #expect(reading(#"<play id="5" date="2026-01-01">\#(good)</play>"# + "\n" + #"<play id="5" date="2026-01-02">\#(good)</play>"#)?.description
                == "p.xml: play 5 (line 3), field id: the play on line 2 has the same id")
        #expect(reading(#"<play id="5#2" date="2026-01-01">\#(good)</play>"#)?.field == "id")
        #expect(reading(#"<play id="5" date="2026-01-01"><item name="X"/><players><player name="A" win="yes"/></players></play>"#)?.field == "win")
    }

    @Test func bidiOverridesInNamesSurviveAsDataAndControlCharactersAreNotXML() throws {
        let xml = #"<plays><play id="1" date="2026-01-01"><item name="X"/><players><player name="Eve&#x7F;[31m" win="1"/><player name="&#x202E;evE"/></players></play></plays>"#
        let file = try ImportReading.read(Data(xml.utf8), path: "p.xml", format: nil)
        #expect(file.plays.first?.players.map(\.name) == ["Eve\u{7F}[31m", "\u{202E}evE"])
        // XML 1.0 has no ESC: a reference to it is refused in one line.
        let escape = ImportFixtures.error(reading: Data(xml.replacingOccurrences(of: "&#x7F;", with: "&#x1B;").utf8), path: "p.xml")
        #expect(escape?.record == "line 1")
        #expect(escape?.description.contains("\n") == false)
    }

    @Test func severalPagesAreSeveralFiles() throws {
        // The API gives 100 plays a page; each page is read on its own, and a page of no plays is empty.
        let empty = #"<?xml version="1.0" encoding="utf-8"?><plays username="a" userid="1" total="200" page="3"></plays>"#
        let file = try ImportReading.read(Data(empty.utf8), path: "page3.xml", format: nil)
        #expect(file.format == .bgg)
        #expect(file.plays.isEmpty && file.skipped.isEmpty)
    }
}
