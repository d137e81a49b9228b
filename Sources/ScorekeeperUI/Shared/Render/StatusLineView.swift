import ScorekeeperStore

/// The line above the key bar: the filter being typed, else the last message, else that changes
/// wait for another program's lock, else that the game's sheet is being read, else the filter.
@MainActor
enum StatusLineView {
    static func draw(_ app: AppModel, into screen: inout Screen, layout: Layout) {
        let row = layout.statusRow
        let games = app.gamesList
        // Writes waiting for another program (a large photo, a backup) say so at the right end;
        // the rest of the line keeps working. Once a lock has outlasted the busy timeout, the
        // person's changes are counted as waiting for it.
        var columns = screen.size.columns
        let writes = app.writes
        if writes.isVisiblyPending {
            let text: String
            if writes.isHeldByLock && writes.waitingChanges > 0 {
                text = writes.waitingChanges == 1 ? "1 change waiting…" : "\(writes.waitingChanges) changes waiting…"
            } else {
                text = writes.pendingCount == 1 ? "Saving…" : "Saving \(writes.pendingCount) changes…"
            }
            let width = DisplayWidth.of(text)
            if width + 4 < columns {
                columns -= width + 2
                screen.put(text, x: columns, y: row, width: width, role: .muted)
            }
        }
        if app.game == nil, app.people == nil, case .editing(let filter)? = games.filter {
            let label = "Filter: "
            let x = 1 + screen.put(label, x: 1, y: row, role: .columnHeader)
            let width = columns - x - 1
            let visible = filter.visible(width: width)
            screen.fill(Rect(x: x, y: row, width: width, height: 1), role: .input)
            screen.put(visible.text, x: x, y: row, role: .input, maxWidth: width)
            screen.cursor = Point(x: x + visible.cursorColumn, y: row)
            return
        }
        if let status = app.status {
            screen.put(status.text, x: 1, y: row, width: columns - 2,
                       role: status.kind == .error ? .error : .success)
            return
        }
        if writes.isHeldByLock && writes.waitingChanges > 0 {
            screen.put("Another program holds the file: saved when it lets go.", x: 1, y: row,
                       width: columns - 2, role: .muted)
            return
        }
        if app.game?.isAwaitingSheet == true {
            screen.put("Reading the game…", x: 1, y: row, width: columns - 2, role: .muted)
            return
        }
        if app.game == nil, app.people == nil, let filter = games.filter?.field, !filter.text.isEmpty {
            screen.put("Filter: \(Sanitized.text(filter.text))  (/ edits, Esc clears)", x: 1, y: row,
                       width: columns - 2, role: .muted)
        }
    }
}
