import ScorekeeperStore

/// Draws a prompt: a framed one-line field, with the refusal reason (or a hint) under it, and
/// places the terminal cursor in the field.
enum PromptView {
    /// The box's width: 64 columns, wider when the line under the field needs it and the terminal
    /// has room, so a hint ("…, 6 rounds", "Esc stops") is not cut on a wide terminal.
    static func width(message: String?, layout: Layout) -> Int {
        min(max(64, message.map { DisplayWidth.of($0) + 4 } ?? 0), layout.size.columns - 2)
    }

    /// The line under the field: the refusal, else the hint.
    static func message(_ prompt: Prompt) -> String {
        prompt.error.map { "! " + $0 } ?? prompt.hint ?? "Enter saves · Esc cancels"
    }

    static func draw(_ prompt: Prompt, anchorRow: Int?, rowHeight: Int, into screen: inout Screen, layout: Layout) {
        let width = width(message: message(prompt), layout: layout)
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
        screen.put(message(prompt), x: labelX, y: rect.y + 2, width: messageWidth, role: prompt.error == nil ? .dialog : .error)
    }
}
