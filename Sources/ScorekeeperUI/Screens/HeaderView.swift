import ScorekeeperCore

/// The title bar at the top of every screen: a title on the left, a summary on the right.
enum HeaderView {
    static func draw(title: String, detail: String, into screen: inout Screen, row: Int = 0) {
        let width = screen.size.columns
        screen.fill(Rect(x: 0, y: row, width: width, height: 1), role: .header)
        let detailWidth = min(DisplayWidth.of(detail), max(0, width / 2 - 1))
        let titleWidth = max(0, width - detailWidth - 3)
        screen.put(title, x: 1, y: row, width: titleWidth, role: .header, attributes: [.bold])
        if detailWidth > 0 {
            screen.put(detail, x: width - detailWidth - 1, y: row, width: detailWidth, role: .header, alignRight: true)
        }
    }
}
