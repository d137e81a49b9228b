import Foundation
import Testing
import TestSupport

/// `game add` with rules, `game rules`, `round next`, `game show`, `game finish`, `game reopen`,
/// `game rematch`, the round grid in CSV and `game list --json`'s status and winners, run as the
/// real binary; JSON and CSV are read back with Python's `json` and `csv` modules.
@Suite struct RoundsCommandTests {
    let directory: TemporaryDirectory
    let db: String

    init() throws {
        directory = try TemporaryDirectory()
        db = directory.file("rounds.sqlite")
    }

    @discardableResult
    func run(_ arguments: String...) throws -> CommandResult {
        try CommandRunner.scorekeeper(arguments + ["--db", db])
    }

    /// Runs a command that must succeed and returns its output without the final newline.
    func ok(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    func python(_ program: String, _ arguments: String...) throws -> String {
        let result = try CommandRunner.run("/usr/bin/python3", ["-c", program] + arguments)
        #expect(result.status == 0, "python: \(result.stderr)")
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    /// Hearts: lowest wins, target 100, 3 rounds, Ana, Bo and Cy.
    func hearts() throws -> (game: String, players: [String]) {
        let game = try ok("game", "add", "Hearts", "--lowest-wins", "--target", "100", "--rounds", "3")
        let players = try ["Ana", "Bo", "Cy"].map { try ok("player", "add", game, $0) }
        return (game, players)
    }

    /// Plays a round: each player's points, then (unless it is the last) the next round.
    func play(_ game: String, _ players: [String], _ points: [Int], next: Bool) throws {
        for (player, amount) in zip(players, points) {
            _ = try ok("player", "score", player, "--by", String(amount))
        }
        if next { _ = try ok("round", "next", game) }
    }

    @Test func aHeartsEveningFromAScript() throws {
        let (game, players) = try hearts()
        try play(game, players, [10, 5, 11], next: false)
        #expect(try ok("round", "next", game) == "2")
        try play(game, players, [20, 9, 0], next: true)
        try play(game, players, [6, 12, 15], next: false)
        // The last round cannot be passed.
        let past = try run("round", "next", game)
        #expect(past.status == 1 && past.stderr.contains("last round"), "\(past.stderr)")

        let show = try run("game", "show", game, "--json")
        let shape = try python("""
            import json, sys
            g = json.loads(sys.argv[1])
            print(g["rules"], g["currentRound"], g["status"], g["winners"], g["leaders"], g["finishedAt"])
            for p in g["players"]:
                print(p["name"], p["score"], p["rank"], p["rounds"])
            """, show.stdout)
        #expect(shape == """
            {'rounds': 3, 'target': 100, 'winning': 'lowest'} 3 playing [] ['Bo', 'Cy'] None
            Bo 26 1 [5, 9, 12]
            Cy 26 1 [11, 0, 15]
            Ana 36 3 [10, 20, 6]
            """)
        #expect(try ok("game", "finish", game) == "Bo\nCy")
        let finished = try python("""
            import json, sys
            g = json.loads(sys.argv[1])
            print(g["status"], g["winners"], g["finishedAt"] is not None)
            """, try run("game", "show", game, "--json").stdout)
        #expect(finished == "finished ['Bo', 'Cy'] True")
        let text = try ok("game", "show", game)
        #expect(text.contains("Rules: lowest wins · target 100 · 3 rounds"))
        #expect(text.contains("Finished after round 3 of 3. Winners: Bo, Cy"))

        let listed = try python("""
            import json, sys
            for g in json.loads(sys.argv[1]):
                print(g["title"], g["status"], g["winners"])
            """, try run("game", "list", "--json").stdout)
        #expect(listed == "Hearts finished ['Bo', 'Cy']")

        let csv = try python("""
            import csv, io, sys
            for row in csv.reader(io.StringIO(sys.argv[1])):
                print("|".join(row))
            """, try run("export", game, "--format", "csv").stdout)
        #expect(csv == """
            player|round 1|round 2|round 3|total
            Bo|5|9|12|26
            Cy|11|0|15|26
            Ana|10|20|6|36
            """)
    }

    @Test func aFinishedGameRefusesEveryPathWithOneMessageAndWritesNothing() throws {
        let (game, players) = try hearts()
        try play(game, players, [1, 2, 3], next: false)
        _ = try ok("game", "finish", game)
        let before = try databaseDump(db)
        let message = "Hearts is finished: reopen it to change it."
        let attempts: [[String]] = [
            ["player", "score", players[0], "--by", "4"],
            ["player", "score", players[0], "--to", "4"],
            ["player", "add", game, "Di"],
            ["player", "delete", players[2], "--yes"],
            ["undo", game],
            ["redo", game],
            ["round", "next", game],
            ["game", "rules", game, "--highest-wins"],
            ["game", "finish", game],
        ]
        for attempt in attempts {
            let result = try CommandRunner.scorekeeper(attempt + ["--db", db])
            #expect(result.status == 1, "\(attempt)")
            #expect(result.stderr == "scorekeeper: \(message)\n" || result.stderr == "\(message)\n"
                        || result.stderr.hasSuffix("\(message)\n"), "\(attempt): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(attempt): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try databaseDump(db) == before)
        // Reopened, the last change can be undone and scores change again.
        _ = try ok("game", "reopen", game)
        #expect(try ok("undo", game) == "Undid +3 for Cy: 0")
        #expect(try ok("player", "score", players[0], "--by", "4") == "5")
        let again = try run("game", "reopen", game)
        #expect(again.status == 1 && again.stderr.contains("Hearts is not finished."))
    }

    @Test func rulesChangeOnlyWhatIsGiven() throws {
        let game = try ok("game", "add", "Poker")
        #expect(try ok("game", "rules", game) == "highest wins")
        #expect(try ok("game", "rules", game, "--target", "50") == "highest wins · target 50")
        #expect(try ok("game", "rules", game, "--lowest-wins", "--rounds", "4") == "lowest wins · target 50 · 4 rounds")
        #expect(try ok("game", "rules", game, "--no-target", "--highest-wins") == "highest wins · 4 rounds")
        #expect(try ok("game", "rules", game, "--no-rounds") == "highest wins")
        let both = try run("game", "rules", game, "--lowest-wins", "--highest-wins")
        #expect(both.status != 0)
        let zero = try run("game", "rules", game, "--rounds", "0")
        #expect(zero.status == 1 && zero.stderr.contains("at least 1"))
    }

    @Test func aRematchKeepsPlayersPhotosAndRulesAndStartsAtZero() throws {
        let (game, players) = try hearts()
        try play(game, players, [4, 5, 6], next: true)
        _ = try ok("game", "finish", game)
        let rematch = try ok("game", "rematch", game)
        #expect(rematch.count == 36)
        let shape = try python("""
            import json, sys
            g = json.loads(sys.argv[1])
            print(g["title"], g["rules"], g["currentRound"], g["status"])
            for p in g["players"]:
                print(p["name"], p["score"], p["rounds"])
            """, try run("game", "show", rematch, "--json").stdout)
        #expect(shape == """
            Hearts · 2 {'rounds': 3, 'target': 100, 'winning': 'lowest'} 1 playing
            Ana 0 [0]
            Bo 0 [0]
            Cy 0 [0]
            """)
        #expect(try ok("game", "rematch", game).count == 36)
        #expect(try ok("game", "list").contains("Hearts · 3"))
    }
}
