import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// Taking back a mistake and reading the record of play in the real interface, with a script
/// undoing on the same file at the same time.
@Suite(.serialized, .tmuxInstalled)
struct HistoryEndToEndTests {
    @Test func undoRedoAndTheHistoryInTheInterface() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("history.sqlite")
        let game = try SeededGame(database, title: "Poker night", players: [("Ana", 10), ("Bo", 3)]).game

        let tmux = try Tmux.interface(database: database)
        try tmux.openGame("Poker night", showing: "Ana", at: 10)

        // A mistyped amount, taken back and put back.
        try tmux.press("=")
        try tmux.type("50")
        try tmux.press("Enter")
        try tmux.waitFor("Ana at 60") { _ in tmux.shownScore(of: "Ana") == 60 }
        try tmux.press("u")
        try tmux.waitFor(text: "Undid +50 for Ana: 10")
        // The status line can be out before the row is redrawn: wait for the row itself.
        try tmux.waitFor("Ana's row back at 10") { _ in tmux.shownScore(of: "Ana") == 10 }
        try tmux.press("C-r")
        try tmux.waitFor(text: "Redid +50 for Ana: 60")

        // A script takes it back from another terminal; the interface follows.
        let output = try ScorekeeperBinary.output(["undo", game.id.lowercasedString, "--db", database])
        #expect(output.contains("Undid +50 for Ana: 10"))
        try tmux.waitFor("Ana back at 10") { _ in tmux.shownScore(of: "Ana") == 10 }

        // The history: newest first, the undone change muted and marked.
        try tmux.press("h")
        try tmux.waitFor(text: "Poker night · History")
        // The title is drawn before the history's first page is read: wait for the rows themselves
        // (the status line's "Undid +50" is not one), all of them in one frame, as the rows below
        // the first may not be drawn yet in the frame that shows it.
        try tmux.waitFor("the history: Ana's +50 first, undone, Bo's +3 below") { screen in
            let rows = screen.split(separator: "\n").map(String.init)
            guard let first = rows.firstIndex(where: { $0.contains("+50") && $0.contains("▸") }) else { return false }
            return rows[first].contains("Ana") && rows.indices.contains(first + 1)
                && rows[first + 1].contains("undone (Ctrl-R redoes it)") && rows.contains { $0.contains("Bo") && $0.contains("+3") }
        }

        // Correct the 50 to 5 after redoing it: Ana's total follows.
        try tmux.press("C-r")
        try tmux.waitFor(text: "Redid +50 for Ana: 60")
        try tmux.press("e")
        try tmux.waitFor(text: "Correct +50 for Ana")
        try tmux.press("C-u")
        try tmux.type("5")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Corrected +50 to +5 for Ana: 15")
        try tmux.waitFor(text: "corrected from +50")

        // Enter goes to Ana in the game.
        try tmux.press("Enter")
        // Waits for the whole row: a capture can land while the frame is still being written,
        // with the row's rank and name out and its score not yet.
        try tmux.waitFor("the game with Ana selected at 15") { _ in
            tmux.line(containing: "Ana")?.contains("▸") == true && !tmux.lastScreen.contains("· History")
                && tmux.shownScore(of: "Ana") == 15
        }
        try tmux.press("q", "q")
        try tmux.waitFor(text: "EXIT=0")
        #expect(try AppDatabase.open(DatabaseLocation(path: database, isDefault: false)).fetchHistoryCount(gameID: game.id) == 3)
    }
}
