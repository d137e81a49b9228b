import Foundation
@testable import ScorekeeperStore
import Testing
@testable import ScorekeeperUI

/// The games list shows when each game was last played, relative to the file's clock, so two
/// games of one title differ; a photo or a rename does not move a game or its "Played".
@MainActor
@Suite struct GamesListPlayedTests {
    /// Noon UTC on Thursday 12 March 2026: every moment below is noon too, so the days read the
    /// same in any time zone within eleven hours of UTC, and the evenings' headings (which start
    /// at 06:00) in any from six hours west to eleven east (the times of day are the CLI tests').
    let now = Date(timeIntervalSince1970: 1_773_316_800)
    static let size = TerminalSize(columns: 60, rows: 10)

    func days(_ count: Double) -> Date { now.addingTimeInterval(-count * 86_400) }

    @Test func twinsDifferByWhenTheyWereLastPlayed() throws {
        let clock = ManualClock(now)
        let database = try AppDatabase.empty().withWallClock(clock.wallClock)
        try database.at(days(78)).createGame(title: "Go club")
        let hearts = try database.at(days(14)).createGame(title: "Hearts")
        let twin = try database.at(days(3)).createGame(title: "Hearts")
        let ann = try database.at(days(3)).addPlayer(gameID: twin.id, name: "Ann")
        try database.at(days(2)).changeScore(playerID: ann.id, by: 5)
        let bo = try database.at(days(14)).addPlayer(gameID: hearts.id, name: "Bo")
        // No play: the older Hearts stays below its twin and keeps its day.
        try database.savePhoto(playerID: bo.id, imageData: Data([1]), thumbnailData: nil)
        try database.renameGame(id: hearts.id, title: "Hearts")
        let app = AppModel(database: database, size: Self.size, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.handle(.resize(Self.size))
        assertSnapshot(render(app, size: Self.size), named: "games-played")
    }
}
