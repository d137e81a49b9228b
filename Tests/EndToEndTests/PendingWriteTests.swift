import Foundation
import GRDB
import ScorekeeperCore
import TestSupport
import Testing

/// The real interface while another program holds the database's write lock: keys keep working,
/// the screen says changes are pending, and they land in order when the lock is released.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)"))
struct PendingWriteEndToEndTests {
    @Test func scoresTypedWhileTheFileIsLockedLandInOrder() async throws {
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let folder = try TemporaryFolder()
        let database = folder.file("locked.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: database, isDefault: false))
        let game = try seeded.createGame(title: "Locked Night")
        for (name, score) in [("Blob", 40), ("Blob Sr", 100), ("Blob Jr", 67)] {
            try seeded.addPlayer(gameID: game.id, name: name, score: score)
        }

        let pidFile = folder.file("pid")
        let tmux = try Tmux(command: Tmux.interfaceCommand(database: database, pidFile: pidFile))
        let pid = try interfacePID(in: pidFile)
        try tmux.waitFor(text: "Locked Night", timeout: 30)
        try tmux.press("Enter")
        try tmux.waitFor("Blob Sr at 100") { _ in tmux.shownScore(of: "Blob Sr") == 100 }

        // Another program takes the write lock for 3 seconds.
        let other = try DatabaseQueue(path: database)
        let locked = DispatchSemaphore(value: 0)
        let looked = DispatchSemaphore(value: 0)
        let holder = Thread {
            try? other.inTransaction(.exclusive) { _ in
                locked.signal()
                // Held 3 seconds, and in any case until the test has seen the screen while it is
                // held: on a loaded run, pressing keys through tmux and reading the screen back
                // can take longer than that.
                let until = ContinuousClock.now + .seconds(3)
                while ContinuousClock.now < until { Thread.sleep(forTimeInterval: 0.05) }
                _ = looked.wait(timeout: .now() + 60)
                return .commit
            }
        }
        holder.start()
        locked.wait()
        let clock = ContinuousClock()
        let pressed = clock.now
        try tmux.press("+", "+", "Down")
        // The selection moves at once and the screen says two changes wait.
        let moved = try tmux.waitFor("the selection on Blob Jr and the pending notice", timeout: 2.5) { screen in
            (tmux.line(containing: "Blob Jr")?.contains("▸") ?? false) && screen.contains("Saving 2 changes…")
        }
        let shownAfter = clock.now - pressed
        #expect(moved)
        #expect(tmux.shownScore(of: "Blob Sr") == 100, "nothing lands while the lock is held:\n\(tmux.lastScreen)")
        looked.signal()

        // Once the lock is released both increments land, in order, and the notice goes.
        try tmux.waitFor("Blob Sr at 102", timeout: 30) { screen in
            tmux.shownScore(of: "Blob Sr") == 102 && !screen.contains("Saving")
        }
        let landedAfter = clock.now - pressed
        print("Locked file: selection and pending notice shown \(shownAfter) after the keys; "
              + "both increments on screen \(landedAfter) after them (lock held 3 s).")
        #expect(try listedPlayers(game: game.id.lowercasedString, database: database).first { $0.name == "Blob Sr" }?.score == 102)
        #expect(tmux.line(containing: "Blob Jr")?.contains("▸") == true)

        try tmux.press("q", "q")
        try tmux.waitFor(text: "EXIT=0", timeout: 30)
        #expect(tmux.waitUntilGone(pid))
    }
}
