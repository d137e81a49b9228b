import Foundation
import Testing
import TestSupport

/// `scorekeeper evening`: the games of an evening (06:00 to 06:00 local time) with their winners
/// and each person's wins, places and rating change, as plain text, JSON and Markdown; run as the
/// real binary under `faketime`, so the evening it is now is known.
@Suite struct EveningCommandTests {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("evening.sqlite")
    }

    /// Runs a command with the clock at `moment` ("2026-11-24 19:00:00", in the time zone `tz`).
    func at(_ moment: String, _ arguments: [String], tz: String = "UTC") throws -> CommandResult {
        try CommandRunner.run("/usr/bin/faketime", ["-f", moment, try ScorekeeperBinary.path()] + arguments + ["--db", db],
                              environment: ["TZ": tz])
    }

    @discardableResult
    func ok(_ moment: String, _ arguments: String..., tz: String = "UTC", sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try ok(moment, arguments, tz: tz, sourceLocation: sourceLocation)
    }

    @discardableResult
    func ok(_ moment: String, _ arguments: [String], tz: String = "UTC", sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try at(moment, arguments, tz: tz)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// Monday: Hearts (Ann wins). Tuesday evening: Hearts (lowest wins: Bo and Cy share it), a
    /// long-titled poker game finished at 00:30 (Ann), and a Chess game still played. Wednesday: Poker (Bo).
    func gameNights() throws {
        func game(_ at: String, _ title: String, _ scores: [(String, Int)], lowestWins: Bool = false, finish: Bool = true) throws {
            let id = try ok(at, ["game", "add", title] + (lowestWins ? ["--lowest-wins"] : [])).trimmingCharacters(in: .newlines)
            for (name, score) in scores {
                try ok(at, "player", "add", id, name)
                try ok(at, "player", "score", id, name, "--by", String(score))
            }
            if finish { try ok(at, "game", "finish", id) }
        }
        try game("2026-11-23 20:00:00", "Hearts", [("Ann", 10), ("Bo", 30), ("Cy", 20)], lowestWins: true)
        try game("2026-11-24 19:00:00", "Hearts 2", [("Ann", 40), ("Bo", 30), ("Cy", 30)], lowestWins: true)
        try game("2026-11-25 00:30:00", "Poker for the very longest night of the year", [("Ann", 300), ("Bo", 100)])
        try game("2026-11-25 01:00:00", "Chess", [("Bo", 1), ("Cy", 0)], finish: false)
        try game("2026-11-25 20:00:00", "Poker", [("Ann", 1), ("Bo", 100)])
    }

    @Test func plainTextShowsTheGamesAndPeopleInEightyColumns() throws {
        try gameNights()
        let text = try ok("2026-11-26 10:00:00", "evening", "2026-11-24")
        #expect(text == """
            Evening of Tue 24 Nov 2026

            GAME                            KIND            STATUS    WINNERS
            Hearts 2                        Hearts 2        finished  Bo, Cy
            Poker for the very longest ni…  Poker for the…  finished  Ann
            Chess                           Chess           playing   

            PERSON  GAMES  WINS  PLACES     RATING
            Ann         2     1  3rd, 1st   3.3 → 4.9 (+1.6)
            Bo          3     1  =1st, 2nd  -2.8 → -2.9 (-0.1)
            Cy          2     1  =1st       1.5 → 2.5 (+1.0)

            """)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func jsonGivesTheDocumentedShape() throws {
        try gameNights()
        let text = try ok("2026-11-26 10:00:00", "evening", "yesterday", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["evening", "from", "to", "games", "tournaments", "people"])
        #expect(object["evening"] as? String == "2026-11-25")
        #expect(object["from"] as? String == "2026-11-25T06:00:00.000Z")
        #expect(object["to"] as? String == "2026-11-26T06:00:00.000Z")
        let games = try #require(object["games"] as? [[String: Any]])
        #expect(games.count == 1)
        #expect(Set(games[0].keys) == ["id", "title", "kind", "status", "winners", "drawn", "lastPlayed"])
        #expect(games[0]["title"] as? String == "Poker" && games[0]["winners"] as? [String] == ["Bo"])
        #expect(games[0]["status"] as? String == "finished" && games[0]["lastPlayed"] as? String == "2026-11-25T20:00:00.000Z")
        let people = try #require(object["people"] as? [[String: Any]])
        #expect(people.map { $0["name"] as? String } == ["Bo", "Ann"])
        #expect(Set(people[0].keys) == ["id", "name", "games", "wins", "draws", "places", "ratingBefore", "ratingAfter", "ratingChange"])
        #expect(people[0]["places"] as? [String] == ["1st"] && people[1]["places"] as? [String] == ["2nd"])
        let before = try #require(people[0]["ratingBefore"] as? Double), after = try #require(people[0]["ratingAfter"] as? Double)
        let change = try #require(people[0]["ratingChange"] as? Double)
        #expect(abs(after - before - change) < 1e-9 && change > 0)
        // The rating after the last evening is the one `people list` shows.
        let list = try #require(try JSONSerialization.jsonObject(with: Data(try ok("2026-11-26 10:00:00", "people", "list", "--json").utf8)) as? [[String: Any]])
        let bo = try #require(list.first { $0["name"] as? String == "Bo" })
        #expect(((bo["rating"] as? [String: Any])?["ordinal"] as? Double).map { abs($0 - after) < 1e-9 } == true)
    }

    @Test func markdownIsTwoTablesToPaste() throws {
        try gameNights()
        let text = try ok("2026-11-26 10:00:00", "evening", "2026-11-24", "--markdown")
        #expect(text == """
            **Evening of Tue 24 Nov 2026**

            | Game | Kind | Status | Winners |
            |---|---|---|---|
            | Hearts 2 | Hearts 2 | finished | Bo, Cy |
            | Poker for the very longest night of the year | Poker for the very longest night of the year | finished | Ann |
            | Chess | Chess | playing |  |

            | Person | Games | Wins | Places | Rating before | Rating after | Change |
            |---|--:|--:|---|--:|--:|--:|
            | Ann | 2 | 1 | 3rd, 1st | 3.3 | 4.9 | +1.6 |
            | Bo | 3 | 1 | =1st, 2nd | -2.8 | -2.9 | -0.1 |
            | Cy | 2 | 1 | =1st | 1.5 | 2.5 | +1.0 |

            """)
    }

    @Test func theDateIsADayTodayTonightOrYesterdayAndDefaultsToTheLatestEvening() throws {
        try gameNights()
        func evening(_ moment: String, _ arguments: String...) throws -> String {
            let text = try at(moment, ["evening"] + arguments + ["--json"]).stdout
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            return object?["evening"] as? String ?? "none"
        }
        // At 02:00 on Thursday it is still Wednesday's evening.
        #expect(try evening("2026-11-26 02:00:00", "today") == "2026-11-25")
        #expect(try evening("2026-11-26 02:00:00", "tonight") == "2026-11-25")
        #expect(try evening("2026-11-26 02:00:00", "yesterday") == "2026-11-24")
        #expect(try evening("2026-11-26 07:00:00", "yesterday") == "2026-11-25")
        #expect(try evening("2026-11-26 07:00:00", "2026-11-23") == "2026-11-23")
        // With no date: the latest evening with a game, a week later too.
        #expect(try evening("2026-12-03 20:00:00") == "2026-11-25")
        // The time zone is the reader's: in Tokyo, Monday's 20:00 UTC game is Tuesday 05:00, still Monday's evening;
        // Tuesday's 19:00 UTC game is Wednesday 04:00 there.
        let tokyo = try at("2026-11-26 10:00:00", ["evening", "2026-11-24", "--json"], tz: "Asia/Tokyo").stdout
        #expect(tokyo.contains("\"title\" : \"Hearts 2\"") && tokyo.contains("\"from\" : \"2026-11-23T21:00:00.000Z\""))
        let tokyoMonday = try at("2026-11-26 10:00:00", ["evening", "2026-11-23"], tz: "Asia/Tokyo").stdout
        #expect(tokyoMonday.contains("Hearts  ") && !tokyoMonday.contains("Hearts 2"))
    }

    @Test func anEveningWithNoGamesSaysSo() throws {
        try gameNights()
        #expect(try ok("2026-11-26 10:00:00", "evening", "2026-11-20") == "Evening of Fri 20 Nov 2026\nNo games.\n")
        #expect(try ok("2026-11-26 10:00:00", "evening", "today") == "Evening of Thu 26 Nov 2026 (tonight)\nNo games.\n")
        let json = try ok("2026-11-26 10:00:00", "evening", "2026-11-20", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["games"] as? [Any])?.isEmpty == true && (object["people"] as? [Any])?.isEmpty == true)
        // A file without games at all: tonight, empty.
        let empty = try CommandRunner.run(try ScorekeeperBinary.path(), ["evening", "--db", directory.file("none.sqlite")], environment: ["TZ": "UTC"])
        #expect(empty.status == 0 && empty.stdout.hasSuffix("(tonight)\nNo games.\n"))
    }

    /// A Swiss of four and one round on Tuesday evening, its table 1 won and table 2 drawn by hand.
    func clubSwiss(rounds: Int = 1, playSecondRound: Bool = false) throws {
        let at = "2026-11-24 19:00:00"
        try ok(at, "tournament", "add", "Thursday Club Swiss", "--format", "swiss", "--rounds", String(rounds))
        try ok(at, "tournament", "join", "Thursday Club Swiss", "Ann", "Bo", "Cy", "Di")
        try ok(at, "tournament", "pair", "Thursday Club Swiss")
        try ok("2026-11-24 20:00:00", "tournament", "result", "Thursday Club Swiss", "1", "1-0")
        try ok("2026-11-24 20:10:00", "tournament", "result", "Thursday Club Swiss", "2", "½-½")
    }

    @Test func aTournamentPlayedThatEveningHasASectionWithItsWinnerAndItsOwnStandings() throws {
        try clubSwiss()
        let json = try ok("2026-11-26 10:00:00", "evening", "2026-11-24", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let tournaments = try #require(object["tournaments"] as? [[String: Any]])
        #expect(tournaments.count == 1)
        let section = try #require(tournaments.first)
        #expect(section["name"] as? String == "Thursday Club Swiss" && section["finished"] as? Bool == true)
        #expect(section["format"] as? String == "swiss" && section["round"] as? Int == 1 && section["plannedRounds"] as? Int == 1)
        // The standings are the tournament's own, as `tournament show` gives them.
        let shown = try #require(try JSONSerialization.jsonObject(
            with: Data(try ok("2026-11-26 10:00:00", "tournament", "show", "Thursday Club Swiss", "--json").utf8)) as? [String: Any])
        let theirs = try #require(shown["standings"] as? [[String: Any]])
        let ours = try #require(section["standings"] as? [[String: Any]])
        #expect(ours.map { $0["name"] as? String } == theirs.map { $0["name"] as? String })
        #expect(ours.map { $0["rank"] as? Int } == theirs.map { $0["rank"] as? Int })
        #expect(ours.map { $0["points"] as? String } == theirs.map { $0["points"] as? String })
        #expect(ours.map { $0["draws"] as? Int } == theirs.map { $0["draws"] as? Int })
        // One winner: table 1's winner, alone on a point.
        let winner = try #require(theirs.first?["name"] as? String)
        #expect(section["winners"] as? [String] == [winner] && section["leaders"] as? [String] == [winner])
        #expect(ours.first?["points"] as? String == "1" && ours.first?["wins"] as? Int == 1)

        let text = try ok("2026-11-26 10:00:00", "evening", "2026-11-24")
        #expect(text.contains("Thursday Club Swiss (Swiss)\nWinner: \(winner)\n"), "\(text)")
        #expect(text.contains("#  NAME  PTS  W  D  L"), "\(text)")
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
        let markdown = try ok("2026-11-26 10:00:00", "evening", "2026-11-24", "--markdown")
        #expect(markdown.contains("**Thursday Club Swiss** (Swiss): Winner: \(winner)"), "\(markdown)")
    }

    @Test func anUnfinishedTournamentNamesItsLeadersAndSaysSo() throws {
        try clubSwiss(rounds: 2)
        let object = try #require(try JSONSerialization.jsonObject(
            with: Data(try ok("2026-11-26 10:00:00", "evening", "2026-11-24", "--json").utf8)) as? [String: Any])
        let section = try #require((object["tournaments"] as? [[String: Any]])?.first)
        #expect(section["finished"] as? Bool == false && section["winners"] as? [String] == [])
        let leaders = try #require(section["leaders"] as? [String])
        #expect(leaders.count == 1)
        let text = try ok("2026-11-26 10:00:00", "evening", "2026-11-24")
        #expect(text.contains("Leading after round 1 of 2 (not finished): \(leaders[0])"), "\(text)")
    }

    @Test func aTableGameTitleCutKeepsItsRoundAndTable() throws {
        try clubSwiss()
        let text = try ok("2026-11-26 10:00:00", "evening", "2026-11-24")
        // "Thursday Club Swiss: round 1, table 2" is wider than the column: the name gives way.
        #expect(text.contains("Thursday Cl…: round 1, table 1  "), "\(text)")
        #expect(text.contains("Thursday Cl…: round 1, table 2  "), "\(text)")
        #expect(!text.contains("ta…"))
    }

    @Test func aDrawnGameIsADrawNotASharedWin() throws {
        let at = "2026-11-24 19:00:00"
        let chess = try ok(at, "game", "add", "Chess").trimmingCharacters(in: .newlines)
        try ok(at, "player", "add", chess, "Hal")
        try ok(at, "player", "add", chess, "Di")
        try ok(at, "player", "score", chess, "Hal", "--by", "1")
        try ok(at, "player", "score", chess, "Di", "--by", "1")
        try ok(at, "game", "finish", chess)
        // A shared win is still one: two of three share the lowest score.
        try ok(at, "game", "add", "Hearts", "--lowest-wins")
        for (name, score) in [("Hal", 10), ("Di", 10), ("Cy", 30)] {
            try ok(at, "player", "add", "Hearts", name)
            try ok(at, "player", "score", "Hearts", name, "--by", String(score))
        }
        try ok(at, "game", "finish", "Hearts")

        let object = try #require(try JSONSerialization.jsonObject(
            with: Data(try ok("2026-11-26 10:00:00", "evening", "2026-11-24", "--json").utf8)) as? [String: Any])
        let games = try #require(object["games"] as? [[String: Any]])
        let chessLine = try #require(games.first { $0["title"] as? String == "Chess" })
        #expect(chessLine["winners"] as? [String] == [] && chessLine["drawn"] as? [String] == ["Di", "Hal"])
        let people = try #require(object["people"] as? [[String: Any]])
        let hal = try #require(people.first { $0["name"] as? String == "Hal" })
        #expect(hal["wins"] as? Int == 1 && hal["draws"] as? Int == 1)
        #expect(hal["places"] as? [String] == ["draw", "=1st"])

        let text = try ok("2026-11-26 10:00:00", "evening", "2026-11-24")
        #expect(text.split(separator: "\n").contains { $0.hasPrefix("Chess ") && $0.hasSuffix("finished  draw: Di, Hal") }, "\(text)")
        #expect(text.contains("draw, =1st"), "\(text)")
        // The statistics agree: one win each for Hal and Di, none for the draw.
        let stats = try #require(try JSONSerialization.jsonObject(
            with: Data(try ok("2026-11-26 10:00:00", "people", "list", "--json").utf8)) as? [[String: Any]])
        #expect(stats.first { $0["name"] as? String == "Hal" }?["wins"] as? Int == 1)
    }

    @Test func aBadDateIsRefusedInOneLine() throws {
        for bad in ["2026-02-30", "24/11/2026", "last-night", "2026-11-24T20:00"] {
            let result = try at("2026-11-26 10:00:00", ["evening", bad])
            #expect(result.status != 0)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(result.stderr.contains("YYYY-MM-DD"))
        }
        let both = try at("2026-11-26 10:00:00", ["evening", "--json", "--markdown"])
        #expect(both.status != 0 && both.stderr.contains("--json or --markdown"))
    }
}
