import Foundation
import ScorekeeperDomain
import ScorekeeperImport
import Testing

/// BG Stats' JSON export: `Fixtures/bgstats-export.json`, 20 plays of 4 games (Azul, Golf where
/// the lowest score wins, cooperative Pandemic, Codenames in teams), one play ignored.
@Suite struct BGStatsReaderTests {
    let file: ImportedFile

    init() throws {
        file = try ImportFixtures.read("bgstats-export.json", format: .bgstats)
    }

    static func id(_ number: Int) -> String { String(format: "c3f1a2b4-3333-4d5e-9f60-%012d", number) }

    @Test func countsThePlaysAndWhatWasSkipped() {
        #expect(file.format == .bgstats)
        #expect(file.plays.count == 15)
        #expect(Set(file.plays.map(\.kind)) == ["Azul", "Golf"])
        #expect(file.skippedCounts == [.ignored: 1, .cooperative: 2, .teams: 2])
        #expect(file.skipped.first { $0.reason == .ignored }?.sourceID == Self.id(7))
        #expect(file.skipped.first { $0.reason == .ignored }?.position == "plays[6]")
        #expect(file.skipped.filter { $0.reason == .teams }.map(\.kind) == ["Codenames", "Codenames"])
    }

    @Test func keepsDateTimeLengthAndPlace() throws {
        let first = try #require(file.play(Self.id(1)))
        #expect(first.playedAt == ImportedPlayTime(year: 2026, month: 1, day: 3, secondsIntoDay: 19 * 3600 + 30 * 60))
        #expect(first.lengthSeconds == 40 * 60)
        #expect(first.location == "Home")
        #expect(first.position == "plays[0]")
        #expect(file.play(Self.id(3))?.lengthSeconds == nil, "a duration of 0 is no length")
        #expect(file.play(Self.id(8))?.location == "Club")
    }

    @Test func keepsScoresWinnersAndRanks() throws {
        let first = try #require(file.play(Self.id(1)))
        #expect(first.players.map(\.name) == ["Alice", "Bob", "Chloé"])
        #expect(first.players.map(\.score) == [72, 65, 58])
        #expect(first.winnerNames == ["Alice"])
        #expect(first.players.map(\.winner) == [true, false, false])
        #expect(first.players.map(\.rank) == [1, 2, 3])
        #expect(first.players.map(\.startsPlay) == [true, false, false])
        #expect(file.play(Self.id(4))?.winnerNames == ["Alice", "Chloé"], "a shared win stays shared")
    }

    @Test func aPlayWithNoWinnerMarkedStatesNone() throws {
        let play = try #require(file.play(Self.id(3)))
        #expect(play.players.map(\.winner) == [nil, nil])
        #expect(play.players.map(\.score) == [nil, nil], "empty scores are no scores")
        #expect(play.players.map(\.rank) == [2, 1])
    }

    @Test func aScoreThatIsNotAWholeNumberIsNone() throws {
        let play = try #require(file.play(Self.id(5)))
        #expect(play.players.map(\.score) == [nil, 9])
        #expect(play.winnerNames == ["Bob"], "the stated winner stands without a score")
    }

    @Test func seatsOrderThePlayersAndTheAnonymousPlayerStaysAnonymous() throws {
        let play = try #require(file.play(Self.id(6)))
        #expect(play.players.map(\.seat) == [1, 2, 3])
        #expect(play.players.map(\.name) == ["Bob", nil, "Alice"])
        #expect(play.winnerNames == [nil])
    }

    @Test func lowestWinsWhereTheGameSaysSo() throws {
        let golf = file.plays.filter { $0.kind == "Golf" }
        #expect(golf.count == 4)
        #expect(golf.allSatisfy { $0.lowestWins })
        #expect(file.plays.filter { $0.kind == "Azul" }.allSatisfy { !$0.lowestWins })
        #expect(file.play(Self.id(16))?.players.map(\.score) == [-2, 4])
    }

    @Test func aPlayerWhoIsNotInTheFileStopsTheReadingWithWhere() {
        let error = ImportFixtures.error(reading: try! ImportFixtures.data("bgstats-missing-player.json"),
                                         path: "bgstats-missing-player.json")
        #expect(error?.record == "plays[0].playerScores[1]")
        #expect(error?.field == "playerRefId")
        #expect(error?.description == "bgstats-missing-player.json: plays[0].playerScores[1], field playerRefId: no player with id 99 in players[]")
    }

    @Test func fieldsOfTheWrongShapeSayWhichAndWhere() throws {
        func reading(_ play: String) -> ImportReadError? {
            let text = """
                {"games": [{"id": 1, "name": "Azul", "highestWins": true}], "players": [{"id": 1, "name": "Alice"}],
                 "plays": [\(play)]}
                """
            return ImportFixtures.error(reading: Data(text.utf8), path: "export.json", format: .bgstats)
        }
        let ok = #""uuid": "u1", "gameRefId": 1, "playerScores": [{"playerRefId": 1, "score": "3", "winner": true}]"#
        #expect(reading("{\(ok), \"playDate\": \"2026-03-01 20:00:00\"}") == nil)
        let badDate = reading("{\(ok), \"playDate\": \"2026-02-30 20:00:00\"}")
        #expect(badDate?.record == "plays[0]")
        #expect(badDate?.field == "playDate")
        #expect(reading("{\(ok), \"playDate\": \"yesterday\"}")?.field == "playDate")
        #expect(reading("{\(ok), \"playDate\": 20260301}")?.description == "export.json: plays[0], field playDate: expected text, found a number")
        #expect(reading("{\(ok)}")?.description == "export.json: plays[0], field playDate: missing")
        #expect(reading("{\"uuid\": \"u2\", \"gameRefId\": 7, \"playDate\": \"2026-03-01 20:00:00\"}")?.field == "gameRefId")
        #expect(reading("[]")?.description == "export.json: plays[0]: expected an object, found a list")
        #expect(reading("{\"uuid\": \"u3\", \"gameRefId\": 1, \"playDate\": \"2026-03-01\", \"playerScores\": {}}")?.field == "playerScores")
        let twice = "{\"uuid\": \"u4\", \"gameRefId\": 1, \"playDate\": \"2026-03-01\"}"
        #expect(reading("\(twice), \(twice)")?.description == "export.json: plays[1], field uuid: \"u4\" is also plays[0]'s")
    }

