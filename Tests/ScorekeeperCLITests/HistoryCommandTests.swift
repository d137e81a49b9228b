import Foundation
import Testing
import TestSupport

/// `undo`, `redo`, `history` (show, fix, delete) and `export`, run as the real binary; exports
/// are read back with Foundation's JSON reader and the tests' own CSV reader, not with
/// Scorekeeper's code.
@Suite struct HistoryCommandTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("history.sqlite")
    }

    func expectFailure(_ result: CommandResult, status: Int32 = 1, containing fragment: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == status, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(fragment), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    /// Runs SQL with the sqlite3 shell, as another program would.
    func sqlite(_ sql: String) throws -> String {
        let result = try CommandRunner.run("/usr/bin/sqlite3", ["-batch", "-cmd", ".timeout 10000", db, sql])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    /// The export document's shape, as far as these tests read it.
    struct ExportShape: Decodable {
        /// One exported game.
        struct GameShape: Decodable {
            var id: String; var title: String; var players: [PlayerShape]; var history: [ChangeShape]
        }
        /// One player of an exported game.
        struct PlayerShape: Decodable { var name: String; var score: Int; var hasPhoto: Bool }
        /// One change of an exported game's history.
        struct ChangeShape: Decodable { var playerName: String; var amount: Int; var total: Int; var state: String; var undone: Bool }
        var format: String; var version: Int; var games: [GameShape]
    }

    /// The JSON file at `path` as Foundation reads it (no Scorekeeper type involved).
    func jsonObject(_ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The documented shape of `history --json`.
    struct EntryShape: Decodable, Equatable {
        var id: String; var playerID: String; var playerName: String; var amount: Int; var total: Int
        var round: Int; var createdAt: String; var undone: Bool
    }

    func history(_ game: String, limit: Int? = nil) throws -> [EntryShape] {
        let output = try limit.map { try run("history", game, "--json", "--limit", String($0)) } ?? run("history", game, "--json")
        #expect(output.status == 0, "\(output.stderr)")
        return try JSONDecoder().decode([EntryShape].self, from: output.stdoutData)
    }

    /// A game with Ana (start 10, +5) and Blob Jr (+62, +5).
    func sampleGame() throws -> (game: String, ana: String, blob: String) {
        let game = try ok("game", "add", "Poker night")
        let ana = try ok("player", "add", game, "Ana", "--score", "10")
        let blob = try ok("player", "add", game, "Blob Jr")
        _ = try ok("player", "score", ana, "--by", "5")
        _ = try ok("player", "score", blob, "--by", "62")
        _ = try ok("player", "score", blob, "--by", "5")
        return (game, ana, blob)
    }

    @Test func undoAndRedoSayWhatTheyDid() throws {
        let (game, _, blob) = try sampleGame()
        #expect(try ok("undo", String(game.prefix(6))) == "Undid +5 for Blob Jr: 62")
        #expect(try ok("undo", game) == "Undid +62 for Blob Jr: 0")
        #expect(try ok("redo", game) == "Redid +62 for Blob Jr: 62")
        #expect(try ok("player", "list", game, "--json").contains("\"score\" : 62"))
        // A new change clears what can be redone.
        _ = try ok("player", "score", blob, "--by", "1")
        expectFailure(try run("redo", game), containing: "Nothing to redo in Poker night.")
        for _ in 0..<4 { _ = try ok("undo", game) }
        expectFailure(try run("undo", game), containing: "Nothing to undo in Poker night.")
        expectFailure(try run("undo", "ffffffff"), containing: "No game matches")
        expectFailure(try run("undo"), status: 64, containing: "Missing expected argument")
    }

    @Test func historyListsNewestFirstWithTotals() throws {
        let (game, ana, blob) = try sampleGame()
        _ = try ok("undo", game)
        let entries = try history(game)
        #expect(entries.map(\.amount) == [5, 62, 5, 10])
        #expect(entries.map(\.total) == [62, 62, 15, 10])
        #expect(entries.map(\.undone) == [true, false, false, false])
        #expect(entries.map(\.playerID) == [blob, blob, ana, ana])
        #expect(entries.map(\.playerName) == ["Blob Jr", "Blob Jr", "Ana", "Ana"])
        #expect(entries.allSatisfy { $0.round == 1 && $0.createdAt.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$"#, options: .regularExpression) != nil })
        #expect(try history(game, limit: 2).map(\.id) == entries.prefix(2).map(\.id))
        // Exactly the documented keys.
        let object = try JSONSerialization.jsonObject(with: try run("history", game, "--json").stdoutData) as! [[String: Any]]
        #expect(Set(object[0].keys) == ["id", "playerID", "playerName", "amount", "total", "round", "createdAt", "undone", "entry"])
        #expect(object.allSatisfy { $0["entry"] is NSNull })
        let text = try ok("history", game)
        #expect(text.hasPrefix("ID"))
        #expect(text.contains("undone") && text.contains("start") && text.contains("Blob Jr"))
        let empty = try ok("game", "add", "Empty")
        #expect(try history(empty).isEmpty)
        #expect(try ok("history", empty).hasPrefix("No score changes yet"))
        expectFailure(try run("history", game, "--limit", "0"), status: 64, containing: "--limit")
    }

    @Test func fixAndDeleteEditTheHistory() throws {
        let (game, ana, _) = try sampleGame()
        let start = try history(game).last!
        #expect(try ok("history", "fix", String(start.id.prefix(6)), "--amount", "-3") == "Corrected +10 to -3 for Ana: 2")
        #expect(try history(game).last!.total == -3)
        #expect(try ok("history", "show", game).contains("was +10"))
        // A script must confirm a deletion.
        expectFailure(try run("history", "delete", start.id), containing: "--yes")
        #expect(try ok("history", "delete", start.id, "--yes") == "Deleted -3 for Ana: 5")
        #expect(try history(game).count == 3)
        #expect(try ok("player", "list", game, "--json").contains("\"score\" : 5"))
        // Asked on a terminal-less stdin with --yes missing: refused; a yes on stdin is not a terminal either.
        expectFailure(try run("history", "delete", start.id, "--yes"), containing: "No score change matches")
        expectFailure(try run("history", "fix", "abc", "--amount", "1"), containing: "too short")
        expectFailure(try run("history", "fix", history(game)[0].id), status: 64, containing: "--amount")
        expectFailure(try run("history", "fix", history(game)[0].id, "--amount", "x"), status: 64, containing: "x")
        _ = ana
    }

    @Test func overflowingFixIsRefusedAndChangesNothing() throws {
        let game = try ok("game", "add", "Edge")
        let ana = try ok("player", "add", game, "Ana", "--score", "9223372036854775807")
        _ = try ok("player", "score", ana, "--by", "-1")
        let minus = try history(game)[0]
        expectFailure(try run("history", "fix", minus.id, "--amount", "1"), containing: "overflow")
        #expect(try history(game)[0].amount == -1)
    }

    @Test func namesFromOtherProgramsAreEscapedOnTheTerminal() throws {
        let (game, _, blob) = try sampleGame()
        _ = try sqlite("UPDATE players SET name = 'Blob' || char(27) || '[2J' WHERE id = '\(blob)'")
        let undone = try ok("undo", game)
        #expect(undone == "Undid +5 for Blob\\e[2J: 62")
        #expect(!(try ok("history", game)).contains("\u{1B}"))
    }

    @Test func jsonExportHoldsTheGamePlayersAndWholeHistory() throws {
        let (game, ana, blob) = try sampleGame()
        _ = try ok("undo", game)
        let deleted = try history(game).last!.id
        _ = try ok("history", "delete", deleted, "--yes")
        let file = directory.file("game.json")
        _ = try ok("export", game, "--output", file)
        let export = try JSONDecoder().decode(ExportShape.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(export.format == "scorekeeper-export" && export.version == 1)
        try #require(export.games.count == 1, "one game: \(export.games.map(\.title))")
        let g = export.games[0]
        #expect(g.title == "Poker night" && g.players.count == 2 && g.history.count == 4)
        #expect(g.players.map { "\($0.name)=\($0.score)/\($0.hasPhoto)" } == ["Ana=5/false", "Blob Jr=62/false"])
        #expect(g.history.map { "\($0.playerName):\($0.amount):\($0.total):\($0.state):\($0.undone)" } == [
            "Ana:10:0:deleted:true", "Ana:5:5:live:false", "Blob Jr:62:62:live:false", "Blob Jr:5:62:redoable:true",
        ])
        // Every documented field is there, and nothing else.
        let games = (try jsonObject(file) as? [String: Any])?["games"] as? [[String: Any]]
        #expect(games?.first?.keys.sorted() == ["createdAt", "currentRound", "finishedAt", "history", "id", "kind", "leaders",
                                                "players", "rules", "status", "title", "updatedAt", "winners"])
        #expect((games?.first?["history"] as? [[String: Any]])?.first?.keys.sorted() == [
            "amount", "correctedAt", "createdAt", "entry", "id", "kind", "originalAmount", "playerID", "playerName", "round",
            "state", "stateChangedAt", "total", "undone",
        ])
        // Standard output is the same document: the same values, whatever the spacing or key order.
        let file2 = directory.file("stdout.json")
        try run("export", game).stdoutData.write(to: URL(fileURLWithPath: file2))
        let canonical = { (path: String) in try JSONSerialization.data(withJSONObject: try jsonObject(path), options: [.sortedKeys]) }
        #expect(try canonical(file) == canonical(file2))
        _ = (ana, blob)
    }

    @Test func exportAllListsEveryGameInAStableOrder() throws {
        let first = try ok("game", "add", "First")
        let second = try ok("game", "add", "Second")
        _ = try ok("player", "add", second, "Bo", "--score", "3")
        let all = try writeOutput(run("export", "--all"), to: "all.json")
        let export = try JSONDecoder().decode(ExportShape.self, from: Data(contentsOf: URL(fileURLWithPath: all)))
        #expect(export.games.map(\.id) == [first, second])
        let again = try run("export", "--all")
        #expect(again.stdoutData == (try run("export", "--all")).stdoutData)
    }

    func writeOutput(_ result: CommandResult, to name: String) throws -> String {
        #expect(result.status == 0, "\(result.stderr)")
        let path = directory.file(name)
        try result.stdoutData.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func csvExportSurvivesCommasQuotesAndNewlines() throws {
        let (game, ana, blob) = try sampleGame()
        // Names the interface refuses (a line break) can still come from another program: shown
        // escaped, as every output shows them, and quoted for their commas and quotes.
        _ = try sqlite("UPDATE players SET name = 'Ana, \"the\" ' || char(10) || 'Second' WHERE id = '\(ana)'")
        _ = try sqlite("UPDATE players SET name = '\"Blob\", Jr' || char(13) || char(10) || 'x' WHERE id = '\(blob)'")
        _ = try ok("undo", game)
        let file = directory.file("game.csv")
        _ = try ok("export", game, "--format", "csv", "--output", file)
        let parsed = CSVReader.records(try String(contentsOfFile: file, encoding: .utf8))
        let anaName = "Ana, \"the\" \\nSecond", blobName = "\"Blob\", Jr\\r\\nx"
        #expect(parsed.first == ["time", "player", "amount", "total", "round"])
        #expect(parsed.dropFirst().map { Array($0.dropFirst()) } == [
            [anaName, "10", "10", "1"], [anaName, "5", "15", "1"], [blobName, "62", "62", "1"],
        ])
        #expect(parsed.dropFirst().allSatisfy { $0[0].hasSuffix("Z") && $0[0].contains("T") })
        // RFC 4180: CRLF after every record.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(bytes.suffix(2) == Data("\r\n".utf8))
        // The same to standard output.
        #expect(try run("export", game, "--format", "csv").stdoutData == bytes)
    }

    @Test func exportToAFileIsRefusedOverAnExistingOneUnlessForced() throws {
        let (game, _, _) = try sampleGame()
        let file = directory.file("out.json")
        try Data("keep".utf8).write(to: URL(fileURLWithPath: file))
        expectFailure(try run("export", game, "--output", file), containing: "already exists; add --force")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep")
        _ = try ok("export", game, "--output", file, "--force")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("scorekeeper-export"))
        expectFailure(try run("export", game, "--output", directory.path), containing: "is a folder")
    }

    @Test func exportUsageErrorsExit64() throws {
        let game = try ok("game", "add", "G")
        expectFailure(try run("export"), status: 64, containing: "GAME")
        expectFailure(try run("export", game, "--all"), status: 64, containing: "not both")
        expectFailure(try run("export", "--all", "--format", "csv"), status: 64, containing: "CSV")
        expectFailure(try run("export", game, "--format", "xml"), status: 64, containing: "xml")
        expectFailure(try run("export", "ffffffff"), containing: "No game matches")
    }
}
