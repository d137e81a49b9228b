import Foundation
import Testing
import TestSupport

/// Every `--json` output of the real binary, run on files that hold a bit of everything (plain,
/// sheet and finished games, a turn and a clock, photos, undone changes, tournaments of four
/// formats with results, a dropped and a late entrant, an imported report, a user's own sheet, a
/// sync with conflicts on both sides), is validated against its schema in docs/json/ by Python's
/// jsonschema (Draft 2020-12, formats checked, `docs/json/validate.py`). Each schema names every
/// field as required or left out when empty and allows no other, so an output that gains or
/// loses a field or changes a type fails here. And every `--json` option of the command line has
/// a schema, and every schema a command.
@Suite struct JSONSchemaTests {
    /// docs/json/ in the repository this file is in.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schemas = repository.appendingPathComponent("docs/json")
    /// The system's Python, with Debian's python3-jsonschema (`make deps`).
    static let python = "/usr/bin/python3"

    /// One command whose output is checked, on `file` (the first copy unless said).
    struct Run: CustomStringConvertible {
        var schema: String
        var arguments: [String]
        var onOtherCopy = false
        var description: String { arguments.joined(separator: " ") }
    }

    /// Every `--json` command, some more than once, in the order they run: the first sync
    /// meets the other copy's conflicting changes, the tournament shown after it has a round
    /// paired two ways, the second sync has nothing to move.
    static let runs: [Run] = [
        Run(schema: "game-list", arguments: ["game", "list", "--json"]),
        Run(schema: "game-show", arguments: ["game", "show", "Poker night", "--json"]),
        Run(schema: "game-show", arguments: ["game", "show", "Hearts", "--json"]),
        Run(schema: "game-show", arguments: ["game", "show", "Bowling", "--json"]),
        Run(schema: "game-show", arguments: ["game", "show", "Darts", "--json"]),
        Run(schema: "game-show", arguments: ["game", "show", "Empty here", "--json"]),
        Run(schema: "game-show", arguments: ["game", "show", "Skull King night", "--json"]),
        Run(schema: "round-add", arguments: ["round", "add", "Hearts", "Ann=6", "Bo=10", "Di=10", "--json"]),
        Run(schema: "round-add", arguments: ["round", "add", "Yahtzee", "Ann=sixes 18", "Cy=full-house 25", "--json"]),
        Run(schema: "player-list", arguments: ["player", "list", "Poker night", "--json"]),
        Run(schema: "player-list", arguments: ["player", "list", "Empty here", "--json"]),
        Run(schema: "history-show", arguments: ["history", "show", "Poker night", "--json"]),
        Run(schema: "history-show", arguments: ["history", "show", "Bowling", "--json"]),
        Run(schema: "people-list", arguments: ["people", "list", "--json"]),
        Run(schema: "people-show", arguments: ["people", "show", "Ann", "--json"]),
        Run(schema: "people-show", arguments: ["people", "show", "Fay", "--json"]),
        Run(schema: "stats", arguments: ["stats", "--json"]),
        Run(schema: "evening", arguments: ["evening", "--json"]),
        Run(schema: "evening", arguments: ["evening", "2001-01-01", "--json"]),
        Run(schema: "sheet-list", arguments: ["sheet", "list", "--json"]),
        Run(schema: "info", arguments: ["info", "--json"]),
        Run(schema: "tournament-list", arguments: ["tournament", "list", "--json"]),
        Run(schema: "tournament-show", arguments: ["tournament", "show", "Club Swiss", "--json", "--why"]),
        Run(schema: "tournament-show", arguments: ["tournament", "show", "Hearts cup", "--json"]),
        Run(schema: "tournament-show", arguments: ["tournament", "show", "Robin here", "--json"]),
        Run(schema: "tournament-show", arguments: ["tournament", "show", "KO", "--json", "--why"]),
        Run(schema: "tournament-show", arguments: ["tournament", "show", "Open", "--json"]),
        Run(schema: "tournament-standings", arguments: ["tournament", "standings", "Club Swiss", "--json"]),
        Run(schema: "tournament-standings", arguments: ["tournament", "standings", "Hearts cup", "--json"]),
        Run(schema: "tournament-standings", arguments: ["tournament", "standings", "Robin here", "--json"]),
        Run(schema: "tournament-codes", arguments: ["tournament", "codes", "Hearts cup", "--json"]),
        Run(schema: "tournament-reports", arguments: ["tournament", "reports", "Hearts cup", "--json"]),
        Run(schema: "tournament-reports", arguments: ["tournament", "reports", "KO", "--json"]),
        Run(schema: "sync", arguments: ["sync", "OTHER", "--json"]),
        Run(schema: "tournament-show", arguments: ["tournament", "show", "Club Swiss", "--json"]),
        Run(schema: "tournament-show", arguments: ["tournament", "show", "Club Swiss", "--json"], onOtherCopy: true),
        Run(schema: "sync", arguments: ["sync", "OTHER", "--json"]),
        Run(schema: "info", arguments: ["info", "--json"], onOtherCopy: true),
        // The BG Stats file the evening imported: again (nothing added), and as a dry run.
        Run(schema: "import", arguments: ["import", "PLAYS", "--json"]),
        Run(schema: "import", arguments: ["import", "PLAYS", "--json", "--dry-run"], onOtherCopy: true),
    ]

