import Foundation
import ScorekeeperCore

/// The photo half of the game screen: the "Player photo" dialog, the picker and the viewer.
extension GameModel {
    /// `p` or a click on the avatar: the picker when there is no photo, else the dialog.
    func photoButtonTapped() {
        guard let player = list.selected else { return }
        if player.hasPhoto {
            destination = .photoDialog(player.id, .selectNewPhoto)
        } else {
            openPicker(for: player.id)
        }
    }

    func performInPhotoDialog(_ action: Action, id: Player.ID, choice: PhotoDialogChoice) {
        switch action {
        case .nextChoice: destination = .photoDialog(id, choice.next)
        case .previousChoice: destination = .photoDialog(id, choice.previous)
        case .selectNewPhoto: openPicker(for: id)
        case .removePhoto: removePhotoConfirmed(id)
        case .cancel: destination = nil
        case .activateChoice:
            switch choice {
            case .selectNewPhoto: openPicker(for: id)
            case .removePhoto: removePhotoConfirmed(id)
            case .cancel: destination = nil
            }
        default: break
        }
    }

    /// "Remove photo" is the destructive choice of the dialog; it asks nothing more. It runs off
    /// the main actor: giving the space back (vacuum, checkpoint) may wait for another program's
    /// write, and the keys must keep working meanwhile. The row changes when the database does.
    func removePhotoConfirmed(_ id: Player.ID) {
        destination = nil
        let name = players[id: id].map { Sanitized.text($0.player.name) } ?? "the player"
        let writes = self.writes
        write({ database in try database.removePhotoKeepingIt(playerID: id) }, success: { [weak self] removed in
            writes.reclaimSpaceSoon()
            guard let removed else { return StatusMessage("\(name) has no photo to remove.") }
            self?.undoablePhotoRemoval = removed
            return StatusMessage("Removed \(name)'s photo · u puts it back.")
        })
    }

    /// `u` right after "Remove photo": the same bytes go back on the player.
    func restoreRemovedPhoto(_ removed: AppDatabase.RemovedPhoto) {
        undoablePhotoRemoval = nil
        let name = removed.playerID.flatMap { players[id: $0] }.map { Sanitized.text($0.player.name) } ?? "the player"
        write({ database in try database.restorePhoto(removed) }, success: { _ in StatusMessage("Put \(name)'s photo back.") })
    }

    // MARK: Picker

    func openPicker(for playerID: Player.ID) {
        let directory = photoDirectory()
        destination = .photoPicker(PhotoPicker(playerID: playerID, directory: directory))
        loadDirectory(directory, selecting: nil)
    }

    /// Lists `path` off the main actor; the result lands only if the picker still shows it.
    func loadDirectory(_ path: String, selecting name: String?) {
        guard destination?.picker != nil else { return }
        destination?.picker?.startLoading(path)
        let list = photos.listDirectory
        effects.run({ () -> Result<[PickerEntry], PhotoFailure> in
            Result { try list(path) }.mapError { PhotoFailure(String(describing: $0)) }
        }, then: { [weak self] result in
            guard let self, self.destination?.picker?.entriesLoaded(result, for: path, selecting: name) == true else { return }
            self.previewSelectedEntry()
        })
    }

