import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import ScorekeeperUI
import TestSupport
import Testing

/// The real interface while another program (a `sqlite3` shell in the middle of a transaction)
/// holds the file's write lock for longer than SQLite's busy timeout: presses wait, counted on
/// the status line, and are saved in order once it lets go; past the limit a press is not kept
/// and the status line says which; quitting meanwhile says which were not saved.
@Suite(.serialized, .tmuxInstalled)
struct HeldWritesEndToEndTests {
    @Test func pressesUnderAnotherProgramsLockWaitAndLandInOrder() throws {
        let (folder, path, seeded, tmux, before) = try Self.heldNight()
        let (blobSr, blobJr) = (try seeded.player("Blob Sr").id, try seeded.player("Blob Jr").id)

        let lock = try ShellHoldingTheLock(path, in: folder)
        // Blob Sr, Blob Jr, Blob Sr: the list does not move while nothing lands.
        try tmux.press("+", "Down", "+", "Up", "+")
        // The first press outwaits the busy timeout (10 s); then all three wait on, counted.
        // Nothing shows saved while the lock is held: the rows' scores are waited for in the frame
        // that counts the three (a row drawn after the status line's change may lag behind it).
        try tmux.waitFor("three changes waiting, nothing shown saved", timeout: 90) { screen in
            screen.contains("3 changes waiting…") && Tmux.shownScore(of: "Blob Sr", in: screen) == 100
                && Tmux.shownScore(of: "Blob Jr", in: screen) == 67
        }
        #expect(!tmux.lastScreen.contains("nothing was changed"), "\(tmux.lastScreen)")
        let released = lock.release()
        #expect(released.exitCode == 0, "\(released)")

        try tmux.waitFor("Blob Sr at 102 and Blob Jr at 68", timeout: 60) { screen in
            tmux.shownScore(of: "Blob Sr") == 102 && tmux.shownScore(of: "Blob Jr") == 68 && !screen.contains("waiting")
        }
        let players = try listedPlayers(game: seeded.game.id.lowercasedString, database: path)
        #expect(players.first { $0.name == "Blob Sr" }?.score == 102)
        #expect(players.first { $0.name == "Blob Jr" }?.score == 68)
        let landed = try seeded.database.fetchHistory(gameID: seeded.game.id, limit: 3).reversed()
        #expect(landed.map(\.playerID) == [blobSr, blobJr, blobSr], "in the order pressed")
        #expect(landed.map(\.amount) == [1, 1, 1])
        #expect(try seeded.database.fetchHistoryCount(gameID: seeded.game.id) == before + 3)

        try tmux.press("Escape", "q")
        try tmux.waitFor(text: "EXIT=0", timeout: 30)
    }

    @Test func pastTheLimitPressesAreNotKeptAndTheStatusLineSaysWhich() throws {
        let limit = WriteQueue.maximumWaiting
        // Wide enough for the whole message beside the count.
        let (folder, path, seeded, tmux, before) = try Self.heldNight(columns: 160)

        let lock = try ShellHoldingTheLock(path, in: folder)
        try tmux.press("+")
        try tmux.waitFor("one change waiting", timeout: 90) { $0.contains("1 change waiting…") }
        try tmux.tmux(["send-keys", "-t", "main"] + Array(repeating: "+", count: limit - 1))
        try tmux.waitFor(text: "\(limit) changes waiting…")
        try tmux.press("+", "+", "Down", "-")
        // The whole message in one frame: from the "2 changes" one before it, only the changed
        // spans are redrawn, the count first and its tail after.
        try tmux.waitFor("the 3 presses not kept, named in the order pressed, those kept still waiting") { screen in
            guard let message = Tmux.line(containing: "3 changes were not saved", in: screen) else { return false }
            return message.contains("locked by another program") && message.contains(": +1 for Blob Sr ×2, -1 for Blob Jr.")
                && message.contains("\(limit) changes waiting…")
        }
        lock.release()

        try tmux.waitFor("Blob Sr at \(100 + limit)", timeout: 60) { screen in
            tmux.shownScore(of: "Blob Sr") == 100 + limit && !screen.contains("waiting")
        }
        let players = try listedPlayers(game: seeded.game.id.lowercasedString, database: path)
        #expect(players.first { $0.name == "Blob Sr" }?.score == 100 + limit, "every press kept was saved")
        #expect(players.first { $0.name == "Blob Jr" }?.score == 67, "the press not kept was not")
        #expect(try seeded.database.fetchHistoryCount(gameID: seeded.game.id) == before + limit)

        try tmux.press("Escape", "q")
        try tmux.waitFor(text: "EXIT=0", timeout: 30)
    }

