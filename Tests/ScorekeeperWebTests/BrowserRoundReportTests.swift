import Foundation
import Testing
import TestSupport

/// Two phones report the same round of their table game's scores in a real browser (Debian's
/// headless Chromium, two sessions with cookies of their own) on the real `scorekeeper serve`:
/// the round is written into the game (`game show --json` has it), and the first phone's page,
/// left open, moves on to the next round. The script (`Tests/Browser/report_round.py`) waits for
/// what it checks and prints what the pages said.
@Suite(.serialized, .chromiumInstalled) struct BrowserRoundReportTests {
    let folder: TemporaryFolder
    let database: String

    init() throws {
        folder = try TemporaryFolder("round-report")
        database = folder.file("club.sqlite")
        try cli("tournament", "add", "Night", "--format", "tables", "--table-size", "4")
        try cli("tournament", "join", "Night", "Ann", "Bo", "Cy", "Di")
        try cli("tournament", "pair", "Night")
    }

    @discardableResult
    func cli(_ arguments: String...) throws -> String {
        try ScorekeeperBinary.output(["--db", database] + arguments)
    }

    func json(_ arguments: String...) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(try ScorekeeperBinary.output(["--db", database] + arguments + ["--json"]).utf8))
    }

    @Test func twoPhonesReportTheSameRoundAndItIsInTheGame() throws {
        let codes = try #require(try json("tournament", "codes", "Night") as? [[String: Any]])
            .sorted { ($0["seat"] as? Int ?? 0) < ($1["seat"] as? Int ?? 0) }
        try #require(codes.count == 4)
        let names = codes.compactMap { $0["name"] as? String }
        let paths = codes.compactMap { $0["path"] as? String }
        let shown = try #require(try json("tournament", "show", "Night") as? [String: Any])
        let table = try #require((shown["rounds"] as? [[String: Any]])?.last?["tables"] as? [[String: Any]])?.first
        let gameID = try #require(table?["gameID"] as? String)

        let serve = try ServeProcess(database: database, arguments: ["--tournament", "Night"], folder: folder)
        defer { _ = serve.stop(SIGTERM) }
        let link = try #require(URL(string: serve.link))
        let origin = "\(try #require(link.scheme))://\(try #require(link.host)):\(try #require(link.port))"
        let seen = try BrowserScript.run("report_round.py", [origin, paths[0], paths[2], "12", "9", "7", "4"], folder: folder)

        #expect(seen["opened"] as? [String] == ["Round 1: no report yet.", "Round 1: no report yet."])
        #expect(seen["labels"] as? [String] == names)
        #expect(seen["formRound"] as? String == "1")
        #expect((seen["afterFirst"] as? String)?.hasSuffix("of round 1 (\(names[0]) says 12 9 7 4).") == true, "\(seen)")
        #expect(seen["afterSecond"] as? String == "Round 2: no report yet.")
        #expect(seen["firstLive"] as? String == "Round 2: no report yet.")
        #expect(seen["firstFormRound"] as? String == "2")
        // The game has the round, as `round add` would have written it.
        let game = try #require(try json("game", "show", gameID) as? [String: Any])
        let players = try #require(game["players"] as? [[String: Any]])
        let scores = Dictionary(uniqueKeysWithValues: players.compactMap { player in
            (player["name"] as? String).map { ($0, player["score"] as? Int ?? -1) }
        })
        #expect(names.map { scores[$0] } == [12, 9, 7, 4])
        #expect(seen["gameScores"] as? String == "Game scores: " + zip(names, [12, 9, 7, 4]).map { "\($0) \($1)" }.joined(separator: ", "))
        #expect(((try json("tournament", "reports", "Night") as? [String: Any])?["tables"] as? [Any])?.isEmpty == true)
    }
}
