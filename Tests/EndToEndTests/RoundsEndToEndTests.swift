import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// A Hearts evening in the real interface: lowest wins, target 100, six rounds typed in
/// the round grid, a tie broken in the last round, the finish, a refused change, and a rematch.
@Suite(.serialized, .tmuxInstalled)
struct RoundsEndToEndTests {
    @Test func aHeartsEveningInTheGrid() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("hearts.sqlite")
        let game = try SeededGame(database, title: "Hearts", rules: GameRules(winning: .lowest, target: 100, rounds: 6),
                                  players: [("Ana", 0), ("Bo", 0), ("Cy", 0)]).game

        let tmux = try Tmux.interface(database: database)
        try tmux.waitFor(text: "Hearts")
        try tmux.press("Enter")
        try tmux.waitFor(text: "round 1 of 6")
        try tmux.press("t")
        try tmux.waitFor(text: "Total")

        /// Types a round: Enter on the top player, then each one's points in the order on screen
        /// when the round started.
        func typeRound(_ round: Int, _ points: [String: Int]) throws {
            try tmux.press("Home", "Enter")
            for _ in 0..<3 {
                // A prompt's title, not the header's "· round N".
                try tmux.waitFor("the prompt for a player in round \(round)") { screen in
                    ["Ana", "Bo", "Cy"].contains { screen.contains("\($0) · round \(round)") }
                }
                let name = try #require(["Ana", "Bo", "Cy"].first { tmux.lastScreen.contains("\($0) · round \(round)") })
                try tmux.press("C-u")
                try tmux.type(String(points[name]!))
                try tmux.press("Enter")
                // The next prompt (or none) replaces this one.
                try tmux.waitFor("\(name)'s prompt closes") { screen in !screen.contains("\(name) · round \(round)") }
            }
        }

        try typeRound(1, ["Ana": 10, "Bo": 6, "Cy": 10])
        try tmux.press("n")
        try tmux.waitFor(text: "round 2 of 6")
        try typeRound(2, ["Ana": 20, "Bo": 26, "Cy": 7])
        try tmux.press("n")
        try tmux.waitFor(text: "round 3 of 6")
        try typeRound(3, ["Ana": 0, "Bo": 13, "Cy": 13])
        try tmux.press("n")
        try tmux.waitFor(text: "round 4 of 6")
        try typeRound(4, ["Ana": 5, "Bo": 4, "Cy": 5])
        try tmux.press("n")
        try tmux.waitFor(text: "round 5 of 6")
        try typeRound(5, ["Ana": 6, "Bo": 10, "Cy": 6])
        try tmux.press("n")
        try tmux.waitFor(text: "round 6 of 6")
        // Ana and Cy are tied at 41 (Bo 59); the last round breaks the tie.
        try tmux.waitFor("the tie") { _ in tmux.line(containing: "Ana")?.contains(" 41") == true && tmux.line(containing: "Cy")?.contains(" 41") == true }
        try typeRound(6, ["Ana": 0, "Bo": 8, "Cy": 5])
        // The last round offers to finish, naming the winner.
        // Both waited for: the question's message is drawn below its title.
        try tmux.waitFor("the offer to finish, naming Ana") { $0.contains("Finish the game?") && $0.contains("That was the last round. Ana wins.") }
        try tmux.press("y")
        try tmux.waitFor(text: "♛ Ana")
        // A finished game refuses a change, with the same message as the command line.
        try tmux.press("+")
        try tmux.waitFor(text: "Hearts is finished: reopen it to change it.")

        let shown = try ScorekeeperBinary.output(["game", "show", game.id.lowercasedString, "--json", "--db", database])
        let standings = try JSONSerialization.jsonObject(with: Data(shown.utf8)) as! [String: Any]
        #expect(standings["winners"] as? [String] == ["Ana"])
        let players = standings["players"] as! [[String: Any]]
        #expect(players.map { $0["name"] as! String } == ["Ana", "Cy", "Bo"])
        #expect(players.map { $0["rounds"] as! [Int] } == [[10, 20, 0, 5, 6, 0], [10, 7, 13, 5, 6, 5], [6, 26, 13, 4, 10, 8]])

