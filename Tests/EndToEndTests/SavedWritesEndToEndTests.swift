import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// What a command reports saved stays saved while the interface browses photos in the database's
/// own folder. The picker used to read the first bytes of every file there, the database among
/// them; closing that descriptor dropped SQLite's locks, the next command believed it was alone,
/// deleted the log the interface was still writing to, and later writes vanished.
@Suite(.serialized, .tmuxInstalled)
struct SavedWritesEndToEndTests {
    @Test func thePickerInTheDatabasesFolderLosesNoWrite() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("night.sqlite")
        let binary = try ScorekeeperBinary.path()
        // As a new user types it, in the folder of the file: `--db night.sqlite`.
        func command(_ arguments: [String]) throws -> (status: Int32, output: String) {
            try SpawnedProgram.run("/bin/sh", ["-c", "cd \(Tmux.quote(folder.path)) && exec \(Tmux.quote(binary)) --db night.sqlite "
                                                + arguments.map(Tmux.quote).joined(separator: " ")])
        }
        #expect(try command(["game", "add", "G"]).status == 0)
        #expect(try command(["player", "add", "G", "Ann"]).status == 0)

        let tmux = try Tmux(command: "\(Tmux.quote(binary)) --db night.sqlite", workingDirectory: folder.path)
        try tmux.waitFor(text: "G")
        try tmux.press("Enter")
        try tmux.waitFor("Ann at 0") { _ in tmux.shownScore(of: "Ann") == 0 }
        // The picker lists this folder: the database and its -wal and -shm are in it.
        try tmux.press("p")
        // The list is drawn below the title (and says "Loading…" first): the check waits for the
        // list itself, which with no picture in the folder says so.
        try tmux.waitFor("the picker's list") { $0.contains("Choose a photo for Ann") && $0.contains("No folders or images here.") }
        #expect(!tmux.lastScreen.contains("night.sqlite"), "the picker offered the database: \(tmux.lastScreen)")
        try tmux.press("Escape")
        try tmux.waitFor("the picker closed") { screen in !screen.contains("Choose a photo") }

        #expect(try command(["game", "add", "H"]).status == 0)
        // The interface still has the file open, so its log must still be there.
        #expect(FileManager.default.fileExists(atPath: database + "-wal"), "the -wal vanished while the interface was open")
        try tmux.press("+")
        try tmux.waitFor("Ann at 1") { _ in tmux.shownScore(of: "Ann") == 1 }
        let scored = try command(["player", "score", "Ann", "--game", "G", "--by", "10"])
        #expect(scored.status == 0 && scored.output.trimmingCharacters(in: .whitespacesAndNewlines) == "11", "\(scored.output)")
        try tmux.waitFor("Ann at 11 in the interface") { _ in tmux.shownScore(of: "Ann") == 11 }
        try tmux.press("Escape")
        try tmux.waitFor("the games list") { screen in !screen.contains("Ann") }
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")

        // Read back by a fresh process, and by SQLite's own check.
        let players = try listedPlayers(game: "G", database: database)
        #expect(players.map(\.name) == ["Ann"] && players.first?.score == 11, "\(players)")
        let games = try command(["game", "list"])
        #expect(games.status == 0 && games.output.contains("H"), "\(games.output)")
        let file = try AppDatabase.openForReading(DatabaseLocation(path: database, isDefault: false))
        #expect(try file.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") } == ["ok"])
        #expect(try file.invariantViolations().isEmpty)
    }
}
