import Foundation
import ScorekeeperStore

/// Where a sheet's rows and columns sit on screen for a cursor and a size: what `SheetView` draws
/// and what a click on the sheet means are worked out here once, so they never disagree.
struct SheetGeometry {
    /// The label column's width; the players' columns start one after it.
    let labelWidth: Int
    let columnsX: Int
    let cellWidth: Int
    /// The players' columns shown, by index into the sheet's columns, left to right.
    let shown: [Int]
    /// The sheet's own rows shown: the first one, and how many from it.
    let firstRow: Int
    let visibleCount: Int

    /// `names` gives each player's name as shown (their column is at least that wide).
    init(sheet: GameSheet, cursor: SheetCursor, width: Int, height: Int, name: (Player.ID) -> String) {
        let labels = sheet.rowLabels
        let bonuses = sheet.bonusLabels
        let selected = sheet.column(of: cursor.playerID) ?? 0

        // The label column: as wide as its longest label, but never more than a third of the screen.
        let allLabels = labels + bonuses + ["Left", "Total", "Status", Sanitized.text(sheet.sheet.title)]
        labelWidth = min(max(5, allLabels.map { DisplayWidth.of(Sanitized.text($0)) }.max() ?? 5), 20, max(5, width / 3))
        columnsX = 1 + labelWidth + 1
        // Every player's column is as wide as the widest thing in any of them, within limits.
        var widest = 4
        for column in sheet.columns.indices {
            for row in labels.indices { widest = max(widest, DisplayWidth.of(Sanitized.text(sheet.cellText(row: row, column: column)))) }
            for bonus in bonuses { widest = max(widest, DisplayWidth.of(Sanitized.text(sheet.bonusText(bonus, column: column)))) }
            widest = max(widest, String(sheet.columns[column].sheet.total).count)
            widest = max(widest, DisplayWidth.of(Sanitized.text(sheet.statusText(column: column) ?? "")))
            widest = max(widest, DisplayWidth.of(name(sheet.columns[column].playerID)))
        }
        // One column is kept for the "›" marker on the right.
        let available = max(1, width - columnsX - 1)
        cellWidth = min(widest, 16, max(1, available - 1))
        let fitting = max(1, available / (cellWidth + 1))
        let firstColumn = selected < fitting ? 0 : selected - fitting + 1
        shown = Array(firstColumn..<min(sheet.columns.count, firstColumn + fitting))

        // The footer stays in view under the sheet's own rows: bonuses, what is left, the total,
        // the players' status and the checkout line.
        let footerCount = bonuses.count + (sheet.showsRemaining ? 1 : 0) + 1 + (sheet.showsStatus ? 1 : 0)
            + (SheetGeometry.showsCheckout(sheet) ? 1 : 0)
        let rowsHeight = max(1, height - footerCount)
        visibleCount = min(labels.count, rowsHeight)
        let lastFirst = max(0, labels.count - visibleCount)
        firstRow = min(lastFirst, cursor.row < visibleCount ? 0 : cursor.row - visibleCount + 1)
    }

    /// The x where a shown column (by its place among those shown) starts.
    func x(ofShown index: Int) -> Int { columnsX + index * (cellWidth + 1) }

    /// The sheet row and player column at a point of the list area (line from its top, screen
    /// column), or nil where there is no cell: the labels, the footer, the gaps.
    func cell(line: Int, column: Int) -> (row: Int, column: Int)? {
        guard line >= 0, line < visibleCount, column >= columnsX else { return nil }
        let index = (column - columnsX) / (cellWidth + 1)
        guard shown.indices.contains(index), column - x(ofShown: index) < cellWidth else { return nil }
        return (firstRow + line, shown[index])
    }

    /// Whether the sheet keeps a line for the selected player's checkout (darts, finishing on a double).
    static func showsCheckout(_ sheet: GameSheet) -> Bool {
        guard case .countdown(let rules) = sheet.sheet.kind else { return false }
        return rules.turns == .darts && rules.doubleOut
    }
}
