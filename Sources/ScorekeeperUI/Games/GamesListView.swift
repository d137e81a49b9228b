import ScorekeeperStore

/// The games list: a title bar, one row per game (title, when it was last played and player
/// count), and its dialogs.
@MainActor
enum GamesListView {
    nonisolated static let countWidth = 8
    /// The narrowest screen that shows when each game was last played (the title keeps room).
    static let playedMinimumWidth = 44

    static func draw(_ model: GamesListModel, into screen: inout Screen, layout: Layout) {
        let width = screen.size.columns
        let countText = model.filter.map { !$0.field.text.isEmpty } == true
            ? "\(model.matchingCount) of \(model.gameCount) games"
            : model.gameCount == 1 ? "1 game" : "\(model.gameCount) games"
        HeaderView.draw(title: "Scorekeeper · Games", details: ["\(countText) · by \(model.order.label)", countText],
                        into: &screen)

        screen.fill(Rect(x: 0, y: layout.columnHeaderRow, width: width, height: 1), role: .columnHeader)
        screen.put("Title", x: 3, y: layout.columnHeaderRow, role: .columnHeader)
        screen.put("Players", x: width - countWidth - 1, y: layout.columnHeaderRow, width: countWidth,
                   role: .columnHeader, alignRight: true)
        // When each game was last played, in words relative to the file's clock ("20:14", "Tue",
        // "12 Mar"): what tells two games of one title apart. As wide as the rows shown need.
        let days = DayText(now: model.now)
        let played = width >= playedMinimumWidth && model.hasLoaded && model.matchingCount > 0
            ? PlayedColumn(days: days, width: model.list.visible.map { DisplayWidth.of(days.text($0.game.lastPlayed)) }.max() ?? 0)
            : nil
        if let played {
            screen.put("Played", x: played.x(screenWidth: width), y: layout.columnHeaderRow, role: .columnHeader)
        }

        let list = layout.list
        guard model.hasLoaded else {
            screen.put("Loading…", x: 3, y: list.y + 1, role: .muted)
            return
        }
        if model.matchingCount == 0 {
            let message = model.gameCount == 0
                // A new user learns where their games will live (an in-memory database has no file).
                ? "No games yet. Press a to add one." + (model.database.path.map { " Games are kept in \(Sanitized.text($0))." } ?? "")
                : "No game matches \"\(Sanitized.text(model.filter?.field.text ?? ""))\". Esc clears the filter."
            screen.drawEmptyListMessage(message, top: list.y, width: width)
            return
        }
        let lines = model.lines(height: list.height)
        ScrollMarkerView.draw(hiddenAbove: model.hiddenAbove + lines.cutAbove, hiddenBelow: model.hiddenBelow + lines.cutBelow,
                              rightLabelX: width - countWidth - 1 + countWidth - 7, minimumX: 10, into: &screen, layout: layout)
        for (line, content) in lines.lines.enumerated() {
            switch content {
            case .heading(let text):
                screen.put(text, x: 1, y: list.y + line, width: width - 2, role: .muted, attributes: [.bold])
            case .tournament(let text):
                // Under the evening's heading, over the titles: the tables below are this tournament's.
                screen.put(text, x: 3, y: list.y + line, width: width - 4, role: .muted, attributes: [.bold])
            case .game(let summary):
                drawRow(summary, y: list.y + line, selected: summary.id == model.list.selectedID, played: played, into: &screen)
            }
        }
    }

    /// The games list's "Played" column: the words for each game's last play and the room they take.
    struct PlayedColumn {
        var days: DayText
        /// The widest text shown, at least the header's.
        var width: Int

        init(days: DayText, width: Int) {
            self.days = days
            self.width = max(width, DisplayWidth.of("Played"))
        }

        /// Where it starts: before the player count, a space between.
        func x(screenWidth: Int) -> Int { screenWidth - GamesListView.countWidth - 2 - width }
    }

    /// One game's row: its title (a finished game's winners after it), when it was last played
    /// (when `played` is given) and its player count. A person's games are drawn the same way.
    static func drawRow(_ summary: GameSummary, y: Int, selected: Bool, played: PlayedColumn? = nil, into screen: inout Screen) {
        let width = screen.size.columns
        let role = screen.drawListRow(y: y, width: width, selected: selected)
        let titleWidth = width - countWidth - 5 - (played.map { $0.width + 1 } ?? 0)
        if let played {
            screen.put(played.days.text(summary.game.lastPlayed), x: played.x(screenWidth: width), y: y, width: played.width,
                       role: selected ? role : .muted)
        }
        let title = Sanitized.text(summary.game.title)
        // A table game's title cut keeps its round and table.
        func fitted(_ width: Int) -> String { TableGameTitle.fitted(title, toWidth: width) }
        if summary.game.isFinished {
            // A finished game: its title, then its winners, each cut to fit.
            let names = summary.winnerNames.map(Sanitized.text).joined(separator: ", ")
            let trophy = "\(Glyphs.winner) " + (names.isEmpty ? "finished" : names)
            let trophyWidth = min(DisplayWidth.of(trophy), max(0, titleWidth / 2 - 2))
            let shownTitle = min(DisplayWidth.of(title), max(1, titleWidth - trophyWidth - 2))
            screen.put(fitted(shownTitle), x: 3, y: y, width: shownTitle, role: role)
            screen.put(trophy, x: 3 + shownTitle + 2, y: y, width: max(0, titleWidth - shownTitle - 2),
                       role: selected ? role : .finished)
        } else {
            screen.put(fitted(titleWidth), x: 3, y: y, width: titleWidth, role: role)
        }
        screen.put(String(summary.playerCount), x: width - countWidth - 1, y: y, width: countWidth,
                   role: selected ? role : .muted, alignRight: true)
    }

    static func drawOverlays(_ model: GamesListModel, into screen: inout Screen, layout: Layout) {
        guard let destination = model.destination else { return }
        // The screen row of the game the dialog is about: each visible row asks "is my dialog
        // presented?" with its id, and the dialog is drawn next to the one that is.
        let anchor = model.lines(height: layout.list.height).lines.enumerated()
            .first { if case .game(let summary) = $0.element { model.destination[isPresenting: summary.id] } else { false } }
            .map { layout.list.y + $0.offset }
        let rowHeight = 1
        switch destination {
        case .addGame(let prompt), .addGameRules(_, let prompt), .addSheetGame(_, let prompt):
            PromptView.draw(prompt, anchorRow: nil, rowHeight: rowHeight, into: &screen, layout: layout)
        case .chooseSheet(let choice):
            SheetChoiceView.draw(choice, into: &screen, layout: layout)
        case .renameGame(_, let prompt):
            PromptView.draw(prompt, anchorRow: anchor, rowHeight: rowHeight, into: &screen, layout: layout)
        case .confirmDelete(let id, let choice):
            let summary = model.list.rows[id: id]
            let title = Sanitized.text(summary?.game.title ?? "this game")
            let count = summary?.playerCount ?? 0
            let loss = count == 0 ? "It has no players."
                : count == 1 ? "Its 1 player and their score will be deleted too."
                : "Its \(count) players and their scores will be deleted too."
            ConfirmationView.draw(title: "Delete game?", message: "Delete \"\(title)\"? \(loss)",
                                  confirmLabel: "Delete", choice: choice, anchorRow: anchor, rowHeight: rowHeight,
                                  into: &screen, layout: layout)
        case .evening(let overlay):
            EveningView.draw(overlay, now: model.now, into: &screen, layout: layout)
        }
    }
}
