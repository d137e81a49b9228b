import ScorekeeperStore

/// A yes/no dialog drawn next to the row it concerns: it says what will be lost, and its focus
/// starts on the safe button. Without a `confirmLabel` it only says why nothing can be done yet:
/// its one button closes it.
enum ConfirmationView {
    static func draw(title: String, message: String, confirmLabel: String?, choice: ConfirmationChoice,
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
        guard let confirmLabel else {
            screen.put(button("Close (n)", focused: true), x: rect.x + 2, y: buttonsY, role: .focusedButton)
            return
        }
        let cancel = button("Cancel (n)", focused: choice == .cancel)
        let confirm = button("\(confirmLabel) (y)", focused: choice == .confirm)
        var x = rect.x + 2
        x += screen.put(cancel, x: x, y: buttonsY, role: choice == .cancel ? .focusedButton : .button)
        x += 2
        screen.put(confirm, x: x, y: buttonsY, role: choice == .confirm ? .focusedDangerButton : .danger)
    }

    /// A dialog of three or more buttons in a row (Esc's question in the round grid): the
    /// message, then the buttons, the focused one marked; `destructive` ones in the danger colours.
    static func draw(title: String, message: String, buttons: [(label: String, focused: Bool, destructive: Bool)],
                     into screen: inout Screen, layout: Layout) {
        let buttonsWidth = buttons.reduce(0) { $0 + DisplayWidth.of(button($1.label, focused: $1.focused)) + 2 }
        let width = min(max(56, buttonsWidth + 2), layout.size.columns - 2)
        let lines = Array(TextWrapping.lines(message, width: width - 4).prefix(max(1, layout.list.height - 4)))
        let rect = DialogPlacement.rect(width: width, height: lines.count + 4, anchorRow: nil, rowHeight: 1, layout: layout)
        screen.box(rect, title: title)
        for (offset, line) in lines.enumerated() {
            screen.put(line, x: rect.x + 2, y: rect.y + 1 + offset, role: .dialog)
        }
        var x = rect.x + 2
        for item in buttons {
            let role: Role = item.destructive ? (item.focused ? .focusedDangerButton : .danger)
                : (item.focused ? .focusedButton : .button)
            x += screen.put(button(item.label, focused: item.focused), x: x, y: rect.maxY - 2, role: role, maxWidth: max(0, rect.maxX - 1 - x))
            x += 2
        }
    }

    /// A button's text; the focused one carries a marker so it shows without colors too.
    static func button(_ label: String, focused: Bool) -> String {
        focused ? "▸ " + label + " " : "  " + label + " "
    }
}
