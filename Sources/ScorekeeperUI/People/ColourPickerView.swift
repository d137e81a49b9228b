import ScorekeeperStore

/// The palette to choose a person's colour from: two columns of markers and names, each in its
/// colour, the highlighted one focused.
enum ColourPickerView {
    static func draw(name: String, highlighted: PersonColour, anchorRow: Int?, into screen: inout Screen, layout: Layout) {
        let colours = PersonColour.allCases
        let perColumn = (colours.count + 1) / 2
        let columnWidth = 14
        let rect = DialogPlacement.rect(width: 2 * columnWidth + 4, height: perColumn + 2, anchorRow: anchorRow,
                                        rowHeight: 1, layout: layout)
        screen.box(rect, title: "Colour of \(Sanitized.text(name))")
        for (index, colour) in colours.enumerated() {
            let x = rect.x + 2 + (index / perColumn) * columnWidth
            let y = rect.y + 1 + index % perColumn
            let focused = colour == highlighted
            let text = (focused ? "▸ " : "  ") + "\(colour.marker) \(colour.name)"
            screen.put(text, x: x, y: y, width: columnWidth - 1, role: focused ? .focusedButton : colour.role)
        }
    }
}
