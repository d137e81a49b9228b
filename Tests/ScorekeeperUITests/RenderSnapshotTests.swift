import Foundation
import GRDB
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// Every screen and dialog rendered as text and compared with golden files in `__Snapshots__`.
@MainActor
@Suite struct RenderSnapshotTests {
    let database: AppDatabase
    /// The database's clock: a day after the sample games were played, until a test moves it.
    let clock = ManualClock(pinnedNow.addingTimeInterval(86_400))
    let app: AppModel
    let ids: [(game: Game.ID, players: [Player.ID])]

    static let regular = TerminalSize(columns: 60, rows: 14)
    static let tiny = Layout.minimumSize

    init() throws {
        database = try AppDatabase.empty().withWallClock(clock.wallClock)
        ids = try seed(database, sampleGames)
        app = AppModel(database: database, size: RenderSnapshotTests.regular, photos: .none, workingDirectory: "/tmp")
        app.start()
    }

    func frame(_ size: TerminalSize = regular) -> Screen {
        app.handle(.resize(size))
        return render(app, size: size)
    }

    /// Reads the games again at once (the observation would deliver the change a moment later).
    func reloadGames() {
        app.gamesList.stopObserving()
        app.gamesList.startObserving()
    }

    // MARK: Games

    @Test func gamesList() {
        assertSnapshot(frame(), named: "games")
        assertSnapshot(frame(RenderSnapshotTests.tiny), named: "games-tiny")
    }

    @Test func tooSmall() {
        assertSnapshot(frame(TerminalSize(columns: 20, rows: 5)), named: "too-small")
        // It recovers when enlarged: the frame is again the games list's golden one.
        assertSnapshot(frame(), named: "games")
    }

    @Test func gamesEmpty() throws {
        for game in ids { try database.deleteGame(id: game.game) }
        reloadGames()
        assertSnapshot(frame(), named: "games-empty")
    }

    @Test func gamesDeleteConfirmation() {
        app.handle(.key(.down))
        app.handle(.key(.character("d")))
        assertSnapshot(frame(), named: "games-confirm-delete")
    }

    @Test func gamesAddPromptWithError() {
        app.handle(.key(.character("a")))
        app.handle(.key(.enter))
        let screen = frame()
        assertSnapshot(screen, named: "games-add-error")
        #expect(screen.cursor != nil)
    }

    @Test func gamesFilter() {
        app.handle(.key(.character("/")))
        app.type("poker")
        assertSnapshot(frame(), named: "games-filter")
    }

    @Test func gamesHelp() {
        app.handle(.key(.character("?")))
        assertSnapshot(frame(TerminalSize(columns: 70, rows: 24)), named: "games-help")
    }

    @Test func longTitlesAreCutWithAnEllipsisAtTheRightWidth() throws {
        try database.at(pinnedNow.addingTimeInterval(60)).createGame(title: "山田さんの誕生日パーティーとボードゲーム大会")
        reloadGames()
        let screen = frame(TerminalSize(columns: 40, rows: 10))
        assertSnapshot(screen, named: "games-long-title")
    }

    @Test func escapeSequencesInNamesAreShownNotSent() throws {
        // Another program may store anything; the interface must never send it raw.
        try database.dbWriter.write { db in
            try db.execute(sql: #"UPDATE "games" SET "title" = ? WHERE "id" = ?"#,
                           arguments: ["Evil\u{1B}[2J\u{07}Game", ids[2].game.lowercasedString])
        }
        reloadGames()
        let text = frame().text
        #expect(text.contains("Evil\\e[2J\\u{7}Game"))
        #expect(!text.contains("\u{1B}"))
    }

    // MARK: Game

    @Test func gameScreen() {
        app.handle(.key(.enter))
        let screen = frame()
        assertSnapshot(screen, named: "game")
        assertSnapshot(frame(RenderSnapshotTests.tiny), named: "game-tiny")
    }

    @Test func gameHighlightsTheSelectionAndTheLeader() throws {
        app.handle(.key(.enter))
        app.handle(.key(.down))
        let screen = frame()
        let layout = Layout(size: RenderSnapshotTests.regular)
        // Row 1 (Blob Sr, 100) leads; row 2 (Blob Jr) is selected.
        let leaderRow = layout.list.y
        let selectedRow = layout.list.y + Layout.playerRowHeight
        #expect(screen.roles(ofRow: leaderRow).contains(.leader))
        #expect(screen[60 - 2, leaderRow].character == "★")
        #expect(screen.roles(ofRow: selectedRow).allSatisfy { $0 == .selection || $0 == .avatarPlaceholder })
        #expect(!screen.roles(ofRow: selectedRow).contains(.leader))
    }

    @Test func tiesShareARank() throws {
        try database.setScore(playerID: ids[0].players[2], to: 100)
        app.handle(.key(.enter))
        let game = try #require(app.game)
        let standings = try #require(game.standings)
        #expect(standings.rank(of: ids[0].players[1]) == 1)
        #expect(standings.rank(of: ids[0].players[2]) == 1)
        #expect(standings.rank(of: ids[0].players[0]) == 3)
        #expect(Set(standings.leaders.map(\.id)) == [ids[0].players[1], ids[0].players[2]])
    }

