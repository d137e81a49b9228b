import Foundation
import Testing
import TestSupport

/// Small things a person meets on the command line, run as the real binary: a word that is no
/// command, an option typed as another command takes it, the moon in a plain game, several
/// players added at once, finishing a sheet game where someone has entered nothing.
@Suite struct CommandHintsTests: ClubFileSuite {
    let club: ClubFile

    init() throws {
        club = try ClubFile()
    }

    /// The whole database as the sqlite3 shell writes it.
    func dump() throws -> String {
        try CommandRunner.run("/usr/bin/sqlite3", ["-batch", db, ".dump"]).stdout
    }

    /// One line on standard error, a non-zero exit, nothing on standard output.
    func expectOneLineRefusal(_ result: CommandResult, containing words: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status != 0, "\(result.stdout)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.hasSuffix("\n"), "\(result.stderr)", sourceLocation: sourceLocation)
        for word in words {
            #expect(result.stderr.contains(word), "\(result.stderr) should say \(word)", sourceLocation: sourceLocation)
        }
        #expect(!result.stderr.contains("unexpected argument"), "\(result.stderr)", sourceLocation: sourceLocation)
    }

    @Test func anUnknownSubcommandNamesTheNearestOnes() throws {
        expectOneLineRefusal(try run("photo", "add", "Hearts", "Ann", "ann.jpg"),
                             containing: ["'add' is not a subcommand of 'scorekeeper photo'", "attach", "scorekeeper photo --help"])
        expectOneLineRefusal(try run("frobnicate", "a", "b", "c"), containing: ["'frobnicate' is not a command", "game", "tournament"])
        expectOneLineRefusal(try run("tournamnet", "list"), containing: ["Did you mean 'tournament'?"])
        expectOneLineRefusal(try run("game", "shwo", "Hearts"), containing: ["'shwo' is not a subcommand of 'scorekeeper game'", "'show'"])
        // A known command's own errors are its own.
        let missing = try run("game", "show")
        #expect(missing.status != 0 && !missing.stderr.contains("is not a"), "\(missing.stderr)")
    }

    @Test func exportCsvPointsToTheFormatOption() throws {
        try ok("game", "add", "Hearts")
        let result = try run("export", "Hearts", "--csv")
        expectOneLineRefusal(result, containing: ["--format csv"])
        #expect(!result.stderr.contains("--db"), "\(result.stderr)")
        #expect(try ok("export", "Hearts", "--format", "csv").hasPrefix("time,player"))
    }

    @Test func theMoonInAPlainGameSaysItIsTheHeartsSheets() throws {
        try ok("game", "add", "Hearts", "--lowest-wins", "--round-total", "26", "--round-total", "78")
        try ok("player", "add", "Hearts", "Ann", "Bo", "Cy", "Di")
        let before = try dump()
        let result = try run("round", "add", "Hearts", "Ann=0", "Bo=0", "Cy=moon", "Di=0")
        expectOneLineRefusal(result, containing: ["moon", "hearts sheet", "game add NAME --sheet hearts"])
        #expect(try dump() == before)
        // On the Hearts sheet the moon is an entry.
        try ok("game", "add", "Sheet hearts", "--sheet", "hearts")
        try ok("player", "add", "Sheet hearts", "Ann", "Bo", "Cy", "Di")
        try ok("round", "add", "Sheet hearts", "Cy=moon")
    }

    @Test func playerAddTakesSeveralNamesAllOrNothing() throws {
        try ok("game", "add", "Hearts")
        let ids = try ok("player", "add", "Hearts", "Ann", "Bo", "Cy").split(separator: "\n")
        #expect(ids.count == 3 && Set(ids).count == 3)
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(ok("player", "list", "Hearts", "--json").utf8)) as? [[String: Any]])
        #expect(Set(listed.compactMap { $0["name"] as? String }) == ["Ann", "Bo", "Cy"])
        #expect(Set(listed.compactMap { $0["id"] as? String }) == Set(ids.map(String.init)))
        let before = try dump()
        // Eve is typed twice: nobody joins, not even Fay.
        expectOneLineRefusal(try run("player", "add", "Hearts", "Eve", "Fay", "eve"), containing: ["'eve' is given twice", "Nobody was added"])
        #expect(try dump() == before)
        // A name a finished game refuses refuses them all.
        try ok("game", "finish", "Hearts")
        expectOneLineRefusal(try run("player", "add", "Hearts", "Di", "Eve"), containing: ["finished"])
        let after = try #require(try JSONSerialization.jsonObject(with: Data(ok("player", "list", "Hearts", "--json").utf8)) as? [[String: Any]])
        #expect(after.count == 3)
    }

    @Test func finishingASheetGameWithSomeoneUnenteredAsksFirst() throws {
        try ok("game", "add", "Dice", "--sheet", "yahtzee")
        try ok("player", "add", "Dice", "Ann", "Bo", "Cy", "Di")
        for name in ["Ann", "Bo", "Cy"] { try ok("sheet", "enter", "Dice", name, "chance", "20") }
        let before = try dump()
        // Not on a terminal: refused, naming who has nothing on the sheet.
        expectOneLineRefusal(try run("game", "finish", "Dice"), containing: ["Di has no entries", "--yes"])
        #expect(try dump() == before)
        let finished = try ok("game", "finish", "Dice", "--yes")
        #expect(finished.contains("Ann") && finished.contains("Bo") && finished.contains("Cy"))
        // Everyone entered: no question.
        try ok("game", "add", "Dice 2", "--sheet", "yahtzee")
        try ok("player", "add", "Dice 2", "Ann", "Bo")
        for name in ["Ann", "Bo"] { try ok("sheet", "enter", "Dice 2", name, "chance", "20") }
        try ok("game", "finish", "Dice 2")
    }
}
