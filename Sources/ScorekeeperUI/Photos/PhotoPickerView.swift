import ScorekeeperStore

/// The photo picker: the folder (or the path being typed), its folders and images, and a preview
/// of the highlighted image.
enum PhotoPickerView {
    static func draw(_ picker: PhotoPicker, ownerName: String, into screen: inout Screen, layout: Layout) {
        let width = screen.size.columns
        let title = "Choose a photo for \(Sanitized.text(ownerName))"
        let hidden = picker.showsHiddenFiles ? "hidden files shown" : "hidden files not shown"
        // The hidden-files note goes first when the line is short: the title matters more.
        let hiddenWidth = DisplayWidth.of(title) + DisplayWidth.of(hidden) + 4 <= width ? DisplayWidth.of(hidden) : 0
        screen.fill(Rect(x: 0, y: layout.columnHeaderRow, width: width, height: 1), role: .columnHeader)
        screen.put(title, x: 1, y: layout.columnHeaderRow, width: width - hiddenWidth - 3, role: .columnHeader)
        if hiddenWidth > 0 {
            screen.put(hidden, x: width - hiddenWidth - 1, y: layout.columnHeaderRow, role: .columnHeader)
        }

        let pathY = layout.list.y
        if let field = picker.pathField {
            let label = "Path: "
            let x = 1 + screen.put(label, x: 1, y: pathY, role: .normal, attributes: [.bold])
            let fieldWidth = width - x - 1
            screen.fill(Rect(x: x, y: pathY, width: fieldWidth, height: 1), role: .input)
            let visible = field.visible(width: fieldWidth)
            if field.text.isEmpty {
                let folder = Sanitized.text(DirectoryListing.displayPath(picker.directory))
                screen.put("a path, or a name in \(folder) · Tab completes", x: x + 1, y: pathY, role: .input,
                           attributes: [.dim], maxWidth: fieldWidth - 1)
            }
            screen.put(visible.text, x: x, y: pathY, role: .input, maxWidth: fieldWidth)
            screen.cursor = Point(x: x + visible.cursorColumn, y: pathY)
        } else {
            screen.put("In " + Sanitized.text(DirectoryListing.displayPath(picker.directory)), x: 1, y: pathY,
                       width: width - 2, role: .muted)
        }

        var listRect = layout.pickerList
        // The last line of the list says what is going on, when something is.
        let message: (String, Role)? = picker.isAttaching ? ("Attaching the photo…", .muted)
            : picker.error.map { ("! " + Sanitized.text($0), .error) }
        if let message {
            screen.put(message.0, x: 1, y: listRect.maxY - 1, width: width - 2, role: message.1)
            listRect.height -= 1
        }
        drawEntries(picker, in: listRect, into: &screen)
        if layout.showsPickerPreview {
            var previewRect = layout.pickerPreview
            if message != nil { previewRect.height -= 1 }
            drawPreview(picker.preview, in: previewRect, into: &screen)
        }
    }

    static func drawEntries(_ picker: PhotoPicker, in rect: Rect, into screen: inout Screen) {
        if picker.isLoading {
            screen.put("Loading…", x: rect.x + 3, y: rect.y, role: .muted)
            return
        }
        let entries = picker.visibleEntries
        if entries.filter({ $0.kind != .parent }).isEmpty {
            screen.put("No folders or images here.", x: rect.x + 3, y: rect.y + (entries.isEmpty ? 0 : 1),
                       width: rect.width - 4, role: .muted)
        }
        let names = entries.map(\.name)
        let first = ListViewport.firstVisibleIndex(ids: names, selected: picker.selectedName, top: picker.topName,
                                                   visibleRows: rect.height)
        for (line, entry) in entries[first...].prefix(rect.height).enumerated() {
            let y = rect.y + line
            let selected = entry.name == picker.selectedName
            let role: Role = selected ? .selection : (entry.kind == .image ? .normal : .columnHeader)
            screen.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), role: selected ? .selection : .normal)
            if selected { screen.put("▸", x: rect.x + 1, y: y, role: role, attributes: [.bold]) }
            let size = entry.byteCount.map(formatSize) ?? ""
            let sizeWidth = size.isEmpty ? 0 : DisplayWidth.of(size) + 1
            let name = Sanitized.text(entry.name) + (entry.kind == .image ? "" : "/")
            screen.put(name, x: rect.x + 3, y: y, width: rect.width - 4 - sizeWidth, role: role)
            if !size.isEmpty {
                screen.put(size, x: rect.maxX - sizeWidth, y: y, width: sizeWidth - 1,
                           role: selected ? role : .muted, alignRight: true)
            }
        }
    }

    static func drawPreview(_ preview: PickerPreview, in rect: Rect, into screen: inout Screen) {
        guard rect.width > 2, rect.height > 1 else { return }
        switch preview {
        case .none:
            screen.put("No preview", x: rect.x + 1, y: rect.y, role: .muted)
        case .loading:
            screen.put("Drawing preview…", x: rect.x + 1, y: rect.y, role: .muted)
        case .unavailable(_, let reason):
            for (line, text) in TextWrapping.lines("No preview: " + reason, width: rect.width - 1).prefix(rect.height).enumerated() {
                screen.put(text, x: rect.x + 1, y: rect.y + line, role: .muted)
            }
        case .art(_, let art):
            screen.put(art, x: rect.x + max(0, (rect.width - art.columns) / 2), y: rect.y)
        }
    }

    /// "820 B", "14 KB", "3.1 MB".
    static func formatSize(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        if bytes < 1024 * 1024 { return "\(bytes / 1024) KB" }
        let tenths = bytes * 10 / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
