/// Where a dialog goes: just under the row it is about (or just above when there is no room
/// below), or near the top of the list when it is about no row.
enum DialogPlacement {
    /// `leftMargin` is where an anchored dialog starts: past the columns it should leave visible.
    static func rect(width: Int, height: Int, anchorRow: Int?, rowHeight: Int, layout: Layout, leftMargin: Int = 4) -> Rect {
        let columns = layout.size.columns
        let width = min(width, columns - 2)
        let listTop = layout.list.y
        let listBottom = layout.statusRow
        guard let anchorRow else {
            let x = max(1, (columns - width) / 2)
            return Rect(x: x, y: min(listTop + 1, max(0, listBottom - height)), width: width, height: height)
        }
        let x = min(leftMargin, max(0, columns - width - 1))
        let below = anchorRow + rowHeight
        if below + height <= listBottom {
            return Rect(x: x, y: below, width: width, height: height)
        }
        let above = anchorRow - height
        if above >= listTop {
            return Rect(x: x, y: above, width: width, height: height)
        }
        return Rect(x: x, y: max(listTop, listBottom - height), width: width, height: height)
    }
}
