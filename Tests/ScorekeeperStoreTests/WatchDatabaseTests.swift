import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// `--watch` opens the file with SQLite's read-only flag and notices other connections' commits.
@Suite struct WatchDatabaseTests {
    let directory: TemporaryFolder
    init() throws { directory = try TemporaryFolder() }

    @Test func cannotWriteAndSeesOtherWriters() throws {
        let path = directory.file("watched.sqlite")
        let writer = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let game = try writer.createGame(title: "Finals")
        let player = try writer.addPlayer(gameID: game.id, name: "Ann", score: 3)

        let watched = try WatchDatabase(path: path)
        #expect(watched.hasChanged())
        #expect(!watched.hasChanged())
        #expect(try watched.read { db in try Scoreboard.fetch(db, game: "Finals") }?.entries.first?.player.score == 3)

        // Every kind of write is refused by SQLite itself.
        for sql in [#"UPDATE "players" SET "score" = 99"#, #"DELETE FROM "games""#, "CREATE TABLE t(x)"] {
            let refused = #expect(throws: DatabaseError.self) { try watched.attemptWrite(sql: sql) }
            #expect(refused?.resultCode == .SQLITE_READONLY, "\(sql): \(String(describing: refused))")
        }

        _ = try writer.addPlayer(gameID: game.id, name: "Bob", score: 10)
        #expect(watched.hasChanged())
        let board = try watched.read { db in try Scoreboard.fetch(db, game: nil) }
        #expect(board?.entries.map(\.player.name) == ["Bob", "Ann"])
        #expect(try writer.invariantViolations().isEmpty)
        _ = player
    }

    @Test func refusesMissingAndForeignFiles() throws {
        #expect(throws: ScorekeeperError.self) { try WatchDatabase(path: directory.file("missing.sqlite")) }
        let foreign = directory.file("foreign.sqlite")
        let queue = try DatabaseQueue(path: foreign)
        try queue.write { try $0.execute(sql: "CREATE TABLE t(x)") }
        try queue.close()
        #expect(throws: ScorekeeperError.self) { try WatchDatabase(path: foreign) }
    }
}
