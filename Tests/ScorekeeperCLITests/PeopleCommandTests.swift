import Foundation
import Testing
import TestSupport

/// `people list/show/rename/merge/colour/move`, `game kind`, `stats` and the people in `export`,
/// run as the real binary; JSON is read back with Foundation's reader.
@Suite struct PeopleCommandTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("people.sqlite")
    }

    func json(_ arguments: String...) throws -> Any {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: result.stdoutData)
    }

    /// Three evenings of Hearts (a rematch chain with a shared win) and a poker night with Bo.
    func playTheEvenings() throws {
        try ok("game", "add", "Hearts", "--lowest-wins")
        try ok("player", "add", "Hearts", "Ann", "--score", "20")
        try ok("player", "add", "Hearts", "Bo", "--score", "50")
        try ok("player", "add", "Hearts", "Cy", "--score", "40")
        try ok("game", "finish", "Hearts")
        try ok("game", "rematch", "Hearts")
        for (name, score) in [("Ann", "30"), ("Bo", "60"), ("Cy", "30")] { try ok("player", "score", name, "--game", "Hearts · 2", "--to", score) }
        try ok("game", "finish", "Hearts · 2")
        try ok("game", "rematch", "Hearts · 2")
        for (name, score) in [("Ann", "70"), ("Bo", "10"), ("Cy", "45")] { try ok("player", "score", name, "--game", "Hearts · 3", "--to", score) }
        try ok("game", "finish", "Hearts · 3")
        try ok("game", "add", "Poker night")
        try ok("player", "add", "Poker night", " bo ", "--score", "100")
        try ok("player", "add", "Poker night", "Dee", "--score", "400")
        try ok("game", "finish", "Poker night")
    }

    @Test func peopleListShowAndStatsInJSON() throws {
        try playTheEvenings()
        let list = try #require(try json("people", "list", "--json") as? [[String: Any]])
        #expect(list.map { $0["name"] as? String } == ["Ann", "Bo", "Cy", "Dee"])
        #expect(Set(list[0].keys) == ["id", "name", "colour", "games", "wins", "winRate", "lastPlayed", "rating"])
        let bo = list[1]
        #expect(bo["games"] as? Int == 4 && bo["wins"] as? Int == 1)
        #expect(abs((bo["winRate"] as? Double ?? 0) - 0.25) < 1e-9)
        let rating = try #require(bo["rating"] as? [String: Double])
        #expect(abs(rating["ordinal"]! - (rating["mu"]! - 3 * rating["sigma"]!)) < 1e-9)
        let ann = try #require(try json("people", "show", "ann", "--json") as? [String: Any])
        #expect(ann["games"] as? Int == 3 && ann["wins"] as? Int == 2 && ann["longestStreak"] as? Int == 2 && ann["streak"] as? Int == 0)
        let kinds = try #require(ann["kinds"] as? [[String: Any]])
        #expect(kinds.count == 1 && kinds[0]["kind"] as? String == "Hearts" && kinds[0]["best"] as? Int == 20 && kinds[0]["worst"] as? Int == 70)
        let h2h = try #require(ann["headToHead"] as? [[String: Any]])
        let versusBo = try #require(h2h.first { $0["opponent"] as? String == "Bo" })
        #expect(versusBo["games"] as? Int == 3 && versusBo["ahead"] as? Int == 2 && versusBo["behind"] as? Int == 1 && versusBo["tied"] as? Int == 0)
        #expect((ann["ratingHistory"] as? [Any])?.count == 3)
        let stats = try #require(try json("stats", "--json") as? [[String: Any]])
        #expect(stats.map { $0["kind"] as? String } == ["Hearts", "Poker night"])
        #expect(stats[0]["plays"] as? Int == 3 && stats[0]["averageWinningScore"] as? Double == 20)
        #expect(((stats[0]["top"] as? [[String: Any]])?.first)?["name"] as? String == "Ann")
        let poker = try #require(try json("stats", "--kind", "poker NIGHT", "--json") as? [[String: Any]])
        #expect(poker.count == 1 && poker[0]["plays"] as? Int == 1)
        let missing = try run("stats", "--kind", "Chess")
        #expect(missing.status != 0 && missing.stderr.contains("Chess"))
        // The export carries the people and each game's kind.
        let export = try #require(try json("export", "--all") as? [String: Any])
        #expect((export["people"] as? [[String: Any]])?.count == 4)
        let games = try #require(export["games"] as? [[String: Any]])
        #expect(games.compactMap { $0["kind"] as? String }.sorted() == ["Hearts", "Hearts", "Hearts", "Poker night"])
        #expect(games.allSatisfy { (($0["players"] as? [[String: Any]]) ?? []).allSatisfy { $0["personID"] is String } })
        // Every person has the same keys: one who has finished no game yet has a null lastPlayed.
        try ok("game", "add", "Rummy")
        try ok("player", "add", "Rummy", "Eve")
        let eve = try #require((try json("people", "list", "--json") as? [[String: Any]])?.first { $0["name"] as? String == "Eve" })
        #expect(Set(eve.keys) == Set(list[0].keys))
        #expect(eve["lastPlayed"] is NSNull)
        let eveShown = try #require(try json("people", "show", "Eve", "--json") as? [String: Any])
        #expect(eveShown["lastPlayed"] is NSNull)
    }

    @Test func renameColourMergeMoveAndKindChangeWhatTheySayAndRefuseBadInput() throws {
        try playTheEvenings()
        try ok("people", "rename", "dee", "Deirdre")
        try ok("people", "colour", "Deirdre", "Teal")
        let list = try #require(try json("people", "list", "--json") as? [[String: Any]])
        #expect(list.first { $0["name"] as? String == "Deirdre" }?["colour"] as? String == "teal")
        let badColour = try run("people", "colour", "Deirdre", "mauve")
        #expect(badColour.status != 0 && badColour.stderr.contains("mauve"))
        let unknown = try run("people", "show", "Anne")
        #expect(unknown.status != 0 && unknown.stderr.contains("Did you mean 'Ann'"))
        // Merge asks on a terminal; without one it needs --yes and changes nothing.
        let refused = try run("people", "merge", "Cy", "Ann")
        #expect(refused.status != 0)
        #expect((try json("people", "list", "--json") as? [Any])?.count == 4)
        try ok("people", "merge", "Cy", "Ann", "--yes")
        let merged = try #require(try json("people", "list", "--json") as? [[String: Any]])
        #expect(merged.map { $0["name"] as? String } == ["Ann", "Bo", "Deirdre"])
        // Move the poker player back out to a new person: first Bo → Ann, then Ann → Bo.
        try ok("people", "move", "bo", "Ann", "--game", "Poker night")
        #expect((try json("people", "show", "Bo", "--json") as? [String: Any])?["games"] as? Int == 3)
        try ok("people", "move", "bo", "Bo", "--game", "Poker night")
        #expect((try json("people", "show", "Bo", "--json") as? [String: Any])?["games"] as? Int == 4)
        try ok("game", "kind", "Poker night", "Texas hold'em")
        let kinds = try #require(try json("stats", "--json") as? [[String: Any]])
        #expect(kinds.map { $0["kind"] as? String } == ["Hearts", "Texas hold'em"])
        let badKind = try run("game", "kind", "Poker night", "")
        #expect(badKind.status != 0)
    }

    /// Winning scores at a score's limits: two wins with the largest score sum past 64 bits, and
    /// no Double holds the largest score. The text shows each average exactly, to one decimal;
    /// JSON has the nearest number.
    @Test func averagesOfScoresAtTheirLimits() throws {
        let largest = String(Int.max), smallest = String(Int.min), nextLargest = String(Int.max - 1)
        for (title, score, lowestWins) in [("Poker", largest, false), ("Poker", largest, false), ("Golf", smallest, true),
                                           ("Golf", smallest, true), ("Dice", largest, false), ("Dice", nextLargest, false)] {
            // Each title twice: the second `game add` notes the namesake on stderr.
            let added = lowestWins ? try run("game", "add", title, "--lowest-wins") : try run("game", "add", title)
            #expect(added.status == 0, "\(added.stderr)")
            let game = added.stdout.trimmingCharacters(in: .newlines)
            try ok("player", "add", game, "Ann", "--score", score)
            try ok("player", "add", game, "Bo", "--score", "0")
            try ok("game", "finish", game)
        }
        let exact = ["Dice": "9223372036854775806.5", "Golf": "-9223372036854775808.0", "Poker": "9223372036854775807.0"]
        let stats = try ok("stats")
        let people = try ok("people", "show", "Ann")
        for (kind, average) in exact {
            #expect(stats.split(separator: "\n").contains { $0.contains(average) && $0.hasSuffix(kind) }, "\(kind): \(stats)")
            #expect(people.split(separator: "\n").contains { $0.contains(average) && $0.hasSuffix(kind) }, "\(kind): \(people)")
        }
        // (9223372036854775806.5 is 2^63 as a Double, as Int.max is.)
        let nearest: [String: Double?] = ["Dice": Double(Int.max), "Golf": Double(Int.min), "Poker": Double(Int.max)]
        let kinds = try #require(try json("stats", "--json") as? [[String: Any]])
        #expect(Dictionary(uniqueKeysWithValues: kinds.map { ($0["kind"] as? String ?? "", ($0["averageWinningScore"] as? NSNumber)?.doubleValue) })
                == nearest)
        let ann = try #require(try json("people", "show", "Ann", "--json") as? [String: Any])
        let annKinds = try #require(ann["kinds"] as? [[String: Any]])
        #expect(Dictionary(uniqueKeysWithValues: annKinds.map { ($0["kind"] as? String ?? "", ($0["average"] as? NSNumber)?.doubleValue) })
                == nearest)
    }
}