    @Test func gameEmptyState() {
        app.handle(.key(.end))
        app.handle(.key(.enter))
        assertSnapshot(frame(), named: "game-empty")
    }

    @Test func gameRenamePromptIsNextToItsRow() {
        app.handle(.key(.enter))
        app.handle(.key(.down))
        app.handle(.key(.character("r")))
        app.handle(.key(.character("!")))
        assertSnapshot(frame(), named: "game-rename")
    }

    @Test func gameScorePromptWithError() {
        app.handle(.key(.enter))
        app.handle(.key(.character("=")))
        app.type("abc")
        app.handle(.key(.enter))
        assertSnapshot(frame(), named: "game-score-error")
    }

    @Test func gameDeleteConfirmation() {
        app.handle(.key(.enter))
        app.handle(.key(.end))
        app.handle(.key(.character("d")))
        assertSnapshot(frame(), named: "game-confirm-delete")
    }

    @Test func gameHelp() {
        app.handle(.key(.enter))
        app.handle(.key(.character("?")))
        assertSnapshot(frame(TerminalSize(columns: 70, rows: 26)), named: "game-help")
    }

    // MARK: Photos

    /// A player with a photo of their own, linked to a person without one: "Make it Blob Sr's
    /// photo" is offered too.
    @Test func photoDialog() async throws {
        try database.savePhoto(playerID: ids[0].players[1], imageData: Data([1, 2, 3]), thumbnailData: nil)
        app.handle(.key(.enter))
        let game = try #require(app.game)
        let id = ids[0].players[1]
        #expect(await waitUntil { game.players[id: id]?.hasPhoto == true && game.linkedPeople[id] != nil }, "the photo and person arrive")
        game.destination = .photoDialog(ids[0].players[1], .selectNewPhoto)
        assertSnapshot(frame(), named: "photo-dialog")
        app.handle(.key(.down))
        #expect(game.destination == .photoDialog(ids[0].players[1], .makePersonPhoto))
        app.handle(.key(.down))
        #expect(game.destination == .photoDialog(ids[0].players[1], .removePhoto))
        assertSnapshot(frame(), named: "photo-dialog-remove")
        // `?` lists the dialog's own keys on top of it; any key goes back to the dialog as it was.
        app.handle(.key(.character("?")))
        assertSnapshot(frame(TerminalSize(columns: 60, rows: 16)), named: "photo-dialog-help")
        app.handle(.key(.character("r")))
        #expect(game.destination == .photoDialog(ids[0].players[1], .removePhoto))
        assertSnapshot(frame(), named: "photo-dialog-remove")
    }

