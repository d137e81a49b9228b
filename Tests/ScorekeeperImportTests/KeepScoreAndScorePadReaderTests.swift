import Foundation
import ScorekeeperDomain
import ScorekeeperImport
import Testing

/// KeepScore's gzipped backup: `Fixtures/keepscore-games.xml.gz` (and the same XML unzipped),
/// four games, one of them unnamed and one with no players.
@Suite struct KeepScoreReaderTests {
    @Test func readsTheGzippedBackup() throws {
        let file = try ImportFixtures.read("keepscore-games.xml.gz")
        #expect(file.format == .keepscore)
        #expect(file.plays.map(\.kind) == ["Hearts", "KeepScore", "Yahtzee"])
        #expect(file.plays.map(\.sourceID) == ["1771959600000", "1772042400000", "1772128800000"])
        #expect(file.skipped.map(\.reason) == [.noPlayers])
        #expect(file.skipped.map(\.kind) == ["Empty table"])
    }

    @Test func theUnzippedBackupReadsTheSame() throws {
        let zipped = try ImportFixtures.read("keepscore-games.xml.gz")
        let plain = try ImportFixtures.read("keepscore-games.xml")
        #expect(plain.plays == zipped.plays)
        #expect(plain.skipped == zipped.skipped)
    }

    @Test func keepsStartTimeScoresHistoryAndSeats() throws {
        let file = try ImportFixtures.read("keepscore-games.xml.gz")
        let hearts = try #require(file.play("1771959600000"))
        #expect(hearts.playedAt == ImportedPlayTime(year: 2026, month: 2, day: 24, secondsIntoDay: 19 * 3600))
        #expect(hearts.players.map(\.name) == ["Alice", "Bob", "Chloé"])
        #expect(hearts.players.map(\.score) == [26, 52, 0])
        #expect(hearts.players.map(\.changes) == [[5, 13, 8], [21, 0, 31], [0, 0, 0]])
        #expect(hearts.players.map(\.seat) == [1, 2, 3])
        #expect(hearts.players.allSatisfy { $0.winner == nil }, "KeepScore states no winner")
    }

    @Test func nullAndEmptyMarkersAndAStartingScore() throws {
        let file = try ImportFixtures.read("keepscore-games.xml.gz")
        let unnamed = try #require(file.play("1772042400000"))
        #expect(unnamed.players.map(\.name) == [nil, "Bob"], "seat order; a null name is anonymous")
        #expect(unnamed.players.map(\.score) == [7, 15])
        // Bob's changes (-5, +10) add to 5 of his 15: he started at 10.
        #expect(unnamed.players.map(\.changes) == [[], [10, -5, 10]])
    }

    @Test func theStampIsReadInTheGivenTimeZone() throws {
        let options = ImportReadOptions(timeZone: TimeZone(secondsFromGMT: -5 * 3600)!)
        let file = try ImportFixtures.read("keepscore-games.xml.gz", options: options)
        #expect(file.play("1771959600000")?.playedAt == ImportedPlayTime(year: 2026, month: 2, day: 24, secondsIntoDay: 14 * 3600))
    }

    @Test func badValuesSayWhichGameAndField() {
        func reading(_ game: String) -> ImportReadError? {
            ImportFixtures.error(reading: Data("<GamesBackup><Games>\(game)</Games></GamesBackup>".utf8), path: "k.xml")
        }
        let players = "<PlayerScores><PlayerScore><playerName>A</playerName><score>3</score><history>1,2</history></PlayerScore></PlayerScores>"
        #expect(reading("<Game><dateGameStarted>1771959600000</dateGameStarted>\(players)</Game>") == nil)
        #expect(reading("<Game>\(players)</Game>")?.field == "dateGameStarted")
        #expect(reading("<Game><dateGameStarted>soon</dateGameStarted>\(players)</Game>")?.record == "Game[0] (line 1)")
        let badHistory = reading("<Game><dateGameStarted>1</dateGameStarted><PlayerScores><PlayerScore><history>1,x</history></PlayerScore></PlayerScores></Game>")
        #expect(badHistory?.field == "history")
        #expect(badHistory?.record == "Game[0] (line 1), PlayerScore[0]")
    }
}

/// ScorePad's backup JSON: `Fixtures/scorepad-backup.json`, three games (one with a winner, one
/// with spare rounds past its last, one with no players).
@Suite struct ScorePadReaderTests {
    @Test func readsGamesRoundsAndWinners() throws {
        let file = try ImportFixtures.read("scorepad-backup.json")
        #expect(file.format == .scorepad)
        #expect(file.plays.map(\.sourceID) == ["g-1", "g-2"])
        #expect(file.skipped.map(\.reason) == [.noPlayers])
        let flip = try #require(file.play("g-1"))
        #expect(flip.kind == "Flip 7")
        #expect(flip.playedAt == ImportedPlayTime(year: 2026, month: 3, day: 4, secondsIntoDay: 20 * 3600))
        #expect(flip.players.map(\.name) == ["Alice", "Bob", "Chloé"])
        #expect(flip.players.map(\.changes) == [[10, 0, 15, 5], [5, 20, 0, 10], [0, 5, 5, 0]], "a round never scored is 0")
        #expect(flip.players.map(\.score) == [30, 35, 10])
        #expect(flip.players.map(\.seat) == [1, 2, 3])
        #expect(flip.winnerNames == ["Bob"])
    }

    @Test func roundsPastTheLastAreDroppedAndNoWinnerIsNoneStated() throws {
        let file = try ImportFixtures.read("scorepad-backup.json")
        let skyjo = try #require(file.play("g-2"))
        #expect(skyjo.players.map(\.changes) == [[3, 4], [6, 1]])
        #expect(skyjo.players.map(\.score) == [7, 7])
        #expect(skyjo.players.allSatisfy { $0.winner == nil })
    }

    @Test func aPlayerWhoIsNotInTheBackupStopsTheReadingWithWhere() {
        let text = """
            {"games": {"ids": ["g"], "entities": {"g": {"id": "g", "title": "T", "dateCreated": 1772654400000,
             "roundTotal": 1, "playerIds": ["p", "q"]}}},
             "players": {"ids": ["p"], "entities": {"p": {"id": "p", "playerName": "A", "scores": [1]}}}}
            """
        let error = ImportFixtures.error(reading: Data(text.utf8), path: "sp.json")
        #expect(error?.description == "sp.json: games.entities[\"g\"], field playerIds: no player \"q\" in players.entities")
    }
}
