import Foundation
import Testing
import TestSupport

/// `tournament add --points score`: tables count the game's own score, results are entered as
/// scores, and the standings (and their JSON) read them, lowest first under lowest-wins rules.
@Suite struct TournamentGameScoreCommandTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("hearts.sqlite")
    }

    func json(_ arguments: String...) throws -> Any {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: result.stdoutData)
    }

    @Test func aTablesEventCountsTheGamesScore() throws {
        let made = try ok("tournament", "add", "Hearts", "--format", "tables", "--table-size", "3", "--points", "score",
                          "--rules", "lowest wins")
        #expect(made.contains("points game score"), "\(made)")
        try ok("tournament", "join", "Hearts", "Ann", "Bo", "Cy")
        try ok("tournament", "pair", "Hearts")
        let shown = try #require(try json("tournament", "show", "Hearts", "--json") as? [String: Any])
        #expect((shown["tournament"] as? [String: Any])?["points"] as? String == "score")
        let table = try #require(((shown["rounds"] as? [[String: Any]])?.first?["tables"] as? [[String: Any]])?.first)
        let seats = try #require(table["seats"] as? [String])

        // Places alone are refused under game score, and nothing changes.
        let refused = try run("tournament", "result", "Hearts", "1", "1 2 3")
        #expect(refused.status != 0 && refused.stderr.contains("scores"), "\(refused.stderr)")
        let entered = try ok("tournament", "result", "Hearts", "1", "scores", "26", "-4", "13")
        #expect(entered.contains("scores 26 -4 13"), "\(entered)")

        let standings = try #require(try json("tournament", "standings", "Hearts", "--json") as? [[String: Any]])
        #expect(standings.map { $0["name"] as? String } == [seats[1], seats[2], seats[0]])
        #expect(standings.map { $0["points"] as? String } == ["-4", "13", "26"])
        #expect(standings.map { $0["wins"] as? Int } == [1, 0, 0])
        let text = try ok("tournament", "show", "Hearts")
        #expect(text.contains("game score, lowest first") && text.contains("scores 26 -4 13"), "\(text)")
    }

    @Test func theGameScoreIsForTablesOnly() throws {
        let refused = try run("tournament", "add", "Club", "--format", "swiss", "--points", "score")
        #expect(refused.status != 0 && refused.stderr.contains("--format tables"), "\(refused.stderr)")
        #expect(try ok("tournament", "list").contains("Club") == false)
    }
}
