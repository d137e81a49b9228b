import Foundation
import ScorekeeperStore

/// A sheet game's sheet (`t`): a row per cell of the sheet (categories, frames, rounds, turns), a
/// column per player in seat order, then the bonus rows, "Left" for darts, "Total" and, once a
/// player has finished or is out, their status under their total (muted); the cursor's
/// cell highlighted (its row marked "▸"), and for darts the selected player's checkout. Rows that
/// do not fit scroll with the cursor ("▲"/"▼" before the columns say more are there); so do
/// columns ("‹"/"›").
@MainActor
enum SheetView {
    static func draw(_ model: GameModel, sheet: GameSheet, cursor: SheetCursor, into screen: inout Screen, layout: Layout) {
        let width = screen.size.columns
        let area = layout.list
        let labels = sheet.rowLabels
        let bonuses = sheet.bonusLabels
        let selected = sheet.column(of: cursor.playerID) ?? 0
        let columnCount = sheet.columns.count
        let checkoutLine = SheetGeometry.showsCheckout(sheet)
        let geometry = SheetGeometry(sheet: sheet, cursor: cursor, width: width, height: area.height) { name(of: $0, in: model) }
        let (labelWidth, columnsX, cellWidth, shown) = (geometry.labelWidth, geometry.columnsX, geometry.cellWidth, geometry.shown)
        let firstColumn = shown.first ?? 0
        func x(ofShown index: Int) -> Int { geometry.x(ofShown: index) }

        // The header: the sheet's name over the labels, the players' names over their columns.
        let header = layout.columnHeaderRow
        screen.fill(Rect(x: 0, y: header, width: width, height: 1), role: .columnHeader)
        screen.put(Sanitized.text(sheet.sheet.title), x: 1, y: header, width: labelWidth, role: .columnHeader, attributes: [.bold])
        if firstColumn > 0 { screen.put("‹", x: columnsX - 1, y: header, role: .columnHeader) }
        if let last = shown.last, last < columnCount - 1 { screen.put("›", x: width - 1, y: header, role: .columnHeader) }
        for (index, column) in shown.enumerated() {
            let id = sheet.columns[column].playerID
            screen.put(name(of: id, in: model), x: x(ofShown: index), y: header, width: cellWidth,
                       role: column == selected ? .selection : .columnHeader, attributes: [.bold], alignRight: true)
        }

        let (firstRow, visibleCount) = (geometry.firstRow, geometry.visibleCount)
        var y = area.y
        for row in firstRow..<(firstRow + visibleCount) {
            let isCursorRow = row == cursor.row
            if isCursorRow { screen.put("▸", x: 0, y: y, attributes: [.bold]) }
            screen.put(Sanitized.text(labels[row]), x: 1, y: y, width: labelWidth, attributes: isCursorRow ? [.bold] : [])
            for (index, column) in shown.enumerated() {
                let text = Sanitized.text(sheet.cellText(row: row, column: column))
                let isCursor = isCursorRow && column == selected
                let role: Role = isCursor ? .selection : (text == Glyphs.emptyCell ? .muted : .normal)
                screen.put(text, x: x(ofShown: index), y: y, width: cellWidth, role: role, attributes: isCursor ? [.bold] : [],
                           alignRight: true)
            }
            y += 1
        }
        if firstRow > 0 { screen.put("▲", x: columnsX - 1, y: area.y, role: .muted) }
        if firstRow + visibleCount < labels.count { screen.put("▼", x: columnsX - 1, y: y - 1, role: .muted) }

        func footer(_ label: String, bold: Bool = false, labelRole: Role = .normal, _ text: (Int) -> (String, Role)) {
            guard y < area.maxY else { return }
            screen.put(label, x: 1, y: y, width: labelWidth, role: labelRole, attributes: bold ? [.bold] : [])
            for (index, column) in shown.enumerated() {
                let (value, role) = text(column)
                screen.put(value, x: x(ofShown: index), y: y, width: cellWidth, role: role, attributes: bold ? [.bold] : [],
                           alignRight: true)
            }
            y += 1
        }
        for bonus in bonuses {
            footer(Sanitized.text(bonus)) { column in
                let text = sheet.bonusText(bonus, column: column)
                return (text, text == Glyphs.emptyCell ? .muted : .normal)
            }
        }
        if sheet.showsRemaining {
            footer("Left") { column in (sheet.columns[column].sheet.remaining.map(String.init) ?? "", .normal) }
        }
        footer("Total", bold: true) { column in
            (String(sheet.columns[column].sheet.total), model.isHighlightedLeader(sheet.columns[column].playerID) ? .leader : .normal)
        }
        if sheet.showsStatus {
            footer("Status", labelRole: .muted) { column in (Sanitized.text(sheet.statusText(column: column) ?? ""), .muted) }
        }
        if checkoutLine, y < area.maxY, let checkout = sheet.checkout(column: selected) {
            screen.put("Checkout: \(checkout)", x: 1, y: y, width: width - 2)
        }
    }

    private static func name(of id: Player.ID, in model: GameModel) -> String {
        Sanitized.text(model.players[id: id]?.player.name ?? "?")
    }
}
