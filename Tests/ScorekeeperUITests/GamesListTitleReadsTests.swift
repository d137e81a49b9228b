import Foundation
import GRDB
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The games list's filter keeps every title in memory while it is on (`GameTitles`): on a file
/// of 10,000 games they are read once, on one connection and off the main actor, and they are
/// followed there, so the filter finds what it found before and a game added later still shows.
@MainActor
@Suite struct GamesListTitleReadsTests {
    @Test func theTitlesAreReadOnceAndFollowed() async throws {
        let folder = try TemporaryFolder()
        // Every statement of every connection of the pool (the writer and its readers).
        let statements = Locked<[String]>([])
        var configuration = AppDatabase.makeConfiguration()
        configuration.prepareDatabase { db in
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event { statements.update { $0.append(statement.sql) } }
            }
        }
        let database = try AppDatabase(DatabasePool(path: folder.file("games.sqlite"), configuration: configuration))
        for title in ["Poker night 1", "Hearts night 1", "Poker night 12", "Zoë's party"] {
            _ = try database.createGame(title: title)
        }
        func titleReads() -> Int { statements.value.filter { $0.contains(#""games"."title" AS "title""#) }.count }
        let size = TerminalSize(columns: 80, rows: 20)
        let app = AppModel(database: database, size: size, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.type("/POKER")
        func shown() -> [String] { app.gamesList.visibleGames.map(\.game.title) }
        #expect(await waitUntil { titleReads() >= 1 }, "the titles are read")
        #expect(await waitUntil { shown() == ["Poker night 12", "Poker night 1"] }, "\(shown())")
        // What the observation still had to do on the writer is done once a later write has run.
        try await database.dbWriter.writeWithoutTransaction { _ in }
        #expect(titleReads() == 1, "\(statements.value.filter { $0.contains(#""games"."title" AS "title""#) })")

        // Followed: a game added now is in the filtered list, and the titles were read again once.
        _ = try database.createGame(title: "Poker night 3")
        #expect(await waitUntil { shown() == ["Poker night 3", "Poker night 12", "Poker night 1"] }, "\(shown())")
        try await database.dbWriter.writeWithoutTransaction { _ in }
        #expect(titleReads() == 2)
        app.type("z")
        #expect(shown().isEmpty)
        app.press(.backspace)
        app.press(.enter)
        #expect(shown() == ["Poker night 3", "Poker night 12", "Poker night 1"])
    }
}
