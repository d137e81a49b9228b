import ScorekeeperCore

/// The line above the key bar: the filter being typed, else the last message, else the filter.
@MainActor
enum StatusLineView {
    static func draw(_ app: AppModel, into screen: inout Screen, layout: Layout) {
        let row = layout.statusRow
        let games = app.gamesList
        if app.game == nil, let filter = games.filter, games.isEditingFilter {
            let label = "Filter: "
            let x = 1 + screen.put(label, x: 1, y: row, role: .columnHeader)
            let width = screen.size.columns - x - 1
            let visible = filter.visible(width: width)
            screen.fill(Rect(x: x, y: row, width: width, height: 1), role: .input)
            screen.put(visible.text, x: x, y: row, role: .input, maxWidth: width)
            screen.cursor = Point(x: x + visible.cursorColumn, y: row)
            return
        }
        if let status = app.status {
            screen.put(status.text, x: 1, y: row, width: screen.size.columns - 2,
                       role: status.kind == .error ? .error : .success)
            return
        }
        if app.game == nil, let filter = games.filter, !filter.text.isEmpty {
            screen.put("Filter: \(Sanitized.text(filter.text))  (/ edits, Esc clears)", x: 1, y: row,
                       width: screen.size.columns - 2, role: .muted)
        }
    }
}
