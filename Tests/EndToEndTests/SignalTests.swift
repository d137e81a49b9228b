import Foundation
import InterfaceTestSupport
import PhotoTestSupport
import TestSupport
import ScorekeeperStore
import Testing

/// SIGINT, SIGTERM and SIGHUP while the interface shows its list, a prompt, a confirmation, the
/// photo dialog or the photo picker: the terminal is given back as it was (echo and line mode
/// on, main screen, cursor shown), the exit status is 128 + the signal, and a score changed
/// before the signal is in the database afterwards, while what was half-typed is not.
@Suite(.serialized, .tmuxInstalled)
struct SignalTests {
    /// What is on screen when the signal arrives.
    enum Showing: String, CaseIterable, Sendable {
        case list, prompt, confirmation, photoDialog, photoPicker

        var needsPhotos: Bool { self == .photoDialog || self == .photoPicker }
    }

    /// A signal and how it is sent.
    struct Ending: Sendable, CustomTestStringConvertible {
        var name: String
        var number: Int32
        /// Ctrl-C typed in the terminal (the tty sends SIGINT) rather than `kill`.
        var typed: Bool
        var testDescription: String { typed ? "\(name) (Ctrl-C)" : name }
    }

    static let endings = [
        Ending(name: "SIGINT", number: SIGINT, typed: true),
        Ending(name: "SIGTERM", number: SIGTERM, typed: false),
        Ending(name: "SIGHUP", number: SIGHUP, typed: false),
    ]

    @Test(arguments: endings, Showing.allCases.filter { !$0.needsPhotos })
    func signalRestoresTheTerminalAndKeepsWhatWasSaved(_ ending: Ending, _ showing: Showing) throws {
        try signalTrial(ending, showing)
    }

    /// The photo dialog and picker open only where this build can import photos (`make deps`
    /// installs libvips): elsewhere these cases are reported as skipped, and the others still run.
    @Test(.enabled(if: PhotoSupport.isAvailable, "\(PhotoSupport.unavailableReason ?? "")"),
          arguments: endings, Showing.allCases.filter(\.needsPhotos))
    func signalOverAPhotoScreenRestoresTheTerminalAndKeepsWhatWasSaved(_ ending: Ending, _ showing: Showing) throws {
        try signalTrial(ending, showing)
    }

    /// The signal `ending` while the interface shows `showing`, and what must hold afterwards.
    func signalTrial(_ ending: Ending, _ showing: Showing) throws {
        let folder = try TemporaryFolder()
        let database = folder.file("signal.sqlite")
        let seeded = try SeededGame(database, title: "Signal Night", players: [("Blob", 40)])
        let (game, blob) = (seeded.game, try seeded.player("Blob"))
        if showing == .photoDialog {
            let photo = folder.file("face.png")
            try TestImage.png(width: 16, height: 16, red: 255, green: 0, blue: 0).write(to: URL(fileURLWithPath: photo))
            try ScorekeeperBinary.output(["photo", "attach", blob.id.lowercasedString, photo, "--db", database])
        }

        let pidFile = folder.file("pid")
        let tmux = try Tmux.interface(database: database, pidFile: pidFile, workingDirectory: folder.path)
        let pid = try interfacePID(in: pidFile)
        try tmux.openGame("Signal Night", showing: "Blob", at: 40)
        #expect(try tmux.format("#{alternate_on}") == "1", "the interface uses the alternate screen")

        // A change made in the interface, seen on screen: it has been committed.
        try tmux.press("+")
        try tmux.waitFor("Blob at 41", timeout: 30) { _ in tmux.line(containing: "Blob")?.hasSuffix(" 41") == true }

        switch showing {
        case .list:
            break
        case .prompt:
            try tmux.press("a")
            try tmux.waitFor(text: "New player", timeout: 30)
            try tmux.type("Half typed")
            try tmux.waitFor(text: "Half typed", timeout: 30)
        case .confirmation:
            try tmux.press("d")
            try tmux.waitFor(text: "Delete Blob?", timeout: 30)
        case .photoDialog:
            try tmux.press("p")
            try tmux.waitFor(text: "Player photo", timeout: 30)
        case .photoPicker:
            try tmux.press("p")
            try tmux.waitFor(text: "Choose a photo for Blob", timeout: 30)
        }

        if ending.typed {
            try tmux.press("C-c")
        } else {
            #expect(kill(pid, ending.number) == 0)
        }
        try tmux.waitFor(text: "EXIT=\(128 + ending.number)", timeout: 30)
        #expect(tmux.waitUntilGone(pid), "the interface is still running after \(ending.name)")

        // The terminal as the shell had it.
        #expect(try tmux.format("#{alternate_on}") == "0", "still on the alternate screen")
        #expect(try tmux.format("#{cursor_flag}") == "1", "the cursor is hidden")
        let modes = try tmux.terminalModes()
        for mode in ["echo", "icanon", "isig", "icrnl", "onlcr"] {
            #expect(modes.contains(mode), "\(mode) is off: \(modes.sorted())")
        }
        #expect(!tmux.lastScreen.contains("Blob"), "the interface is still on screen:\n\(tmux.lastScreen)")
        // The mouse reporting the interface asked for is off again.
        #expect(try tmux.format("#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}") == "000")

        // Nothing committed is lost, nothing half-done is saved.
        let players = try listedPlayers(game: game.id.lowercasedString, database: database)
        #expect(players.map(\.name) == ["Blob"])
        #expect(players.first?.score == 41)
        if showing == .photoDialog {
            #expect(try seeded.database.fetchPhotoData(playerID: blob.id) != nil, "the photo is still there")
        }
    }

    /// The terminal itself goes away (the window is closed): the interface must end rather than
    /// linger, and what it saved stays saved.
    @Test func closingTheTerminalEndsTheInterfaceAndKeepsTheScore() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("hangup.sqlite")
        let game = try SeededGame(database, title: "Hangup Night", players: [("Blob", 40)]).game
        let pidFile = folder.file("pid")
        let tmux = try Tmux.interface(database: database, pidFile: pidFile)
        let pid = try interfacePID(in: pidFile)
        try tmux.openGame("Hangup Night", showing: "Blob", at: 40)
        try tmux.press("+", "+")
        try tmux.waitFor("Blob at 42", timeout: 30) { _ in tmux.line(containing: "Blob")?.hasSuffix(" 42") == true }
        try tmux.press("a")
        try tmux.waitFor(text: "New player", timeout: 30)

        // A second window keeps the server alive once the first one is closed.
        try tmux.tmux(["new-window", "-d", "-t", "main", "sleep 600"])
        try tmux.tmux(["kill-window", "-t", "main:0"])
        #expect(tmux.waitUntilGone(pid), "the interface outlived its terminal")
        #expect(try listedPlayers(game: game.id.lowercasedString, database: database).map(\.score) == [42])
    }
}
