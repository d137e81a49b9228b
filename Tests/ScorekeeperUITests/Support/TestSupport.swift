import Foundation
import GRDB
@testable import ScorekeeperStore
import Testing
@testable import ScorekeeperUI

/// A fixed moment, so "most recent" order is the same on every run.
let pinnedNow = Date(timeIntervalSince1970: 1_760_000_000)

/// An empty database whose wall clock stands at an hour after `pinnedNow`, so what the screens
/// show of time (the game clock, the turn timers) is the same on every run.
func pinnedDatabase() throws -> AppDatabase {
    try AppDatabase.empty().withWallClock(ManualClock(pinnedNow.addingTimeInterval(3600)).wallClock)
}

/// Adds games with players, the first game being the most recent, and returns their ids.
@discardableResult
func seed(_ database: AppDatabase, _ games: [(String, [(String, Int)])]) throws -> [(game: Game.ID, players: [Player.ID])] {
    var ids: [(Game.ID, [Player.ID])] = []
    for (offset, (title, players)) in games.enumerated() {
        let time = pinnedNow.addingTimeInterval(-Double(offset) * 60)
        let game = try database.at(time).createGame(title: title)
        var playerIDs: [Player.ID] = []
        for (name, score) in players {
            playerIDs.append(try database.at(time).addPlayer(gameID: game.id, name: name, score: score).id)
        }
        ids.append((game.id, playerIDs))
    }
    return ids
}

/// A database kept in memory that a second connection can open, as another program opens a
/// file: SQLite's memdb VFS shares a database whose name starts with "/" between the connections
/// of one process, with real locks between them. These tests touch no disk. `path` is what the
/// second connection opens (`DatabaseQueue(path:)`).
///
/// Unlike a file in WAL mode, a memdb database lets no one read while another connection holds
/// the write lock: a test reads what the interface shows, not the database, until it lets go.
///
/// `busyTimeout` is how long each write of the interface's connection waits for another's lock
/// before SQLite gives up on it: a test of what follows a lock held longer than that sets it to a
/// fraction of a second, rather than the 10 s of `AppDatabase.busyTimeout`.
func sharedMemoryDatabase(busyTimeout: TimeInterval = AppDatabase.busyTimeout) throws -> (database: AppDatabase, path: String) {
    let path = "file:/scorekeeper-ui-\(UUID().uuidString)?vfs=memdb"
    var configuration = AppDatabase.makeConfiguration()
    configuration.busyMode = .timeout(busyTimeout)
    let database = try AppDatabase(DatabaseQueue(path: path, configuration: configuration))
    // An SQLite built without URI names would have opened a file instead: its journal is not
    // kept in memory.
    let journal = try database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    try #require(journal == "memory", "\(path) is not an in-memory database (journal mode \(journal ?? "none"))")
    return (database, path)
}

/// An interface open on a new game with `rules` and `names` (no points yet, joined a second
/// apart in that order, so the order never depends on the clock), at `size`.
@MainActor
func openedGame(rules: GameRules, players names: [String], size: TerminalSize) throws
    -> (database: AppDatabase, app: AppModel, game: Game, players: [Player]) {
    let database = try pinnedDatabase()
    let game = try database.at(pinnedNow).createGame(title: "Hearts", rules: rules)
    let players = try names.enumerated().map { index, name in
        try database.at(pinnedNow.addingTimeInterval(Double(index))).addPlayer(gameID: game.id, name: name, score: 0)
    }
    let app = AppModel(database: database, size: size, photos: .none, workingDirectory: "/tmp")
    app.start()
    app.openGame(game.id)
    return (database, app, game, players)
}

extension AppModel {
    /// Presses one key.
    func press(_ key: Key) { handle(.key(key)) }

    /// Types `text`, a key per character.
    func type(_ text: String) {
        for character in text { handle(.key(.character(character))) }
    }
}

/// The reference app's sample data.
let sampleGames: [(String, [(String, Int)])] = [
    ("Family Game Night", [("Blob", 40), ("Blob Sr", 100), ("Blob Jr", 67)]),
    ("Weekly Poker Night", [("Blob Esq", 12), ("Blob III", -5)]),
    ("Mini Golf", []),
]

/// Compares a frame with a golden text file in `__Snapshots__`. A missing file is recorded and
/// the test fails, so a new snapshot is always looked at before it is committed.
/// `SNAPSHOT_RECORD=1` re-records every snapshot.
func assertSnapshot(_ screen: Screen, named name: String, filePath: String = #filePath,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
    let file = folder.appendingPathComponent(name + ".txt")
    // A frame line shows where the screen ends, since trailing spaces are trimmed.
    let ruler = String(repeating: "-", count: screen.size.columns)
    let actual = "\(ruler)\n\(screen.text)\n\(ruler)\n"
    let record = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
    if !record, let expected = try? String(contentsOf: file, encoding: .utf8) {
        #expect(actual == expected, "Snapshot \(name) differs:\n\(actual)", sourceLocation: sourceLocation)
        return
    }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? actual.write(to: file, atomically: true, encoding: .utf8)
    Issue.record("Recorded snapshot \(name); check it and run again:\n\(actual)", sourceLocation: sourceLocation)
}
