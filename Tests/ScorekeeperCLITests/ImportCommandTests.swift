import Foundation
import Testing
import TestSupport

/// `scorekeeper import` and `export --format bgstats|bgg-csv` run as the real binary on files
/// written by hand in BG Stats' shape: what an import makes, read back through `game list`,
/// `people list`, `stats` and `evening`; a second import adds nothing; hostile files are refused
/// in one line with the database exactly as it was; and games go out to BG Stats and back.
@Suite struct ImportCommandTests {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("plays.sqlite")
    }

    /// Runs the binary on `file` (the suite's database unless given), in UTC so local times read alike.
    func run(_ arguments: [String], on file: String? = nil) throws -> CommandResult {
        try CommandRunner.scorekeeper(arguments + ["--db", file ?? db], environment: ["TZ": "UTC"])
    }

    @discardableResult
    func ok(_ arguments: String..., on file: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try run(arguments, on: file)
        try #require(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    func json(_ arguments: String..., on file: String? = nil) throws -> Any {
        let result = try run(arguments, on: file)
        try #require(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: result.stdoutData)
    }

    /// The whole database as the sqlite3 shell writes it ("" for no file).
    func dump(_ file: String? = nil) throws -> String {
        let path = file ?? db
        guard FileManager.default.fileExists(atPath: path) else { return "" }
        return try CommandRunner.run("/usr/bin/sqlite3", ["-batch", path, ".dump"]).stdout
    }

    func write(_ text: String, to name: String) throws -> String {
        let path = directory.file(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A BG Stats export: Catan on the 14th at 19:30 that Bo won by BG Stats' flag though Ann
    /// scored more; Hearts (lowest wins) that evening at 21:00, Ann won; Catan on the 13th with
    /// no score at all, Cy won; a cooperative Pandemic and an ignored play, skipped.
    static let bgstats = """
        {"userInfo": {"meRefId": 1},
         "players": [{"id": 1, "name": "Ann", "isAnonymous": false}, {"id": 2, "name": "Bo", "isAnonymous": false},
                     {"id": 3, "name": "Cy", "isAnonymous": false}],
         "locations": [{"id": 1, "name": "Home"}],
         "games": [{"id": 10, "name": "Catan", "highestWins": true, "noPoints": false, "cooperative": false},
                   {"id": 11, "name": "Hearts", "highestWins": false, "noPoints": false, "cooperative": false},
                   {"id": 12, "name": "Pandemic", "highestWins": true, "noPoints": true, "cooperative": true}],
         "plays": [
           {"uuid": "6F1C0A2E-1111-4A6B-9C61-000000000001", "playDate": "2026-03-14 19:30:00", "durationMin": 75, "gameRefId": 10,
            "locationRefId": 1, "ignored": false, "manualWinner": true, "usesTeams": false,
            "playerScores": [{"playerRefId": 1, "score": "10", "winner": false, "rank": 0, "seatOrder": 2, "startPlayer": false},
                             {"playerRefId": 2, "score": "8", "winner": true, "rank": 0, "seatOrder": 1, "startPlayer": true},
                             {"playerRefId": 3, "score": "7", "winner": false, "rank": 0, "seatOrder": 3, "startPlayer": false}]},
           {"uuid": "6F1C0A2E-1111-4A6B-9C61-000000000002", "playDate": "2026-03-14 21:00:00", "durationMin": 30, "gameRefId": 11,
            "ignored": false, "manualWinner": false, "usesTeams": false,
            "playerScores": [{"playerRefId": 1, "score": "7", "winner": true, "rank": 1},
                             {"playerRefId": 2, "score": "26", "winner": false, "rank": 2}]},
           {"uuid": "6F1C0A2E-1111-4A6B-9C61-000000000003", "playDate": "2026-03-13 20:00:00", "durationMin": 0, "gameRefId": 10,
            "ignored": false, "manualWinner": true, "usesTeams": false,
            "playerScores": [{"playerRefId": 3, "score": "", "winner": true}, {"playerRefId": 1, "score": "", "winner": false}]},
           {"uuid": "6F1C0A2E-1111-4A6B-9C61-000000000004", "playDate": "2026-03-12 20:00:00", "durationMin": 60, "gameRefId": 12,
            "ignored": false, "manualWinner": false, "usesTeams": false,
            "playerScores": [{"playerRefId": 1, "score": "", "winner": true}, {"playerRefId": 2, "score": "", "winner": true}]},
           {"uuid": "6F1C0A2E-1111-4A6B-9C61-000000000005", "playDate": "2026-03-11 20:00:00", "durationMin": 60, "gameRefId": 10,
            "ignored": true, "manualWinner": false, "usesTeams": false,
            "playerScores": [{"playerRefId": 1, "score": "3", "winner": true}]}
         ]}
        """

    @Test func aBGStatsExportComesInAndReadsBackOnEverySurface() throws {
        let file = try write(Self.bgstats, to: "BGStatsExport.json")
        let dry = try ok("import", file, "--dry-run")
        #expect(dry.contains("BG Stats (\(file)): 5 plays → 3 games in 2 kinds, 3 people of whom 0 exist; 2 skipped: 1 cooperative, 1 ignored."))
        #expect(dry.contains("New people: Ann, Bo, Cy."))
        #expect(!FileManager.default.fileExists(atPath: db))
        let summary = try ok("import", file)
        #expect(summary.hasPrefix("BG Stats (\(file)): 5 plays → 3 games in 2 kinds"))

        let games = try #require(try json("game", "list", "--json") as? [[String: Any]])
        #expect(games.map { $0["title"] as? String } == ["Hearts", "Catan", "Catan"])
        #expect(games.map { $0["winners"] as? [String] } == [["Ann"], ["Bo"], ["Cy"]])
        #expect(games.map { $0["lastPlayed"] as? String } == ["2026-03-14T21:00:00.000Z", "2026-03-14T19:30:00.000Z",
                                                              "2026-03-13T20:00:00.000Z"])
        let people = try #require(try json("people", "list", "--json") as? [[String: Any]])
        #expect(people.map { $0["name"] as? String } == ["Ann", "Bo", "Cy"])
        #expect(people.map { $0["wins"] as? Int } == [1, 1, 1])
        #expect(people.map { $0["games"] as? Int } == [3, 2, 2])
        let evening = try #require(try json("evening", "2026-03-14", "--json") as? [String: Any])
        let eveningGames = try #require(evening["games"] as? [[String: Any]])
        #expect(eveningGames.map { $0["winners"] as? [String] } == [["Bo"], ["Ann"]])
        let stats = try ok("stats")
        #expect(stats.contains("Catan"))
        #expect(stats.contains("Hearts"))

        // A second import adds nothing, and says so.
        let before = try dump()
        let again = try ok("import", file)
        #expect(again.hasPrefix("BG Stats (\(file)): 5 plays → 0 games in 0 kinds"))
        #expect(again.contains("3 plays already here: left as they are."))
        #expect(try dump() == before)
        let report = try #require(try json("import", file, "--json") as? [String: Any])
        #expect(report["created"] as? Int == 0 && report["unchanged"] as? Int == 3)
        #expect((report["skipped"] as? [[String: Any]])?.map { $0["reason"] as? String } == ["cooperative", "ignored"])
    }

    @Test func theImportsJSONFollowsItsSchema() throws {
        let file = try write(Self.bgstats, to: "BGStatsExport.json")
        for arguments in [["import", file, "--json", "--dry-run"], ["import", file, "--json"], ["import", file, "--json"]] {
            let result = try run(arguments)
            try #require(result.status == 0, "\(result.stderr)")
            #expect(try JSONSchemaTests.errors(result.stdoutData, schema: "import") == nil)
        }
    }

    /// Whether a refusal's reason ends as a sentence (".", "?" or "!") before " Nothing was imported.".
    static func endsAsASentence(_ stderr: String) -> Bool {
        let tail = " Nothing was imported.\n"
        guard stderr.hasSuffix(tail), let last = stderr.dropLast(tail.count).last else { return false }
        return ".?!".contains(last)
    }

    @Test func hostileFilesImportNothingAndSayWhereInOneLine() throws {
        try ok("game", "add", "Here already")
        let cases: [(String, String, [String], String)] = [
            ("truncated", String(Self.bgstats.prefix(700)), [], "truncated.json"),
            ("no such player", Self.bgstats.replacingOccurrences(of: #""playerRefId": 3, "score": "7""#, with: #""playerRefId": 9, "score": "7""#),
             [], "plays[0]"),
            ("control characters", Self.bgstats.replacingOccurrences(of: #""name": "Cy""#, with: #""name": "Cy\u001b[2J""#), [],
             "plays[0], field players[2].name ('Cy"),
            ("another format", Self.bgstats, ["--from", "bgg"], "another format.json"),
            ("external entity", """
                <?xml version="1.0"?>
                <!DOCTYPE plays [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
                <plays username="ann" userid="1" total="1" page="1"><play id="1" date="2026-03-14" quantity="1" length="0"
                incomplete="0" nowinstats="0" location=""><item name="&secret;" objecttype="thing" objectid="13"/></play></plays>
                """, [], "external entity.json"),
        ]
        for (label, text, options, place) in cases {
            let file = try write(text, to: "\(label).json")
            let before = try dump()
            let result = try run(["import", file] + options)
            #expect(result.status != 0, "\(label): imported: \(result.stdout)")
            let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 2 && lines[1].isEmpty, "\(label): one line: \(result.stderr)")
            #expect(result.stderr.contains(place), "\(label): \(result.stderr)")
            // The reason is a sentence of its own, then what happened to the file.
            #expect(Self.endsAsASentence(result.stderr), "\(label): \(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}"), "\(label): raw escape in \(result.stderr.debugDescription)")
            #expect(try dump() == before, "\(label): the database changed")
        }
        // A gzip bomb: a small file that would expand past the 200 MB limit is refused while it
        // expands, and nothing is written.
        let bomb = try write("", to: "games-20260314.xml.gz")
        let made = try CommandRunner.run("/bin/sh", ["-c", "head -c 210000000 /dev/zero | gzip -1 > \"$0\"", bomb])
        try #require(made.status == 0, "\(made.stderr)")
        let beforeBomb = try dump()
        let refused = try run(["import", bomb])
        #expect(refused.status != 0, "the bomb was read: \(refused.stdout)")
        #expect(refused.stderr.contains("games-20260314.xml.gz"), "\(refused.stderr)")
        #expect(Self.endsAsASentence(refused.stderr), "\(refused.stderr)")
        #expect(try dump() == beforeBomb, "the bomb changed the database")
        // A map line that is not `Name = Person`: refused with its line number.
        let file = try write(Self.bgstats, to: "good.json")
        let map = try write("Ann = Here\nBo\n", to: "people.txt")
        let before = try dump()
        let result = try run(["import", file, "--people", map])
        #expect(result.status != 0)
        #expect(result.stderr.contains("people.txt:2:"), "\(result.stderr)")
        #expect(try dump() == before)
    }

    @Test func gamesGoToBGStatsAndComeBackAsTheSameGames() throws {
        try ok("game", "add", "Poker")
        try ok("player", "add", "Poker", "Ann", "Bo")
        try ok("player", "score", "Poker", "Ann", "--by", "40")
        try ok("player", "score", "Poker", "Bo", "--by", "70")
        try ok("game", "finish", "Poker")
        try ok("import", try write(Self.bgstats, to: "BGStatsExport.json"))
        let exported = try ok("export", "--all", "--format", "bgstats")
        let plays = try #require((try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [String: Any])?["plays"] as? [[String: Any]])
        #expect(plays.count == 4)
        let out = try write(exported, to: "for-bgstats.json")

        // Into the same file: nothing added.
        let before = try dump()
        let again = try ok("import", out)
        #expect(again.contains("→ 0 games"), "\(again)")
        #expect(try dump() == before)

        // Into an empty file: the same games, winners and dates.
        let empty = directory.file("empty.sqlite")
        try ok("import", out, on: empty)
        func list(_ file: String?) throws -> [[String]] {
            let games = try #require(try json("game", "list", "--json", on: file) as? [[String: Any]])
            return games.map { [$0["title"] as? String ?? "", ($0["winners"] as? [String] ?? []).joined(separator: ","),
                                String(($0["lastPlayed"] as? String ?? "").prefix(19))] }
        }
        let here = try list(nil)
        let there = try list(empty)
        // Poker was finished now, the others when BG Stats says: the same on both.
        #expect(there.map { [$0[0], $0[1]] } == here.map { [$0[0], $0[1]] })
        #expect(there.map { $0[2] } == here.map { $0[2] })
        // BoardGameGeek's table: a row per player and a header.
        let csv = try ok("export", "--all", "--format", "bgg-csv")
        #expect(csv.split(separator: "\r\n").count == 1 + 2 + 3 + 2 + 2)
        #expect(csv.hasPrefix("playid,date,game,length,quantity,player,score,win,startposition"))
    }

    @Test func theSameFileImportedOnTwoCopiesIsEachGameOnceAfterASync() throws {
        let other = directory.file("other.sqlite")
        let file = try write(Self.bgstats, to: "BGStatsExport.json")
        try ok("import", file)
        try ok("import", file, on: other)
        try ok("sync", other)
        for copy in [db, other] {
            let games = try #require(try json("game", "list", "--json", on: copy) as? [[String: Any]])
            #expect(games.count == 3)
            #expect(games.map { $0["winners"] as? [String] } == [["Ann"], ["Bo"], ["Cy"]])
        }
    }

    /// An XML file whose declaration names an encoding other than its bytes' (UTF-8) reads as
    /// UTF-8, and libxml2, which would have converted it and written its conversion errors to
    /// standard error, writes nothing; a broken one is refused in the one line of its own.
    @Test func anXMLFileDeclaringAnotherEncodingReadsAndLibxml2PrintsNothing() throws {
        let plays = try write(#"""
            <?xml version="1.0" encoding="EUC-JP"?>
            <plays username="a" userid="1" total="1" page="1"><play id="1" date="2026-01-01" quantity="1" length="0"
             incomplete="0" nowinstats="0" location=""><item name="Café €" objecttype="thing" objectid="1"/><players>
            <player username="" userid="0" name="Zoë" startposition="1" color="" score="1" new="0" rating="0" win="1"/>
            </players></play></plays>
            """#, to: "plays.xml")
        let summary = try ok("import", plays, "--dry-run")
        #expect(summary.contains("New people: Zoë."))
        let broken = try write("<plays>\n<play id=\"1\">\n</plays>\n<!-- end -->\n", to: "broken.xml")
        let refused = try run(["import", broken])
        #expect(refused.status != 0)
        #expect(refused.stderr == "Error: \(broken): line 3: not valid XML (libxml2 error 76). Nothing was imported.\n")
    }

    /// A long import whose output is no terminal (a pipe, as a script reads it) prints no part of
    /// the progress bar: nothing on standard error, only the summary on standard output.
    @Test func aLongImportIntoAPipePrintsNoProgressBar() throws {
        let plays = (0..<300).map { number in
            #"{"uuid": "0B5E55ED-0041-4A6B-9C61-\#(String(format: "%012d", number))", "playDate": "2026-01-0\#(number % 9 + 1) 20:00:00", "#
                + #""durationMin": 30, "gameRefId": 1, "ignored": false, "manualWinner": false, "usesTeams": false, "playerScores": ["#
                + #"{"playerRefId": 1, "score": "\#(number % 50)", "winner": true}, {"playerRefId": 2, "score": "0", "winner": false}]}"#
        }
        let export = #"{"players": [{"id": 1, "name": "Ann", "isAnonymous": false}, {"id": 2, "name": "Bo", "isAnonymous": false}], "#
            + #""locations": [], "games": [{"id": 1, "name": "Azul", "highestWins": true, "noPoints": false, "cooperative": false}], "#
            + #""plays": ["# + plays.joined(separator: ", ") + "]}"
        let file = try write(export, to: "long.json")
        let result = try run(["import", file])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "standard error: \(result.stderr.debugDescription)")
        #expect(!result.stdout.contains("Importing") && !result.stdout.contains("\r") && !result.stdout.contains("\u{1B}"))
        #expect(result.stdout.hasPrefix("BG Stats (\(file)): 300 plays → 300 games"), "\(result.stdout)")
    }
}
