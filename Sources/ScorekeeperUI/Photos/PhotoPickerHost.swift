import Foundation
import ScorekeeperStore

/// A screen that shows the photo picker (a game's, for a player; the People screen's, for a
/// person): it says where the picker is kept and whose name to report; browsing, previewing and
/// attaching are the same for both and written once, here.
@MainActor
protocol PhotoPickerHost: AnyObject {
    /// The picker on show; nil when none is. Setting it changes an open picker, never opens one.
    var shownPicker: PhotoPicker? { get set }
    func presentPicker(_ picker: PhotoPicker)
    func closePicker()
    /// The name of whom a photo is for (unsanitized), for the status line.
    func photoOwnerName(_ owner: PhotoOwner) -> String

    var photos: PhotoServices { get }
    var effects: BackgroundEffects { get }
    var writes: WriteQueue { get }
    var size: TerminalSize { get }
    var report: (StatusMessage) -> Void { get }
    /// The folder the picker opens in, remembered for the run by the app.
    var photoDirectory: () -> String { get }
    var rememberPhotoDirectory: (String) -> Void { get }
}

extension PhotoPickerHost {
    /// Opens the picker for `owner` in the folder a photo last came from.
    func openPicker(for owner: PhotoOwner) {
        let directory = photoDirectory()
        presentPicker(PhotoPicker(owner: owner, directory: directory))
        loadDirectory(directory, selecting: nil)
    }

    /// Lists `path` off the main actor; the result lands only if the picker still shows it.
    func loadDirectory(_ path: String, selecting name: String?) {
        guard shownPicker != nil else { return }
        shownPicker?.startLoading(path)
        let list = photos.listDirectory
        effects.run({ () -> Result<[PickerEntry], PhotoFailure> in
            Result { try list(path) }.mapError { PhotoFailure(String(describing: $0)) }
        }, then: { [weak self] result in
            guard let self, self.shownPicker?.entriesLoaded(result, for: path, selecting: name) == true else { return }
            self.previewSelectedEntry()
        })
    }

    func performInPicker(_ action: Action) {
        guard let picker = shownPicker else { return }
        if picker.isAttaching { return }
        if picker.pathField != nil {
            performInPathField(action)
            return
        }
        // The picker's window is its list less the header row.
        if let offset = ListSelection.offset(for: action, page: Layout(size: size).pickerList.height - 2) {
            movePickerSelection(by: offset)
            return
        }
        switch action {
        case .openEntry: pickerEntryChosen()
        case .parentDirectory: goToParentDirectory()
        case .toggleHiddenFiles: hiddenFilesToggled()
        case .typePath: shownPicker?.startTypingPath()
        case .cancel: closePicker()
        default: break
        }
    }

    private func performInPathField(_ action: Action) {
        switch action {
        case .submit: typedPathSubmitted()
        case .completePath: completeTypedPath()
        case .leavePathField: shownPicker?.stopTypingPath()
        default: _ = shownPicker?.pathField?.apply(action)
        }
    }

    func movePickerSelection(by offset: Int) {
        guard shownPicker != nil else { return }
        shownPicker?.moveSelection(by: offset, visibleRows: Layout(size: size).pickerList.height - 1)
        previewSelectedEntry()
    }

    func pickerEntryChosen() {
        guard let picker = shownPicker, let entry = picker.selectedEntry else { return }
        switch entry.kind {
        case .parent: goToParentDirectory()
        case .directory: loadDirectory(picker.path(of: entry), selecting: nil)
        case .image: attachPhoto(at: picker.path(of: entry))
        }
    }

    func goToParentDirectory() {
        guard let parent = shownPicker?.parent else { return }
        loadDirectory(parent.path, selecting: parent.name)
    }

    func hiddenFilesToggled() {
        guard shownPicker != nil else { return }
        shownPicker?.toggleHiddenFiles()
        previewSelectedEntry()
    }

    /// Tab in the path field: the folder is read off the main actor; the completion lands only
    /// if the field still holds what was completed.
    func completeTypedPath() {
        guard let picker = shownPicker, let typed = picker.pathField?.text else { return }
        let (directory, complete) = (picker.directory, photos.completePath)
        effects.run({ complete(typed, directory) }, then: { [weak self] completed in
            self?.shownPicker?.pathCompleted(typed, to: completed)
        })
    }

    /// Enter in the path field: a folder is opened, a file is chosen. What the path names is
    /// found off the main actor; the answer counts only if the field still holds that path.
    func typedPathSubmitted() {
        guard let picker = shownPicker, let typed = picker.pathField?.text else { return }
        let (directory, resolve) = (picker.directory, photos.resolvePath)
        effects.run({ resolve(typed, directory) }, then: { [weak self] named in
            guard let self, let picker = self.shownPicker, picker.pathField?.text == typed,
                  !picker.isAttaching else { return }
            switch named {
            case .folder(let path):
                self.loadDirectory(path, selecting: nil)
            case .file(let path):
                self.shownPicker?.stopTypingPath()
                self.attachPhoto(at: path)
            case .missing(let path):
                self.shownPicker?.failed("Nothing at \(Sanitized.text(DirectoryListing.displayPath(path))).")
            }
        })
    }

    /// Reads, checks and saves the photo off the main actor so the interface stays responsive.
    /// On failure the picker shows why and nothing changes.
    func attachPhoto(at path: String) {
        guard let picker = shownPicker else { return }
        let owner = picker.owner
        let (attachToPlayer, attachToPerson) = (photos.attachPhoto, photos.attachPersonPhoto)
        shownPicker?.startAttaching()
        rememberPhotoDirectory((path as NSString).deletingLastPathComponent)
        // A write like any other: in line behind the changes asked for before it.
        writes.enqueue(change: "a photo for \(Sanitized.text(photoOwnerName(owner)))", { database in
            switch owner {
            case .player(let id): try attachToPlayer(database, id, path)
            case .person(let id): try attachToPerson(database, id, path)
            }
        }) { [weak self] result in
            guard let self, self.shownPicker?.owner == owner else { return }
            switch result {
            case .failure(let error):
                self.shownPicker?.attachingFailed(PhotoFailure(String(describing: error)))
            case .success:
                self.closePicker()
                self.report(StatusMessage("Photo attached to \(Sanitized.text(self.photoOwnerName(owner)))."))
            }
        }
    }

    /// Draws the highlighted image in the preview pane, off the main actor, only for regular files
    /// under the size limit.
    func previewSelectedEntry() {
        let layout = Layout(size: size)
        guard let path = shownPicker?.previewNeeded(in: layout.showsPickerPreview ? layout.pickerPreview : nil,
                                                             largestBytes: photos.largestPhotoBytes) else { return }
        let (columns, rows) = (layout.pickerPreview.width, layout.pickerPreview.height - 1)
        let draw = photos.drawPreview
        effects.run({ () -> PickerPreview in
            do {
                return .art(path: path, try draw(path, columns, rows))
            } catch {
                return .unavailable(path: path, reason: String(describing: error))
            }
        }, then: { [weak self] preview in
            self?.shownPicker?.previewArrived(preview)
        })
    }

    func pickerResized() {
        guard shownPicker != nil else { return }
        shownPicker?.preview = .none
        previewSelectedEntry()
    }
}
