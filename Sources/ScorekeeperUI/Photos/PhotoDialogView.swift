/// A photo dialog ("Player photo", "Person photo"): its choices, the destructive one in the
/// danger colours, drawn next to the row it is about.
enum PhotoDialogView {
    static func draw(title: String, choices: [PhotoDialogChoice], choice: PhotoDialogChoice, personName: String?,
                     anchorRow: Int?, rowHeight: Int, into screen: inout Screen, layout: Layout,
                     leftMargin: Int = Layout.avatarX + Layout.avatarColumns + 1) {
        let rect = DialogPlacement.rect(width: PhotoDialogChoice.dialogWidth, height: choices.count + 2, anchorRow: anchorRow,
                                        rowHeight: rowHeight, layout: layout, leftMargin: leftMargin)
        screen.box(rect, title: title)
        for (line, item) in choices.enumerated() {
            let focused = item == choice
            let destructive = item.isDestructive
            let role: Role = focused ? (destructive ? .focusedDangerButton : .focusedButton) : (destructive ? .danger : .dialog)
            let y = rect.y + 1 + line
            screen.fill(Rect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1), role: focused ? role : .dialog)
            screen.put((focused ? "▸ " : "  ") + item.title(personName: personName), x: rect.x + 2, y: y, width: rect.width - 4,
                       role: role)
        }
    }
}
