import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// The round clock and the share key in a real terminal: the tournament's round counts down in
/// its heading, `z` pauses it (and the file says so to the command line), and `S` asks where to
/// open a live page, then says in words that this build serves none.
@Suite(.serialized, .tmuxInstalled)
struct RoundClockAndSharingEndToEndTests {
    @Test func theRoundClockPausesAndTheShareKeyAsksThenSaysWhy() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("clock.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let club = try seeded.createTournament(name: "Club Night", settings: TournamentSettings(format: .roundRobin))
        try seeded.joinTournament(id: club.id, names: ["Ann", "Bo", "Cy", "Dee"])
        try seeded.changeTournamentSettings(id: club.id, TournamentSettingsChange(roundTime: .seconds(50 * 60)))
        try seeded.pairNextRound(id: club.id)

        let tmux = try Tmux.interface(database: path)
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("T")
        try tmux.waitFor(text: "Club Night")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Ann – Dee")
        try tmux.waitFor("the round clock counting down") { _ in
            tmux.line(containing: "Round 1 · clock")?.contains(" left") == true
        }
        try tmux.press("z")
        try tmux.waitFor("the round clock paused") { _ in tmux.line(containing: "Round 1 · clock")?.contains("left, paused") == true }
        let shown = try CommandRunner.scorekeeper(["tournament", "show", "Club Night", "--json", "--db", path])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        #expect((json["roundClock"] as? [String: Any])?["state"] as? String == "paused")

        try tmux.press("S")
        try tmux.waitFor(text: "Share as a live page")
        try tmux.waitFor(text: "This computer only (n)")
        try tmux.press("n")
        try tmux.waitFor(text: "Sharing a live page is not available in this build")
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Tournaments")
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
    }
}
