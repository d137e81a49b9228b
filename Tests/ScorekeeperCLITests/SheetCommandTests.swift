import Foundation
import Testing
import TestSupport

/// `scorekeeper sheet list` and `sheet show`, with a user's sheets folder, run as the real binary.
@Suite struct SheetCommandTests {
    let home: TemporaryFolder
    let folder: String

    init() throws {
        home = try TemporaryFolder()
        folder = home.file("config/scorekeeper/sheets")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func run(_ arguments: String...) throws -> CommandResult {
        try CommandRunner.scorekeeper(arguments, environment: ["XDG_CONFIG_HOME": home.file("config")])
    }

    @Test func theLibraryIsListedWithTheUsersOwnSheets() throws {
        try "name: skull-king\ntitle: Skull King\nkind: bids\ntricks: 10\nexact: {per-bid: 20}\n"
            .write(toFile: folder + "/skull-king.yaml", atomically: true, encoding: .utf8)
        let list = try run("sheet", "list")
        #expect(list.status == 0 && list.stderr.isEmpty, "\(list.stderr)")
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("NAME") == true && lines.count == 16)
        #expect(lines.contains { $0.hasPrefix("skull-king") && $0.contains("yours") && $0.contains("Skull King") })
        #expect(lines.contains { $0.hasPrefix("yahtzee") && $0.contains("categories") && $0.contains("built in") })
        let json = try #require(try JSONSerialization.jsonObject(with: run("sheet", "list", "--json").stdoutData) as? [[String: Any]])
        #expect(json.count == 15 && Set(json[0].keys) == ["name", "title", "kind", "winning", "source", "file"])
        #expect(json.first { $0["name"] as? String == "golf" }?["winning"] as? String == "lowest")
    }

    @Test func aSheetsRulesReadAsAPersonReadsThem() throws {
        let yahtzee = try run("sheet", "show", "Yahtzee")
        #expect(yahtzee.status == 0)
        #expect(yahtzee.stdout.hasPrefix("Yahtzee (yahtzee, categories, built in)\n"))
        #expect(yahtzee.stdout.contains("full-house       Full house: 25 or 0"))
        #expect(yahtzee.stdout.contains("Bonus: Upper section bonus, 35 when the upper section adds up to 63 or more."))
        let darts = try run("sheet", "show", "darts-501")
        #expect(darts.stdout.contains("From 501 down to exactly zero, the last dart a double."))
        let missing = try run("sheet", "show", "yatzee")
        #expect(missing.status != 0 && missing.stderr.contains("No sheet called yatzee. Did you mean 'yahtzee'?"))
    }

    @Test func aBadSheetFileIsNamedWithItsLineAndTheRestStillServe() throws {
        try "name: broken\ntitle: Broken\nkind: frames\npins: eleven\n".write(toFile: folder + "/broken.yaml", atomically: true, encoding: .utf8)
        let list = try run("sheet", "list")
        #expect(list.status == 0 && list.stdout.contains("yahtzee"))
        #expect(list.stderr == "Warning: \(folder)/broken.yaml:4: pins: a whole number, not \"eleven\"\n")
        let show = try run("sheet", "show", "broken")
        #expect(show.status != 0 && show.stderr.contains("broken.yaml:4: pins: a whole number"))
        #expect(show.stderr.split(separator: "\n").count == 1)
    }

