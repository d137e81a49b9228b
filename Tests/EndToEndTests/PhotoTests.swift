import Foundation
import InterfaceTestSupport
import PhotoTestSupport
import TestSupport
import ScorekeeperStore
import Testing

/// Attaching, seeing and removing a player's photo with the real binary in tmux.
@Suite(.serialized,
       .tmuxInstalled,
       .enabled(if: PhotoSupport.isAvailable, "\(PhotoSupport.unavailableReason ?? "")"))
struct PhotoTests {
    /// xterm-256 color 196 is pure red: it shows only where the red photo is drawn.
    static let photoColor = "5;196m"

    @Test func attachThroughThePickerSeeTheAvatarThenRemoveIt() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("photos.sqlite")
        try TestImage.png(width: 32, height: 32, red: 255, green: 0, blue: 0).write(to: URL(fileURLWithPath: folder.file("face.png")))
        let seeded = try SeededGame(database, title: "Photo Night", players: [("Blob", 40)])

        let tmux = try Tmux.interface(database: database, workingDirectory: folder.path)
        try tmux.openGame("Photo Night", showing: "Blob", at: 40)
        #expect(try !avatarLine(tmux).contains(PhotoTests.photoColor))

        // No photo yet: `p` opens the picker in the working directory.
        try tmux.press("p")
        try tmux.waitFor(text: "Choose a photo for Blob")
        try tmux.waitFor("face.png highlighted") { _ in tmux.line(containing: "face.png")?.contains("▸") == true }
        try tmux.press("Enter")
        try tmux.waitFor(text: "Photo attached to Blob.")
        try tmux.waitFor("the red avatar") { _ in (try? self.avatarLine(tmux).contains(PhotoTests.photoColor)) == true }

        // With a photo, `p` opens the dialog; removing asks nothing more.
        try tmux.press("p")
        // The dialog's choices, not only its title: a capture can catch the frame half drawn.
        try tmux.waitFor("the dialog, its title and its choices") { $0.contains("Player photo") && $0.contains("Select new photo") }
        try tmux.press("r")
        try tmux.waitFor(text: "Removed Blob's photo · u puts it back.")
        try tmux.waitFor("the placeholder again") { _ in (try? self.avatarLine(tmux).contains(PhotoTests.photoColor)) == false }
        #expect(try seeded.database.fetchPhotoData(playerID: seeded.player("Blob").id) == nil)

        try tmux.press("q", "q")
        try tmux.waitFor(text: "EXIT=0")
    }

    /// The first player row, with its color escape sequences.
    func avatarLine(_ tmux: Tmux) throws -> String {
        let screen = try tmux.escapedScreen()
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count > 2 ? String(lines[2]) : ""
    }
}
