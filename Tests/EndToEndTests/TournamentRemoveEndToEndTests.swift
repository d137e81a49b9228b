import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// `d` on a tournament's standings in a real terminal: someone entered by mistake, who has not
/// played, is removed (gone from the standings); someone who has is dropped. Each is asked first,
/// the question saying which it will be.
@Suite(.serialized, .tmuxInstalled)
struct TournamentRemoveEndToEndTests {
    @Test func dRemovesAMistakenEntrantAndAsksBeforeDroppingOneWhoPlayed() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("tournament.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let div = try seeded.createTournament(name: "Div", settings: TournamentSettings(format: .swiss, plannedRounds: 3))
        try seeded.joinTournament(id: div.id, names: ["Ann", "Bo", "Cy", "Di"])
        try seeded.pairNextRound(id: div.id)
        for table in 1...2 { try seeded.setTableResult(id: div.id, table: table, outcome: .places([1, 2])) }
        try seeded.joinTournament(id: div.id, names: ["jr1-0"])

        let tmux = try Tmux.interface(database: path)
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("T")
        try tmux.waitFor(text: "Scorekeeper · Tournaments")
        try tmux.waitFor("Div's row") { _ in tmux.line(containing: "Div") != nil }
        try tmux.press("Enter")
        try tmux.waitFor(text: "jr1-0")
        // The standings: the late entry, with no points, is last.
        try tmux.press("Tab")
        try tmux.press("End")
        try tmux.press("d")
        try tmux.waitFor(text: "Remove jr1-0 from Div?")
        try tmux.waitFor(text: "jr1-0 has not played")
        try tmux.press("y")
        try tmux.waitFor(text: "jr1-0 is out of Div.")
        try tmux.waitFor("jr1-0 gone from the standings") { screen in
            screen.split(separator: "\n").filter { $0.contains("jr1-0") }.allSatisfy { $0.contains("is out of") }
        }
        try tmux.press("Home")
        try tmux.press("d")
        try tmux.waitFor("the question says drop") { $0.contains("has played 1 round and stays in the standings") && $0.contains("Drop ") }
        try tmux.press("n")
        try tmux.press("q")
        try tmux.press("q")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
        let state = try seeded.fetchTournamentSnapshot(id: div.id).state
        #expect(state.entries.map(\.name).sorted() == ["Ann", "Bo", "Cy", "Di"])
        #expect(state.entries.allSatisfy { $0.droppedAfterRound == nil }, "declining drops no one")
    }
}
