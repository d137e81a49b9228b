import ScorekeeperStore

/// The sheet under the watch's standings, for a sheet game: a line per player in seat order, a
/// column per cell (frames, turns, rounds, categories), as a bowling alley's screen shows frames.
/// Cells read as every surface reads them (`Sheet.figure`); when frames, turns or rounds do not
/// all fit, the newest entries stay in view ("‹" and "›" say more are there); categories show
/// from the first.
@MainActor
enum WatchSheetView {
    /// Lines the strip takes for `tally`: a header, a line per player, and a blank line above.
    static func height(_ tally: SheetTally) -> Int { tally.players.count + 2 }

    static func draw(_ tally: SheetTally, names: [String: String], in area: Rect, into screen: inout Screen) {
        guard area.height >= height(tally), area.width > 20 else { return }
        let sheets = tally.sheetsInSeatOrder
        let labels = sheets.max { $0.cells.count < $1.cells.count }?.cells.map(\.label) ?? []
        let nameWidth = min(16, max(4, tally.players.map { DisplayWidth.of(names[$0] ?? "?") }.max() ?? 4))
        let totalTitle = "Total"
        let totalWidth = max(totalTitle.count, sheets.map { String($0.total).count }.max() ?? 1)
        // Each column as wide as its widest figure or its label.
        let widths = labels.indices.map { column in
            max(DisplayWidth.of(shortLabel(labels[column])), sheets.map { sheet in
                column < sheet.cells.count ? DisplayWidth.of(Sanitized.text(tally.sheet.figure(of: sheet.cells[column]))) : 1
            }.max() ?? 1)
        }
        // Frames and turns hold spaces of their own: a bar between two keeps them apart.
        let separated: Bool
        switch tally.sheet.kind {
        case .frames, .countdown: separated = true
        default: separated = false
        }
        let gap = separated ? 3 : 1
        let startX = area.x + 2 + nameWidth + 1
        let room = area.maxX - 2 - totalWidth - 1 - startX
        // The columns shown: from the first (categories) or up to the last (what grows).
        var shown: [Int] = []
        var used = 0
        let growing: Bool
        switch tally.sheet.kind {
        case .categories: growing = false
        default: growing = true
        }
        // What grows keeps its newest entries in view: back from the column after the last one
        // filled, then on to the empty ones while they fit.
        let lastFilled = sheets.compactMap { $0.cells.lastIndex { $0.text != nil } }.max() ?? -1
        let newest = min(labels.count - 1, lastFilled + 1)
        let order = growing ? Array((0...max(0, newest)).reversed()) + Array((newest + 1)..<max(newest + 1, labels.count))
            : Array(labels.indices)
        for column in order where labels.indices.contains(column) {
            guard used + widths[column] + gap <= room else { break }
            used += widths[column] + gap
            shown.append(column)
        }
        shown.sort()
        let y = area.y + 1
        var x = startX
        if let first = shown.first, first > 0 { screen.put("‹", x: startX - 1, y: y, role: .muted) }
        var columnX: [Int: Int] = [:]
        for column in shown {
            columnX[column] = x
            screen.put(shortLabel(labels[column]), x: x, y: y, width: widths[column], role: .columnHeader, alignRight: true)
            x += widths[column] + gap
        }
        if let last = shown.last, last < labels.count - 1 { screen.put("›", x: x, y: y, role: .muted) }
        let totalX = area.maxX - 2 - totalWidth
        screen.put(totalTitle, x: totalX, y: y, width: totalWidth, role: .columnHeader, alignRight: true)
        for (index, player) in tally.players.enumerated() {
            let rowY = y + 1 + index
            let sheet = sheets[index]
            screen.put(Sanitized.text(names[player] ?? "?"), x: area.x + 2, y: rowY, width: nameWidth, attributes: [.bold])
            for column in shown {
                let figure = column < sheet.cells.count ? Sanitized.text(tally.sheet.figure(of: sheet.cells[column])) : Sheet.emptyCell
                screen.put(figure, x: columnX[column] ?? 0, y: rowY, width: widths[column],
                           role: figure == Sheet.emptyCell ? .muted : .normal, alignRight: true)
                if separated, column != shown.last {
                    screen.put("│", x: (columnX[column] ?? 0) + widths[column] + 1, y: rowY, role: .muted)
                }
            }
            screen.put(String(sheet.total), x: totalX, y: rowY, width: totalWidth, attributes: [.bold], alignRight: true)
        }
    }

    /// A column's label, short: the number of a frame, turn or round ("Frame 10" is "10"), else
    /// the label's first word, cut to five columns.
    static func shortLabel(_ label: String) -> String {
        let words = label.split(separator: " ")
        if let last = words.last, Int(last) != nil { return String(last) }
        return DisplayWidth.truncate(Sanitized.text(String(words.first ?? "")), toWidth: 5)
    }
}
