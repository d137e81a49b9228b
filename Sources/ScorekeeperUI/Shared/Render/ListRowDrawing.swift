import ScorekeeperStore

/// How every list screen draws what its rows share: a row's band and `▸` when selected, and the
/// muted words an empty list shows.
extension Screen {
    /// Fills row `y` across `width` (the selection's band when `selected`, with its `▸`); returns
    /// the role the row's text takes.
    mutating func drawListRow(y: Int, width: Int, selected: Bool) -> Role {
        let role: Role = selected ? .selection : .normal
        fill(Rect(x: 0, y: y, width: width, height: 1), role: role)
        if selected { put("▸", x: 1, y: y, role: role, attributes: [.bold]) }
        return role
    }

    /// `message`, wrapped to `width` less the margins, muted, from the line under `top`.
    mutating func drawEmptyListMessage(_ message: String, top: Int, width: Int) {
        for (offset, line) in TextWrapping.lines(message, width: width - 6).enumerated() {
            put(line, x: 3, y: top + 1 + offset, role: .muted)
        }
    }
}
