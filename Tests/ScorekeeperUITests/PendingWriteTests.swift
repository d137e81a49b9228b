import Foundation
import GRDB
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// Writes wait for another program without freezing the interface: keys keep working, the frame
/// says a change is pending, and the changes land in order once the other program lets go.
@MainActor
@Suite
struct PendingWriteTests {
    @Test func keysKeepWorkingWhileAnotherProgramHoldsTheWriteLock() async throws {
        let (database, path) = try sharedMemoryDatabase()
        let ids = try seed(database, sampleGames)
        let blobSr = ids[0].players[1]
        let app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: .none, workingDirectory: "/tmp")
        app.start()
        app.openGame(ids[0].game)
        let game = try #require(app.game)
        #expect(game.list.selectedID == blobSr)

        // Another program (another connection to the database) takes the write lock, on a thread
        // of its own as another process would, and holds it until the test has looked: what the
        // test checks meanwhile happens while the lock is held, however loaded the run.
        let other = try DatabaseQueue(path: path)
        let locked = AsyncStream<Void>.makeStream()
        let released = AsyncStream<Void>.makeStream()
        let looked = DispatchSemaphore(value: 0)
        Thread {
            try? other.inTransaction(.immediate) { _ in
                locked.continuation.yield()
                // The bound only keeps a failed test from holding the lock for ever.
                _ = looked.wait(timeout: .now() + 60)
                return .commit
            }
            released.continuation.yield()
        }.start()
        for await _ in locked.stream { break }

        app.handle(.key(.character("+")))
        app.handle(.key(.character("+")))
        app.handle(.key(.down))
        // The keys were handled while both writes wait: the selection moved, and the screen still
        // shows the score as it was. (The database itself cannot be read now: this connection
        // waits behind the lock, which is the point.)
        #expect(game.list.selectedID == ids[0].players[2])
        #expect(app.writes.pendingCount == 2)
        #expect(game.players[id: blobSr]?.player.score == 100)
        looked.signal()

        for await _ in released.stream { break }
        await app.writes.settle()
        #expect(try database.fetchPlayer(id: blobSr)?.score == 102)
        #expect(await waitUntil { game.players[id: blobSr]?.player.score == 102 }, "both increments arrive")
        #expect(!render(app, size: app.size).text.contains("Saving"))
        // The selection stayed where the person moved it.
        #expect(game.list.selectedID == ids[0].players[2])
        app.stop()
    }

    /// The frame says changes wait once the notice's delay is over, and only while they wait.
    /// (The delay itself is a timer; the end-to-end test sees the notice appear in the real
    /// program. Here the timer's moment is called directly, so the test does not depend on
    /// when a loaded test run gets around to it.)
    @Test func theFrameSaysChangesArePendingWhileTheyWait() async throws {
        let database = try AppDatabase.empty()
        let ids = try seed(database, sampleGames)
        let app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: .none, workingDirectory: "/tmp")
        app.start()
        app.openGame(ids[0].game)
        let slowWrite = DispatchSemaphore(value: 0)
        app.writes.enqueue(change: "a slow write") { _ in _ = slowWrite.wait(timeout: .now() + 60) }
        app.handle(.key(.character("+")))
        app.handle(.key(.character("+")))
        #expect(app.writes.pendingCount == 3)
        #expect(render(app, size: app.size).text.contains("Saving") == false, "not for the first moments")
        app.writes.pendingNoticeDue()
        #expect(render(app, size: app.size).text.contains("Saving 3 changes…"))
        slowWrite.signal()
        await app.writes.settle()
        #expect(!render(app, size: app.size).text.contains("Saving"))
        #expect(try database.fetchPlayer(id: ids[0].players[1])?.score == 102)
        // A timer left over from writes that have all landed shows nothing.
        app.writes.pendingNoticeDue(run: 1)
        #expect(!render(app, size: app.size).text.contains("Saving"))
        app.stop()
    }

    @Test func aWriteThatFailsSaysWhyAndChangesNothing() async throws {
        let database = try AppDatabase.empty()
        let ids = try seed(database, [("Max", [("Top", Int.max - 1)])])
        let app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: .none, workingDirectory: "/tmp")
        app.start()
        app.openGame(ids[0].game)
        // Two presses before either lands: the second overflows in the database.
        app.handle(.key(.character("+")))
        app.handle(.key(.character("+")))
        await app.writes.settle()
        #expect(app.status?.text == ScorekeeperError.scoreOverflow.description)
        #expect(try database.fetchPlayer(id: ids[0].players[0])?.score == Int.max)
    }
}

/// The hidden-leader case: in a scrolled game, a player below the window takes the lead.
@MainActor
@Suite struct ViewportTests {
    @Test func aNewLeaderFromAnotherProgramIsShownWithTheSelection() async throws {
        let database = try AppDatabase.empty()
        let players = (1...16).map { ("Player \($0)", 100 - $0) }
        let ids = try seed(database, [("Tournament", players)])
        let app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 30), photos: .none, workingDirectory: "/tmp")
        app.start()
        app.openGame(ids[0].game)
        let game = try #require(app.game)
        // Down to the last player, then back up to the fourth: the window no longer starts at the top.
        app.handle(.key(.end))
        for _ in 0..<12 { app.handle(.key(.up)) }
        let selected = try #require(game.list.selectedID)
        #expect(game.list.hiddenAbove > 0)
        #expect(render(app, size: app.size).text.contains("▲ \(game.list.hiddenAbove)"))

        // The last player jumps to 600 from another program.
        let last = ids[0].players[15]
        try database.setScore(playerID: last, to: 600)
        #expect(await waitUntil { game.players.first?.id == last }, "the new leader arrives")
        let frame = render(app, size: app.size).text
        #expect(game.list.selectedID == selected)
        #expect(game.list.visible.first?.id == last, "the leader is in the window:\n\(frame)")
        #expect(game.list.visible.contains { $0.id == selected })
        #expect(frame.contains("Player 16"))
        #expect(!frame.contains("▲"))
        #expect(frame.contains("▼ \(game.list.hiddenBelow) more"))
    }
}
