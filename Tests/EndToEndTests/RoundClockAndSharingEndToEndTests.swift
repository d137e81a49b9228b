import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// The round clock and the share key in a real terminal: the tournament's round counts down in
/// its heading, `z` pauses it (and the file says so to the command line), and `S` asks where to
/// open a live page, then serves it: the QR code drawn in the terminal reads back as the
/// address, the page at that address shows the tournament, and `S` again stops it.
@Suite(.serialized, .tmuxInstalled)
struct RoundClockAndSharingEndToEndTests {
    @Test func theRoundClockPausesAndTheShareKeyServesThePage() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("clock.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let club = try seeded.createTournament(name: "Club Night", settings: TournamentSettings(format: .roundRobin))
        try seeded.joinTournament(id: club.id, names: ["Ann", "Bo", "Cy", "Dee"])
        try seeded.changeTournamentSettings(id: club.id, TournamentSettingsChange(roundTime: .seconds(50 * 60)))
        try seeded.pairNextRound(id: club.id)

        let tmux = try Tmux.interface(database: path, columns: 160, rows: 60)
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
        // The QR code drawn in the terminal reads back as the address. The panel draws it in
        // fixed black on white cells, so a drawn half block is dark. Waited for until it reads:
        // the code's lines are drawn around the panel's text, so the frame that first shows the
        // text may hold half a code.
        try tmux.waitFor("the panel's whole QR code") { screen in
            screen.contains("On this computer only: phones cannot reach it.")
                && (try? QRScan.decode(screen.components(separatedBy: "\n"), polarity: .darkOnLight, in: folder)) != nil
        }
        let screen = tmux.lastScreen
        let drawn = screen.components(separatedBy: "\n")
        let address = try #require(try QRScan.decode(drawn, polarity: .darkOnLight, in: folder), "\(screen)")
        #expect(address.hasPrefix("http://127.0.0.1:"), "\(address)")
        let page = try CommandRunner.run("/usr/bin/curl", ["--silent", "--show-error", "--location", "--cookie", "", address])
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.contains("Club Night"))
        #expect(page.stdout.contains("Ann"))
        // The same key stops it: the address no longer answers.
        try tmux.press("S")
        try tmux.waitFor("the page no longer served") { _ in
            (try? CommandRunner.run("/usr/bin/curl", ["--silent", "--max-time", "5", address]))?.status != 0
        }
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Tournaments")
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
    }
}
