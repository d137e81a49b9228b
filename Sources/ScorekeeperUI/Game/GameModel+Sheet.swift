import Foundation
import GRDB
import ScorekeeperStore

// A sheet game's sheet (`t`): followed from the database, a cursor over its cells, and entries
// typed in the sheet's notation. The database checks every entry against the sheet; the screen
// only says which player and (on a categories sheet) which category.
extension GameModel {
    // MARK: Following the database

    /// The game's sheet and every player's column, read off the main actor by the observation and
    /// followed while the game is open (a plain game reads as nil: one column of its row). Every
    /// read, the first included, happens after the first frame, so a sheet game's first frame
    /// reads what a plain game's does; `t` waits for the first (`followsSheet` says there is one).
    func startObservingSheet() {
        let gameID = self.gameID
        let observation = ValueObservation
            .tracking { db -> GameSheet? in
                guard let sheet = try AppDatabase.sheet(db, gameID: gameID), let game = try Game.fetch(db, id: gameID) else { return nil }
                return GameSheet(try AppDatabase.sheetTally(db, game: game, sheet: sheet))
            }
            .removeDuplicates()
        sheetQuery.start(observation, in: database.reader, immediately: false,
                         onError: { [weak self] error in
                             self?.isAwaitingSheet = false
                             self?.report(.error(error))
                         },
                         onChange: { [weak self] sheet in self?.sheetArrived(sheet) })
    }

    /// A new sheet: one `t` asked for before it was read opens now, on the players' list it was
    /// pressed on; an open sheet's cursor stays on its player (the first one when they are gone)
    /// and within the rows there are.
    private func sheetArrived(_ sheet: GameSheet?) {
        self.sheet = sheet
        if isAwaitingSheet {
            isAwaitingSheet = false
            if sheet != nil, screen == .list(nil) { sheetTapped() }
            return
        }
        guard case .sheet(let cursor, let destination) = screen else { return }
        guard let sheet else {
            screen = .list(nil)
            return
        }
        let fitted = fitted(cursor, in: sheet)
        if fitted != cursor { screen = .sheet(fitted, destination) }
    }

    private func fitted(_ cursor: SheetCursor, in sheet: GameSheet) -> SheetCursor {
        var cursor = cursor
        if sheet.column(of: cursor.playerID) == nil { cursor.playerID = sheet.columns.first?.playerID }
        cursor.row = min(max(0, cursor.row), max(0, sheet.rowLabels.count - 1))
        return cursor
    }

    /// The mouse wheel over the sheet: the cursor moves by rows, within the sheet.
    func moveSheetCursor(by rows: Int, cursor: SheetCursor) {
        guard let sheet else { return }
        var moved = cursor
        moved.row += rows
        screen = .sheet(fitted(moved, in: sheet), nil)
    }

    /// What a sheet game says instead of changing a score by hand (the database would refuse).
    var sheetRefusal: StatusMessage? {
        guard let sheet else { return nil }
        return StatusMessage("This game follows the \(Sanitized.text(sheet.sheet.title)) sheet: press t to enter on it.", kind: .error)
    }

    /// The sheet's keys, with its rules for `?` help.
    var sheetKeyTable: KeyTable {
        let title = Sanitized.text(sheet?.sheet.title ?? "Sheet")
        let rules = sheet?.sheet.rulesLines ?? []
        let hasRounds: Bool
        switch sheet?.sheet.kind {
        case .sum, .bids: hasRounds = true
        default: hasRounds = false
        }
        return isFinished ? .finishedSheet(title: title, rules: rules, hasRounds: hasRounds)
            : .sheet(title: title, rules: rules, hasRounds: hasRounds)
    }

    // MARK: What the user did

    /// `t` in a sheet game: the sheet, the cursor on the selected player's first empty cell.
    func sheetTapped() {
        guard let sheet else { return }
        guard !sheet.columns.isEmpty else {
            report(StatusMessage(isFinished ? "No players: the sheet is empty." : "No players yet. Press a to add one."))
            return
        }
        let column = sheet.column(of: list.selectedID) ?? 0
        let cursor = SheetCursor(playerID: sheet.columns[safe: column]?.playerID, row: sheet.firstEmptyRow(column: column))
        screen = .sheet(fitted(cursor, in: sheet), nil)
    }

    /// Keys on the sheet, nothing presented over it.
    func performOnSheet(_ action: Action, cursor: SheetCursor) {
        guard let sheet else { return }
        var moved = cursor
        let rows = sheet.rowLabels.count
        let page = max(1, Layout(size: size).list.height - 4)
        switch action {
        case .moveUp: moved.row -= 1
        case .moveDown: moved.row += 1
        case .pageUp: moved.row -= page
        case .pageDown: moved.row += page
        case .moveToTop: moved.row = 0
        case .moveToBottom: moved.row = rows - 1
        case .moveColumnLeft, .moveColumnRight:
            let column = sheet.column(of: cursor.playerID) ?? 0
            let next = column + (action == .moveColumnLeft ? -1 : 1)
            moved.playerID = sheet.columns[safe: min(max(0, next), sheet.columns.count - 1)]?.playerID
        case .enterOnSheet:
            sheetEntryTapped(cursor: cursor, sheet: sheet)
            return
        case .undo: HistoryActions.undo(gameID: gameID, through: self); return
        case .redo: HistoryActions.redo(gameID: gameID, through: self); return
        case .nextRound: nextRoundTapped(); return
        case .finishGame: finishTapped(); return
        case .refuseFinished: finishedRefused(); return
        case .back:
            screen = .list(nil)
            if let playerID = cursor.playerID { list.select(playerID) }
            return
        default: return
        }
        screen = .sheet(fitted(moved, in: sheet), nil)
    }

