import ScorekeeperStore

/// A screen that takes the mouse: the wheel moves its selection, a click on a line of its list
/// (counted from the list's top) selects what is there. Each screen decides from its own state
/// (what is presented, which view) whether and how.
@MainActor
protocol MouseTarget: AnyObject {
    func wheel(by offset: Int)
    func clicked(line: Int, column: Int)
}

extension GamesListModel: MouseTarget {
    func wheel(by offset: Int) {
        if destination == nil { moveSelection(by: offset) }
    }

    func clicked(line: Int, column: Int) {
        // The lines as drawn: a click on an evening's heading selects nothing.
        let lines = self.lines(height: list.visibleRows).lines
        guard destination == nil, lines.indices.contains(line), case .game(let row) = lines[line] else { return }
        select(row.id)
    }
}

extension HistoryModel: MouseTarget {
    func wheel(by offset: Int) {
        if destination == nil { moveSelection(by: offset) }
    }

    func clicked(line: Int, column: Int) {
        guard destination == nil, let row = list.row(atVisibleLine: line / Layout.historyRowHeight) else { return }
        select(row.id)
    }
}

extension GameModel: MouseTarget {
    func wheel(by offset: Int) {
        switch screen {
        case .history(let history, _): history.wheel(by: offset)
        case .list(nil), .grid(nil): moveSelection(by: offset)
        case .list(.photoPicker?), .grid(.photoPicker?): movePickerSelection(by: offset)
        case .sheet(let cursor, nil): moveSheetCursor(by: offset, cursor: cursor)
        default: break
        }
    }

    /// A click selects the player under it; on an avatar it also opens the photo choices.
    func clicked(line: Int, column: Int) {
        switch screen {
        case .history(let history, _):
            history.clicked(line: line, column: column)
        case .list(nil):
            // A list of odd height ends with a line that belongs to no visible row.
            guard let row = list.row(atVisibleLine: line / Layout.playerRowHeight) else { return }
            select(row.id)
            if column >= Layout.avatarX && column < Layout.avatarX + Layout.avatarColumns { photoButtonTapped() }
        case .grid(nil):
            guard let row = list.row(atVisibleLine: line) else { return }
            select(row.id)
        case .sheet(let cursor, nil):
            // The cell under the click becomes the cursor's; a click on it again enters there.
            guard let sheet, let cell = sheetCell(line: line, column: column, cursor: cursor),
                  let playerID = sheet.columns[safe: cell.column]?.playerID else { return }
            let clicked = SheetCursor(playerID: playerID, row: cell.row)
            if clicked == cursor { performOnSheet(.enterOnSheet, cursor: cursor) } else { screen = .sheet(clicked, nil) }
        default:
            break
        }
    }
}

extension GameModel {
    /// The sheet's cell under a point of the list area, laid out as the view lays it out.
    func sheetCell(line: Int, column: Int, cursor: SheetCursor) -> (row: Int, column: Int)? {
        guard let sheet else { return nil }
        let layout = Layout(size: size)
        let geometry = SheetGeometry(sheet: sheet, cursor: cursor, width: size.columns, height: layout.list.height) { id in
            Sanitized.text(players[id: id]?.player.name ?? "?")
        }
        return geometry.cell(line: line, column: column)
    }
}
