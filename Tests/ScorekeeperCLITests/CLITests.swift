import Foundation
import Testing
import TestSupport

/// Runs the built `scorekeeper` binary against temporary databases: outputs, exit codes, errors.
@Suite struct CLITests {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("cli.sqlite")
    }

    /// Runs `scorekeeper ARGS --db <temp file>`.
    @discardableResult
    func run(_ arguments: String..., stdin: Data? = nil) throws -> CommandResult {
        try CommandRunner.scorekeeper(arguments + ["--db", db], stdin: stdin)
    }

    func expectFailure(_ result: CommandResult, status: Int32 = 1, containing fragment: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == status, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(fragment), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    /// The game list as the documented JSON shape.
    struct GameShape: Decodable, Equatable { var id: String; var title: String; var playerCount: Int }
    /// The player list as the documented JSON shape.
    struct PlayerShape: Decodable, Equatable { var id: String; var gameID: String; var name: String; var score: Int; var hasPhoto: Bool }

    func games() throws -> [GameShape] {
        let result = try run("game", "list", "--json")
        #expect(result.status == 0)
        return try JSONDecoder().decode([GameShape].self, from: result.stdoutData)
    }

    func players(_ game: String, ascending: Bool = false) throws -> [PlayerShape] {
        let result = ascending ? try run("player", "list", game, "--json", "--ascending") : try run("player", "list", game, "--json")
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode([PlayerShape].self, from: result.stdoutData)
    }

    @Test func gameAddPrintsAnIDAndListShowsIt() throws {
        let added = try run("game", "add", "Poker night")
        #expect(added.status == 0)
        let id = added.stdout.trimmingCharacters(in: .newlines)
        #expect(UUID(uuidString: id) != nil && id == id.lowercased())
        #expect(try games() == [GameShape(id: id, title: "Poker night", playerCount: 0)])
        let human = try run("game", "list")
        #expect(human.stdout.contains("Poker night"))
        #expect(human.stdout.hasPrefix("ID"))
    }

    @Test func jsonKeysAreExactlyTheDocumentedOnes() throws {
        let game = try run("game", "add", "G").stdout.trimmingCharacters(in: .newlines)
        try run("player", "add", game, "Ana", "--score", "3")
        let gameObject = try JSONSerialization.jsonObject(with: try run("game", "list", "--json").stdoutData) as! [[String: Any]]
        #expect(Set(gameObject[0].keys) == ["id", "title", "lastPlayed", "playerCount", "status", "winners"])
        let playerObject = try JSONSerialization.jsonObject(with: try run("player", "list", game, "--json").stdoutData) as! [[String: Any]]
        #expect(Set(playerObject[0].keys) == ["id", "gameID", "name", "score", "rank", "hasPhoto"])
    }

    /// Titles no command accepts (control characters written by another program) and ones it
    /// does (quotes, backslashes, slashes, characters outside the BMP) come out of `game list
    /// --json` escaped, never raw, and parse back to the stored text.
    @Test func gameListJSONEscapesEveryTitle() throws {
        let game = try run("game", "add", "Placeholder").stdout.trimmingCharacters(in: .newlines)
        let typed = "Quote \" back\\ slash / emoji 😀 𝄞 e\u{301}"
        try run("game", "add", typed)
        let update = "UPDATE games SET title = 'Bell' || char(7) || 'esc' || char(27) || '[31m nl' || char(10) || 'tab' || char(9)"
            + " || 'del' || char(127) || char(8232) WHERE id = '\(game)'"
        #expect(try CommandRunner.run("/usr/bin/sqlite3", [db, update]).status == 0)
        let listed = try run("game", "list", "--json")
        #expect(listed.status == 0)
        let titles = (try JSONSerialization.jsonObject(with: listed.stdoutData) as! [[String: Any]]).map { $0["title"] as! String }
        #expect(Set(titles) == [typed, "Bell\u{7}esc\u{1B}[31m nl\ntab\tdel\u{7F}\u{2028}"])
        // Nothing below U+0020 reaches the output raw but the layout's newlines.
        #expect(!listed.stdoutData.contains { $0 < 0x20 && $0 != 0x0A })
        // DEL too, which JSON allows raw but a terminal must not receive; U+2028 is a character.
        #expect(listed.stdout.contains("\"Bell\\u0007esc\\u001b[31m nl\\ntab\\tdel\\u007f\u{2028}\""))
        #expect(listed.stdout.contains("\"Quote \\\" back\\\\ slash / emoji 😀 𝄞 e\u{301}\""))
    }

    @Test func playersAreScoredRenamedSortedAndDeleted() throws {
        let game = try run("game", "add", "Poker").stdout.trimmingCharacters(in: .newlines)
        let ana = try run("player", "add", String(game.prefix(4)), "Ana").stdout.trimmingCharacters(in: .newlines)
        let bo = try run("player", "add", game, "Bo", "--score", "10").stdout.trimmingCharacters(in: .newlines)
        #expect(try run("player", "score", ana, "--by", "15").stdout == "15\n")
        #expect(try run("player", "score", ana, "--by", "-3").stdout == "12\n")
        #expect(try run("player", "score", String(bo.prefix(6)), "--to", "-7").stdout == "-7\n")
        try run("player", "rename", ana, "Anna")
        #expect(try players(game).map(\.name) == ["Anna", "Bo"])
        #expect(try players(game, ascending: true).map(\.score) == [-7, 12])
        #expect(try run("player", "delete", bo, "--yes").status == 0)
        #expect(try games().first?.playerCount == 1)
        try run("game", "rename", game, "Bridge")
        #expect(try games().map(\.title) == ["Bridge"])
        #expect(try run("game", "delete", game, "--yes").status == 0)
        #expect(try games().isEmpty)
    }

    @Test func deletingWithoutATerminalNeedsYes() throws {
        let game = try run("game", "add", "Poker").stdout.trimmingCharacters(in: .newlines)
        let player = try run("player", "add", game, "Ana").stdout.trimmingCharacters(in: .newlines)
        expectFailure(try run("game", "delete", game), containing: "--yes")
        expectFailure(try run("player", "delete", player), containing: "--yes")
        #expect(try games().first?.playerCount == 1)
    }

    @Test func demoAddsTheReferenceGames() throws {
        #expect(try run("demo").status == 0)
        let list = try games()
        #expect(list.count == 3)
        let first = try #require(list.first { $0.title == "Family Game Night" })
        let blobs = try players(first.id)
        #expect(blobs.map(\.name) == ["Blob Sr", "Blob Jr", "Blob"])
        #expect(blobs.map(\.score) == [100, 67, 40])
    }

    @Test func refusedInputIsOneLineExitOneAndChangesNothing() throws {
        let game = try run("game", "add", "Kept").stdout.trimmingCharacters(in: .newlines)
        let player = try run("player", "add", game, "Kept", "--score", "\(Int.max)").stdout.trimmingCharacters(in: .newlines)
        let before = try databaseDump(db)
        let refusals: [(CommandResult, String)] = [
            (try run("game", "add", "   "), "cannot be empty"),
            (try run("game", "add", "evil\u{1B}]0;owned\u{07}"), "control characters"),
            (try run("game", "add", String(repeating: "x", count: 101)), "too long"),
            (try run("player", "rename", player, "\u{1B}[2J"), "control characters"),
            (try run("player", "score", player, "--by", "1"), "overflow"),
            (try run("player", "score", "0000", "--by", "1"), "No player matches"),
            (try run("game", "rename", "zz", "x"), "No game named"),
        ]
        for (result, fragment) in refusals {
            expectFailure(result, containing: fragment)
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}"))
        }
        #expect(try databaseDump(db) == before)
        #expect(try players(game).map(\.score) == [Int.max])
    }

    @Test func usageErrorsUseTheParsersExitCode() throws {
        let game = try run("game", "add", "G").stdout.trimmingCharacters(in: .newlines)
        let player = try run("player", "add", game, "Ana").stdout.trimmingCharacters(in: .newlines)
        #expect(try run("player", "score", player, "--by", "abc").status == 64)
        #expect(try run("player", "score", player).status == 64)
        #expect(try run("player", "score", player, "--by", "1", "--to", "2").status == 64)
        #expect(try run("nonsense").status == 64)
    }

    @Test func badDatabaseFilesAreRefusedUntouched() throws {
        let text = directory.file("notes.jpg")
        try Data("just text".utf8).write(to: URL(fileURLWithPath: text))
        let result = try CommandRunner.scorekeeper(["game", "list", "--db", text])
        expectFailure(result, containing: "is not a SQLite database")
        #expect(try String(contentsOfFile: text, encoding: .utf8) == "just text")
        expectFailure(try CommandRunner.scorekeeper(["game", "list", "--db", directory.file("no/such/dir.sqlite")]), containing: "does not exist")
    }

    @Test func environmentVariableChoosesTheDatabase() throws {
        let other = directory.file("env.sqlite")
        #expect(try CommandRunner.scorekeeper(["game", "add", "From env"], environment: ["SCOREKEEPER_DB": other]).status == 0)
        let listed = try CommandRunner.scorekeeper(["game", "list", "--json", "--db", other])
        #expect(listed.stdout.contains("From env"))
    }

    @Test func defaultLocationFollowsXDG() throws {
        let home = directory.file("xdg")
        let result = try CommandRunner.scorekeeper(["game", "add", "Default"], environment: ["XDG_DATA_HOME": home])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: home + "/scorekeeper/scorekeeper.sqlite"))
    }

    /// Every command, found by walking the SUBCOMMANDS lists of the help itself, so a command
    /// added later is covered without touching this test.
    @Test func helpIsAvailableEverywhere() throws {
        var pending: [[String]] = [[]]
        var visited: [[String]] = []
        while let command = pending.popLast() {
            visited.append(command)
            let result = try CommandRunner.scorekeeper(command + ["--help"])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stdout.contains("USAGE: " + (["scorekeeper"] + command).joined(separator: " ")), "\(command)")
            pending += Self.subcommands(inHelp: result.stdout).map { command + [$0] }
        }
        let names = Set(visited.map { $0.joined(separator: " ") })
        for expected in ["game add", "player score", "photo attach", "photo export", "photo remove", "photo show",
                         "backup", "demo"] {
            #expect(names.contains(expected), "help for \(expected) was not reached")
        }
    }

    /// The names under "SUBCOMMANDS:" (two-space indent; deeper lines continue a description).
    static func subcommands(inHelp help: String) -> [String] {
        guard let start = help.range(of: "SUBCOMMANDS:\n") else { return [] }
        var names: [String] = []
        for line in help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { break }
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { continue }
            if let name = line.split(separator: " ").first { names.append(String(name)) }
        }
        return names
    }
}
