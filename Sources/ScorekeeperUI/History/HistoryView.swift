import Foundation
import ScorekeeperStore

/// A game's history: one two-line row per score change, newest first (avatar, player in their
/// person's colour and marker, amount, the player's total after it, round, time; below, what kind
/// of change it was). Undone changes are muted and say so until they are redone or overwritten.
@MainActor
enum HistoryView {
    static func draw(_ model: HistoryModel, game: GameModel, into screen: inout Screen, layout: Layout) {
        let width = screen.size.columns
        let title = Sanitized.text(game.game?.game.title ?? "Game") + " · History"
        let count = model.totalCount == 1 ? "1 change" : "\(model.totalCount) changes"
        HeaderView.draw(title: title, details: ["\(count) · newest first", count], into: &screen)

        let columns = Columns(width: width, entries: model.list.visible)
        screen.fill(Rect(x: 0, y: layout.columnHeaderRow, width: width, height: 1), role: .columnHeader)
        screen.put("Player", x: columns.nameX + PersonNameView.markerWidth, y: layout.columnHeaderRow, role: .columnHeader)
        screen.put(Screen.fitted("Change", width: columns.amountWidth), x: columns.amountX, y: layout.columnHeaderRow,
                   width: columns.amountWidth, role: .columnHeader, alignRight: true)
        screen.put(Screen.fitted("Total", width: columns.totalWidth), x: columns.totalX, y: layout.columnHeaderRow,
                   width: columns.totalWidth, role: .columnHeader, alignRight: true)
        if columns.showsRoundAndTime {
            screen.put("Round", x: columns.roundX, y: layout.columnHeaderRow, width: Columns.roundWidth, role: .columnHeader, alignRight: true)
            screen.put("When", x: columns.timeX, y: layout.columnHeaderRow, width: Columns.timeWidth, role: .columnHeader, alignRight: true)
        }

        let list = layout.list
        guard model.hasLoaded else {
            screen.put("Loading…", x: 3, y: list.y + 1, role: .muted)
            return
        }
        if model.totalCount == 0 {
            screen.put("No score changes yet. Esc goes back; + and - score.", x: 3, y: list.y + 1, width: width - 6, role: .muted)
            return
        }
        ScrollMarkerView.draw(hiddenAbove: model.hiddenAbove, hiddenBelow: model.hiddenBelow,
                              rightLabelX: columns.amountX + columns.amountWidth - 6, minimumX: columns.nameX + 8,
                              into: &screen, layout: layout)
        let time = TimeText(now: model.now, timeZone: model.timeZone)
        for (line, entry) in model.list.visible.enumerated() {
            let y = list.y + line * Layout.historyRowHeight
            let selected = entry.id == model.list.selectedID
            let rowRole: Role = selected ? .selection : .normal
            let textRole: Role = entry.isUndone && !selected ? .muted : rowRole
            let attributes: CellAttributes = entry.isUndone ? [.dim] : []
            screen.fill(Rect(x: 0, y: y, width: width, height: Layout.historyRowHeight), role: rowRole)
            if selected { screen.put("▸", x: 0, y: y, role: rowRole, attributes: [.bold]) }
            AvatarView.draw(game.avatars[entry.playerID], name: entry.playerName, x: Columns.avatarX, y: y, into: &screen)
            // The player's person's colour and marker, as the game's list shows them.
            PersonNameView.draw(entry.playerName, colour: game.colours[entry.playerID], x: columns.nameX, y: y,
                                width: columns.amountX - columns.nameX - 1, role: textRole, selected: selected,
                                attributes: attributes, into: &screen)
            screen.put(Screen.fitted(HistoryOutcome.signed(entry.amount), width: columns.amountWidth), x: columns.amountX, y: y,
                       width: columns.amountWidth, role: textRole, attributes: attributes.union(entry.isUndone ? [] : [.bold]),
                       alignRight: true)
            screen.putNumber(entry.total, x: columns.totalX, y: y, width: columns.totalWidth, role: textRole, attributes: attributes)
            if columns.showsRoundAndTime {
                screen.put(String(entry.round), x: columns.roundX, y: y, width: Columns.roundWidth, role: textRole,
                           attributes: attributes, alignRight: true)
                screen.put(time.text(for: entry.createdAt), x: columns.timeX, y: y, width: Columns.timeWidth,
                           role: textRole, attributes: attributes, alignRight: true)
            }
            let details = detailText(entry)
            if !details.isEmpty {
                screen.put(details, x: columns.nameX, y: y + 1, width: width - columns.nameX - 1,
                           role: selected ? rowRole : .muted, attributes: attributes)
            }
        }
    }