    func performInPicker(_ action: Action) {
        guard let picker = destination?.picker else { return }
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
        case .typePath: destination?.picker?.startTypingPath()
        case .cancel: destination = nil
        default: break
        }
    }

    private func performInPathField(_ action: Action) {
        switch action {
        case .submit: typedPathSubmitted()
        case .completePath: completeTypedPath()
        case .leavePathField: destination?.picker?.stopTypingPath()
        default: _ = destination?.picker?.pathField?.apply(action)
        }
    }

    func movePickerSelection(by offset: Int) {
        guard destination?.picker != nil else { return }
        destination?.picker?.moveSelection(by: offset, visibleRows: Layout(size: size).pickerList.height - 1)
        previewSelectedEntry()
    }

    func pickerEntryChosen() {
        guard let picker = destination?.picker, let entry = picker.selectedEntry else { return }
        switch entry.kind {
        case .parent: goToParentDirectory()
        case .directory: loadDirectory(picker.path(of: entry), selecting: nil)
        case .image: attachPhoto(at: picker.path(of: entry))
        }
    }

    func goToParentDirectory() {
        guard let parent = destination?.picker?.parent else { return }
        loadDirectory(parent.path, selecting: parent.name)
    }

    func hiddenFilesToggled() {
        guard destination?.picker != nil else { return }
        destination?.picker?.toggleHiddenFiles()
        previewSelectedEntry()
    }

    /// Tab in the path field: the folder is read off the main actor; the completion lands only
    /// if the field still holds what was completed.
    func completeTypedPath() {
        guard let picker = destination?.picker, let typed = picker.pathField?.text else { return }
        let (directory, complete) = (picker.directory, photos.completePath)
        effects.run({ complete(typed, directory) }, then: { [weak self] completed in
            self?.destination?.picker?.pathCompleted(typed, to: completed)
        })
    }

    /// Enter in the path field: a folder is opened, a file is chosen. What the path names is
    /// found off the main actor; the answer counts only if the field still holds that path.
    func typedPathSubmitted() {
        guard let picker = destination?.picker, let typed = picker.pathField?.text else { return }
        let (directory, resolve) = (picker.directory, photos.resolvePath)
        effects.run({ resolve(typed, directory) }, then: { [weak self] named in
            guard let self, let picker = self.destination?.picker, picker.pathField?.text == typed,
                  !picker.isAttaching else { return }
            switch named {
            case .folder(let path):
                self.loadDirectory(path, selecting: nil)
            case .file(let path):
                self.destination?.picker?.stopTypingPath()
                self.attachPhoto(at: path)
            case .missing(let path):
                self.destination?.picker?.failed("Nothing at \(Sanitized.text(DirectoryListing.displayPath(path))).")
            }
        })
    }

    /// Reads, checks and saves the photo off the main actor so the interface stays responsive.
    /// On failure the picker shows why and nothing changes.
    func attachPhoto(at path: String) {
        guard let picker = destination?.picker else { return }
        let playerID = picker.playerID
        let attach = photos.attachPhoto
        destination?.picker?.startAttaching()
        rememberPhotoDirectory((path as NSString).deletingLastPathComponent)
        // A write like any other: in line behind the changes asked for before it.
        writes.enqueue({ database in try attach(database, playerID, path) }) { [weak self] result in
            guard let self, self.destination?.picker?.playerID == playerID else { return }
            switch result {
            case .failure(let error):
                self.destination?.picker?.attachingFailed(PhotoFailure(String(describing: error)))
            case .success:
                self.destination = nil
                let name = self.players[id: playerID].map { Sanitized.text($0.player.name) } ?? "the player"
                self.report(StatusMessage("Photo attached to \(name)."))
            }
        }
    }

    /// Draws the highlighted image in the preview pane, off the main actor, only for regular files
    /// under the size limit.
    func previewSelectedEntry() {
        let layout = Layout(size: size)
        guard let path = destination?.picker?.previewNeeded(in: layout.showsPickerPreview ? layout.pickerPreview : nil,
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
            self?.destination?.picker?.previewArrived(preview)
        })
    }

    func pickerResized() {
        guard destination?.picker != nil else { return }
        destination?.picker?.preview = .none
        previewSelectedEntry()
    }

    // MARK: Viewer

    /// `v`: the selected player's photo, as large as the window allows.
    func viewPhotoTapped() {
        guard let player = list.selected else { return }
        guard player.hasPhoto else {
            report(StatusMessage("\(Sanitized.text(player.player.name)) has no photo; press p to add one."))
            return
        }
        destination = .photoViewer(PhotoViewer(playerID: player.id, playerName: player.player.name))
        loadViewerArt()
    }

    func loadViewerArt() {
        guard let viewer = destination?.viewer else { return }
        let box = Layout(size: size).photoViewer
        let madeFor = size
        let playerID = viewer.playerID
        let (database, draw) = (database, photos.drawPhoto)
        destination?.viewer?.madeFor = madeFor
        effects.run({ () -> PhotoViewer.Content in
            do {
                guard let data = try database.fetchPhotoData(playerID: playerID) else {
                    return .failed("This player has no photo any more.")
                }
                return .art(try draw(data, box.width, box.height))
            } catch {
                return .failed(String(describing: error))
            }
        }, then: { [weak self] content in
            guard let self, let viewer = self.destination?.viewer, viewer.playerID == playerID,
                  viewer.madeFor == madeFor else { return }
            self.destination?.viewer?.content = content
        })
    }

    func photoViewerResized() {
        guard let viewer = destination?.viewer, viewer.madeFor != size else { return }
        loadViewerArt()
    }
}
