import Foundation
import GRDB
@testable import ScorekeeperStore
import Testing
@testable import ScorekeeperUI

/// Where the photo view asks for real pixels: only while the view itself is what is on screen.
@MainActor
@Suite struct PhotoViewerPlacementTests {
    let database: AppDatabase
    let app: AppModel
    let ids: [(game: Game.ID, players: [Player.ID])]
    static let size = TerminalSize(columns: 60, rows: 14)

    init() throws {
        database = try pinnedDatabase()
        ids = try seed(database, sampleGames)
        app = AppModel(database: database, size: Self.size, photos: .none, workingDirectory: "/tmp")
        app.start()
    }

    @Test func theViewsBoxAboveTheStatusLineWhileItShows() throws {
        #expect(PhotoViewerPlacement.current(app, size: Self.size) == nil)
        app.handle(.key(.enter))
        let game = try #require(app.game)
        #expect(PhotoViewerPlacement.current(app, size: Self.size) == nil)

        let player = ids[0].players[1]
        game.destination = .photoViewer(PhotoViewer(playerID: player, playerName: "Blob Sr"))
        // Loading counts: the image can be made while the symbols are.
        let box = Rect(x: 0, y: 1, width: 60, height: 11)
        #expect(PhotoViewerPlacement.current(app, size: Self.size) == PhotoViewerPlacement(playerID: player, box: box))

        // Too small, or failed: no image.
        #expect(PhotoViewerPlacement.current(app, size: TerminalSize(columns: 20, rows: 5)) == nil)
        var failed = PhotoViewer(playerID: player, playerName: "Blob Sr")
        failed.content = .failed("The picture could not be read.")
        game.destination = .photoViewer(failed)
        #expect(PhotoViewerPlacement.current(app, size: Self.size) == nil)

        // Any key closes the view, and the image goes with it.
        game.destination = .photoViewer(PhotoViewer(playerID: player, playerName: "Blob Sr"))
        app.handle(.key(.character("x")))
        #expect(game.destination == nil)
        #expect(PhotoViewerPlacement.current(app, size: Self.size) == nil)
    }
}
