/// A yes/no dialog drawn next to the row it concerns: it says what will be lost, and its focus
/// starts on the safe button.
enum ConfirmationView {
    static func draw(title: String, message: String, confirmLabel: String, choice: ConfirmationChoice,
                     anchorRow: Int?, rowHeight: Int, into screen: inout Screen, layout: Layout) {
        let width = min(56, layout.size.columns - 2)
        let lines = TextWrapping.lines(message, width: width - 4)
        // The list area bounds the dialog: the message is cut rather than covering the key bar.
        let maxMessageLines = max(1, layout.list.height - 4)
        let shownLines = Array(lines.prefix(maxMessageLines))
        let height = shownLines.count + 4
        let rect = DialogPlacement.rect(width: width, height: height, anchorRow: anchorRow, rowHeight: rowHeight, layout: layout)
        screen.box(rect, title: title)
        for (offset, line) in shownLines.enumerated() {
            screen.put(line, x: rect.x + 2, y: rect.y + 1 + offset, role: .dialog)
        }
        let buttonsY = rect.maxY - 2
        let cancel = button("Cancel (n)", focused: choice == .cancel)
        let confirm = button("\(confirmLabel) (y)", focused: choice == .confirm)
        var x = rect.x + 2
        x += screen.put(cancel, x: x, y: buttonsY, role: choice == .cancel ? .focusedButton : .button)
        x += 2
        screen.put(confirm, x: x, y: buttonsY, role: choice == .confirm ? .focusedDangerButton : .danger)
    }

    /// A button's text; the focused one carries a marker so it shows without colors too.
    static func button(_ label: String, focused: Bool) -> String {
        focused ? "▸ " + label + " " : "  " + label + " "
    }
}
