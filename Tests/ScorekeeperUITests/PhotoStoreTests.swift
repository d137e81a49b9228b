import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The photo half of the store: the dialog keyed by player id, the picker's folder browsing and
/// typed paths, and failures that leave everything as it was.
@MainActor
@Suite final class PhotoStoreTests {
    let database: AppDatabase
    let app: AppModel
    let ids: [(game: Game.ID, players: [Player.ID])]
    let folder: String

    init() throws {
        database = try pinnedDatabase()
        ids = try seed(database, sampleGames)
        folder = "/pictures/night"
        var files = FakePhotos()
        for sub in ["Holidays/Beach", ".hidden"] { files.addFolder(folder + "/" + sub) }
        files.addFile(folder + "/notes.txt", Data("not really an image".utf8))
        files.addFile(folder + "/Holidays/Beach/blob.png", FakePhotos.picture)
        app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: files.services,
                       workingDirectory: folder)
        app.start()
        app.openGame(ids[0].game)
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
        // The folder is read off the main actor; the field changes when the answer lands.
        await game.settle()
        #expect(game.destination?.picker?.pathField?.text == "Holidays/")
        app.handle(.key(.character("B")))
        app.handle(.key(.tab))
        await game.settle()
        app.handle(.key(.enter))
        await game.settle()
        #expect(game.destination?.picker?.directory == folder + "/Holidays/Beach")
        #expect(game.destination?.picker?.pathField == nil)
    }

    @Test func aRefusedFileShowsInThePickerAndChangesNothing() async throws {
        app.handle(.key(.character("p")))
        await game.settle()
        app.handle(.key(.character("/")))
        // An absolute path typed into the empty field is taken as it is.
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

    @Test func aTypedMissingPathSaysNothingIsThere() async throws {
        app.handle(.key(.character("p")))
        await game.settle()
        app.handle(.key(.character("/")))
        for character in "nowhere" { app.handle(.key(.character(character))) }
        app.handle(.key(.enter))
        await game.settle()
        #expect(game.destination?.picker?.error == "Nothing at \(folder)/nowhere.")
        #expect(game.destination?.picker?.pathField?.text == "nowhere")
    }

    @Test func choosingAPictureAttachesItAndClosesThePicker() async throws {
        app.handle(.key(.character("p")))
        await game.settle()
        app.handle(.key(.enter))
        await game.settle()
        app.handle(.key(.enter))
        await game.settle()
        let picker = try #require(game.destination?.picker)
        #expect(picker.directory == folder + "/Holidays/Beach")
        #expect(picker.selectedName == "blob.png")
        // The preview is drawn off the main actor, at the pane's size.
        guard case .art(let path, _) = picker.preview else {
            Issue.record("The picture should be previewed, not \(picker.preview)")
            return
        }
        #expect(path == folder + "/Holidays/Beach/blob.png")
        app.handle(.key(.enter))
        #expect(game.destination?.picker?.isAttaching == true)
        await game.settle()
        #expect(game.destination == nil)
        #expect(app.status?.text == "Photo attached to Blob Sr.")
        #expect(try database.fetchPhotoData(playerID: ids[0].players[1]) == FakePhotos.picture)
        #expect(app.lastPhotoDirectory == folder + "/Holidays/Beach")
        #expect(await waitUntil { game.avatars[ids[0].players[1]] != nil }, "the avatar arrives")
    }

    @Test func withAPhotoTheDialogOffersToReplaceOrRemoveIt() async throws {
        let blobSr = ids[0].players[1]
        try database.savePhoto(playerID: blobSr, imageData: Data([1, 2, 3]), thumbnailData: nil)
        #expect(await waitUntil { game.players.first { $0.id == blobSr }?.hasPhoto == true }, "the photo flag arrives")
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
        #expect(app.status?.text == "Removed Blob Sr's photo · u puts it back.")
    }

    @Test func undoRightAfterRemovePhotoPutsTheSameBytesBack() async throws {
        let blobSr = ids[0].players[1]
        let bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try database.savePhoto(playerID: blobSr, imageData: bytes, thumbnailData: Data([9, 9]))
        #expect(await waitUntil { game.players.first { $0.id == blobSr }?.hasPhoto == true }, "the photo flag arrives")
        let scoreBefore = try #require(try database.fetchPlayer(id: blobSr)).score
        game.list.select(blobSr)
        app.handle(.key(.character("p")))
        app.handle(.key(.character("r")))
        await game.settle()
        #expect(try database.fetchPhotoData(playerID: blobSr) == nil)
        app.handle(.key(.character("u")))
        await game.settle()
        #expect(app.status?.text == "Put Blob Sr's photo back.")
        #expect(try database.fetchPhotoData(playerID: blobSr) == bytes)
        #expect(try database.fetchThumbnailData(playerID: blobSr) == Data([9, 9]))
        #expect(try database.fetchPlayer(id: blobSr)?.score == scoreBefore, "no score change was undone")

        // Anything done in between ends it: u then undoes the score change, and the photo stays gone.
        app.handle(.key(.character("p")))
        app.handle(.key(.character("r")))
        await game.settle()
        app.handle(.key(.character("+")))
        await game.settle()
        app.handle(.key(.character("u")))
        await game.settle()
        #expect(try database.fetchPhotoData(playerID: blobSr) == nil)
        #expect(try database.fetchPlayer(id: blobSr)?.score == scoreBefore)
    }

    @Test func selectNewPhotoOpensThePickerForThatPlayer() async throws {
        let blobSr = ids[0].players[1]
        try database.savePhoto(playerID: blobSr, imageData: Data([1, 2, 3]), thumbnailData: nil)
        #expect(await waitUntil { game.players.first { $0.id == blobSr }?.hasPhoto == true }, "the photo flag arrives")
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
        #expect(await waitUntil { game.players.first { $0.id == blobSr }?.hasPhoto == true }, "the photo flag arrives")
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