    @Test func quittingWhileChangesWaitSaysWhichWereNotSaved() throws {
        let (folder, path, seeded, tmux, before) = try Self.heldNight(columns: 160)

        let lock = try ShellHoldingTheLock(path, in: folder)
        try tmux.press("+", "+")
        try tmux.waitFor("two changes waiting", timeout: 90) { $0.contains("2 changes waiting…") }
        try tmux.press("Escape", "q")
        // Quitting waits out one more busy timeout for the lock, then says what it leaves unsaved.
        try tmux.waitFor("the program's end", timeout: 60) { $0.contains("EXIT=") }
        let screen = tmux.lastScreen
        #expect(screen.contains("2 changes were not saved"), "\(screen)")
        #expect(screen.contains("(the file is locked by another program): +1 for Blob Sr ×2."), "\(screen)")
        #expect(screen.contains("EXIT=1"), "\(screen)")
        lock.release()
        #expect(try listedPlayers(game: seeded.game.id.lowercasedString, database: path).first { $0.name == "Blob Sr" }?.score == 100)
        #expect(try seeded.database.fetchHistoryCount(gameID: seeded.game.id) == before)
    }

    /// "Held Night" (Blob, Blob Sr, Blob Jr) in a new file, open in the interface `columns` wide
    /// on Blob Sr; and how long its history was then.
    static func heldNight(columns: Int = 100) throws -> (folder: TemporaryFolder, path: String, seeded: SeededGame, tmux: Tmux, before: Int) {
        let folder = try TemporaryFolder()
        let path = folder.file("held.sqlite")
        let seeded = try SeededGame(path, title: "Held Night", players: [("Blob", 40), ("Blob Sr", 100), ("Blob Jr", 67)])
        let tmux = try Tmux.interface(database: path, columns: columns)
        try tmux.openGame("Held Night", showing: "Blob Sr", at: 100)
        return (folder, path, seeded, tmux, try seeded.database.fetchHistoryCount(gameID: seeded.game.id))
    }
}

/// Another program holding the file's write lock: a `sqlite3` shell inside `BEGIN IMMEDIATE` from
/// `init` (which returns once it holds it) until `release()` commits and quits.
private final class ShellHoldingTheLock {
    private let shell: ChildProcess

    init(_ database: String, in folder: TemporaryFolder) throws {
        guard let sqlite3 = SpawnedProgram.path(of: "sqlite3") else {
            throw ScorekeeperError.other("sqlite3 is not installed (apt-get install sqlite3)")
        }
        shell = try ChildProcess(executable: sqlite3, arguments: ["-batch", database], outputFolder: folder.path, withInput: true)
        shell.send("BEGIN IMMEDIATE;\nSELECT 'held';\n")
        guard waitUntilBlocking(every: .milliseconds(5), { [shell] in shell.outputSoFar.contains("held") }) else {
            throw ScorekeeperError.other("sqlite3 did not take the lock: \(shell.outputSoFar)")
        }
    }

    /// Ends the transaction (it wrote nothing) and the shell; returns how the shell ended.
    @discardableResult
    func release() -> ProcessOutcome {
        shell.send("COMMIT;\n.quit\n")
        shell.closeInput()
        return shell.wait(timeout: .seconds(30))
    }
}
