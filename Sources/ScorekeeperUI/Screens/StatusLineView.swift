import ScorekeeperCore

/// The line above the key bar: the filter being typed, else the last message, else the filter.
@MainActor
enum StatusLineView {
    static func draw(_ app: AppModel, into screen: inout Screen, layout: Layout) {
        let row = layout.statusRow
        let games = app.gamesList
        // Writes waiting for another program (a large photo, a backup) say so at the right end;
        // the rest of the line keeps working.
        var columns = screen.size.columns
        if app.writes.isVisiblyPending {
            let count = app.writes.pendingCount
            let text = count == 1 ? "Saving…" : "Saving \(count) changes…"
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
        if app.game == nil, app.people == nil, let filter = games.filter?.field, !filter.text.isEmpty {
            screen.put("Filter: \(Sanitized.text(filter.text))  (/ edits, Esc clears)", x: 1, y: row,
                       width: columns - 2, role: .muted)
        }
    }
}
