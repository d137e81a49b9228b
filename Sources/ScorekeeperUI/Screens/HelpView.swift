import ScorekeeperCore

/// `?`: every key of the current screen with what it does, from the same table as the key bar.
enum HelpView {
    static func draw(_ table: KeyTable, into screen: inout Screen, layout: Layout) {
        let bindings = table.bindings
        let keysWidth = min(12, bindings.map { DisplayWidth.of($0.keysText) }.max() ?? 4)
        let width = min(72, layout.size.columns - 2)
        let availableLines = layout.size.rows - 2 - 3
        let height = min(bindings.count, max(1, availableLines)) + 3
        let rect = Rect(x: (layout.size.columns - width) / 2, y: 1, width: width, height: height)
        screen.box(rect, title: "Keys · \(table.title)")
        for (line, binding) in bindings.prefix(height - 3).enumerated() {
            let y = rect.y + 1 + line
            screen.put(binding.keysText, x: rect.x + 2, y: y, width: keysWidth, role: .dialog, attributes: [.bold])
            screen.put(binding.help, x: rect.x + 3 + keysWidth, y: y, width: rect.width - keysWidth - 5, role: .dialog)
        }
        let footer = bindings.count > height - 3 ? "… (make the window taller to see more) · any key closes" : "Any key closes this help."
        screen.put(footer, x: rect.x + 2, y: rect.maxY - 2, width: rect.width - 4, role: .dialog)
    }
}
