import Foundation
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// A new user's empty games list says which file the games will be kept in.
@MainActor
@Suite struct EmptyListPathTests {
    @Test func theEmptyListNamesTheFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("games.sqlite")
        let database = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let size = TerminalSize(columns: 200, rows: 14)
        let app = AppModel(database: database, size: size, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.gamesList.stopObserving()
        app.gamesList.startObserving()
        app.handle(.resize(size))
        let text = render(app, size: size).text
        #expect(text.contains("No games yet. Press a to add one. Games are kept in \(path)."), "\(text)")
    }
}
