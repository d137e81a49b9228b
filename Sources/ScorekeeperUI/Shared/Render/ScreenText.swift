/// Turns a frame into plain text, one line per row, for snapshot tests and debugging.
extension Screen {
    /// The characters of every row, with trailing spaces removed.
    public var text: String {
        var lines: [String] = []
        for y in 0..<size.rows {
            var line = ""
            for x in 0..<size.columns {
                let cell = self[x, y]
                if cell.width == 0 { continue }
                line.append(cell.character)
            }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The roles of a row, one letter per column, for tests that check highlighting.
    public func roles(ofRow y: Int) -> [Role] {
        (0..<size.columns).map { self[$0, y].role }
    }
}
