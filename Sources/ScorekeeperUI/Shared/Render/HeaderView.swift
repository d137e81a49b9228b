import ScorekeeperStore

/// The title bar at the top of every screen: a title on the left, a summary on the right.
enum HeaderView {
    /// `details` go from the most complete to the shortest: the first that fits whole in its half
    /// next to the whole title is shown; when none does, the title is cut and the longest detail
    /// that fits its half (else the shortest, cut) is kept.
    static func draw(title: String, details: [String], into screen: inout Screen, row: Int = 0) {
        let width = screen.size.columns
        screen.fill(Rect(x: 0, y: row, width: width, height: 1), role: .header)
        let titleWidth = DisplayWidth.of(title)
        let half = max(0, width / 2 - 1)
        let detail = details.first { DisplayWidth.of($0) <= half && titleWidth + DisplayWidth.of($0) + 3 <= width }
            ?? details.first { DisplayWidth.of($0) <= half } ?? details.last ?? ""
        let detailWidth = min(DisplayWidth.of(detail), max(0, width / 2 - 1))
        // A table game's title cut keeps its round and table (`TableGameTitle`).
        let titleRoom = max(0, width - detailWidth - 3)
        screen.put(TableGameTitle.fitted(title, toWidth: titleRoom), x: 1, y: row, width: titleRoom, role: .header, attributes: [.bold])
        if detailWidth > 0 {
            screen.put(detail, x: width - detailWidth - 1, y: row, width: detailWidth, role: .header, alignRight: true)
        }
    }
}
