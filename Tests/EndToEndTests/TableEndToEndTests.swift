import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// The table in the real interface: a round typed in seat order after the seats were changed,
/// with no row moving; the turn passed with Space and the deal moving a seat each round; and a
/// turn timer that a second terminal's watch shows, that goes on after the interface quits, and
/// that `game show --json` tells alike.
@Suite(.serialized, .tmuxInstalled)
struct TableEndToEndTests {
    /// Hearts (lowest wins, the dealer rotates) with Ana, Bo, Cy and Di seated in that order.
    static func hearts(_ database: String, rules: String = "lowest wins, dealer rotates") throws -> SeededGame {
        let seeded = try SeededGame(database, title: "Hearts", rules: try GameRules.parse(rules),
                                    players: [("Ana", 0), ("Bo", 0), ("Cy", 0), ("Di", 0)])
        // Seated explicitly: players who joined in one millisecond would sit by id.
        for (seat, player) in seeded.players.enumerated() { try seeded.database.seatPlayer(id: player.id, at: seat + 1) }
        return seeded
    }

    /// The names in the order the round grid's rows show them.
    static func rowOrder(_ screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line in
            ["Ana", "Bo", "Cy", "Di"].first { line.contains(" \($0) ") && !line.contains("round") }
        }
    }

    /// The grid's markers before a player's name: the turn (column 4) and the deal (column 5).
    static func marks(of name: String, in screen: String) -> (turn: Bool, deals: Bool) {
        guard let line = rowLine(of: name, in: screen) else { return (false, false) }
        let characters = Array(line)
        return (characters.count > 4 && characters[4] == "▶", characters.count > 5 && characters[5] == "D")
    }

    /// The grid row of `name`: the line whose name column holds it.
    static func rowLine(of name: String, in screen: String) -> String? {
        screen.split(separator: "\n").map(String.init).first { $0.contains(" \(name) ") && !$0.contains("round") }
    }

    @Test func aRoundTypedInSeatOrderAfterAReorderLandsOnTheRightPlayers() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("hearts.sqlite")
        let seeded = try Self.hearts(database)
        let tmux = try Tmux.interface(database: database)
        try tmux.openGame("Hearts", showing: "Ana")
        try tmux.press("t")
        // Waited for as a whole: a capture can catch tmux halfway through drawing a frame, with
        // rows of the screen before it still showing below the new ones.
        try tmux.waitFor("the grid in seat order") { $0.contains("Total") && Self.rowOrder($0) == ["Ana", "Bo", "Cy", "Di"] }
        // Di moves to the first seat: three seats up.
        try tmux.press("End", "[", "[", "[")
        try tmux.waitFor("Di in the first seat") { Self.rowOrder($0) == ["Di", "Ana", "Bo", "Cy"] }
        try tmux.waitFor(text: "Di: seat 1")

        // Round 1: Di deals, so Ana plays first: the round goes Ana, Bo, Cy, Di.
        let points = ["Ana": 8, "Bo": 0, "Cy": 13, "Di": 5]
        try tmux.press("Home", "Down", "Enter")
        var asked: [String] = []
        for _ in 0..<4 {
            try tmux.waitFor("a prompt of round 1") { screen in ["Ana", "Bo", "Cy", "Di"].contains { screen.contains("\($0) · round 1") } }
            let name = try #require(["Ana", "Bo", "Cy", "Di"].first { tmux.lastScreen.contains("\($0) · round 1") })
            asked.append(name)
            try tmux.type(String(points[name]!))
            try tmux.press("Enter")
            // No row moved, though the scores did (the next prompt may hide the rows below it).
            // A moved row stays moved, so waiting for the seat order fails on one; a half-drawn
            // frame does not.
            try tmux.waitFor("\(name)'s prompt closes with the rows in seat order") { screen in
                let shownRows = Self.rowOrder(screen)
                return !screen.contains("\(name) · round 1") && shownRows.count >= 1
                    && ["Di", "Ana", "Bo", "Cy"].filter(shownRows.contains) == shownRows
            }
        }
        #expect(asked == ["Ana", "Bo", "Cy", "Di"])
        try tmux.waitFor(text: "Round 1 is in")
        // The round is saved in the background after the status says so: read the file until it
        // has landed.
        func fileRounds() throws -> [String: [Int]] {
            let shown = try ScorekeeperBinary.output(["game", "show", seeded.game.id.lowercasedString, "--json", "--db", database])
            let players = try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any]
            return Dictionary(uniqueKeysWithValues: ((players?["players"] as? [[String: Any]]) ?? []).map {
                ($0["name"] as! String, $0["rounds"] as! [Int])
            })
        }
        let expected = ["Ana": [8], "Bo": [0], "Cy": [13], "Di": [5]]
        try tmux.waitFor("round 1 in the file") { _ in (try? fileRounds()) == expected }
        #expect(try fileRounds() == expected)

        // The turn: Space gives it to Ana (after the dealer), then to Bo.
        try tmux.press("Space")
        try tmux.waitFor("Ana has the turn") { Self.marks(of: "Ana", in: $0).turn }
        try tmux.press("Space")
        try tmux.waitFor("Bo has the turn, Di deals round 1") {
            Self.marks(of: "Bo", in: $0).turn && !Self.marks(of: "Ana", in: $0).turn && Self.marks(of: "Di", in: $0).deals
        }
        // Round 2: the deal moves to Ana, and the turn to Bo, who plays first.
        try tmux.press("n")
        try tmux.waitFor(text: "round 2")
        try tmux.waitFor("Ana deals, Bo has the turn, the rows in seat order") {
            Self.marks(of: "Ana", in: $0).deals && !Self.marks(of: "Di", in: $0).deals
                && Self.marks(of: "Bo", in: $0).turn && Self.rowOrder($0) == ["Di", "Ana", "Bo", "Cy"]
        }
        // Out of the grid, the game and the program.
        try tmux.press("q", "q")
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
    }

    /// The time left on a turn as a screen shows it after `▶ NAME ` ("9:47"), or nil.
    static func turnLeft(of name: String, in screen: String) -> String? {
        guard let range = screen.range(of: "▶ \(name) ") else { return nil }
        return String(screen[range.upperBound...].prefix { $0.isNumber || $0 == ":" || $0 == "+" })
    }

    @Test func aTurnTimerCountsOnAWatchGoesOnAfterQuittingAndAgreesWithTheCommandLine() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("timer.sqlite")
        let seeded = try Self.hearts(database, rules: "lowest wins, turn 10m")
        let tmux = try Tmux.interface(database: database)
        try tmux.openGame("Hearts", showing: "Ana")
        try tmux.press("Space")
        try tmux.waitFor("Ana's turn timer") { Self.turnLeft(of: "Ana", in: $0) != nil }
        // It counts down on its own.
        let first = try #require(Self.turnLeft(of: "Ana", in: tmux.lastScreen))
        try tmux.waitFor("the timer moves", timeout: 60) { Self.turnLeft(of: "Ana", in: $0).map { $0 != first } ?? false }
        try tmux.press("q", "q")
        try tmux.waitFor(text: "EXIT=0")

        // A second terminal's watch shows the same turn, still counting with nobody on the game.
        let watch = try Tmux.interface(database: database, arguments: ["--watch", "Hearts"])
        try watch.waitFor("the watch shows the turn") { Self.turnLeft(of: "Ana", in: $0) != nil }
        let watched = try #require(Self.turnLeft(of: "Ana", in: watch.lastScreen))
        try watch.waitFor("the watch's timer moves", timeout: 60) { Self.turnLeft(of: "Ana", in: $0).map { $0 != watched } ?? false }

        // Paused from the command line: the watch stops at the time `game show --json` gives.
        _ = try ScorekeeperBinary.output(["game", "pause", "Hearts", "--db", database])
        try watch.waitFor(text: "⏸")
        let shown = try ScorekeeperBinary.output(["game", "show", seeded.game.id.lowercasedString, "--json", "--db", database])
        let table = try #require(try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])["table"] as? [String: Any]
        let left = try #require((table?["turn"] as? [String: Any])?["secondsLeft"] as? Int)
        #expect(left > 0 && left < 600)
        let expected = "\(left / 60):\(String(format: "%02d", left % 60))"
        try watch.waitFor("the watch shows \(expected)") { Self.turnLeft(of: "Ana", in: $0) == expected }
        try watch.press("q")
        try watch.waitFor(text: "EXIT=0")
    }
}
