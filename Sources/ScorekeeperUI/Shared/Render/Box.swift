/// Draws framed boxes with Unicode box-drawing characters (not curses' ACS line drawing, which
/// comes out as letters in some terminal and multiplexer combinations).
extension Screen {
    /// Fills `rect` with `role` and frames it, with an optional title in the top border.
    public mutating func box(_ rect: Rect, title: String? = nil, role: Role = .dialog,
                             borderRole: Role = .dialogBorder) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        fill(rect, role: role)
        let right = rect.maxX - 1
        let bottom = rect.maxY - 1
        for x in rect.x + 1..<right {
            put("─", x: x, y: rect.y, role: borderRole)
            put("─", x: x, y: bottom, role: borderRole)
        }
        for y in rect.y + 1..<bottom {
            put("│", x: rect.x, y: y, role: borderRole)
            put("│", x: right, y: y, role: borderRole)
        }
        put("┌", x: rect.x, y: rect.y, role: borderRole)
        put("┐", x: right, y: rect.y, role: borderRole)
        put("└", x: rect.x, y: bottom, role: borderRole)
        put("┘", x: right, y: bottom, role: borderRole)
        if let title, rect.width > 6 {
            put(" " + title + " ", x: rect.x + 2, y: rect.y, role: borderRole, attributes: [.bold],
                maxWidth: rect.width - 4)
        }
    }
}
