import Foundation
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// A game on a user's sheet so large that reading it takes a while: `t` pressed before the read
/// has arrived opens the sheet as soon as it does, with no other key.
@MainActor
@Suite struct LargeSheetTests {
    @Test func tPressedWhileTheSheetIsReadOpensItOnceRead() async throws {
        let database = try pinnedDatabase()
        let text = LargeSheet.text(name: "marathon", title: "Marathon", categories: 5_200)
        let entry = SheetLibrary.Entry(sheet: try SheetFile.read(text, file: "marathon.yaml"), source: .user("marathon.yaml"), text: text)
        let game = try database.at(pinnedNow).createGame(title: "Long night", sheet: entry)
        let players = try ["Ann", "Bo"].enumerated().map { index, name in
            try database.at(pinnedNow.addingTimeInterval(Double(index))).addPlayer(gameID: game.id, name: name, score: 0)
        }
        try database.enterSheet(gameID: game.id, playerID: players[0].id, "c1 12")
        let app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: .none, workingDirectory: "/tmp")
        app.start()
        defer { app.stop() }
        app.openGame(game.id)
        let model = try #require(app.game)
        // The sheet is read after the first frame, so it cannot be here yet: `t` comes before it.
        try #require(model.sheet == nil && model.hasLoaded)
        app.press(.character("t"))
        #expect(render(app, size: app.size).text.contains("Reading the game…"))

        #expect(await waitUntil { model.screen.sheetCursor != nil }, "the sheet opens once read, without another key")
        // Ann's first empty cell is her second category.
        #expect(model.screen == .sheet(SheetCursor(playerID: players[0].id, row: 1), nil))
        let frame = render(app, size: app.size).text
        #expect(frame.contains("Marathon"), "\(frame)")
        #expect(!frame.contains("Reading the game…"), "the notice goes with the read:\n\(frame)")
    }

    /// Another key after `t` withdraws it: the sheet arriving later opens nothing over what that
    /// key opened.
    @Test func anotherKeyAfterTWithdrawsIt() async throws {
        let database = try pinnedDatabase()
        let entry = try #require(SheetLibrary.builtIn.first { $0.sheet.name == "yahtzee" })
        let game = try database.at(pinnedNow).createGame(title: "Yahtzee", sheet: entry)
        _ = try database.at(pinnedNow).addPlayer(gameID: game.id, name: "Ann", score: 0)
        let app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: .none, workingDirectory: "/tmp")
        app.start()
        defer { app.stop() }
        app.openGame(game.id)
        let model = try #require(app.game)
        try #require(model.sheet == nil)
        app.press(.character("t"))
        app.press(.character("c"))
        #expect(await waitUntil { model.sheet != nil }, "the sheet is read")
        #expect(model.screen.chart != nil, "the chart stays: \(model.screen)")
        #expect(!model.isAwaitingSheet)
        // Back on the list, `t` opens the sheet at once.
        app.press(.escape)
        app.press(.character("t"))
        #expect(model.screen.sheetCursor != nil)
    }
}