    let directory: TemporaryFolder
    let db: String
    let other: String
    /// XDG_CONFIG_HOME, holding a sheet of the user's own.
    let config: String
    /// A BG Stats export the evening imports.
    let plays: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("evening.sqlite")
        other = directory.file("other.sqlite")
        config = directory.file("config")
        plays = directory.file("BGStatsExport.json")
        let sheets = config + "/scorekeeper/sheets"
        try FileManager.default.createDirectory(atPath: sheets, withIntermediateDirectories: true)
        try "name: skull-king\ntitle: Skull King\nkind: bids\ntricks: 10\nexact: {per-bid: 20}\n"
            .write(toFile: sheets + "/skull-king.yaml", atomically: true, encoding: .utf8)
    }

    /// Runs a command on a copy with the user's sheets; `OTHER` in the arguments is the other copy.
    func run(_ arguments: [String], on file: String) throws -> CommandResult {
        try CommandRunner.scorekeeper(arguments.map { $0 == "OTHER" ? (file == db ? other : db) : $0 == "PLAYS" ? plays : $0 } + ["--db", file],
                                      environment: ["XDG_CONFIG_HOME": config])
    }

    /// A command that must succeed with nothing on standard error; its output.
    @discardableResult
    func ok(_ arguments: String..., on file: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try run(arguments, on: file ?? db)
        try #require(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// An evening on the first copy, shared with the other, then changes both make to the same
    /// things before they meet again.
    func playAnEvening() throws {
        let photo = Self.repository.appendingPathComponent("Resources/photos/blob.jpg").path
        try ok("game", "add", "Poker night", "--target", "100")
        try ok("player", "add", "Poker night", "Ann", "Bo", "Cy")
        try ok("player", "score", "Poker night", "Ann", "--by", "40")
        try ok("round", "next", "Poker night")
        try ok("round", "add", "Poker night", "Ann=10", "Bo=5", "Cy=-3")
        try ok("player", "score", "Poker night", "Bo", "--by", "7")
        try ok("undo", "Poker night")
        try ok("photo", "attach", "Ann", "--game", "Poker night", photo)
        try ok("game", "finish", "Poker night")
        try ok("game", "add", "Hearts", "--lowest-wins", "--rounds", "4", "--dealer-rotates", "--turn-limit", "60",
               "--player-clocks", "--round-total", "26")
        try ok("player", "add", "Hearts", "Ann", "Bo", "Di")
        try ok("round", "add", "Hearts", "Ann=10", "Bo=16", "Di=0")
        try ok("turn", "next", "Hearts")
        try ok("game", "add", "Bowling", "--sheet", "bowling")
        try ok("player", "add", "Bowling", "Ann", "Cy")
        try ok("sheet", "enter", "Bowling", "Ann", "X")
        try ok("sheet", "enter", "Bowling", "Cy", "9/")
        try ok("sheet", "enter", "Bowling", "Ann", "8 1")
        try ok("game", "add", "Darts", "--sheet", "darts-301")
        try ok("player", "add", "Darts", "Bo", "Di")
        try ok("sheet", "enter", "Darts", "Bo", "T20 T20 T20")
        try ok("game", "add", "Yahtzee", "--sheet", "yahtzee")
        try ok("player", "add", "Yahtzee", "Ann", "Cy")
        try ok("game", "add", "Skull King night", "--sheet", "skull-king")
        try ok("game", "add", "Empty")
        try ok("turn", "next", "Bowling")
        // A game finished at once, with no score.
        try ok("game", "add", "Quick")
        try ok("player", "add", "Quick", "Ann")
        try ok("game", "finish", "Quick")
        try ok("tournament", "add", "Club Swiss", "--format", "swiss", "--rounds", "3")
        try ok("tournament", "join", "Club Swiss", "Ann", "Bo", "Cy", "Di", "Eve")
        // A round clock running (started by pairing), one not started, one of a finished knockout.
        try ok("tournament", "set", "Club Swiss", "--round-time", "50m")
        try ok("tournament", "pair", "Club Swiss")
        try ok("tournament", "result", "Club Swiss", "1", "1-0")
        try ok("tournament", "result", "Club Swiss", "2", "½-½")
        try ok("tournament", "drop", "Club Swiss", "Eve")
        try ok("tournament", "add", "Hearts cup", "--format", "tables", "--table-size", "3", "--rounds", "1", "--sheet", "hearts")
        try ok("tournament", "join", "Hearts cup", "Ann", "Bo", "Cy", "Di", "Eve", "Fay")
        try ok("tournament", "pair", "Hearts cup")
        try ok("tournament", "set", "Hearts cup", "--round-time", "1h")
        try ok("tournament", "result", "Hearts cup", "1", "1 2 3")
        // A report from table 2 waits for a second seat; a wrong PIN is counted.
        let codes = try JSONSerialization.jsonObject(with: Data(try ok("tournament", "codes", "Hearts cup", "--json").utf8)) as? [[String: Any]]
        let pin = try #require(codes?.first { $0["table"] as? Int == 2 }?["pin"] as? String)
        try ok("tournament", "reports", "Hearts cup", "send", pin, "2 1 3")
        #expect(try run(["tournament", "reports", "Hearts cup", "send", "12345", "1 2 3"], on: db).status != 0)
        try ok("people", "photo", "Fay", photo)
        try ok("tournament", "add", "Robin", "--format", "round-robin")
        try ok("tournament", "join", "Robin", "Ann", "Bo", "Cy")
        try ok("tournament", "add", "KO", "--format", "knockout", "--third-place")
        try ok("tournament", "join", "KO", "Ann", "Bo", "Cy", "Di")
        try ok("tournament", "set", "KO", "--round-time", "25m")
        try ok("tournament", "pair", "KO")
        try ok("tournament", "result", "KO", "1", "1-0")
        try ok("tournament", "result", "KO", "2", "0-1")
        try ok("tournament", "pair", "KO")
        try ok("tournament", "result", "KO", "1", "1-0")
        try ok("tournament", "result", "KO", "2", "0-1")
        let report = directory.file("open.trf")
        func entrant(_ number: Int, _ name: String, _ rating: String, _ fide: String, _ points: String, _ rounds: [String]) -> String {
            TRFText.player(number, name, rating: rating, fide: fide, points: points, rounds)
        }
        try Data(TRFText.report(["XXR 3"], [
            entrant(1, "Ann", "2100", "1503014", "1.0", [TRFText.block(2, "w", "1")]),
            entrant(2, "Bo", "2000", "", "0.0", [TRFText.block(1, "b", "0")]),
            entrant(3, "Cy", "", "", "0.5", [TRFText.block(nil, "-", "H")]),
        ]).utf8).write(to: URL(fileURLWithPath: report))
        try ok("tournament", "import", report, "--name", "Open")
        try Data(ImportCommandTests.bgstats.utf8).write(to: URL(fileURLWithPath: plays))
        try ok("import", plays)
        // The other copy starts as this one, then both change the same things.
        try ok("game", "add", "Scratch", on: other)
        try ok("game", "delete", "Scratch", "--yes", on: other)
        try ok("sync", other)
        try ok("game", "rename", "Empty", "Empty here")
        try ok("game", "rename", "Empty", "Empty there", on: other)
        try ok("round", "add", "Hearts", "Ann=5", "Bo=5", "Di=16")
        try ok("round", "add", "Hearts", "Ann=1", "Bo=20", "Di=5", on: other)
        try ok("game", "delete", "Darts", "--yes", on: other)
        try ok("sheet", "enter", "Darts", "Di", "20 20 20")
        try ok("game", "reopen", "Poker night", on: other)
        try ok("player", "score", "Poker night", "Cy", "--by", "100", on: other)
        try ok("game", "finish", "Poker night", on: other)
        try ok("tournament", "result", "Club Swiss", "1", "0-1")
        try ok("tournament", "result", "Club Swiss", "1", "½-½", on: other)
        try ok("tournament", "rename", "Robin", "Robin here")
        try ok("tournament", "rename", "Robin", "Robin there", on: other)
        try ok("tournament", "join", "Club Swiss", "Gus", on: other)
        try ok("tournament", "pair", "Club Swiss", on: other)
        try ok("tournament", "pair", "Club Swiss")
        try ok("tournament", "result", "Club Swiss", "2", "0-1")
        try ok("player", "rename", "Cy", "--game", "Bowling", "Cyril")
        try ok("player", "rename", "Cy", "--game", "Bowling", "Cyrus", on: other)
        try ok("people", "merge", "Eve", "Fay", "--yes")
        try ok("people", "merge", "Fay", "Eve", "--yes", on: other)
    }

    /// Whether `output` is valid against `schema`: nil, or the validator's errors.
    static func errors(_ output: Data, schema: String) throws -> String? {
        let path = schemas.appendingPathComponent("\(schema).schema.json").path
        let checked = try CommandRunner.run(python, [schemas.appendingPathComponent("validate.py").path, path], stdin: output)
        try #require(checked.status == 0 || checked.status == 1, "validate.py could not run: \(checked.stderr)")
        return checked.status == 0 ? nil : checked.stdout + checked.stderr
    }

    @Test func everyJSONOutputIsValidAgainstItsSchema() throws {
        try playAnEvening()
        for run in Self.runs {
            let result = try self.run(run.arguments, on: run.onOtherCopy ? other : db)
            try #require(result.status == 0, "\(run): \(result.stderr)")
            let errors = try Self.errors(result.stdoutData, schema: run.schema)
            #expect(errors == nil, "\(run) against docs/json/\(run.schema).schema.json:\n\(errors ?? "")")
        }
    }

    /// The validator is not one that passes anything: the real output of `game show --json`,
    /// with a field added, one taken away, or one of another type, is refused.
    @Test func anOutputThatGainsOrLosesAFieldOrChangesATypeIsRefused() throws {
        try ok("game", "add", "Poker night")
        try ok("player", "add", "Poker night", "Ann")
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(try ok("game", "show", "Poker night", "--json").utf8))
                                 as? [String: Any])
        #expect(try Self.errors(try JSONSerialization.data(withJSONObject: shown), schema: "game-show") == nil)
        var players = try #require(shown["players"] as? [[String: Any]])
        let changes: [(String, ([String: Any]) -> [String: Any])] = [
            ("a field added", { var game = $0; game["colour"] = "red"; return game }),
            ("a field gone", { var game = $0; game.removeValue(forKey: "kind"); return game }),
            ("a number as text", { var game = $0; game["currentRound"] = "1"; return game }),
            ("a player's field gone", { var game = $0; players[0].removeValue(forKey: "seat"); game["players"] = players; return game }),
        ]
        for (label, change) in changes {
            let errors = try Self.errors(try JSONSerialization.data(withJSONObject: change(shown)), schema: "game-show")
            #expect(errors != nil, "\(label) passed")
        }
    }

    /// The commands with a `--json` option, as the program describes itself
    /// (`--experimental-dump-help`): "game show" is docs/json/game-show.schema.json.
    static func commandsWithJSON() throws -> Set<String> {
        let dump = try CommandRunner.scorekeeper(["--experimental-dump-help"])
        try #require(dump.status == 0, "\(dump.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: dump.stdoutData) as? [String: Any])
        var found: Set<String> = []
        func walk(_ command: [String: Any], _ path: [String]) {
            let arguments = command["arguments"] as? [[String: Any]] ?? []
            if arguments.contains(where: { ($0["names"] as? [[String: Any]] ?? []).contains { $0["name"] as? String == "json" } }) {
                found.insert(path.joined(separator: "-"))
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                walk(sub, path + [sub["commandName"] as? String ?? "?"])
            }
        }
        walk(try #require(root["command"] as? [String: Any]), [])
        return found
    }

    @Test func everyJSONOptionHasASchemaAndEverySchemaACommand() throws {
        let commands = try Self.commandsWithJSON()
        #expect(commands.count >= 15, "\(commands.sorted())")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: Self.schemas.path)
            .filter { $0.hasSuffix(".schema.json") }.map { String($0.dropLast(".schema.json".count)) })
        #expect(commands.subtracting(files).isEmpty, "--json without a schema in docs/json/: \(commands.subtracting(files).sorted())")
        #expect(files.subtracting(commands).isEmpty, "schemas of no command: \(files.subtracting(commands).sorted())")
        // Each is run and checked by the test above.
        let checked = Set(Self.runs.map(\.schema))
        #expect(commands.subtracting(checked).isEmpty, "never validated: \(commands.subtracting(checked).sorted())")
        let readme = try String(contentsOf: Self.schemas.appendingPathComponent("README.md"), encoding: .utf8)
        for name in commands.sorted() {
            #expect(readme.contains("(\(name).schema.json)"), "docs/json/README.md does not link \(name).schema.json")
        }
    }

    /// Every object a schema describes lists its properties, requires them (but those said to be
    /// left out), allows no other, and says what each means; maps keyed by names say what their
    /// values are.
    @Test func everyObjectIsClosedAndEveryPropertyDescribed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.schemas.path).filter { $0.hasSuffix(".schema.json") }.sorted()
        for file in files {
            let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemas.appendingPathComponent(file)))
                                      as? [String: Any])
            #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema", "\(file)")
            #expect(schema["$id"] as? String == file, "\(file)")
            #expect((schema["description"] as? String)?.isEmpty == false, "\(file)")
            func check(_ node: Any, _ path: String) {
                if let list = node as? [Any] {
                    for (index, item) in list.enumerated() { check(item, "\(path)/\(index)") }
                    return
                }
                guard let node = node as? [String: Any] else { return }
                if let properties = node["properties"] as? [String: Any] {
                    #expect(node["additionalProperties"] as? Bool == false, "\(file) \(path): additionalProperties is not false")
                    let required = Set(node["required"] as? [String] ?? [])
                    #expect(required.isSubset(of: properties.keys), "\(file) \(path): requires what it does not list")
                    for (name, property) in properties {
                        let property = property as? [String: Any] ?? [:]
                        let described = (property["description"] as? String)?.isEmpty == false
                        #expect(described, "\(file) \(path)/\(name): no description")
                        if !required.contains(name) {
                            #expect((property["description"] as? String)?.contains("left out") == true,
                                    "\(file) \(path)/\(name): neither required nor said when it is left out")
                        }
                    }
                } else if node["type"] as? String == "object" {
                    #expect(node["additionalProperties"] is [String: Any] && node["propertyNames"] != nil,
                            "\(file) \(path): an object with neither properties nor a map's keys and values")
                }
                for (key, value) in node where key != "enum" { check(value, "\(path)/\(key)") }
            }
            check(schema, "")
        }
    }
}
