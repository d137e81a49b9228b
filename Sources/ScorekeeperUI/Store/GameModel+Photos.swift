import Foundation
import ScorekeeperCore
import ScorekeeperPhotos

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

    func performInPhotoDialog(_ action: Action, id: UUID, choice: PhotoDialogChoice) {
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
    func removePhotoConfirmed(_ id: UUID) {
        destination = nil
        let name = players[id: id].map { Sanitized.text($0.player.name) } ?? "the player"
        let writes = self.writes
        write({ database in try database.removePhoto(playerID: id, reclaimingSpace: false) }, success: { _ in
            writes.reclaimSpaceSoon()
            return StatusMessage("Removed \(name)'s photo.")
        })
    }

    // MARK: Picker

    func openPicker(for playerID: UUID) {
        let directory = photoDirectory()
        destination = .photoPicker(PhotoPicker(playerID: playerID, directory: directory))
        loadDirectory(directory, selecting: nil)
    }

    /// Lists `path` off the main actor; the result lands only if the picker still shows it.
    func loadDirectory(_ path: String, selecting name: String?) {
        guard destination?.picker != nil else { return }
        destination?.picker?.directory = path
        destination?.picker?.isLoading = true
        destination?.picker?.pathField = nil
        runEffect({ () -> Result<[PickerEntry], PickerFailure> in
            do {
                return .success(try DirectoryListing.entries(of: path))
            } catch {
                return .failure(PickerFailure(message: String(describing: error)))
            }
        }, then: { [weak self] result in
            guard let self, var picker = self.destination?.picker, picker.directory == path else { return }
            picker.isLoading = false
            switch result {
            case .success(let entries):
                picker.entries = entries
                picker.error = nil
            case .failure(let failure):
                picker.entries = path == "/" ? [] : [PickerEntry(name: "..", kind: .parent)]
                picker.error = failure.message
            }
            let visible = picker.visibleEntries
            picker.selectedName = visible.first(where: { $0.name == name })?.name
                ?? visible.first(where: { $0.kind != .parent })?.name ?? visible.first?.name
            picker.topName = nil
            self.destination = .photoPicker(picker)
            self.previewSelectedEntry()
        })
    }

    func performInPicker(_ action: Action) {
        guard let picker = destination?.picker else { return }
        if picker.isAttaching { return }
        if picker.pathField != nil {
            performInPathField(action, picker: picker)
            return
        }
        switch action {
        case .moveUp: movePickerSelection(by: -1)
        case .moveDown: movePickerSelection(by: 1)
        case .pageUp: movePickerSelection(by: -max(1, Layout(size: size).pickerList.height - 2))
        case .pageDown: movePickerSelection(by: max(1, Layout(size: size).pickerList.height - 2))
        case .moveToTop: movePickerSelection(by: Int.min / 2)
        case .moveToBottom: movePickerSelection(by: Int.max / 2)
        case .openEntry: pickerEntryChosen()
        case .parentDirectory: goToParentDirectory()
        case .toggleHiddenFiles: hiddenFilesToggled()
        case .typePath:
            destination?.picker?.pathField = TextField(DirectoryListing.displayPath(picker.directory) + (picker.directory == "/" ? "" : "/"))
        case .cancel: destination = nil
        default: break
        }
    }

    private func performInPathField(_ action: Action, picker: PhotoPicker) {
        switch action {
        case .submit: typedPathSubmitted()
        case .completePath:
            if let typed = picker.pathField?.text {
                destination?.picker?.pathField?.replace(with: PathCompletion.complete(typed, relativeTo: picker.directory))
            }
        case .leavePathField: destination?.picker?.pathField = nil
        default: _ = destination?.picker?.pathField?.apply(action)
        }
    }

    func movePickerSelection(by offset: Int) {
        guard let picker = destination?.picker else { return }
        let names = picker.visibleEntries.map(\.name)
        destination?.picker?.selectedName = ListSelection.moved(picker.selectedName, by: offset, in: names)
        let visibleRows = Layout(size: size).pickerList.height - 1
        destination?.picker?.topName = ListViewport.top(ids: names, selected: destination?.picker?.selectedName,
                                                        top: picker.topName, visibleRows: visibleRows)
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
        guard let picker = destination?.picker, picker.directory != "/" else { return }
        let current = (picker.directory as NSString).lastPathComponent
        loadDirectory((picker.directory as NSString).deletingLastPathComponent, selecting: current)
    }

    func hiddenFilesToggled() {
        guard var picker = destination?.picker else { return }
        let old = picker.visibleEntries.map(\.name)
        picker.showsHiddenFiles.toggle()
        picker.selectedName = ListSelection.reconcile(selected: picker.selectedName, old: old,
                                                      new: picker.visibleEntries.map(\.name))
        destination = .photoPicker(picker)
        previewSelectedEntry()
    }

    /// Enter in the path field: a folder is opened, a file is chosen.
    func typedPathSubmitted() {
        guard let picker = destination?.picker, let typed = picker.pathField?.text else { return }
        let path = PathCompletion.absolute(typed, relativeTo: picker.directory)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                loadDirectory(path, selecting: nil)
            } else {
                destination?.picker?.pathField = nil
                attachPhoto(at: path)
            }
        } else {
            destination?.picker?.error = "Nothing at \(Sanitized.text(DirectoryListing.displayPath(path)))."
        }
    }

    /// Reads, checks and saves the photo off the main actor so the interface stays responsive.
    /// On failure the picker shows why and nothing changes.
    func attachPhoto(at path: String) {
        guard let picker = destination?.picker else { return }
        let playerID = picker.playerID
        destination?.picker?.isAttaching = true
        destination?.picker?.error = nil
        rememberPhotoDirectory((path as NSString).deletingLastPathComponent)
        // A write like any other: in line behind the changes asked for before it.
        writes.enqueue({ database in try database.attachPhoto(playerID: playerID, fileAt: path) }) { [weak self] result in
            guard let self, self.destination?.picker?.playerID == playerID else { return }
            switch result {
            case .failure(let error):
                self.destination?.picker?.isAttaching = false
                self.destination?.picker?.error = String(describing: error)
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
        guard let picker = destination?.picker else { return }
        let layout = Layout(size: size)
        guard layout.showsPickerPreview, let entry = picker.selectedEntry, entry.kind == .image else {
            destination?.picker?.preview = .none
            return
        }
        let path = picker.path(of: entry)
        let box = layout.pickerPreview
        if case .art(let shownPath, let art) = picker.preview, shownPath == path,
           art.columns <= box.width, art.rows <= box.height - 1 {
            return
        }
        if let size = entry.byteCount, size > PhotoImport.maximumFileSize {
            destination?.picker?.preview = .unavailable(path: path, reason: "Too large to preview.")
            return
        }
        destination?.picker?.preview = .loading(path: path)
        let columns = box.width
        let rows = box.height - 1
        runEffect({ () -> PickerPreview in
            let data: Data
            do {
                // Checked and capped as attaching would, following links to the real file.
                data = try PhotoImport.readFile(at: path)
            } catch {
                return .unavailable(path: path, reason: String(describing: error))
            }
            do {
                return .art(path: path, try CellArtRenderer.render(imageData: data, columns: columns, rows: rows))
            } catch {
                return .unavailable(path: path, reason: PictureFailure.message(for: error))
            }
        }, then: { [weak self] preview in
            guard let self, self.destination?.picker?.preview == .loading(path: path) else { return }
            self.destination?.picker?.preview = preview
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
        let database = self.database
        destination?.viewer?.madeFor = madeFor
        runEffect({ () -> PhotoViewer.Content in
            do {
                guard let data = try database.fetchPhotoData(playerID: playerID) else {
                    return .failed("This player has no photo any more.")
                }
                return .art(try CellArtRenderer.render(imageData: data, columns: box.width, rows: box.height))
            } catch {
                return .failed(PictureFailure.message(for: error))
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

/// A failure to show in the picker, as text (errors themselves are not Sendable).
struct PickerFailure: Error, Sendable {
    var message: String
}

/// One-line reasons a picture could not be drawn.
enum PictureFailure {
    static func message(for error: any Error) -> String {
        switch error {
        case CellArtError.unsupported: return "This build cannot draw pictures."
        case CellArtError.undecodable: return "The picture could not be read."
        default: return String(describing: error)
        }
    }
}