    /// Enter on the sheet: the selected player's prompt; on a categories sheet the selected row
    /// is the category, so only its points are typed.
    private func sheetEntryTapped(cursor: SheetCursor, sheet: GameSheet) {
        guard let playerID = cursor.playerID else { return }
        let name = Sanitized.text(players[id: playerID]?.player.name ?? "Player")
        let round = game?.game.currentRound ?? 1
        let categoryID: String?
        let title: String, label: String, hint: String
        switch sheet.sheet.kind {
        case .categories(let rules):
            guard let category = rules.categories[safe: cursor.row] else { return }
            categoryID = category.id
            title = "\(name) · \(Sanitized.text(category.label))"
            label = category.entryLabel
            hint = Sanitized.text(category.hint.prefix(1).uppercased() + category.hint.dropFirst())
        case .frames:
            categoryID = nil
            title = "\(name) · next frame"
            label = "Marks"
            hint = "X a strike · 9/ a spare · 8 1 · - a miss"
        case .countdown(let rules):
            categoryID = nil
            title = "\(name) · \(rules.turns == .darts ? "turn" : "throw")"
            label = rules.turns == .darts ? "Darts" : "Points"
            hint = rules.turns == .darts ? "T20 T20 D16 · 25 · BULL · - a miss · 100 · bust" : "7 · miss"
        case .bids(let rules):
            categoryID = nil
            title = "\(name) · round \(round)"
            label = "Bid"
            hint = "bid 4 took 5 · \(rules.tricks(inRound: round)) tricks in this hand"
        case .sum(let rules):
            categoryID = nil
            title = "\(name) · round \(round)"
            label = "Points"
            hint = rules.moon != nil ? "12 · moon: took every point" : "12"
        }
        destination = .sheetEntry(SheetEntry(playerID: playerID, categoryID: categoryID,
                                             prompt: Prompt(title: title, label: label, hint: hint)))
    }

    /// Enter in the entry's prompt: the database checks the entry against the sheet. A refusal
    /// shows in the prompt, which stays open to put it right; an entry accepted closes it and the
    /// status line says what was entered and the player's total, with what is left and the
    /// checkout on a darts sheet, as `sheet enter` prints it. The player's sheet after the entry is
    /// read in the write's own closure: the observation may not have brought it yet.
    func sheetEntrySubmitted(_ entry: SheetEntry) {
        guard !entry.prompt.field.text.trimmingCharacters(in: .whitespaces).isEmpty else {
            refusePrompt(ScorekeeperError.other("Type the entry, or Esc to close."))
            return
        }
        let gameID = self.gameID, playerID = entry.playerID, text = entry.entryText
        let name = Sanitized.text(players[id: playerID]?.player.name ?? "Player")
        writes.enqueue(change: "\(Sanitized.text(text)) for \(name)", { database in
            let outcome = try database.enterSheet(gameID: gameID, playerID: playerID, text)
            let after = try? database.fetchSheetTally(gameID: gameID)?.sheet(of: playerID.lowercasedString)
            return (outcome, after)
        }) { [weak self] (result: Result<(AppDatabase.SheetEntryOutcome, PlayerSheet?), any Error>) in
            guard let self else { return }
            // The prompt may have been closed or moved on meanwhile: only its own outcome touches it.
            let stillOpen = self.destination?.sheetEntry.map { $0.playerID == playerID && $0.categoryID == entry.categoryID } ?? false
            switch result {
            case .success(let (outcome, after)):
                if stillOpen { self.destination = nil }
                let stored = outcome.stored.first { $0.playerID == playerID }?.text ?? text
                let entered = Self.enteredMessage(stored: stored, name: name, total: outcome.total, after: after)
                if let mismatch = outcome.roundMismatch {
                    self.report(StatusMessage("\(entered) \(mismatch).", kind: .error))
                } else {
                    self.report(StatusMessage(entered))
                }
            case .failure(let error):
                if stillOpen { self.refusePrompt(error) } else { self.report(.error(error)) }
            }
        }
    }

    /// "Entered T20 T20 T20 for Bo: 180 (321 left; checkout T20 T19 D12)." and the player's status
    /// when they have one (", finished"): the words of `sheet enter`.
    static func enteredMessage(stored: String, name: String, total: Int, after: PlayerSheet?) -> String {
        var line = "Entered \(Sanitized.text(stored)) for \(name): \(total)"
        if let remaining = after?.remaining {
            line += " (\(remaining) left"
            if let checkout = DartsTurn.checkout(remaining) { line += "; checkout \(checkout.joined(separator: " "))" }
            line += ")"
        }
        if let status = after?.status { line += ", \(Sanitized.text(status))" }
        return line + "."
    }
}
