import Foundation
import Testing
import TestSupport

/// `game add` with rules, `game rules`, `round next`, `game show`, `game finish`, `game reopen`,
/// `game rematch`, the round grid in CSV and `game list --json`'s status and winners, run as the
/// real binary; JSON is read back with Foundation's reader and CSV with the tests' own.
@Suite struct RoundsCommandTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("rounds.sqlite")
    }

    /// `game show --json` and `game list --json`'s shape, as far as these tests read it.
    struct ShownGame: Decodable {
        /// A game's rules: exactly these fields (checked in `shown`).
        struct Rules: Decodable, Equatable { var rounds: Int?; var target: Int?; var winning: String }
        /// One player of a shown game.
        struct Player: Decodable, Equatable { var name: String; var score: Int; var rank: Int?; var rounds: [Int]? }
        var title: String; var rules: Rules?; var currentRound: Int?; var status: String
        var winners: [String]; var leaders: [String]?; var finishedAt: String?; var players: [Player]?
    }

    /// Reads `game show --json`'s output, checking that the rules have no other field and that
    /// `finishedAt` is there even when it is null.
    func shown(_ result: CommandResult, sourceLocation: SourceLocation = #_sourceLocation) throws -> ShownGame {
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        let object = try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any]
        #expect((object?["rules"] as? [String: Any])?.keys.sorted() == ["rounds", "target", "winning"],
                sourceLocation: sourceLocation)
        #expect(object?.keys.contains("finishedAt") == true, sourceLocation: sourceLocation)
        return try JSONDecoder().decode(ShownGame.self, from: result.stdoutData)
    }

    /// The CSV's records, each as its fields joined by "|".
    func csvLines(_ result: CommandResult) -> String {
        #expect(result.status == 0, "\(result.stderr)")
        return CSVReader.records(result.stdout).map { $0.joined(separator: "|") }.joined(separator: "\n")
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
        let shape = try shown(show)
        let hearts = ShownGame.Rules(rounds: 3, target: 100, winning: "lowest")
        #expect(shape.rules == hearts && shape.currentRound == 3 && shape.status == "playing")
        #expect(shape.winners == [] && shape.leaders == ["Bo", "Cy"] && shape.finishedAt == nil)
        #expect(shape.players == [
            .init(name: "Bo", score: 26, rank: 1, rounds: [5, 9, 12]),
            .init(name: "Cy", score: 26, rank: 1, rounds: [11, 0, 15]),
            .init(name: "Ana", score: 36, rank: 3, rounds: [10, 20, 6]),
        ])
        #expect(try ok("game", "finish", game) == "Bo\nCy")
        let finished = try shown(try run("game", "show", game, "--json"))
        #expect(finished.status == "finished" && finished.winners == ["Bo", "Cy"] && finished.finishedAt != nil)
        let text = try ok("game", "show", game)
        #expect(text.contains("Rules: lowest wins · target 100 · 3 rounds"))
        #expect(text.contains("Finished after round 3 of 3. Winners: Bo, Cy"))

        let listed = try JSONDecoder().decode([ShownGame].self, from: try run("game", "list", "--json").stdoutData)
        #expect(listed.map { "\($0.title) \($0.status) \($0.winners)" } == [#"Hearts finished ["Bo", "Cy"]"#])

        #expect(csvLines(try run("export", game, "--format", "csv")) == """
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
        let shape = try shown(try run("game", "show", rematch, "--json"))
        #expect(shape.title == "Hearts · 2" && shape.currentRound == 1 && shape.status == "playing")
        #expect(shape.rules == ShownGame.Rules(rounds: 3, target: 100, winning: "lowest"))
        #expect(shape.players?.map { "\($0.name) \($0.score) \($0.rounds ?? [])" } == ["Ana 0 [0]", "Bo 0 [0]", "Cy 0 [0]"])
        #expect(try ok("game", "rematch", game).count == 36)
        #expect(try ok("game", "list").contains("Hearts · 3"))
    }
}