    /// The line under a change: what kind it was and what became of it.
    static func detailText(_ entry: HistoryEntry) -> String {
        var parts: [String] = []
        // What was entered on a score sheet, in its notation.
        if let entered = entry.entry { parts.append("entered \(Sanitized.text(entered))") }
        switch entry.kind {
        case .set: parts.append("set to \(entry.isUndone ? entry.total + entry.amount : entry.total)")
        case .start: parts.append("starting score")
        case .carriedOver: parts.append("carried over from before the history")
        default: break
        }
        if entry.isCorrected {
            parts.append(entry.entry == nil ? "corrected from \(HistoryOutcome.signed(entry.originalAmount))" : "corrected")
        }
        if entry.isRedoable { parts.append("undone (Ctrl-R redoes it)") } else if entry.isUndone { parts.append("undone") }
        // Round N was recorded on two copies and kept as two rounds: delete the one that should not count.
        if entry.fromSyncConflict { parts.append("round \(entry.round) from sync conflict") }
        return parts.joined(separator: " · ")
    }

    static func drawOverlays(_ model: HistoryModel, into screen: inout Screen, layout: Layout) {
        guard let destination = model.destination else { return }
        let anchor = model.list.visible.enumerated()
            .first { model.destination[isPresenting: $0.element.id] }
            .map { layout.list.y + $0.offset * Layout.historyRowHeight }
        let rowHeight = Layout.historyRowHeight
        switch destination {
        case .correctChange(_, let prompt):
            PromptView.draw(prompt, anchorRow: anchor, rowHeight: rowHeight, into: &screen, layout: layout)
        case .confirmDelete(let id, let choice):
            let entry = model.list.rows[id: id]
            let name = Sanitized.text(entry?.playerName ?? "this player")
            let amount = entry.map { HistoryOutcome.signed($0.amount) } ?? "this change"
            let effect = entry.map { $0.isUndone ? " It is undone, so no score changes." : " \(name)'s score changes by \(HistoryOutcome.signed(-$0.amount))." } ?? ""
            ConfirmationView.draw(title: "Delete change?", message: "Delete \(amount) for \(name)?\(effect)",
                                  confirmLabel: "Delete", choice: choice, anchorRow: anchor, rowHeight: rowHeight,
                                  into: &screen, layout: layout)
        }
    }

    /// Where each column of a history row goes for a width. Round and time go first when the
    /// numbers need the room; numbers wider than what is left are shortened with "…", never cut
    /// from the left (which would show another number).
    struct Columns {
        static let avatarX = 2
        static let roundWidth = 5
        static let timeWidth = 12
        let nameX = avatarX + Layout.avatarColumns + 2
        let amountWidth: Int
        let totalWidth: Int
        let showsRoundAndTime: Bool
        let timeX: Int
        let roundX: Int
        let totalX: Int
        let amountX: Int

        /// The name keeps at least this many columns, and its marker two more.
        static let nameMinimum = 6 + PersonNameView.markerWidth

        init(width: Int, entries: some Collection<HistoryEntry>) {
            let amounts = max(6, entries.map { HistoryOutcome.signed($0.amount).count }.max() ?? 0)
            let totals = max(5, entries.map { String($0.total).count }.max() ?? 0)
            let numbers = amounts + totals + 2
            showsRoundAndTime = width >= 64
                && width - Columns.timeWidth - Columns.roundWidth - 2 - numbers >= nameX + Columns.nameMinimum
            timeX = width - Columns.timeWidth - 1
            roundX = showsRoundAndTime ? timeX - Columns.roundWidth - 1 : width
            // What is left for the two numbers between the name and the round.
            let room = max(2, roundX - 2 - (nameX + Columns.nameMinimum))
            if amounts + totals <= room {
                (amountWidth, totalWidth) = (amounts, totals)
            } else {
                let share = max(1, min(amounts, room / 2))
                (amountWidth, totalWidth) = (share, max(1, room - share))
            }
            totalX = roundX - totalWidth - 1
            amountX = totalX - amountWidth - 1
        }
    }
}

/// Times in the history: the time of day for changes made today, the date as well for older ones.
struct TimeText {
    let now: Date
    let timeZone: TimeZone

    func text(for date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = calendar.isDate(date, inSameDayAs: now) ? "HH:mm:ss" : "MMM d HH:mm"
        return formatter.string(from: date)
    }
}
