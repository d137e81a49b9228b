import Foundation
import InterfaceTestSupport
import ScorekeeperCore
import TestSupport
import Testing

/// A tournament in a real terminal: made in the file, paired from the Tournaments screen, a
/// table scored by another program showing on the screen and on a watch of the tournament at
/// once, a table's game opened and left.
@Suite(.serialized, .tmuxInstalled)
struct TournamentEndToEndTests {
    @Test func pairScoreAndWatch() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("tournament.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let club = try seeded.createTournament(name: "Club Night", settings: TournamentSettings(format: .roundRobin))
        try seeded.joinTournament(id: club.id, names: ["Ann", "Bo", "Cy", "Dee"])

        let tmux = try Tmux.interface(database: path)
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("T")
        try tmux.waitFor(text: "Scorekeeper · Tournaments")
        try tmux.waitFor("Club Night's row") { _ in tmux.line(containing: "Club Night")?.contains("not started") == true }
        try tmux.press("Enter")
        try tmux.waitFor(text: "No round paired yet")
        try tmux.press("p")
        try tmux.waitFor(text: "Round 1 paired: 2 tables.")
        try tmux.waitFor(text: "Ann – Dee")

        let watch = try Tmux.interface(database: path, arguments: ["--watch", "Club Night"])
        try watch.waitFor(text: "Watch only · round 1")
        try watch.waitFor(text: "Ann – Dee")

        // Another program scores Ann at table 1: the screen and the watch both show it.
        let snapshot = try seeded.fetchTournamentSnapshot(id: club.id)
        let table = try #require(snapshot.state.rounds.last?.tables.first)
        let game = try #require(snapshot.games[table.id])
        let ann = try #require(try seeded.fetchPlayerRows(gameID: game.gameID).first { $0.player.name == "Ann" })
        _ = try seeded.changeScore(playerID: ann.player.id, by: 5)
        try tmux.waitFor("the score on the screen") { _ in tmux.line(containing: "Ann – Dee")?.contains("5 · 0") == true }
        try watch.waitFor("the score on the watch") { _ in watch.line(containing: "Ann – Dee")?.contains("5 · 0") == true }
        try watch.press("p")
        try watch.waitFor(text: "Watch only: this display cannot change anything.")
        try watch.press("q")
        try watch.waitFor(text: "EXIT=0")

        // Enter opens table 1's game; Esc comes back to the tournament.
        try tmux.press("Enter")
        try tmux.waitFor(text: "Club Night: round 1, table 1")
        try tmux.press("Escape")
        try tmux.waitFor(text: "Ann – Dee")
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Tournaments")
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
        #expect(try seeded.fetchTournamentSnapshot(id: club.id).state.currentRound == 1)
    }
}
