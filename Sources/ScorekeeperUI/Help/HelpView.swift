import ScorekeeperStore

/// `?`: every key of the current screen with what it does, from the same table as the key bar.
/// A table taller than the window scrolls (the arrows), with the lines shown said at the foot.
enum HelpView {
    static func draw(_ help: HelpOverlay, into screen: inout Screen, layout: Layout) {
        let bindings = help.table.helpBindings
        let keysWidth = min(12, bindings.map { DisplayWidth.of($0.keysText) }.max() ?? 4)
        let width = min(72, layout.size.columns - 2)
        let visible = HelpOverlay.visibleLines(in: layout)
        let height = min(bindings.count, visible) + 3
        let rect = Rect(x: (layout.size.columns - width) / 2, y: 1, width: width, height: height)
        screen.box(rect, title: "Keys · \(help.table.title)")
        let first = min(help.firstLine, max(0, bindings.count - visible))
        for (line, binding) in bindings.dropFirst(first).prefix(height - 3).enumerated() {
            let y = rect.y + 1 + line
            screen.put(binding.keysText, x: rect.x + 2, y: y, width: keysWidth, role: .dialog, attributes: [.bold])
            screen.put(binding.help, x: rect.x + 3 + keysWidth, y: y, width: rect.width - keysWidth - 5, role: .dialog)
        }
        let footer: String
        if bindings.count > visible {
            let last = min(bindings.count, first + visible)
            footer = "\(first + 1)-\(last) of \(bindings.count) · ↑/↓ scroll · any other key closes"
        } else {
            footer = "Any key closes this help."
        }
        screen.put(footer, x: rect.x + 2, y: rect.maxY - 2, width: rect.width - 4, role: .dialog)
    }
}