        // The rematch opens at once, same players, scores at 0.
        try tmux.press("m")
        try tmux.waitFor(text: "Hearts · 2")
        try tmux.waitFor(text: "round 1 of 6")
        try tmux.press("q")
        try tmux.waitFor(text: "♛ Ana")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
    }

    /// A highest-wins game kept by a new user from scratch: rules set with `R`, the target reached,
    /// the offer to finish, the trophy in the games list, and a rematch with a script on the side.
    @Test func aPokerNightWithARematch() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("poker.sqlite")
        let tmux = try Tmux.interface(database: database)
        try tmux.createGame("Poker night", players: ["Ana", "Bo"])
        try tmux.press("R")
        try tmux.waitFor(text: "highest wins")
        try tmux.press("C-u")
        try tmux.type("highest, target 20")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Rules: highest wins · target 20")

        // Bo (selected, added last) scores 12, then Ana 25: the target is reached.
        try tmux.press("=")
        try tmux.type("12")
        try tmux.press("Enter")
        try tmux.waitFor("Bo at 12") { _ in tmux.line(containing: "Bo")?.contains("12") == true }
        let game = try ScorekeeperBinary.output(["game", "list", "--json", "--db", database])
        let id = try #require((try JSONSerialization.jsonObject(with: Data(game.utf8)) as? [[String: Any]])?.first?["id"] as? String)
        let ana = try #require((try JSONSerialization.jsonObject(with: Data(ScorekeeperBinary.output(["player", "list", id, "--json", "--db", database]).utf8)) as? [[String: Any]])?
            .first { $0["name"] as? String == "Ana" }?["id"] as? String)
        // From a script in another terminal: the interface offers to finish when it sees it.
        _ = try ScorekeeperBinary.output(["player", "score", ana, "--by", "25", "--db", database])
        try tmux.waitFor("the offer to finish, naming Ana") { $0.contains("Finish the game?") && $0.contains("The target (20) is reached. Ana wins.") }
        try tmux.press("y")
        try tmux.waitFor(text: "♛ Ana")

        // A script's change is refused too, with the same message.
        let refused = try CommandRunner.scorekeeper(["player", "score", ana, "--by", "1", "--db", database])
        #expect(refused.status == 1 && refused.stderr.contains("Poker night is finished: reopen it to change it."))

        try tmux.press("m")
        try tmux.waitFor(text: "Poker night · 2")
        try tmux.waitFor("both players at 0") { _ in
            tmux.line(containing: "Ana")?.hasSuffix(" 0") == true && tmux.line(containing: "Bo")?.hasSuffix(" 0") == true
        }
        try tmux.press("q")
        try tmux.waitFor(text: "2 games")
        try tmux.waitFor(text: "Poker night  ♛ Ana")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
    }

    /// `Enter 5 Enter 8 Enter Esc` in round 3 of a Hearts grid saved a round adding up to 13 with no
    /// question: Esc asks, `d` saves nothing, and `s` asks the round-total question first.
    @Test func escInTheGridAsksBeforeSavingAPartialRound() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("hearts.sqlite")
        let seeded = try SeededGame(database, title: "Hearts", rules: try GameRules.parse("lowest wins, round total 26"),
                                    players: [("Ana", 0), ("Bo", 0), ("Cy", 0), ("Di", 0)])
        for (seat, player) in seeded.players.enumerated() { try seeded.database.seatPlayer(id: player.id, at: seat + 1) }
        for _ in 1...2 {
            try seeded.database.enterRound(gameID: seeded.game.id, points: seeded.players.enumerated().map { ($0.element.id, $0.offset == 0 ? 26 : 0) })
            try seeded.database.nextRound(gameID: seeded.game.id)
        }
        func scores() throws -> [Int] { try listedPlayers(game: "Hearts", database: database).map(\.score).sorted() }

        let tmux = try Tmux.interface(database: database)
        try tmux.openGame("Hearts", showing: "Ana", at: 52)
        try tmux.waitFor(text: "round 3")
        try tmux.press("t")
        try tmux.waitFor(text: "Total")
        try tmux.press("Home", "Enter")
        try tmux.waitFor(text: "· round 3")
        try tmux.type("5")
        try tmux.press("Enter")
        try tmux.type("8")
        try tmux.press("Enter")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Di · round 3")
        try tmux.press("Escape")
        try tmux.waitFor(text: "Save the 2 scores typed? Round 3 is not complete")
        try tmux.waitFor(text: "Keep typing (Esc)")
        #expect(try scores() == [0, 0, 0, 52], "nothing saved while it asks")
        try tmux.press("d")
        try tmux.waitFor(text: "Nothing saved: round 3 is as it was.")
        #expect(try scores() == [0, 0, 0, 52])
        // Again, and save: the round-total rule asks before anything is written.
        try tmux.press("Home", "Enter")
        try tmux.waitFor(text: "· round 3")
        try tmux.type("5")
        try tmux.press("Enter")
        try tmux.type("8")
        try tmux.press("Enter", "Enter")
        try tmux.waitFor(text: "Di · round 3")
        try tmux.press("Escape")
        try tmux.waitFor(text: "Save the 2 scores typed?")
        try tmux.press("s")
        try tmux.waitFor(text: "Round 3 adds up to 13, not 26: save anyway?")
        #expect(try scores() == [0, 0, 0, 52])
        try tmux.press("y")
        try tmux.waitFor("the partial round saved") { _ in (try? scores()) == [0, 0, 8, 57] }
        try tmux.press("q")
    }
}
