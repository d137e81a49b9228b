import Foundation
import InterfaceTestSupport
import GRDB
import ScorekeeperStore
import TestSupport
import Testing

/// The real interface while another program holds the database's write lock: keys keep working,
/// the screen says changes are pending, and they land in order when the lock is released.
@Suite(.serialized, .tmuxInstalled)
struct PendingWriteEndToEndTests {
    @Test func scoresTypedWhileTheFileIsLockedLandInOrder() async throws {
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let folder = try TemporaryFolder()
        let database = folder.file("locked.sqlite")
        let game = try SeededGame(database, title: "Locked Night", players: [("Blob", 40), ("Blob Sr", 100), ("Blob Jr", 67)]).game

        let pidFile = folder.file("pid")
        let tmux = try Tmux.interface(database: database, pidFile: pidFile)
        let pid = try interfacePID(in: pidFile)
        try tmux.openGame("Locked Night", showing: "Blob Sr", at: 100)

        // Another program takes the write lock and holds it until the test has seen the screen
        // while it is held, however long pressing keys through tmux and reading the screen back
        // take on a loaded run.
        let other = try DatabaseQueue(path: database)
        let locked = DispatchSemaphore(value: 0)
        let looked = DispatchSemaphore(value: 0)
        let holder = Thread {
            try? other.inTransaction(.exclusive) { _ in
                locked.signal()
                // The bound only keeps a failed test from holding the lock for ever.
                _ = looked.wait(timeout: .now() + 60)
                return .commit
            }
        }
        holder.start()
        locked.wait()
        try tmux.press("+", "+", "Down")
        // The selection moves and the screen says two changes wait, with the lock still held: the
        // interface did not wait for the writes. (How soon is the benchmark's to measure.)
        // Nothing lands while the lock is held: Blob Sr's row, redrawn without the selection, is
        // read in the same frame.
        // The notice says "Saving" until the busy timeout (10 s) runs out, then that they wait.
        try tmux.waitFor("the selection on Blob Jr, the pending notice, Blob Sr still at 100") { screen in
            (tmux.line(containing: "Blob Jr")?.contains("▸") ?? false)
                && (screen.contains("Saving 2 changes…") || screen.contains("2 changes waiting…"))
                && Tmux.shownScore(of: "Blob Sr", in: screen) == 100
        }
        looked.signal()

        // Once the lock is released both increments land, in order, and the notice goes.
        try tmux.waitFor("Blob Sr at 102, the selection still on Blob Jr", timeout: 30) { screen in
            tmux.shownScore(of: "Blob Sr") == 102 && !screen.contains("Saving") && !screen.contains("waiting") && tmux.line(containing: "Blob Jr")?.contains("▸") == true
        }
        #expect(try listedPlayers(game: game.id.lowercasedString, database: database).first { $0.name == "Blob Sr" }?.score == 102)

        try tmux.press("q", "q")
        try tmux.waitFor(text: "EXIT=0", timeout: 30)
        #expect(tmux.waitUntilGone(pid))
    }
}