    /// A user's own sheet, end to end: a game follows it, entries score by it, and editing the file
    /// afterwards does not change the game already started.
    @Test func aGameFollowsAUsersSheetAndKeepsTheVersionItStartedWith() throws {
        let db = home.file("games.sqlite")
        let sheetFile = folder + "/skull-king.yaml"
        try "name: skull-king\ntitle: Skull King\nkind: bids\ntricks: 10\nexact: {per-bid: 20}\nover: {per-difference: -10}\nunder: {per-difference: -10}\n"
            .write(toFile: sheetFile, atomically: true, encoding: .utf8)
        func ok(_ arguments: String...) throws -> String {
            let result = try CommandRunner.scorekeeper(arguments + ["--db", db], environment: ["XDG_CONFIG_HOME": home.file("config")])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
            return result.stdout
        }
        _ = try ok("game", "add", "Pirates", "--sheet", "skull-king")
        _ = try ok("player", "add", "Pirates", "Ann")
        _ = try ok("player", "add", "Pirates", "Bo")
        #expect(try ok("sheet", "enter", "Pirates", "Ann", "bid", "2", "took", "2") == "Entered bid 2 took 2 for Ann: 40.\n")
        let twice = try CommandRunner.scorekeeper(["sheet", "enter", "Pirates", "Ann", "bid 1 took 1", "--db", db])
        #expect(twice.status != 0 && twice.stderr == "Error: Ann already has a bid in round 1.\n")
        let plain = try CommandRunner.scorekeeper(["player", "score", "Pirates", "Bo", "--by", "5", "--db", db])
        #expect(plain.status != 0 && plain.stderr.contains("follows a score sheet"))
        // The file changes; the game keeps the sheet it started with.
        try String(contentsOfFile: sheetFile, encoding: .utf8).replacingOccurrences(of: "per-bid: 20", with: "per-bid: 30")
            .write(toFile: sheetFile, atomically: true, encoding: .utf8)
        _ = try ok("round", "next", "Pirates")
        _ = try ok("sheet", "enter", "Pirates", "Bo", "bid 3 took 1")
        _ = try ok("sheet", "enter", "Pirates", "Ann", "bid 1 took 1")
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(ok("game", "show", "Pirates", "--json").utf8)) as? [String: Any])
        let sheet = try #require(shown["sheet"] as? [String: Any])
        #expect(sheet["name"] as? String == "skull-king" && sheet["kind"] as? String == "bids")
        let columns = try #require(sheet["players"] as? [[String: Any]])
        #expect(columns.map { $0["name"] as? String } == ["Ann", "Bo"])
        #expect(columns.map { $0["total"] as? Int } == [60, -20])
        let cells = try #require(columns[0]["cells"] as? [[String: Any]])
        #expect(cells.map { $0["entry"] as? String } == ["2/2", "1/1"] && Set(cells[0].keys) == ["label", "entry", "points"])
        let players = try #require(shown["players"] as? [[String: Any]])
        #expect(players.map { $0["score"] as? Int } == [60, -20])
        // The export's history says what each change entered.
        let exported = try #require(try JSONSerialization.jsonObject(with: Data(ok("export", "Pirates").utf8)) as? [String: Any])
        let history = try #require(((exported["games"] as? [[String: Any]])?.first?["history"]) as? [[String: Any]])
        #expect(history.map { $0["entry"] as? String } == ["bid 2 took 2", "bid 3 took 1", "bid 1 took 1"])
        let text = try ok("game", "show", "Pirates")
        #expect(text.contains("Sheet: Skull King (skull-king)") && text.contains("Total"))
        // A plain game's JSON says it has no sheet.
        _ = try ok("game", "add", "Plain")
        let plainShown = try #require(try JSONSerialization.jsonObject(with: Data(ok("game", "show", "Plain", "--json").utf8)) as? [String: Any])
        #expect(plainShown.keys.contains("sheet") && plainShown["sheet"] is NSNull)
    }

    /// `history` says what each sheet entry entered (text and JSON), and `history fix --entry`
    /// corrects one: checked by the sheet in its place, refused with the reason and nothing
    /// changed otherwise; `--amount` is refused for a sheet entry.
    @Test func theHistoryShowsSheetEntriesAndFixCorrectsOne() throws {
        let db = home.file("yahtzee-history.sqlite")
        func run(_ arguments: String...) throws -> CommandResult { try CommandRunner.scorekeeper(arguments + ["--db", db]) }
        #expect(try run("game", "add", "Dice", "--sheet", "yahtzee").status == 0)
        #expect(try run("player", "add", "Dice", "Ann").status == 0)
        for entry in ["sixes 18", "yahtzee 50", "extra-yahtzees 1"] { #expect(try run("sheet", "enter", "Dice", "Ann", entry).status == 0) }
        let text = try run("history", "Dice")
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.first?.split(separator: " ").map(String.init) == ["ID", "TIME", "ROUND", "AMOUNT", "TOTAL", "ENTRY", "NOTE", "PLAYER"])
        #expect(lines.dropFirst().map { $0.contains("extra-yahtzees 1") } == [true, false, false])
        #expect(lines.last?.contains("sixes 18") == true)
        let json = try #require(try JSONSerialization.jsonObject(with: run("history", "Dice", "--json").stdoutData) as? [[String: Any]])
        #expect(json.map { $0["entry"] as? String } == ["extra-yahtzees 1", "yahtzee 50", "sixes 18"])
        let sixes = try #require(json.last?["id"] as? String), yahtzee = try #require(json[1]["id"] as? String)

        let before = try run("history", "Dice", "--json").stdout
        let refused = try run("history", "fix", sixes, "--entry", "sixes 20")
        #expect(refused.status != 0 && refused.stderr == "Error: Sixes is a multiple of 6 up to 30.\n")
        let later = try run("history", "fix", yahtzee, "--entry", "yahtzee 0")
        #expect(later.status != 0 && later.stderr.contains("later entry \"extra-yahtzees 1\" not allowed"))
        let amount = try run("history", "fix", sixes, "--amount", "24")
        #expect(amount.status != 0 && amount.stderr.contains("correct what was entered (\"sixes 18\")"))
        #expect(try run("history", "fix", sixes).status == 64)
        #expect(try run("history", "Dice", "--json").stdout == before)

        let fixed = try run("history", "fix", String(sixes.prefix(8)), "--entry", "Sixes 24")
        let after = try #require(try JSONSerialization.jsonObject(with: run("history", "Dice", "--json").stdoutData) as? [[String: Any]])
        let newID = try #require(after.last?["id"] as? String)
        #expect(newID != sixes)
        #expect(fixed.status == 0 && fixed.stdout == "Corrected sixes 18 to sixes 24 for Ann: 174 (now change \(newID.prefix(8)))\n", "\(fixed.stderr)")
        #expect(after.map { $0["entry"] as? String } == ["extra-yahtzees 1", "yahtzee 50", "sixes 24"])
        #expect(after.map { $0["total"] as? Int } == [174, 74, 24])
        #expect(try run("history", "Dice").stdout.split(separator: "\n").last?.contains("corrected") == true)
    }

    /// An entry's negative numbers are the entry's, not options: 7 Wonders' military tokens as the
    /// rulebook's example gives them, with `--db` anywhere.
    @Test func anEntryTakesNegativeNumbers() throws {
        let db = home.file("wonders.sqlite")
        func run(_ arguments: String...) throws -> CommandResult { try CommandRunner.scorekeeper(arguments) }
        #expect(try run("game", "add", "Wonders", "--sheet", "seven-wonders", "--db", db).status == 0)
        #expect(try run("player", "add", "Wonders", "Alexandria", "--db", db).status == 0)
        let entered = try run("sheet", "enter", "Wonders", "Alexandria", "military", "+1", "+3", "+5", "-1", "-1", "-1", "--db", db)
        #expect(entered.status == 0 && entered.stdout == "Entered military 1 3 5 -1 -1 -1 for Alexandria: 6.\n", "\(entered.stderr)")
        let before = try run("sheet", "enter", "--db", db, "Wonders", "Alexandria", "science", "3", "2", "1")
        #expect(before.stdout == "Entered science 3 2 1 for Alexandria: 27.\n", "\(before.stderr)")
    }

    /// `round add` on a sheet game takes each player's entry in the sheet's notation, as one step;
    /// a moon shot writes the round for everyone else.
    @Test func roundAddTakesEntriesOnASheetGame() throws {
        let db = home.file("hearts.sqlite")
        func run(_ arguments: String...) throws -> CommandResult { try CommandRunner.scorekeeper(arguments + ["--db", db]) }
        #expect(try run("game", "add", "Hearts", "--sheet", "hearts").status == 0)
        for name in ["Ann", "Bo", "Cy", "Di"] { #expect(try run("player", "add", "Hearts", name).status == 0) }
        #expect(try run("round", "add", "Hearts", "Ann=5", "Bo=8", "Cy=13", "Di=0").status == 0)
        let refused = try run("round", "add", "Hearts", "Ann=3", "Bo=lots")
        #expect(refused.status != 0 && refused.stderr == "Error: Bo: A round's points are a whole number, not \"lots\".\n")
        let moon = try run("round", "add", "Hearts", "Cy=moon", "--json")
        #expect(moon.status == 0, "\(moon.stderr)")
        let shown = try #require(try JSONSerialization.jsonObject(with: moon.stdoutData) as? [String: Any])
        let players = try #require(shown["players"] as? [[String: Any]])
        #expect(Dictionary(uniqueKeysWithValues: players.map { ($0["name"] as! String, $0["score"] as! Int) }) == ["Ann": 31, "Bo": 34, "Cy": 13, "Di": 26])
        #expect(try run("undo", "Hearts").stdout == "Undid round 2: 4 scores\n")
        let mixed = try run("round", "add", "Hearts", "Ann=3", "Ann=4")
        #expect(mixed.status != 0 && mixed.stderr.contains("Ann is given twice"))
    }

    /// A Hearts round adds up to 26 (a moon shot aside): a round of 24 is refused and writes
    /// nothing, `--force` saves it, and a round that adds up is saved as it is.
    @Test func aSheetRoundThatDoesNotAddUpIsRefusedWithoutForce() throws {
        let db = home.file("hearts-total.sqlite")
        func run(_ arguments: String...) throws -> CommandResult { try CommandRunner.scorekeeper(arguments + ["--db", db]) }
        #expect(try run("game", "add", "Hearts", "--sheet", "hearts").status == 0)
        for name in ["Ann", "Bo", "Cy"] { #expect(try run("player", "add", "Hearts", name).status == 0) }
        let before = try run("history", "Hearts", "--json").stdout
        let refused = try run("round", "add", "Hearts", "Ann=5", "Bo=6", "Cy=13")
        #expect(refused.status != 0)
        #expect(refused.stderr == "Error: Round 1 adds up to 24, not 26: nothing saved. Give --force to save it anyway.\n")
        #expect(try run("history", "Hearts", "--json").stdout == before)
        #expect(try run("round", "add", "Hearts", "Ann=5", "Bo=8", "Cy=13").status == 0)
        let forced = try run("round", "add", "Hearts", "Ann=5", "Bo=6", "Cy=13", "--force", "--json")
        #expect(forced.status == 0, "\(forced.stderr)")
        let shown = try #require(try JSONSerialization.jsonObject(with: forced.stdoutData) as? [String: Any])
        let players = try #require(shown["players"] as? [[String: Any]])
        #expect(Dictionary(uniqueKeysWithValues: players.map { ($0["name"] as! String, $0["score"] as! Int) }) == ["Ann": 10, "Bo": 14, "Cy": 26])
        // A moon shot adds up to everyone else's 26: no --force needed.
        #expect(try run("round", "add", "Hearts", "Bo=moon").status == 0)
        // Entered one player at a time, a round is only checked once everyone has an entry, and
        // then warned about rather than refused.
        let first = try run("sheet", "enter", "Hearts", "Ann", "5")
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        #expect(try run("sheet", "enter", "Hearts", "Bo", "6").stderr.isEmpty)
        let last = try run("sheet", "enter", "Hearts", "Cy", "13")
        #expect(last.status == 0)
        #expect(last.stderr == "Warning: Round 4 adds up to 24, not 26.\n")
        // A correction in an earlier round is saved and warned about the same way, and one that
        // makes its round add up again says nothing.
        let history = try #require(try JSONSerialization.jsonObject(with: run("history", "Hearts", "--json").stdoutData) as? [[String: Any]])
        let bosEight = try #require(history.first { $0["round"] as? Int == 1 && $0["entry"] as? String == "8" }?["id"] as? String)
        let fixed = try run("history", "fix", bosEight, "--entry", "7")
        #expect(fixed.status == 0 && fixed.stderr == "Warning: Round 1 adds up to 25, not 26.\n", "\(fixed.stderr)")
        let later = try #require(try JSONSerialization.jsonObject(with: run("history", "Hearts", "--json").stdoutData) as? [[String: Any]])
        let bosSeven = try #require(later.first { $0["round"] as? Int == 1 && $0["entry"] as? String == "7" }?["id"] as? String)
        let back = try run("history", "fix", bosSeven, "--entry", "8")
        #expect(back.status == 0 && back.stderr.isEmpty, "\(back.stderr)")
    }
}
