import Foundation
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The history marks each change's player with their person's colour and marker, as the game's
/// list does: the marker in the colour even on the selected row, the name in the colour
/// elsewhere, muted (marker still coloured) when the change is undone.
@MainActor
@Suite struct HistoryColourTests {
    @Test func eachEntryShowsItsPlayersColourAndMarker() async throws {
        let database = try AppDatabase.empty()
        try seedPeople(database)
        let size = TerminalSize(columns: 72, rows: 16)
        let app = AppModel(database: database, size: size, photos: .none, workingDirectory: "/tmp")
        app.start()
        let game = try #require(app.gamesList.visibleGames.first { $0.game.title == "Mini Golf" })
        app.openGame(game.id)
        let model = try #require(app.game)
        #expect(await waitUntil { model.hasLoaded && model.colours.count == 2 }, "the colours arrive")
        let ann = try #require(model.players.first { $0.player.name == "Ann" })
        try database.changeScore(playerID: ann.id, by: 2)
        app.handle(.key(.character("h")))
        #expect(await waitUntil { model.history?.hasLoaded == true && model.history?.totalCount == 3 }, "the history loads")
        let annColour = try database.resolvePerson("Ann").colour, boColour = try database.resolvePerson("Bo").colour

        let screen = render(app, size: size)
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func cellsBefore(_ name: String, skipping: Int = 0) throws -> (marker: Cell, name: Cell) {
            let y = try #require(lines.indices.filter { lines[$0].contains(" \(name) ") }.dropFirst(skipping).first, "\(screen.text)")
            let text = String((0..<screen.size.columns).map { screen[$0, y].character })
            let x = text.distance(from: text.startIndex, to: try #require(text.range(of: " \(name) ")).lowerBound) + 1
            return (screen[x - 2, y], screen[x, y])
        }
        // Newest first: Ann's +2 is selected; her marker keeps its colour on the selection band.
        let selected = try cellsBefore("Ann")
        #expect(selected.marker.character == annColour.marker && selected.name.role == .selection)
        // Bo's starting score, a plain row: marker and name in his colour.
        let bo = try cellsBefore("Bo")
        #expect(bo.marker.character == boColour.marker && bo.marker.role == boColour.role && bo.name.role == boColour.role)
        // Ann's own starting score, further down: her colour.
        let annStart = try cellsBefore("Ann", skipping: 1)
        #expect(annStart.marker.role == annColour.role && annStart.name.role == annColour.role)
    }
}
