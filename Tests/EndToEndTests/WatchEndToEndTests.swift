import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// The watch-only scoreboard in a real terminal: it follows another process's scores live, and
/// its keys change nothing.
@Suite(.serialized, .tmuxInstalled)
struct WatchEndToEndTests {
    @Test func followsScoresAndRefusesWrites() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("watch.sqlite")
        let club = try SeededGame(database, title: "Club final", players: [("Ana", 10), ("Bo", 3)])
        let (seeded, game, ana, bo) = (club.database, club.game, try club.player("Ana"), try club.player("Bo"))
        let before = try ScorekeeperBinary.output(["export", "--all", "--format", "json", "--db", database])

        let tmux = try Tmux.interface(database: database, arguments: ["--watch", "Club final"])
        try tmux.waitFor(text: "Watch only · 2 players")
        // The whole board in one frame, Ana's row above Bo's.
        try tmux.waitFor("the whole board, Ana above Bo") { screen in
            let rows = screen.split(separator: "\n").map(String.init)
            guard let anaRow = rows.firstIndex(where: { $0.showsRanked(1, "Ana") }),
                  let boRow = rows.firstIndex(where: { $0.showsRanked(2, "Bo") }) else { return false }
            return anaRow < boRow
        }

        // Every write key is refused, and nothing changes.
        for key in ["+", "-", "=", "u", "a", "r", "d", "C-r"] {
            try tmux.press(key)
            try tmux.waitFor(text: "Watch only: this display cannot change anything.")
            try tmux.press("C-l")
        }

        // Another terminal scores: the board follows, Bo takes the lead, highlighted with +20.
        _ = try ScorekeeperBinary.output(["player", "score", ana.id.lowercasedString, "--by", "-1", "--db", database])
        _ = try seeded.changeScore(playerID: bo.id, by: 20)
        try tmux.waitFor("Bo leads with +20") { screen in
            let lines = screen.split(separator: "\n")
            return lines.contains { $0.showsRanked(1, "Bo") && $0.contains("+20") } && lines.contains { $0.showsRanked(2, "Ana") && $0.contains("-1") }
        }
        // The highlight fades after a few seconds.
        try tmux.waitFor("the highlight fades", timeout: 60) { screen in !screen.contains("+20") }

        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
        let after = try ScorekeeperBinary.output(["export", "--all", "--format", "json", "--db", database])
        #expect(after != before)
        #expect(try seeded.invariantViolations().isEmpty)
        #expect(try seeded.fetchHistoryCount(gameID: game.id) == 4)
    }
}
