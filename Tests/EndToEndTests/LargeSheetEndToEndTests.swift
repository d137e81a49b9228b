import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// A game on a user's sheet of 5,200 categories, whose reading takes a while: `t` pressed before
/// the sheet has been read shows it as soon as it is, without another key.
@Suite(.serialized, .tmuxInstalled)
struct LargeSheetEndToEndTests {
    @Test func tBeforeTheSheetIsReadShowsItOnceReadWithoutAnotherKey() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("marathon.sqlite")
        let config = folder.file("config")
        let sheets = config + "/scorekeeper/sheets"
        try FileManager.default.createDirectory(atPath: sheets, withIntermediateDirectories: true)
        try LargeSheet.text(name: "marathon", title: "Marathon", categories: 5_200)
            .write(toFile: sheets + "/marathon.yaml", atomically: true, encoding: .utf8)
        // The game starts on the user's file, as `game add --sheet marathon` would start it.
        let library = SheetLibrary.load(environment: ["XDG_CONFIG_HOME": config])
        #expect(library.problems.isEmpty, "\(library.problems)")
        let entry = try library.entry(named: "marathon")
        let database = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let game = try database.createGame(title: "Long night", sheet: entry)
        let ann = try database.addPlayer(gameID: game.id, name: "Ann")
        _ = try database.addPlayer(gameID: game.id, name: "Bo")
        try database.enterSheet(gameID: game.id, playerID: ann.id, "c1 12")

        let tmux = try Tmux.interface(database: path, environment: ["XDG_CONFIG_HOME": config])
        try tmux.waitFor(text: "Long night")
        // Both keys in one go: `t` reaches the game screen before its sheet is read.
        try tmux.press("Enter", "t")
        // The status line, drawn last, says "Reading the game…" until the sheet is read: its
        // absence is waited for in the same frame, as a half-drawn frame may still show it.
        try tmux.waitFor("the sheet, Ann's 12 in its first row, no longer reading", timeout: 180) { screen in
            screen.contains("Marathon") && Tmux.line(containing: " c1 ", in: screen)?.contains("12") == true
                && !screen.contains("Reading the game…")
        }
        try tmux.press("Escape", "Escape", "q")
        try tmux.waitFor(text: "EXIT=0", timeout: 30)
    }
}
