/// "Player photo": select a new photo, remove it (destructive), or cancel; drawn next to the row.
enum PhotoDialogView {
    static func draw(choice: PhotoDialogChoice, anchorRow: Int?, rowHeight: Int, into screen: inout Screen, layout: Layout) {
        let choices = PhotoDialogChoice.allCases
        let rect = DialogPlacement.rect(width: 30, height: choices.count + 2, anchorRow: anchorRow,
                                        rowHeight: rowHeight, layout: layout,
                                        leftMargin: Layout.avatarX + Layout.avatarColumns + 1)
        screen.box(rect, title: "Player photo")
        for (line, item) in choices.enumerated() {
            let focused = item == choice
            let destructive = item == .removePhoto
            let role: Role = focused ? (destructive ? .focusedDangerButton : .focusedButton) : (destructive ? .danger : .dialog)
            let y = rect.y + 1 + line
            screen.fill(Rect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1), role: focused ? role : .dialog)
            screen.put((focused ? "▸ " : "  ") + item.title, x: rect.x + 2, y: y, width: rect.width - 4, role: role)
        }
    }
}