    /// A player with a photo of their own whose person has one too (and a long name, cut).
    @Test func photoDialogWithThePersonsPhoto() async throws {
        let id = ids[0].players[1]
        let person = try #require(try database.personID(ofPlayer: id))
        try database.renamePerson(id: person, name: "Bartholomew Blobsworth-Smythe the Third")
        try database.savePhoto(playerID: id, imageData: Data([1, 2, 3]), thumbnailData: nil)
        try database.savePersonPhoto(personID: person, imageData: Data([4, 5, 6]), thumbnailData: nil)
        app.handle(.key(.enter))
        let game = try #require(app.game)
        #expect(await waitUntil { game.players[id: id]?.row.hasPersonPhoto == true && game.linkedPeople[id] != nil },
                "the photos and the person arrive")
        game.list.select(id)
        app.handle(.key(.character("p")))
        app.handle(.key(.down))
        #expect(game.destination == .photoDialog(id, .usePersonPhoto))
        assertSnapshot(frame(), named: "photo-dialog-use-person")
    }

    static func samplePicker(playerID: Player.ID) -> PhotoPicker {
        var picker = PhotoPicker(playerID: playerID, directory: "/photos/2024")
        picker.isLoading = false
        picker.entries = [
            PickerEntry(name: "..", kind: .parent),
            PickerEntry(name: ".thumbnails", kind: .directory),
            PickerEntry(name: "Holidays", kind: .directory),
            PickerEntry(name: "blob.png", kind: .image, byteCount: 48_213),
            PickerEntry(name: "game night.jpg", kind: .image, byteCount: 3_902_113),
        ]
        picker.selectedName = "blob.png"
        picker.preview = .art(path: "/photos/2024/blob.png", checkerboard(columns: 8, rows: 4))
        return picker
    }

    static func checkerboard(columns: Int, rows: Int) -> CellArt {
        let dark = RGBColor(red: 20, green: 20, blue: 20)
        let light = RGBColor(red: 240, green: 200, blue: 40)
        let cells = (0..<rows).flatMap { row in
            (0..<columns).map { column in
                (row + column).isMultiple(of: 2)
                    ? ArtCell(character: "▀", foreground: light, background: dark)
                    : ArtCell(character: "▄", foreground: light, background: dark)
            }
        }
        return CellArt(columns: columns, rows: rows, cells: cells)
    }

    @Test func photoPicker() throws {
        app.handle(.key(.enter))
        let game = try #require(app.game)
        let size = TerminalSize(columns: 72, rows: 14)
        app.handle(.resize(size))
        game.destination = .photoPicker(RenderSnapshotTests.samplePicker(playerID: ids[0].players[1]))
        let screen = render(app, size: size)
        assertSnapshot(screen, named: "photo-picker")
        #expect(app.keyTable == .photoPicker)

        // The preview's cells carry their colors for the backend.
        let pictureCells = screen.cells.filter { $0.role == .picture }
        #expect(pictureCells.count == 8 * 4)
        #expect(pictureCells.first?.picture?.foreground == RGBColor(red: 240, green: 200, blue: 40))

        // Hidden files appear with `.`.
        app.handle(.key(.character(".")))
        #expect(game.destination?.picker?.visibleEntries.contains { $0.name == ".thumbnails" } == true)
        assertSnapshot(render(app, size: size), named: "photo-picker-hidden")
    }

    @Test func photoPickerTypingAPathWithAnError() throws {
        app.handle(.key(.enter))
        let game = try #require(app.game)
        var picker = RenderSnapshotTests.samplePicker(playerID: ids[0].players[1])
        picker.pathField = TextField("/photos/2024/missing.jp")
        picker.error = "The file is not an image."
        picker.preview = .unavailable(path: "/photos/2024/blob.png", reason: "This build cannot draw pictures.")
        let size = TerminalSize(columns: 72, rows: 14)
        app.handle(.resize(size))
        game.destination = .photoPicker(picker)
        let screen = render(app, size: size)
        assertSnapshot(screen, named: "photo-picker-path")
        #expect(app.keyTable == .photoPickerPath)
        #expect(screen.cursor == Point(x: 30, y: 2))
        assertSnapshot(frame(RenderSnapshotTests.tiny), named: "photo-picker-tiny")
    }

    @Test func avatarsFromThumbnailsAndPlaceholders() throws {
        app.handle(.key(.enter))
        let game = try #require(app.game)
        game.avatars[ids[0].players[1]] = RenderSnapshotTests.checkerboard(columns: Layout.avatarColumns, rows: Layout.avatarRows)
        let screen = frame()
        let row = Layout(size: RenderSnapshotTests.regular).list.y
        #expect(screen[Layout.avatarX, row].role == .picture)
        #expect(screen[Layout.avatarX, row + 1].role == .picture)
        // The next player has no photo: initials on the placeholder.
        #expect(screen[Layout.avatarX, row + 2].role == .avatarPlaceholder)
        assertSnapshot(screen, named: "game-avatar")
    }

    @Test func photoViewer() throws {
        app.handle(.key(.enter))
        let game = try #require(app.game)
        var viewer = PhotoViewer(playerID: ids[0].players[1], playerName: "Blob Sr")
        viewer.content = .art(RenderSnapshotTests.checkerboard(columns: 20, rows: 8))
        game.destination = .photoViewer(viewer)
        assertSnapshot(frame(), named: "photo-viewer")
        viewer.content = .failed("This build cannot draw pictures.")
        game.destination = .photoViewer(viewer)
        assertSnapshot(frame(), named: "photo-viewer-failed")
        // Any key returns.
        app.handle(.key(.character("x")))
        #expect(game.destination == nil)
    }

    // MARK: Key bar

    @Test func keyBarKeepsHelpWhenNarrow() {
        let screen = frame(RenderSnapshotTests.tiny)
        let bar = screen.text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        #expect(bar.hasSuffix("? Help"))
    }

    // MARK: History

    @Test func historyScreen() async throws {
        app.openGame(ids[0].game)
        let game = try #require(app.game)
        try database.at(pinnedNow.addingTimeInterval(60)).changeScore(playerID: ids[0].players[1], by: 5)
        try database.at(pinnedNow.addingTimeInterval(120)).setScore(playerID: ids[0].players[0], to: 50)
        try database.at(pinnedNow.addingTimeInterval(180)).changeScore(playerID: ids[0].players[2], by: -3)
        _ = try database.correctChange(id: try #require(database.fetchHistory(gameID: ids[0].game, limit: 1).first?.id), amount: -4)
        _ = try database.undo(gameID: ids[0].game)
        app.handle(.key(.character("h")))
        let history = try #require(game.history)
        // "Today" is the clock's: the changes above were made an hour ago.
        clock.now = pinnedNow.addingTimeInterval(3600)
        history.timeZone = TimeZone(identifier: "UTC")!
        #expect(await waitUntil { history.totalCount == 6 }, "the history loads")
        assertSnapshot(frame(TerminalSize(columns: 72, rows: 18)), named: "history")
        assertSnapshot(frame(RenderSnapshotTests.regular), named: "history-narrow")
        app.handle(.key(.character("d")))
        assertSnapshot(frame(TerminalSize(columns: 72, rows: 18)), named: "history-confirm-delete")
    }
}
