import Foundation
import Testing
import TestSupport

/// `round add` says what it does: it refuses points typed over points a player already has in the
/// round (offering --add and --set), leaves no empty round behind a finished game, and says when
/// a round reached the target or was the last, with the command that finishes the game. Run as
/// the real binary; expected scores are added up here from the points typed.
@Suite struct RoundAddCommandTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("round-add.sqlite")
    }

    func object(_ result: CommandResult) throws -> [String: Any] {
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    }

    /// Each player's points per round in `game show --json`, by name.
    func rounds(_ game: String) throws -> [String: [Int]] {
        let players = try #require(try object(run("game", "show", game, "--json"))["players"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: players.map { ($0["name"] as! String, $0["rounds"] as! [Int]) })
    }

    @Test func pointsOverPointsAlreadyInTheRoundAreRefusedWithBothMeanings() throws {
        try ok("game", "add", "Hearts", "--lowest-wins")
        for name in ["Ann", "Bo"] { try ok("player", "add", "Hearts", name) }
        try ok("round", "add", "Hearts", "Ann=1", "Bo=2")
        let scored = 5
        try ok("player", "score", "Hearts", "Ann", "--by", String(scored))
        let before = try databaseDump(db)
        let refused = try run("round", "add", "Hearts", "Ann=3", "Bo=4")
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("Ann already has \(scored) in round 2: --add makes it \(scored + 3), --set makes it 3."),
                "\(refused.stderr)")
        #expect(refused.stderr.filter { $0 == "\n" }.count == 1, "\(refused.stderr)")
        #expect(try databaseDump(db) == before, "a refused round writes nothing")

        // --add adds to what Ann has; Bo, who had nothing in the round, gets his points either way.
        try ok("round", "add", "Hearts", "Ann=3", "Bo=4", "--add")
        #expect(try rounds("Hearts") == ["Ann": [1, scored + 3, 0], "Bo": [2, 4, 0]])
        // --set replaces what the round holds.
        try ok("player", "score", "Hearts", "Bo", "--by", "7")
        try ok("round", "add", "Hearts", "Ann=2", "Bo=6", "--set")
        #expect(try rounds("Hearts") == ["Ann": [1, scored + 3, 2, 0], "Bo": [2, 4, 6, 0]])
        let both = try run("round", "add", "Hearts", "Ann=1", "--add", "--set")
        #expect(both.status == 64 && both.stderr.contains("--add or --set"), "\(both.stderr)")
    }

    @Test func aGamePlayedOnlyWithRoundAddHasNoEmptyTrailingRound() throws {
        try ok("game", "add", "Rummy")
        for name in ["Ann", "Bo"] { try ok("player", "add", "Rummy", name) }
        let played = [(4, 6), (10, 0), (3, 3)]
        for (ann, bo) in played { try ok("round", "add", "Rummy", "Ann=\(ann)", "Bo=\(bo)") }
        // While it is played, the next round is open for entry.
        #expect(try object(run("game", "show", "Rummy", "--json"))["currentRound"] as? Int == played.count + 1)
        try ok("game", "finish", "Rummy")

        let text = try ok("game", "show", "Rummy")
        #expect(text.contains("Finished after round \(played.count). Winner: Ann"), "\(text)")
        #expect(!text.contains("R\(played.count + 1)"), "\(text)")
        let shown = try object(run("game", "show", "Rummy", "--json"))
        #expect(shown["currentRound"] as? Int == played.count)
        #expect(try rounds("Rummy") == ["Ann": played.map(\.0), "Bo": played.map(\.1)])
        let csv = CSVReader.records(try ok("export", "Rummy", "--format", "csv"))
        #expect(csv.first == ["player"] + (1...played.count).map { "round \($0)" } + ["total"])
        let exported = try #require(JSONSerialization.jsonObject(with: run("export", "Rummy").stdoutData) as? [String: Any])
        let game = try #require((exported["games"] as? [[String: Any]])?.first)
        #expect(game["currentRound"] as? Int == played.count)
        // Reopened, the round that was open is open again.
        try ok("game", "reopen", "Rummy")
        #expect(try object(run("game", "show", "Rummy", "--json"))["currentRound"] as? Int == played.count + 1)
    }

    @Test func aRoundThatReachesTheTargetSaysSoAndHowToFinish() throws {
        try ok("game", "add", "Hearts", "--lowest-wins", "--target", "20")
        for name in ["Ann", "Bo", "Cy"] { try ok("player", "add", "Hearts", name) }
        let first = try ok("round", "add", "Hearts", "Ann=13", "Bo=0", "Cy=9")
        #expect(!first.contains("reached") && !first.contains("Finish with"), "\(first)")
        let second = try ok("round", "add", "Hearts", "Ann=13", "Bo=4", "Cy=12")
        #expect(second.hasSuffix("\nAnn and Cy reached 20. Finish with: scorekeeper game finish Hearts"), "\(second)")
        // With --json the output stays JSON alone; the word for people goes to standard error.
        try ok("game", "rules", "Hearts", "--target", "40")
        let json = try run("round", "add", "Hearts", "Ann=20", "--json")
        _ = try object(json)
        #expect(json.stderr == "Ann reached 40. Finish with: scorekeeper game finish Hearts\n", "\(json.stderr)")
        #expect(try ok("game", "finish", "Hearts") == "Bo")
    }

    @Test func theLastRoundSaysSoAndNamesTheGameSoItCanBeTypedBack() throws {
        try ok("game", "add", "Golf night", "--lowest-wins", "--rounds", "2")
        for name in ["Ann", "Bo"] { try ok("player", "add", "Golf night", name) }
        #expect(!(try ok("round", "add", "Golf night", "Ann=3", "Bo=4")).contains("last round"))
        let last = try ok("round", "add", "Golf night", "Ann=5", "Bo=2")
        #expect(last.hasSuffix("\nThat was the last round (2 of 2). Finish with: scorekeeper game finish 'Golf night'"), "\(last)")
        // Two games of one title: the title would not find this one, so the id is given.
        try ok("game", "add", "Twin", "--rounds", "1")
        let twin = try run("game", "add", "Twin", "--rounds", "1").stdout.trimmingCharacters(in: .newlines)
        try ok("player", "add", twin, "Ann")
        let other = try ok("round", "add", twin, "Ann=1")
        #expect(other.hasSuffix("Finish with: scorekeeper game finish \(twin)"), "\(other)")
    }
}
