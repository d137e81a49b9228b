import Foundation
import ScorekeeperCore
import Testing
@testable import ScorekeeperUI

/// The photo half of the store: the dialog keyed by player id, the picker's folder browsing and
/// typed paths, and failures that leave everything as it was.
@MainActor
@Suite final class PhotoStoreTests {
    let database: AppDatabase
    let app: AppModel
    let ids: [(game: UUID, players: [UUID])]
    let folder: String

    init() throws {
        database = try AppDatabase.empty()
        ids = try seed(database, sampleGames)
        folder = NSTemporaryDirectory() + "scorekeeper-picker-" + UUID().uuidString
        for sub in ["Holidays", "Holidays/Beach", ".hidden"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        try Data("not really an image".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), workingDirectory: folder)
        app.start()
        app.openGame(ids[0].game)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    var game: GameModel { app.game! }

    @Test func withoutAPhotoTheKeyOpensThePickerInTheWorkingDirectory() async throws {
        app.handle(.key(.character("p")))
        let picker = try #require(game.destination?.picker)
        #expect(picker.playerID == ids[0].players[1])
        #expect(picker.directory == folder)
        await game.settle()
        let loaded = try #require(game.destination?.picker)
        #expect(!loaded.isLoading)
        // Folders and "..", hidden ones only on request; the text file is not offered.
        #expect(loaded.visibleEntries.map(\.name) == ["..", "Holidays"])
        #expect(loaded.selectedName == "Holidays")
        app.handle(.key(.character(".")))
        #expect(game.destination?.picker?.visibleEntries.map(\.name) == ["..", ".hidden", "Holidays"])
        #expect(game.destination?.picker?.selectedName == "Holidays")
    }

    @Test func enterDescendsAndBackspaceReturnsToTheFolderWeCameFrom() async throws {
        app.handle(.key(.character("p")))
        await game.settle()
        app.handle(.key(.enter))
        await game.settle()
        #expect(game.destination?.picker?.directory == folder + "/Holidays")
        #expect(game.destination?.picker?.selectedName == "Beach")
        app.handle(.key(.backspace))
        await game.settle()
        #expect(game.destination?.picker?.directory == folder)
        #expect(game.destination?.picker?.selectedName == "Holidays")
    }

    @Test func typedPathCompletesWithTabAndOpensTheFolder() async throws {
        app.handle(.key(.character("p")))
        await game.settle()
        app.handle(.key(.character("/")))
        #expect(app.keyTable == .photoPickerPath)
        for character in "Hol" { app.handle(.key(.character(character))) }
        app.handle(.key(.tab))
        #expect(game.destination?.picker?.pathField?.text.hasSuffix("/Holidays/") == true)
        app.handle(.key(.character("B")))
        app.handle(.key(.tab))
        app.handle(.key(.enter))
        await game.settle()
        #expect(game.destination?.picker?.directory == folder + "/Holidays/Beach")
        #expect(game.destination?.picker?.pathField == nil)
    }

    @Test func aRefusedFileShowsInThePickerAndChangesNothing() async throws {
        app.handle(.key(.character("p")))
        await game.settle()
        app.handle(.key(.character("/")))
        for character in "notes.txt" { app.handle(.key(.character(character))) }
        app.handle(.key(.deleteToStartKey))
        for character in folder + "/notes.txt" { app.handle(.key(.character(character))) }
        app.handle(.key(.enter))
        await game.settle()
        let picker = try #require(game.destination?.picker)
        #expect(picker.error != nil)
        #expect(!picker.isAttaching)
        #expect(try database.fetchPhotoData(playerID: ids[0].players[1]) == nil)
        // The folder of a chosen file is remembered for the next time, for this run.
        #expect(app.lastPhotoDirectory == folder)
        app.handle(.key(.escape))
        #expect(game.destination == nil)
    }

    @Test func withAPhotoTheDialogOffersToReplaceOrRemoveIt() async throws {
        let blobSr = ids[0].players[1]
        try database.savePhoto(playerID: blobSr, imageData: Data([1, 2, 3]), thumbnailData: nil)
        await waitUntil("the photo flag arrives") { game.players.first { $0.id == blobSr }?.hasPhoto == true }
        app.handle(.key(.character("p")))
        #expect(game.destination == .photoDialog(blobSr, .selectNewPhoto))
        #expect(game.destination[isPresenting: blobSr])
        #expect(app.keyTable == .photoDialog)

        app.handle(.key(.escape))
        #expect(game.destination == nil)

        app.handle(.key(.character("p")))
        app.handle(.key(.character("r")))
        #expect(game.destination == nil)
        await game.settle()
        #expect(try database.fetchPhotoData(playerID: blobSr) == nil)
        #expect(app.status?.text == "Removed Blob Sr's photo.")
    }

    @Test func selectNewPhotoOpensThePickerForThatPlayer() async throws {
        let blobSr = ids[0].players[1]
        try database.savePhoto(playerID: blobSr, imageData: Data([1, 2, 3]), thumbnailData: nil)
        await waitUntil("the photo flag arrives") { game.players.first { $0.id == blobSr }?.hasPhoto == true }
        app.handle(.key(.character("p")))
        app.handle(.key(.enter))
        #expect(game.destination?.picker?.playerID == blobSr)
        await game.settle()
    }

    @Test func viewerShowsWhyAPhotoCannotBeDrawnAndAnyKeyReturns() async throws {
        let blobSr = ids[0].players[1]
        app.handle(.key(.character("v")))
        #expect(game.destination == nil)
        #expect(app.status?.text.contains("has no photo") == true)

        try database.savePhoto(playerID: blobSr, imageData: Data([1, 2, 3]), thumbnailData: nil)
        await waitUntil("the photo flag arrives") { game.players.first { $0.id == blobSr }?.hasPhoto == true }
        app.handle(.key(.character("v")))
        #expect(game.destination?.viewer?.playerID == blobSr)
        await game.settle()
        guard case .failed = game.destination?.viewer?.content else {
            Issue.record("Three bytes are not a picture; the viewer should say so")
            return
        }
        app.handle(.key(.character("z")))
        #expect(game.destination == nil)
    }

    @Test func clickOnTheAvatarOpensThePhotoChoices() async throws {
        let layout = Layout(size: app.size)
        // The second player's row starts two lines below the first.
        app.handle(.mouse(MouseEvent(kind: .click, position: Point(x: Layout.avatarX + 1, y: layout.list.y + 2))))
        #expect(game.list.selectedID == ids[0].players[2])
        #expect(game.destination?.picker?.playerID == ids[0].players[2])
        await game.settle()
    }
}

extension Key {
    /// Ctrl-U, which erases the field before the cursor.
    static let deleteToStartKey = Key.control("u")
}

/// The picker's folder listing.
@Suite struct DirectoryListingTests {
    @Test func aLinkedPhotoIsListedWithThePhotosSize() throws {
        let photo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/photos/blob.jpg").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked.jpg", withDestinationPath: photo)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: photo)[.size] as? Int)
        let entries = try DirectoryListing.entries(of: folder)
        #expect(entries.first { $0.name == "linked.jpg" }?.byteCount == size)
    }
}
