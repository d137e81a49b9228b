import Foundation
import ScorekeeperStore
import Testing
@testable import ScorekeeperUI

/// The picker's state changes, one at a time, without a store or any file.
@Suite struct PhotoPickerTests {
    let folder = "/photos/2024"
    let entries = [PickerEntry(name: "..", kind: .parent), PickerEntry(name: ".cache", kind: .directory),
                   PickerEntry(name: "Beach", kind: .directory), PickerEntry(name: "a.png", kind: .image, byteCount: 10),
                   PickerEntry(name: "big.jpg", kind: .image, byteCount: 5000), PickerEntry(name: "z.png", kind: .image, byteCount: 20)]

    func loaded(selecting name: String? = nil) -> PhotoPicker {
        var picker = PhotoPicker(playerID: Player.ID(UUID()), directory: folder)
        picker.startLoading(folder)
        let taken = picker.entriesLoaded(.success(entries), for: folder, selecting: name)
        #expect(taken)
        return picker
    }

    @Test func loadingShowsTheEntriesAndHighlightsTheFirstOrTheOneAskedFor() {
        var picker = PhotoPicker(playerID: Player.ID(UUID()), directory: "/")
        picker.pathField = TextField("/x")
        picker.startLoading(folder)
        #expect(picker.isLoading && picker.directory == folder && picker.pathField == nil)
        let taken = picker.entriesLoaded(.success(entries), for: folder, selecting: nil)
        #expect(taken && !picker.isLoading)
        // Hidden entries are not shown, so not highlighted; ".." is skipped when there is more.
        #expect(picker.selectedName == "Beach")
        #expect(loaded(selecting: "z.png").selectedName == "z.png")
        #expect(loaded(selecting: "gone").selectedName == "Beach")
    }

    @Test func aListingForAnotherFolderIsIgnored() {
        var picker = loaded()
        picker.startLoading("/elsewhere")
        let taken = picker.entriesLoaded(.success([]), for: folder, selecting: nil)
        #expect(!taken)
        #expect(picker.isLoading)
        #expect(picker.entries == entries)
    }

    @Test func aFolderThatCannotBeReadKeepsTheWayBack() {
        var picker = PhotoPicker(playerID: Player.ID(UUID()), directory: folder)
        picker.entriesLoaded(.failure(PhotoFailure("Cannot read the folder /photos/2024.")), for: folder, selecting: nil)
        #expect(picker.entries == [PickerEntry(name: "..", kind: .parent)])
        #expect(picker.selectedName == "..")
        #expect(picker.error == "Cannot read the folder /photos/2024.")
        var root = PhotoPicker(playerID: Player.ID(UUID()), directory: "/")
        root.entriesLoaded(.failure(PhotoFailure("no")), for: "/", selecting: nil)
        #expect(root.entries.isEmpty && root.selectedName == nil)
        #expect(root.parent == nil)
        #expect(picker.parent?.path == "/photos" && picker.parent?.name == "2024")
    }

    @Test func movingClampsAndScrolls() {
        var picker = loaded()
        picker.moveSelection(by: 1, visibleRows: 2)
        #expect(picker.selectedName == "a.png")
        #expect(picker.topName == "Beach")
        picker.moveSelection(by: 100, visibleRows: 2)
        #expect(picker.selectedName == "z.png")
        picker.moveSelection(by: -100, visibleRows: 2)
        #expect(picker.selectedName == "..")
        #expect(picker.topName == "..")
    }

    @Test func hiddenEntriesComeAndGoAroundTheHighlight() {
        var picker = loaded()
        picker.toggleHiddenFiles()
        #expect(picker.visibleEntries.map(\.name) == entries.map(\.name))
        #expect(picker.selectedName == "Beach")
        picker.moveSelection(by: -1, visibleRows: 10)
        #expect(picker.selectedName == ".cache")
        picker.toggleHiddenFiles()
        // The highlighted entry went out of sight: its neighbour takes the highlight.
        #expect(picker.selectedName == "Beach")
    }

    @Test func thePathFieldStartsEmptyAndTakesOnlyTheCompletionOfWhatItHolds() {
        var picker = loaded()
        // Empty: an absolute path typed there stays as typed (relative ones are from the folder).
        picker.startTypingPath()
        #expect(picker.pathField?.text == "")
        for character in "/tmp/x.jpg" { picker.pathField?.insert(character) }
        #expect(picker.pathField?.text == "/tmp/x.jpg")
        picker.pathField?.replace(with: "Be")
        picker.pathCompleted("Be", to: "Beach/")
        #expect(picker.pathField?.text == "Beach/")
        // Typed on meanwhile: the late completion is dropped.
        picker.pathCompleted("Be", to: "Beach/a.png")
        #expect(picker.pathField?.text == "Beach/")
        picker.stopTypingPath()
        #expect(picker.pathField == nil)
    }

    @Test func attachingWaitsThenFailsWithTheReason() {
        var picker = loaded()
        picker.failed("Nothing at /x.")
        picker.startAttaching()
        #expect(picker.isAttaching && picker.error == nil)
        picker.attachingFailed(PhotoFailure("It is not an image."))
        #expect(!picker.isAttaching && picker.error == "It is not an image.")
    }

    @Test func thePreviewIsAskedForOnlyForImagesThatFit() {
        var picker = loaded()
        let box = Rect(x: 0, y: 0, width: 10, height: 5)
        // A folder: nothing to draw.
        let asked1 = picker.previewNeeded(in: box, largestBytes: 1000)
        #expect(asked1 == nil)
        #expect(picker.preview == .none)
        picker.selectedName = "big.jpg"
        let asked2 = picker.previewNeeded(in: box, largestBytes: 1000)
        #expect(asked2 == nil)
        #expect(picker.preview == .unavailable(path: "/photos/2024/big.jpg", reason: "Too large to preview."))
        picker.selectedName = "a.png"
        let asked3 = picker.previewNeeded(in: nil, largestBytes: 1000)
        #expect(asked3 == nil)
        #expect(picker.preview == .none)
        let asked4 = picker.previewNeeded(in: box, largestBytes: 1000)
        #expect(asked4 == "/photos/2024/a.png")
        #expect(picker.preview == .loading(path: "/photos/2024/a.png"))
        // A preview for another entry arrives late: dropped.
        picker.previewArrived(.unavailable(path: "/photos/2024/z.png", reason: "late"))
        #expect(picker.preview == .loading(path: "/photos/2024/a.png"))
        let art = CellArt(columns: 0, rows: 0, cells: [])
        picker.previewArrived(.art(path: "/photos/2024/a.png", art))
        #expect(picker.preview == .art(path: "/photos/2024/a.png", art))
        // Already drawn and still fits: not drawn again.
        let asked5 = picker.previewNeeded(in: box, largestBytes: 1000)
        #expect(asked5 == nil)
    }
}