    @Test func namesWithControlCharactersAndBidiOverridesSurviveAsWritten() throws {
        let file = try ImportFixtures.read("bgstats-control-names.json")
        #expect(file.plays.first?.players.map(\.name) == ["Eve\u{1B}[31m red", "\u{202E}evE\u{202C}", "Zoë\u{07}"])
    }
}

/// Numbers and flags written as text, or text written as numbers: what some exports do.
@Suite struct BGStatsFieldKindsTests {
    @Test func numbersAsTextAndFlagsAsNumbersRead() throws {
        let text = """
            {"games": [{"id": "1", "name": "Azul", "highestWins": 0}], "players": [{"id": 1, "name": "Alice"}],
             "plays": [{"uuid": "u", "gameRefId": 1, "playDate": "2026-03-01 20:00", "durationMin": "30",
                        "playerScores": [{"playerRefId": "1", "score": 41, "winner": 1, "rank": "1", "seatOrder": null}]}]}
            """
        let play = try #require(try ImportReading.read(Data(text.utf8), path: "e.json", format: nil).plays.first)
        #expect(play.lowestWins)
        #expect(play.lengthSeconds == 1800)
        #expect(play.playedAt.secondsIntoDay == 20 * 3600)
        #expect(play.players.map(\.score) == [41])
        #expect(play.players.map(\.winner) == [true])
        #expect(play.players.map(\.rank) == [1])
        #expect(play.players.map(\.seat) == [nil])
    }

    @Test func aFlagOrNumberOfTheWrongKindSaysWhere() {
        func reading(_ score: String) -> String? {
            let text = """
                {"games": [{"id": 1, "name": "Azul"}], "players": [{"id": 1, "name": "Alice"}],
                 "plays": [{"uuid": "u", "gameRefId": 1, "playDate": "2026-03-01", "playerScores": [{"playerRefId": 1, \(score)}]}]}
                """
            return ImportFixtures.error(reading: Data(text.utf8), path: "e.json")?.description
        }
        #expect(reading(#""winner": "maybe""#) == "e.json: plays[0].playerScores[0], field winner: expected true or false, found \"maybe\"")
        #expect(reading(#""rank": 1.5"#) == "e.json: plays[0].playerScores[0], field rank: expected a whole number, found 1.5")
        #expect(reading(#""rank": [1]"#) == "e.json: plays[0].playerScores[0], field rank: expected a whole number, found a list")
        #expect(reading(#""rank": 2"#) == nil)
    }
}

/// Text in JSON: escapes, characters past U+FFFF written as surrogate pairs, raw UTF-8.
@Suite struct JSONTextTests {
    @Test func escapesAndSurrogatePairsRead() throws {
        let text = #"""
            {"games": [{"id": 1, "name": "Azul"}],
             "players": [{"id": 1, "name": "Zo\u00eb"}, {"id": 2, "name": "\uD83C\uDFB2 Dice"}, {"id": 3, "name": "Say \"hi\"\\"},
                         {"id": 4, "name": "Ana\tMaria"}, {"id": 5, "name": "Łukasz\/Ω"}, {"id": 6, "name": "\u001B[2J"}],
             "plays": [{"uuid": "u", "gameRefId": 1, "playDate": "2026-03-01 20:00:00",
                        "playerScores": [{"playerRefId": 1}, {"playerRefId": 2}, {"playerRefId": 3}, {"playerRefId": 4},
                                         {"playerRefId": 5}, {"playerRefId": 6}]}]}
            """#
        let file = try ImportReading.read(Data(text.utf8), path: "e.json", format: .bgstats)
        #expect(file.plays.first?.players.map(\.name) == ["Zoë", "🎲 Dice", "Say \"hi\"\\", "Ana\tMaria", "Łukasz/Ω", "\u{1B}[2J"])
    }

    @Test func brokenEscapesSayWhere() {
        func problem(_ name: String) -> String? {
            let text = #"{"games": [], "players": [{"id": 1, "name": "NAME"}], "plays": []}"#.replacingOccurrences(of: "NAME", with: name)
            return ImportFixtures.error(reading: Data(text.utf8), path: "e.json")?.problem
        }
        #expect(problem(#"\q"#) == "not valid JSON: invalid escape sequence")
        #expect(problem(#"\u12"#)?.hasPrefix("not valid JSON: invalid hex encoded sequence") == true)
        #expect(problem(#"\uD83C\u0041"#)?.hasPrefix("not valid JSON: unexpected end of file during string parse (expected low-surrogate") == true)
        #expect(problem("Ana") == nil)
    }
}
