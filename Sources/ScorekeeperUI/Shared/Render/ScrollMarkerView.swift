import ScorekeeperStore

/// Says how many rows lie outside a scrolled list's window, in the column header ("▲ 3 ▼ 12
/// more"), so nobody takes the window for the whole list. The rows themselves are left whole.
enum ScrollMarkerView {
    /// `rightLabelX` is where the header's right-hand label starts; the marker ends before it.
    static func draw(hiddenAbove: Int, hiddenBelow: Int, rightLabelX: Int, minimumX: Int,
                     into screen: inout Screen, layout: Layout) {
        var parts: [String] = []
        if hiddenAbove > 0 { parts.append("▲ \(hiddenAbove)") }
        if hiddenBelow > 0 { parts.append("▼ \(hiddenBelow)") }
        guard !parts.isEmpty else { return }
        let text = parts.joined(separator: " ") + " more"
        let x = rightLabelX - DisplayWidth.of(text) - 2
        guard x >= minimumX else { return }
        screen.put(text, x: x, y: layout.columnHeaderRow, role: .columnHeader)
    }
}
