/// What a terminal too small for the layout shows instead of a garbled screen.
enum TooSmallView {
    static func draw(into screen: inout Screen) {
        let minimum = Layout.minimumSize
        let lines = TextWrapping.lines("Terminal too small. Make it at least \(minimum.columns)x\(minimum.rows).",
                                       width: max(1, screen.size.columns))
        let top = max(0, (screen.size.rows - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < screen.size.rows {
            screen.put(line, x: 0, y: top + offset, role: .muted)
        }
    }
}
