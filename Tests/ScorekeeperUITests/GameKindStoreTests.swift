import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// `K` in a game: the kind statistics count it under, changed from the interface, in a game
/// being played and in a finished one, refused when empty of meaning.
@MainActor
@Suite struct GameKindStoreTests {
    let database: AppDatabase
    let app: AppModel
    let game: Game

    init() throws {
        let database = try pinnedDatabase()
        let first = try database.at(pinnedNow).createGame(title: "Hearts")
        try database.at(pinnedNow).addPlayer(gameID: first.id, name: "Ann", score: 0)
        let rematch = try database.rematch(gameID: first.id)
        self.database = database
        game = rematch
        app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 16), photos: .none, workingDirectory: "/tmp")
        app.start()
        app.openGame(rematch.id)
    }

    var model: GameModel { app.game! }

    @Test func kindIsTypedAndStoredWithTheCurrentKindAsTheHint() async throws {
        #expect(try database.fetchKind(gameID: game.id) == "Hearts", "a rematch counts as its title's kind")
        app.press(.character("K"))
        #expect(model.destination?.prompt != nil, "the prompt opens at once")
        // The current kind is read off the main actor and joins the hint when it arrives.
        let model = self.model
        #expect(await waitUntil { model.destination?.prompt?.hint?.contains("Now: Hearts") == true })
        #expect(model.keyTable == .prompt)
        #expect(render(app, size: app.size).text.contains("Kind"))
        app.type("Hearts (teams)")
        app.press(.enter)
        #expect(model.destination == nil)
        let database = self.database, id = game.id
        #expect(await waitUntil { (try? database.fetchKind(gameID: id)) == "Hearts (teams)" }, "the kind is written")
        await model.settle()
        #expect(app.status?.text == "Statistics count this game as Hearts (teams).")
    }

    @Test func emptyKeepsTheKindAndAControlCharacterIsRefused() async throws {
        app.press(.character("K"))
        app.press(.enter)
        #expect(model.destination == nil)
        #expect(app.status?.text == "Kind unchanged.")
        app.press(.character("K"))
        app.type("Bad\u{07}")
        app.press(.enter)
        #expect(model.destination?.prompt?.error != nil, "the prompt stays open with the reason")
        #expect(try database.fetchKind(gameID: game.id) == "Hearts")
    }

    @Test func aFinishedGameCanStillChangeItsKind() async throws {
        try database.finishGame(id: game.id)
        let model = self.model
        #expect(await waitUntil { model.isFinished })
        #expect(KeyTable.finishedGame.resolve(.character("K")) == .perform(.editKind))
        app.press(.character("K"))
        app.type("Whist")
        app.press(.enter)
        let database = self.database, id = game.id
        #expect(await waitUntil { (try? database.fetchKind(gameID: id)) == "Whist" })
    }
}
