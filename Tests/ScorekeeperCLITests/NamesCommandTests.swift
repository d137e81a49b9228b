import Foundation
import Testing
import TestSupport

/// Games by title, players by name and `round add`, run as the real binary. JSON is read with
/// Foundation's JSONSerialization; the expected totals are added up here from the points typed.
@Suite struct NamesCommandTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("names.sqlite")
    }

    func expectRefused(_ result: CommandResult, containing fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(fragment), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    /// `game add` of a title already in use: the new game's id; the note saying so is on stderr.
    func addNamesake(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try run("game", "add", title)
        #expect(result.status == 0 && result.stderr.hasPrefix("Note: "), "\(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    func object(_ result: CommandResult) throws -> [String: Any] {
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    }

    @Test("A script keeps a whole Hearts evening by titles and names only")
    func heartsEvening() throws {
        let rounds: [[String: Int]] = [
            ["Ann": 3, "Bo": 0, "Cy": 13, "Di": 10],
            ["Ann": 0, "Bo": 26, "Cy": 0, "Di": 0],
            ["Ann": 8, "Bo": 5, "Cy": 6, "Di": 7],
        ]
        let names = ["Ann", "Bo", "Cy", "Di"]
        let roundLines = rounds.map { round in
            "\"$SCOREKEEPER\" --db \"$DB\" round add Hearts " + names.map { "\($0)=\(round[$0]!)" }.joined(separator: " ") + " >/dev/null"
        }
        let script = (["set -e",
                       "\"$SCOREKEEPER\" --db \"$DB\" game add Hearts --lowest-wins --rounds 3 >/dev/null"]
                      + names.map { "\"$SCOREKEEPER\" --db \"$DB\" player add hearts \($0) >/dev/null" }
                      + roundLines
                      + ["\"$SCOREKEEPER\" --db \"$DB\" player score Ann --game Hearts --by 5 >/dev/null",
                         "\"$SCOREKEEPER\" --db \"$DB\" player score di --by -2 >/dev/null",
                         "\"$SCOREKEEPER\" --db \"$DB\" game finish HEARTS",
                         "\"$SCOREKEEPER\" --db \"$DB\" game show Hearts --json"]).joined(separator: "\n")
        let result = try CommandRunner.run("/bin/sh", ["-c", script],
                                           environment: ["SCOREKEEPER": try ScorekeeperBinary.path(), "DB": db])
        #expect(result.status == 0, "\(result.stderr)")
        var expected = Dictionary(uniqueKeysWithValues: names.map { ($0, 0) })
        for round in rounds { for (name, points) in round { expected[name]! += points } }
        expected["Ann"]! += 5
        expected["Di"]! -= 2
        let lowest = expected.values.min()!
        let winners = names.filter { expected[$0] == lowest }
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(winners.count)).map(String.init) == winners)
        let json = Data(lines.dropFirst(winners.count).joined(separator: "\n").utf8)
        let shown = try #require(JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(shown["status"] as? String == "finished")
        #expect(shown["currentRound"] as? Int == 3)
        let players = try #require(shown["players"] as? [[String: Any]])
        var scores: [String: Int] = [:]
        for player in players { scores[player["name"] as! String] = player["score"] as? Int }
        #expect(scores == expected)
        let ann = try #require(players.first { $0["name"] as? String == "Ann" })
        // Round 3 holds Ann's 8 and the 5 added while round 3 was current.
        #expect(ann["rounds"] as? [Int] == [3, 0, 13])
    }

    @Test func oldIDInvocationsStillWork() throws {
        let game = try ok("game", "add", "Hearts")
        let player = try ok("player", "add", game, "Ann")
        #expect(try ok("player", "score", player, "--by", "4") == "4")
        #expect(try ok("player", "score", String(player.prefix(6)), "--to", "7") == "7")
        // Ann has 7 in round 1 already: --set says the round holds 2 (as before it was asked).
        #expect(try ok("round", "add", String(game.prefix(8)), "\(player)=2", "--set").contains("Ann"))
        #expect(try object(run("game", "show", game, "--json"))["currentRound"] as? Int == 2)
    }

    @Test func ambiguousTitlesAndNamesListTheCandidates() throws {
        let first = try ok("game", "add", "Hearts")
        try ok("player", "add", first, "Ann")
        try ok("game", "finish", first)
        let second = try addNamesake("Hearts")
        // One unfinished Hearts among two: that one.
        #expect(try ok("player", "add", "Hearts", "Bo") != "")
        #expect(try object(run("game", "show", "Hearts", "--json"))["id"] as? String == second)
        let third = try addNamesake("hearts")
        let result = try run("game", "show", "Hearts")
        expectRefused(result, containing: "3 games are named 'Hearts'")
        for id in [first, second, third] { #expect(result.stderr.contains(String(id.prefix(8)))) }
        #expect(result.stderr.contains("finished") && result.stderr.contains("Ann"))
        // The watch reads GAME through the same resolver: refused before any screen opens.
        let watch = try CommandRunner.scorekeeper(["--watch", "Hearts", "--db", db])
        expectRefused(watch, containing: "3 games are named 'Hearts'")
        // A name in two unfinished games: listed, until --game says which.
        try ok("player", "add", third, "Bo")
        expectRefused(try run("player", "score", "Bo", "--by", "1"), containing: "2 players are named 'Bo'")
        #expect(try ok("player", "score", "Bo", "--game", third, "--by", "1") == "1")
    }

    @Test func unknownNamesSuggestTheNearest() throws {
        let game = try ok("game", "add", "Hearts")
        try ok("player", "add", game, "Annabel")
        expectRefused(try run("game", "show", "Haerts"),
                      containing: "No game named 'Haerts'. Did you mean 'Hearts'? See `scorekeeper game list`.")
        expectRefused(try run("player", "score", "Anabel", "--game", "Hearts", "--by", "1"),
                      containing: "No player named 'Anabel' in Hearts. Did you mean 'Annabel'? See `scorekeeper player list Hearts`.")
        // The command it points to is one the user can paste: a title with a space is quoted.
        try ok("game", "add", "Cabin night")
        expectRefused(try run("player", "score", "Ann", "--game", "Cabin night", "--by", "1"),
                      containing: "See `scorekeeper player list 'Cabin night'`.")
        expectRefused(try run("player", "add", "Poker", "Ann"), containing: "No game named 'Poker'.")
        // People too: the error says who is near, the command line where to look.
        try ok("game", "finish", game)
        expectRefused(try run("people", "show", "Anabel"),
                      containing: "No person named 'Anabel'. Did you mean 'Annabel'? See `scorekeeper people list`.")
        let hostile = try run("game", "show", "Hea\u{1B}[2Jrts")
        #expect(hostile.status == 1 && !hostile.stderr.contains("\u{1B}"))
    }

    @Test func roundAddRefusalsWriteNothing() throws {
        let game = try ok("game", "add", "Hearts", "--lowest-wins")
        for name in ["Ann", "Bo"] { try ok("player", "add", game, name) }
        try ok("round", "add", "Hearts", "Ann=1", "Bo=2")
        let before = try databaseDump(db)
        expectRefused(try run("round", "add", "Hearts", "Ann=3", "Zed=1"), containing: "No player named 'Zed' in Hearts")
        expectRefused(try run("round", "add", "Hearts", "Ann=3", "ann=1"), containing: "given twice")
        let usage = try run("round", "add", "Hearts", "Ann=three")
        #expect(usage.status == 64 && usage.stderr.contains("NAME=POINTS"))
        #expect(try databaseDump(db) == before)
        try ok("game", "finish", "Hearts")
        let finished = try databaseDump(db)
        expectRefused(try run("round", "add", "Hearts", "Ann=3"), containing: "is finished")
        #expect(try databaseDump(db) == finished)
    }

    @Test func roundAddJSONIsGameShowJSON() throws {
        try ok("game", "add", "Hearts", "--lowest-wins", "--rounds", "2")
        for name in ["Ann", "Bo", "Cy"] { try ok("player", "add", "Hearts", name) }
        let added = try object(run("round", "add", "Hearts", "Ann=3", "Bo=+0", "Cy=-2", "--json"))
        let shown = try object(run("game", "show", "Hearts", "--json"))
        #expect(NSDictionary(dictionary: added).isEqual(to: shown))
        #expect(added["currentRound"] as? Int == 2)
        let players = try #require(added["players"] as? [[String: Any]])
        // Lowest wins: Cy (-2), Bo (0), Ann (3), ranked by the game's rule.
        #expect(players.map { $0["name"] as? String } == ["Cy", "Bo", "Ann"])
        #expect(players.map { $0["rank"] as? Int } == [1, 2, 3])
        // The last round stays current; typing it again with --set replaces the cells.
        try ok("round", "add", "Hearts", "Ann=1")
        let again = try object(run("round", "add", "Hearts", "Ann=4", "--set", "--json"))
        #expect(again["currentRound"] as? Int == 2)
        let ann = try #require((again["players"] as? [[String: Any]])?.first { $0["name"] as? String == "Ann" })
        #expect(ann["rounds"] as? [Int] == [3, 4] && ann["score"] as? Int == 7)
        let text = try ok("round", "add", "Hearts", "Bo=1")
        #expect(text.hasPrefix("Hearts\n") && text.contains("RANK"))
        #expect(!text.contains("Kind:"), "a kind that is the title goes without saying")
        // The kind: the title's by default, a rematch's without its number, or the one set.
        #expect(shown["kind"] as? String == "Hearts")
        try ok("game", "finish", "Hearts")
        try ok("game", "rematch", "Hearts")
        #expect(try object(run("game", "show", "Hearts · 2", "--json"))["kind"] as? String == "Hearts")
        #expect(try ok("game", "show", "Hearts · 2").contains("\nKind: Hearts\n"))
        try ok("game", "kind", "Hearts · 2", "Black Lady")
        #expect(try object(run("game", "show", "Hearts · 2", "--json"))["kind"] as? String == "Black Lady")
    }
}
