import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// A table terminal in the real interface: the games list holds a Swiss's tables together under
/// the tournament's heading in table order, the filter "table 1" finds table 1 and not tables 10
/// to 12, and `>` opens the next unfinished table.
@Suite(.serialized, .tmuxInstalled)
struct TournamentTablesEndToEndTests {
    @Test func aTableTerminalFindsItsTableAndGoesToTheNextGame() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("club.sqlite")
        func run(_ arguments: [String]) throws { _ = try ScorekeeperBinary.output(arguments + ["--db", database]) }
        func run(_ arguments: String...) throws { try run(arguments) }
        try run("tournament", "add", "Club Swiss", "--format", "swiss", "--rounds", "2")
        try run(["tournament", "join", "Club Swiss"] + (1...24).map { "P\($0)" })
        try run("tournament", "pair", "Club Swiss")
        // Scored out of order: table 10 last.
        for table in [7, 3, 10] {
            let game = "Club Swiss: round 1, table \(table)"
            let shown = try ScorekeeperBinary.output(["game", "show", game, "--json", "--db", database])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])
            let players = try #require(object["players"] as? [[String: Any]])
            let name = try #require(players.first?["name"] as? String)
            try run("player", "score", name, "--game", game, "--by", "1")
        }
        let tmux = try Tmux.interface(database: database, rows: 24)
        try tmux.waitFor("the tables under their heading, in table order") { screen in
            let lines = screen.split(separator: "\n").map(String.init)
            guard let heading = lines.firstIndex(where: { $0.contains("Tournament · Club Swiss") }),
                  lines.indices.contains(heading + 3) else { return false }
            return lines[heading + 1].contains("Club Swiss: round 1, table 1 ") && lines[heading + 2].contains("round 1, table 2 ")
                && lines[heading + 3].contains("round 1, table 3 ")
        }
        try tmux.press("/")
        try tmux.type("table 1")
        try tmux.waitFor("only table 1") { screen in
            screen.contains("1 of 12 games") && screen.contains("round 1, table 1 ") && !screen.contains("table 10")
        }
        try tmux.press("BSpace")
        try tmux.type("3")
        try tmux.waitFor(text: "round 1, table 3 ")
        try tmux.press("Enter")
        // Table 3 is selected: `>` opens the next table still to play, table 4.
        try tmux.press(">")
        try tmux.waitFor("table 4's game") { $0.split(separator: "\n").first?.contains("Club Swiss: round 1, table 4") == true }
        try tmux.press("q")
        try tmux.press("?")
        try tmux.waitFor(text: "My next game")
    }
}
