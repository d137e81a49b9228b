import Foundation
import GRDB
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// Changes asked for while another program holds the file's write lock for longer than SQLite's
/// busy timeout: they wait, in order, and are saved once it lets go, the status line counting
/// them meanwhile; past the limit a change is not kept, and the status line says which were not.
/// The interface's connection gives up on the lock after a fifth of a second here (10 s in the
/// program), so each test sees the lock outlast it many times over without waiting long.
@MainActor
@Suite struct HeldWriteTests {
    @Test func changesAskedForUnderAnotherProgramsLockWaitAndLandInOrder() async throws {
        let (database, path, gameID, blobSr, blobJr, app, game) = try await startOnFirstGame()
        defer { app.stop() }
        #expect(game.list.selectedID == blobSr)
        let before = try database.fetchHistoryCount(gameID: gameID)

        let lock = try await AnotherProgramsLock(path: path)
        app.press(.character("+"))
        app.press(.down)
        app.press(.character("-"))
        app.press(.up)
        app.press(.character("+"))
        #expect(await waitUntil { render(app, size: app.size).text.contains("3 changes waiting…") },
                "the three wait, counted:\n\(render(app, size: app.size).text)")
        #expect(app.status?.kind != .error, "nothing failed: \(app.status?.text ?? "")")
        #expect(game.players[id: blobSr]?.player.score == 100, "nothing shows saved while the lock is held")
        await lock.release()

