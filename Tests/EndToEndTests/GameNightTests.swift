import Foundation
import InterfaceTestSupport
import TestSupport
import ScorekeeperStore
import Testing

/// The real binary in tmux, keeping score the way a person would.
@Suite(.serialized, .tmuxInstalled)
struct GameNightTests {
    @Test func keepScoreForAGameNight() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("night.sqlite")
        let tmux = try Tmux.interface(database: database)
        try tmux.createGame("Game Night", players: ["Zoë", "Bob", "山田"])
        try tmux.waitFor(text: "3 players")

        // The player just added (山田) is selected: three points for them, then one less.
        try tmux.press("+", "+", "+", "+", "-")
        try tmux.waitFor("山田 leads with 3") { _ in
            guard let row = tmux.line(containing: "山田") else { return false }
            return row.hasSuffix("3 ★") && row.contains("▸")
        }
        // Any amount: Zoë gets 10.
        try select("Zoë", in: tmux)
        try tmux.press("=")
        try tmux.type("10")
        try tmux.press("Enter")
        try tmux.waitFor("Zoë at 10") { _ in tmux.line(containing: "Zoë")?.hasSuffix("10 ★") == true }

        // `s`: seat order first (the order they joined), then lowest first puts Bob (0) on top,
        // and Zoë stays selected.
        try tmux.press("s")
        try tmux.waitFor(text: "seat order")
        try tmux.press("s")
        try tmux.waitFor(text: "lowest first")
        try tmux.waitFor("Bob first") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count > 2 && lines[2].contains("Bob") && tmux.line(containing: "Zoë")?.contains("▸") == true
        }

        // Rename Bob.
        try select("Bob", in: tmux)
        try tmux.press("r")
        try tmux.waitFor(text: "Rename player")
        try tmux.press("C-u")
        try tmux.type("Robert")
        try tmux.press("Enter")
        try tmux.waitFor("Robert on the list") { $0.contains("Robert") && !$0.contains("Rename player") }

        // Delete Robert, after the confirmation that names him.
        try tmux.press("d")
        try tmux.waitFor(text: "Delete Robert?")
        try tmux.press("y")
        // Both the count and the rows: a capture can catch a frame half drawn (the header new,
        // the rows below not yet).
        try tmux.waitFor("2 players, and Robert gone from the rows") { screen in
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).prefix(25)
            return screen.contains("2 players") && !rows.contains { $0.contains("Robert") }
        }

        // Back to the games list: the count follows.
        try tmux.press("Escape")
        try tmux.waitFor("the games list") { _ in
            guard let row = tmux.line(containing: "Game Night") else { return false }
            return row.hasSuffix(" 2") && tmux.lastScreen.contains("Games")
        }

        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")

        // What was on screen is what was saved.
        let saved = try AppDatabase.open(DatabaseLocation(path: database, isDefault: false))
        let game = try #require(try saved.fetchGameSummaries().first)
        let players = try saved.fetchPlayerRows(gameID: game.id).map { "\($0.player.name) \($0.player.score)" }
        #expect(players == ["Zoë 10", "山田 3"])
    }

    /// Moves the selection onto the player called `name`: to the top, then down one row at a
    /// time, waiting each time for the marker to reach the row (player rows are two lines tall,
    /// the first at screen line 2).
    func select(_ name: String, in tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation) throws {
        func line(_ index: Int) -> Substring {
            let lines = tmux.lastScreen.split(separator: "\n", omittingEmptySubsequences: false)
            return index < lines.count ? lines[index] : ""
        }
        try tmux.press("g")
        try tmux.waitFor("the first row selected", sourceLocation: sourceLocation) { _ in line(2).hasPrefix("▸") }
        for row in 0..<10 {
            if line(2 + 2 * row).contains(name) { return }
            try tmux.press("j")
            try tmux.waitFor("row \(row + 2) selected", sourceLocation: sourceLocation) { _ in line(2 + 2 * (row + 1)).hasPrefix("▸") }
        }
        Issue.record("\(name) is not on the list", sourceLocation: sourceLocation)
    }

    @Test func aChangeFromTheCommandLineShowsUpWithoutAKeyPress() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("live.sqlite")
        let seeded = try SeededGame(database, title: "Live Game", players: [("Blob", 40)])
        let game = seeded.game
        let player = try seeded.player("Blob")

        let tmux = try Tmux.interface(database: database)
        try tmux.openGame("Live Game", showing: "Blob", at: 40)

        try ScorekeeperBinary.output(["player", "score", player.id.lowercasedString, "--by", "5", "--db", database])
        try tmux.waitFor("Blob at 45 with no key pressed") { _ in tmux.line(containing: "Blob")?.contains("45") == true }

        // A player added from the command line appears too.
        try ScorekeeperBinary.output(["player", "add", game.id.lowercasedString, "Blob Jr", "--db", database])
        try tmux.waitFor(text: "2 players")

        // Ctrl-C restores the terminal and exits with 128 + SIGINT.
        try tmux.press("C-c")
        try tmux.waitFor(text: "EXIT=130")
    }

    @Test func refusesToStartWithoutAUsableTerminal() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("dumb.sqlite")
        let tmux = try Tmux.interface(database: database, environment: ["TERM": "dumb"])
        try tmux.waitFor(text: "EXIT=1")
        // The message may wrap; its words are all there.
        let unwrapped = tmux.lastScreen.replacingOccurrences(of: "\n", with: "")
        #expect(unwrapped.contains("cannot move the cursor"))
        #expect(tmux.lastScreen.contains("scorekeeper --help"))
    }

    @Test func noColorMeansNoColors() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("mono.sqlite")
        _ = try SeededGame(database, title: "Plain")
        for (environment, expectColors) in [(["NO_COLOR": "1"], false), ([:], true)] {
            let tmux = try Tmux.interface(database: database, environment: environment)
            try tmux.waitFor(text: "Plain")
            let colored = try tmux.tmux(["capture-pane", "-p", "-e", "-t", "main"])
            #expect(colored.contains("[38;5;") == expectColors, "colors with \(environment)")
            if !expectColors {
                // The selection stays visible without colors: reverse video.
                #expect(colored.contains("[7m") || colored.contains(";7m"))
            }
            try tmux.press("q")
            try tmux.waitFor(text: "EXIT=0")
        }
    }

    @Test func resizingReflowsAndATinyWindowSaysSo() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("resize.sqlite")
        _ = try SeededGame(database, title: "Resizable")
        let tmux = try Tmux.interface(database: database)
        try tmux.waitFor(text: "Resizable")
        try tmux.tmux(["resize-window", "-t", "main", "-x", "20", "-y", "6"])
        try tmux.waitFor(text: "Terminal too small")
        try tmux.tmux(["resize-window", "-t", "main", "-x", "60", "-y", "12"])
        try tmux.waitFor("the list again") { $0.contains("Resizable") && !$0.contains("too small") }
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
    }
}
