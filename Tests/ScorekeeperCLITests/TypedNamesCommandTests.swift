import Foundation
import PhotoTestSupport
import Testing
import TestSupport

/// Names people can type, run as the real binary: the game before the player in `player score`,
/// titles found without their `·`, a title already in use said so, and the games list telling
/// twins apart by when each was last played.
@Suite struct TypedNamesCommandTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("typed-names.sqlite")
    }

    @Test func playerScoreTakesTheGameFirstAsWellAsWithGameOption() throws {
        try ok("game", "add", "Hearts")
        try ok("game", "add", "Poker")
        for game in ["Hearts", "Poker"] { try ok("player", "add", game, "Ann") }
        // Ann plays two unfinished games: her name alone is ambiguous, the game first says which.
        #expect(try run("player", "score", "Ann", "--by", "5").status == 1)
        #expect(try ok("player", "score", "Hearts", "Ann", "--by", "5") == "5")
        #expect(try ok("player", "score", "Ann", "--game", "Hearts", "--by", "2") == "7")
        #expect(try ok("player", "score", "Poker", "Ann", "--to", "3") == "3")
        #expect(try ok("player", "score", "hearts", "ann", "--by=-1") == "6")
        let both = try run("player", "score", "Hearts", "Ann", "--game", "Poker", "--by", "1")
        #expect(both.status == 64 && both.stderr.contains("Give the game once"), "\(both.stderr)")
        let missing = try run("player", "score", "Hearts", "Zed", "--by", "1")
        #expect(missing.status == 1 && missing.stderr.contains("No player named 'Zed' in Hearts"), "\(missing.stderr)")
        #expect(try ok("player", "list", "Hearts", "--json").contains("\"score\" : 6"))
    }

    /// A command run as if the system's clock read `moment` (UTC) and the reader lived in `zone`.
    @discardableResult
    func at(_ moment: String, zone: String = "Europe/Berlin", _ arguments: String...,
            sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try CommandRunner.run("/usr/bin/faketime", ["\(moment) UTC", try ScorekeeperBinary.path()] + arguments + ["--db", db],
                                           environment: ["TZ": zone])
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    @Test func aTitleIsFoundWithoutItsDot() throws {
        try ok("game", "add", "Hearts")
        try ok("game", "finish", "Hearts")
        let rematch = try ok("game", "rematch", "Hearts")
        #expect(try ok("game", "show", rematch).hasPrefix("Hearts · 2\n"))
        for typed in ["Hearts 2", "Hearts #2", "hearts·2", "HEARTS  ·  2", " hearts #2 "] {
            let shown = try run("game", "show", typed, "--json")
            #expect(shown.status == 0, "\(typed): \(shown.stderr)")
            #expect(shown.stdout.contains("\"id\" : \"\(rematch)\""), "\(typed) did not find Hearts · 2")
        }
        #expect(try ok("player", "add", "Hearts 2", "Ann").count == 36)
        #expect(try ok("player", "score", "hearts #2", "Ann", "--by", "3") == "3")
        // A # that is part of a word is kept: "C#" is not "C".
        try ok("game", "add", "C#")
        #expect(try run("game", "show", "C").status == 1)
        // A title typed exactly wins; typed loosely, two games are named alike and both are said.
        let exact = try run("game", "add", "Hearts 2").stdout.trimmingCharacters(in: .newlines)
        #expect(try ok("game", "show", "Hearts 2", "--json").contains("\"id\" : \"\(exact)\""))
        #expect(try ok("game", "show", "Hearts · 2", "--json").contains("\"id\" : \"\(rematch)\""))
        let both = try run("game", "show", "hearts #2")
        #expect(both.status == 1 && both.stderr.contains("2 games are named 'hearts #2'"), "\(both.stderr)")
    }

    @Test func aTitleAlreadyInUseIsSaidWithHowToTellThemApart() throws {
        let first = try run("game", "add", "Hearts")
        #expect(first.status == 0 && first.stderr.isEmpty)
        let firstID = first.stdout.trimmingCharacters(in: .newlines)
        let second = try run("game", "add", "Hearts")
        let secondID = second.stdout.trimmingCharacters(in: .newlines)
        // The id alone on standard output, as scripts read it; the game is made.
        #expect(second.status == 0 && secondID.count == 36 && secondID != firstID)
        #expect(second.stderr.hasPrefix("Note: another game is titled 'Hearts' (\(firstID.prefix(8)), playing, last played "),
                "\(second.stderr)")
        #expect(second.stderr.contains("this one is \(secondID.prefix(8))") && second.stderr.contains("`scorekeeper game list`"))
        #expect(second.stderr.hasSuffix("scorekeeper game rename \(secondID.prefix(8)) 'Hearts · 2'\n"), "\(second.stderr)")
        #expect(second.stderr.filter { $0 == "\n" }.count == 1)
        // Typed without its dot, a rematch's title is in use too.
        let loose = try run("game", "add", "hearts·2")
        #expect(loose.status == 0 && loose.stderr.isEmpty, "\(loose.stderr)")
        let again = try run("game", "add", "Hearts #2")
        #expect(again.stderr.hasPrefix("Note: another game is titled 'Hearts #2' ("), "\(again.stderr)")
        #expect(again.stderr.hasSuffix("'Hearts · 3'\n"), "\(again.stderr)")
        #expect(try ok("game", "list", "--json").components(separatedBy: "\"title\"").count == 5)
    }

    @Test func theGamesListShowsWhenEachGameWasLastPlayedInTheReadersDays() throws {
        // Now: Thursday 12 March 2026, 21:30 in Berlin (20:30 UTC).
        let now = "2026-03-12 20:30:00"
        try at("2025-12-24 18:00:00", "game", "add", "Go")
        try at("2026-02-01 10:00:00", "game", "add", "Hearts")
        let twinID = String(try at("2026-03-09 18:00:00", "game", "add", "Hearts").prefix(8))
        try at("2026-03-09 19:00:00", "player", "add", twinID, "Ann")
        try at("2026-03-10 19:00:00", "player", "score", twinID, "Ann", "--by", "5")
        try at("2026-03-11 20:00:00", "game", "add", "Skat")
        try at("2026-03-11 20:00:00", "player", "add", "Skat", "Bo")
        // 23:30 UTC on Wednesday is half past midnight on Thursday in Berlin.
        try at("2026-03-11 23:30:00", "player", "score", "Skat", "Bo", "--by", "2")
        // Neither a rename nor a photo is play: Go stays as last played on Christmas Eve.
        try at(now, "game", "rename", "Go", "Go club")
        let picture = directory.file("bo.png")
        try TestImage.png(width: 4, height: 4, red: 10, green: 200, blue: 10).write(to: URL(fileURLWithPath: picture))
        try at(now, "photo", "attach", "Bo", picture, "--game", "Skat")

        /// Each row's PLAYED and TITLE, cut at the header's columns.
        func rows(_ zone: String) throws -> [String] {
            let lines = try at(now, zone: zone, "game", "list").components(separatedBy: "\n")
            let header = try #require(lines.first)
            func offset(_ word: String) throws -> Int { header.distance(from: header.startIndex, to: try #require(header.range(of: word)).lowerBound) }
            let (played, players, title) = (try offset("PLAYED"), try offset("PLAYERS"), try offset("TITLE"))
            return lines.dropFirst().map { line in
                let characters = Array(line)
                let when = String(characters[played..<players]).trimmingCharacters(in: .whitespaces)
                return "\(when) | \(String(characters[title...]))"
            }
        }
        #expect(try rows("Europe/Berlin") == ["00:30 | Skat", "Tue | Hearts", "1 Feb | Hearts", "24 Dec 2025 | Go club"])
        // The same file read in UTC: Skat was played late on Wednesday.
        #expect(try rows("UTC") == ["Wed | Skat", "Tue | Hearts", "1 Feb | Hearts", "24 Dec 2025 | Go club"])
        #expect(try at(now, "game", "list").contains("\(twinID)  Tue"))
        let json = try JSONSerialization.jsonObject(with: Data(try at(now, "game", "list", "--json").utf8)) as? [[String: Any]]
        let played = json?.map { ($0["lastPlayed"] as? String)?.prefix(16) ?? "" }
        #expect(played == ["2026-03-11T23:30", "2026-03-10T19:00", "2026-02-01T10:00", "2025-12-24T18:00"])
    }
}