        await app.writes.settle()
        let landed = try database.fetchHistory(gameID: gameID, limit: 3).reversed()
        #expect(landed.map(\.playerID) == [blobSr, blobJr, blobSr], "in the order pressed")
        #expect(landed.map(\.amount) == [1, -1, 1])
        #expect(try database.fetchHistoryCount(gameID: gameID) == before + 3)
        #expect(try database.fetchPlayer(id: blobSr)?.score == 102)
        #expect(try database.fetchPlayer(id: blobJr)?.score == 66)
        #expect(await waitUntil { game.players[id: blobSr]?.player.score == 102 && game.players[id: blobJr]?.player.score == 66 },
                "the screen follows the file")
        #expect(!render(app, size: app.size).text.contains("waiting"))
        #expect(app.status == nil, "no message about changes that were saved: \(app.status?.text ?? "")")
    }

    @Test func pastTheLimitAChangeIsNotKeptAndTheStatusLineSaysWhich() async throws {
        let limit = WriteQueue.maximumWaiting
        let (database, path, gameID, blobSr, blobJr, app, game) = try await startOnFirstGame()
        defer { app.stop() }
        let before = try database.fetchHistoryCount(gameID: gameID)

        let lock = try await AnotherProgramsLock(path: path)
        app.press(.character("+"))
        #expect(await waitUntil { render(app, size: app.size).text.contains("1 change waiting…") }, "the first change waits")
        for _ in 1..<limit { app.press(.character("+")) }
        #expect(render(app, size: app.size).text.contains("\(limit) changes waiting…"))
        // Three more: none is kept, and the status line says which.
        app.press(.character("+"))
        app.press(.character("+"))
        app.press(.down)
        app.press(.character("-"))
        let status = try #require(app.status, "the status line says what was not saved")
        #expect(status.kind == .error)
        #expect(status.text.hasPrefix("3 changes were not saved"), "\(status.text)")
        #expect(status.text.contains("locked by another program"), "\(status.text)")
        #expect(status.text.hasSuffix(": +1 for Blob Sr ×2, -1 for Blob Jr."), "in the order pressed: \(status.text)")
        #expect(render(app, size: app.size).text.contains("\(limit) changes waiting…"), "those kept still wait")
        await lock.release()

        await app.writes.settle()
        #expect(try database.fetchPlayer(id: blobSr)?.score == 100 + limit, "every change kept was saved")
        #expect(try database.fetchPlayer(id: blobJr)?.score == 67, "the change not kept was not")
        #expect(try database.fetchHistoryCount(gameID: gameID) == before + limit)
        // Once the line has emptied, a change is kept again.
        app.press(.character("-"))
        await app.writes.settle()
        #expect(try database.fetchPlayer(id: blobJr)?.score == 66)
        #expect(app.status == nil, "\(app.status?.text ?? "")")
    }

    @Test func quittingUnderTheLockGivesUpAndSaysWhichWereNotSaved() async throws {
        let (database, path, gameID, blobSr, blobJr, app, game) = try await startOnFirstGame()
        let before = try database.fetchHistoryCount(gameID: gameID)

        let lock = try await AnotherProgramsLock(path: path)
        app.press(.character("+"))
        app.press(.down)
        app.press(.character("-"))
        #expect(await waitUntil { render(app, size: app.size).text.contains("2 changes waiting…") }, "both wait")
        #expect(app.writes.notSavedAtEnd == ChangesNotSaved(changes: ["+1 for Blob Sr", "-1 for Blob Jr"], reason: .locked),
                "were the program to end now, neither would be saved")
        app.stop()
        // The write being tried waits out one more busy timeout; then both are given up, the lock
        // still held.
        await app.writes.settle()
        #expect(app.writes.notSavedAtQuit == ["+1 for Blob Sr", "-1 for Blob Jr"])
        #expect(app.writes.notSavedAtEnd?.description
                == "2 changes were not saved (the file is locked by another program): +1 for Blob Sr, -1 for Blob Jr.")
        await lock.release()
        #expect(try database.fetchPlayer(id: blobSr)?.score == 100)
        #expect(try database.fetchPlayer(id: blobJr)?.score == 67)
        #expect(try database.fetchHistoryCount(gameID: gameID) == before)
    }

    /// A file shared with another program (its busy timeout a fifth of a second), holding the
    /// sample games, and the app started on the first game once its first reads are done; the
    /// caller stops the app.
    private func startOnFirstGame() async throws -> (database: AppDatabase, path: String, gameID: Game.ID, blobSr: Player.ID,
                                                    blobJr: Player.ID, app: AppModel, game: GameModel) {
        let (database, path) = try sharedMemoryDatabase(busyTimeout: 0.2)
        let ids = try seed(database, sampleGames)
        let app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: .none, workingDirectory: "/tmp")
        app.start()
        do {
            app.openGame(ids[0].game)
            let game = try #require(app.game)
            try await afterTheFirstReads(of: game, in: database)
            return (database, path, ids[0].game, ids[0].players[1], ids[0].players[2], app, game)
        } catch {
            app.stop()
            throw error
        }
    }

    /// Waits until the game screen's reads made after its first frame (its sheet's) have run, so
    /// that a lock taken next holds up writes only: a memdb database lets no one read under
    /// another connection's write lock.
    private func afterTheFirstReads(of game: GameModel, in database: AppDatabase) async throws {
        #expect(await waitUntil { game.sheetQuery.isActive }, "the sheet's observation starts after the first frame")
        // The connection serves one request at a time, in the order asked: this read runs after
        // the observation's first.
        try database.read { _ in }
    }
}

/// Another connection to a shared in-memory database holding its write lock, on a thread of its
/// own as another program would, from `init` until `release()`.
final class AnotherProgramsLock: Sendable {
    private let letGo = DispatchSemaphore(value: 0)
    private let ended = AsyncStream<Void>.makeStream()

    /// Returns once the lock is held; throws when it could not be taken.
    init(path: String) async throws {
        let other = try DatabaseQueue(path: path)
        let held = AsyncStream<Bool>.makeStream()
        let letGo = self.letGo
        let ended = self.ended.continuation
        Thread {
            try? other.inTransaction(.immediate) { _ in
                held.continuation.yield(true)
                // The bound only keeps a failed test from holding the lock for ever.
                _ = letGo.wait(timeout: .now() + 120)
                return .commit
            }
            held.continuation.yield(false)
            ended.yield()
        }.start()
        var iterator = held.stream.makeAsyncIterator()
        guard await iterator.next() == true else { throw ScorekeeperError.other("the other connection could not take the lock") }
    }

    /// Lets go of the lock (committing nothing) and returns once it has.
    func release() async {
        letGo.signal()
        for await _ in ended.stream { break }
    }
}
