import ScorekeeperCore

/// Draws a prompt: a framed one-line field, with the refusal reason (or a hint) under it, and
/// places the terminal cursor in the field.
enum PromptView {
    static func draw(_ prompt: Prompt, anchorRow: Int?, rowHeight: Int, into screen: inout Screen, layout: Layout) {
        let width = min(64, layout.size.columns - 2)
        let rect = DialogPlacement.rect(width: width, height: 4, anchorRow: anchorRow, rowHeight: rowHeight, layout: layout)
        screen.box(rect, title: prompt.title)
        let label = prompt.label + ": "
        let labelX = rect.x + 2
        let fieldX = labelX + DisplayWidth.of(label)
        let fieldWidth = rect.maxX - 2 - fieldX
        screen.put(label, x: labelX, y: rect.y + 1, role: .dialog, attributes: [.bold])
        screen.fill(Rect(x: fieldX, y: rect.y + 1, width: fieldWidth, height: 1), role: .input)
        let visible = prompt.field.visible(width: fieldWidth)
        screen.put(visible.text, x: fieldX, y: rect.y + 1, role: .input, maxWidth: fieldWidth)
        screen.cursor = Point(x: fieldX + visible.cursorColumn, y: rect.y + 1)
        let messageWidth = rect.width - 4
        if let error = prompt.error {
            screen.put("! " + error, x: labelX, y: rect.y + 2, width: messageWidth, role: .error)
        } else {
            screen.put(prompt.hint ?? "Enter saves · Esc cancels", x: labelX, y: rect.y + 2, width: messageWidth, role: .dialog)
        }
    }
}
