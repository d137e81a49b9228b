import Foundation

// What can happen to the picker, as pure changes of its state. The store decides when (keys,
// results of work done off the main actor); these say what each one does to the picker.
extension PhotoPicker {
    /// A folder starts loading: its entries arrive with `entriesLoaded`.
    public mutating func startLoading(_ path: String) {
        directory = path
        isLoading = true
        pathField = nil
    }

    /// The listing of `path` arrived: the entries (or why there are none), and the highlight on
    /// `name` when it is there, else on the first entry that is not "..". Ignored when another
    /// folder is loading by now; returns whether it was taken.
    @discardableResult
    public mutating func entriesLoaded(_ result: Result<[PickerEntry], PhotoFailure>, for path: String,
                                       selecting name: String?) -> Bool {
        guard directory == path else { return false }
        isLoading = false
        switch result {
        case .success(let loaded):
            entries = loaded
            error = nil
        case .failure(let failure):
            // ".." stays, so a folder that cannot be read can still be left.
            entries = path == "/" ? [] : [PickerEntry(name: "..", kind: .parent)]
            error = failure.description
        }
        let visible = visibleEntries
        selectedName = visible.first(where: { $0.name == name })?.name
            ?? visible.first(where: { $0.kind != .parent })?.name ?? visible.first?.name
        topName = nil
        return true
    }

    /// Moves the highlight by `offset` entries, keeping it within `visibleRows` of the list.
    public mutating func moveSelection(by offset: Int, visibleRows: Int) {
        let names = visibleEntries.map(\.name)
        selectedName = ListSelection.moved(selectedName, by: offset, in: names)
        topName = ListViewport.top(ids: names, selected: selectedName, top: topName, visibleRows: visibleRows)
    }

    /// Shows or hides the hidden entries; the highlight stays on its entry, or moves to a neighbour.
    public mutating func toggleHiddenFiles() {
        let old = visibleEntries.map(\.name)
        showsHiddenFiles.toggle()
        selectedName = ListSelection.reconcile(selected: selectedName, old: old, new: visibleEntries.map(\.name))
    }

    /// `/`: a path field starting with the current folder.
    /// `/`: an empty path field. A path typed there is absolute ("/tmp/x.jpg", "~/x.jpg") or
    /// relative to the folder shown, which the empty field names.
    public mutating func startTypingPath() {
        pathField = TextField()
    }

    /// Esc in the path field: back to the list.
    public mutating func stopTypingPath() {
        pathField = nil
    }

    /// Tab's completion of `typed` arrived; taken only if the field still holds `typed`.
    public mutating func pathCompleted(_ typed: String, to completed: String) {
        guard pathField?.text == typed else { return }
        pathField?.replace(with: completed)
    }

    /// The chosen photo is being read and saved: keys wait, the last error goes.
    public mutating func startAttaching() {
        isAttaching = true
        error = nil
    }

    /// Saving the photo failed: the picker says why and works again.
    public mutating func attachingFailed(_ failure: PhotoFailure) {
        isAttaching = false
        error = failure.description
    }

    /// Something the person asked for cannot be done; the picker says why.
    public mutating func failed(_ message: String) {
        error = message
    }

    /// What the preview pane needs for the highlighted entry, given its box (nil: no pane).
    /// Sets the pane at once when nothing is to be drawn or the entry is too large to draw;
    /// returns the path to draw when the pane must be drawn again (it shows `.loading` meanwhile).
    public mutating func previewNeeded(in box: Rect?, largestBytes: Int) -> String? {
        guard let box, let entry = selectedEntry, entry.kind == .image else {
            preview = .none
            return nil
        }
        let path = path(of: entry)
        if case .art(let shownPath, let art) = preview, shownPath == path,
           art.columns <= box.width, art.rows <= box.height - 1 {
            return nil
        }
        if let size = entry.byteCount, size > largestBytes {
            preview = .unavailable(path: path, reason: "Too large to preview.")
            return nil
        }
        preview = .loading(path: path)
        return path
    }

    /// A drawn preview (or why it could not be drawn) arrived; taken only if that path is
    /// still the one loading.
    public mutating func previewArrived(_ arrived: PickerPreview) {
        guard let path = arrived.path, preview == .loading(path: path) else { return }
        preview = arrived
    }
}
