import Foundation
import InterfaceTestSupport
import ScorekeeperCore
import TestSupport
import Testing

/// People across games in the real interface: `P` from the games list, a person and back, with
/// the figures the file's statistics give.
@Suite(.serialized, .tmuxInstalled)
struct PeopleEndToEndTests {
    @Test func peopleScreenAPersonAndBack() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("people.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: database, isDefault: false))
        for (title, scores) in [("Hearts", [("Ann", 50), ("Bo", 30)]), ("Hearts · 2", [("Ann", 10), ("Bo", 40)]),
                                ("Poker", [("Ann", 100), ("Cy", 50)])] {
            let game = try seeded.createGame(title: title)
            for (name, score) in scores { try seeded.addPlayer(gameID: game.id, name: name, score: score) }
            _ = try seeded.finishGame(id: game.id)
        }
        let ann = try #require(try seeded.fetchPeopleStatistics().people.first { $0.person.name == "Ann" })

        let tmux = try Tmux.interface(database: database)
        try tmux.waitFor(text: "Poker")
        try tmux.press("P")
        try tmux.waitFor(text: "Scorekeeper · People")
        // The whole row, rating included: a capture can land while a frame is still being written.
        let rating = String(format: "%.2f", ann.rating.ordinal)
        try tmux.waitFor("Ann's row with her rating") { _ in
            tmux.line(containing: "Ann")?.contains("▸") == true && tmux.line(containing: "Ann")?.contains(rating) == true
        }
        let row = try #require(tmux.line(containing: "Ann"))
        // Name, games, wins, win rate and rating, as the statistics give them.
        let cells = row.split(separator: " ").map(String.init)
        #expect(cells.contains("3") && cells.contains("2") && cells.contains("67%"))
        #expect(cells.contains(rating))

        try tmux.press("Enter")
        try tmux.waitFor(text: "Scorekeeper · People · Ann")
        try tmux.waitFor(text: "Against")
        try tmux.waitFor("Ann against Bo: 2 games") { _ in tmux.line(containing: "Bo")?.contains("2") == true }
        try tmux.press("Tab", "Tab")
        try tmux.waitFor(text: "[Games (3)]")
        try tmux.press("Escape")
        try tmux.waitFor("the People screen again") { screen in
            screen.contains("Scorekeeper · People") && !screen.contains("People · Ann")
        }
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
    }
}
