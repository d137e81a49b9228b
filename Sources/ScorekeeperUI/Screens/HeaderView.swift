import ScorekeeperCore

/// The title bar at the top of every screen: a title on the left, a summary on the right.
enum HeaderView {
    /// `details` go from the most complete to the shortest: the first that fits next to the
    /// whole title is shown; when none does, the title is cut and the shortest detail kept.
    static func draw(title: String, details: [String], into screen: inout Screen, row: Int = 0) {
        let width = screen.size.columns
        screen.fill(Rect(x: 0, y: row, width: width, height: 1), role: .header)
        let titleWidth = DisplayWidth.of(title)
        let detail = details.first { titleWidth + DisplayWidth.of($0) + 3 <= width } ?? details.last ?? ""
        let detailWidth = min(DisplayWidth.of(detail), max(0, width / 2 - 1))
        screen.put(title, x: 1, y: row, width: max(0, width - detailWidth - 3), role: .header, attributes: [.bold])
        if detailWidth > 0 {
            screen.put(detail, x: width - detailWidth - 1, y: row, width: detailWidth, role: .header, alignRight: true)
        }
    }
}
