import Foundation
import ScorekeeperCore
import TestSupport
import Testing

/// The watch-only scoreboard in a real terminal: it follows another process's scores live, and
/// its keys change nothing.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)"))
struct WatchEndToEndTests {
    @Test func followsScoresAndRefusesWrites() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("watch.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: database, isDefault: false))
        let game = try seeded.createGame(title: "Club final")
        let ana = try seeded.addPlayer(gameID: game.id, name: "Ana", score: 10)
        let bo = try seeded.addPlayer(gameID: game.id, name: "Bo", score: 3)
        let before = try Tmux.run(Tmux.scorekeeperBinary, ["export", "--all", "--format", "json", "--db", database])

        let tmux = try Tmux(command: "\(Tmux.quote(Tmux.scorekeeperBinary)) --watch 'Club final' --db \(Tmux.quote(database))")
        try tmux.waitFor(text: "Watch only · 2 players")
        try tmux.waitFor("the whole board") { $0.screenShowsRanked(1, "Ana") && $0.screenShowsRanked(2, "Bo") }
        let rows = tmux.lastScreen.split(separator: "\n").map(String.init)
        let anaRow = try #require(rows.firstIndex { $0.showsRanked(1, "Ana") })
        let boRow = try #require(rows.firstIndex { $0.showsRanked(2, "Bo") })
        #expect(anaRow < boRow)

        // Every write key is refused, and nothing changes.
        for key in ["+", "-", "=", "u", "a", "r", "d", "C-r"] {
            try tmux.press(key)
            try tmux.waitFor(text: "Watch only: this display cannot change anything.")
            try tmux.press("C-l")
        }

        // Another terminal scores: the board follows, Bo takes the lead, highlighted with +20.
        _ = try Tmux.run(Tmux.scorekeeperBinary, ["player", "score", ana.id.lowercasedString, "--by", "-1", "--db", database])
        _ = try seeded.changeScore(playerID: bo.id, by: 20)
        try tmux.waitFor("Bo leads with +20") { screen in
            let lines = screen.split(separator: "\n")
            return lines.contains { $0.showsRanked(1, "Bo") && $0.contains("+20") } && lines.contains { $0.showsRanked(2, "Ana") && $0.contains("-1") }
        }
        // The highlight fades after a few seconds.
        try tmux.waitFor("the highlight fades", timeout: 15) { screen in !screen.contains("+20") }

        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
        let after = try Tmux.run(Tmux.scorekeeperBinary, ["export", "--all", "--format", "json", "--db", database])
        #expect(after != before)
        #expect(try seeded.invariantViolations().isEmpty)
        #expect(try seeded.fetchHistoryCount(gameID: game.id) == 4)
    }
}
