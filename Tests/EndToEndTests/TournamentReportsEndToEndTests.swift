import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// The organiser's queue in a real terminal: two seats' reports that disagree, sent by another
/// process (the command line, as a phone's page will), appear on the open tournament screen
/// without a key pressed; `A` asks whose report stands and Enter writes it.
@Suite(.serialized, .tmuxInstalled)
struct TournamentReportsEndToEndTests {
    @Test func reportsFromAnotherProcessWaitOnTheScreenAndTheOrganiserAcceptsOne() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("tournament.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let club = try seeded.createTournament(name: "Club", settings: TournamentSettings(format: .roundRobin))
        try seeded.joinTournament(id: club.id, names: ["Ann", "Bo", "Cy", "Di"])
        try seeded.pairNextRound(id: club.id)
        let codes = try seeded.reportCodes(tournament: club.id).filter { $0.seat.table == 1 }
        let names = codes.map(\.seat.name)

        let tmux = try Tmux.interface(database: path)
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("T")
        try tmux.waitFor(text: "Scorekeeper · Tournaments")
        try tmux.waitFor("Club's row") { _ in tmux.line(containing: "Club") != nil }
        try tmux.press("Enter")
        try tmux.waitFor(text: "Round 1")
        for (code, result) in zip(codes, ["1-0", "0-1"]) {
            let sent = try CommandRunner.scorekeeper(["tournament", "reports", "Club", "send", code.pin, result, "--db", path])
            #expect(sent.status == 0, "\(sent.stderr)")
        }
        try tmux.waitFor(text: "Table 1: \(names[0]) says 1-0, \(names[1]) says 0-1 · they disagree")
        try tmux.press("A")
        try tmux.waitFor(text: "Table 1: accept whose report?")
        try tmux.press("Down")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Table 1: 0-1, accepted.")
        #expect(try seeded.fetchTournamentSnapshot(id: club.id).state.rounds[0].tables[0].outcome == .places([2, 1]))
        try tmux.waitFor("the queue empties") { screen in !screen.contains("they disagree") }
        try tmux.press("q")
        try tmux.press("q")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
    }
}
