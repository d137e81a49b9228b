import Foundation
import ScorekeeperStore

/// A sheet game's sheet as the screen shows it: the sheet, and each player's column in seat order,
/// scored from the live entries. Read off the main actor and followed while the game is open; a
/// plain game has none.
public struct GameSheet: Equatable, Sendable {
    /// One player's column.
    public struct Column: Equatable, Sendable {
        public var playerID: Player.ID
        public var sheet: PlayerSheet
    }

    public var sheet: Sheet
    /// The players in seat order.
    public var columns: [Column]
    /// The players with nothing on the sheet (`SheetTally.playersWithoutEntries`), in seat order:
    /// finishing asks first, naming them.
    public var playersWithoutEntries: [Player.ID]

    public init(_ tally: SheetTally) {
        sheet = tally.sheet
        playersWithoutEntries = tally.playersWithoutEntries.compactMap { Player.ID(uuidString: $0) }
        let sheets = tally.sheets
        columns = tally.players.compactMap { id in
            Player.ID(uuidString: id).map { Column(playerID: $0, sheet: sheets[id] ?? PlayerSheet()) }
        }
    }

    /// The labels of the sheet's own rows (categories, frames, rounds, turns): the longest
    /// column's, since turns and rounds grow as they are entered.
    public var rowLabels: [String] {
        columns.map(\.sheet.cells).max { $0.count < $1.count }?.map(\.label) ?? []
    }

    /// The labels of the bonus rows any player has, in a steady order.
    public var bonusLabels: [String] { sheet.bonusLabels(columns.map(\.sheet)) }

    /// What a player has left to score on a sheet that shows it (darts), nil otherwise.
    public func remaining(of playerID: Player.ID) -> Int? {
        columns.first { $0.playerID == playerID }?.sheet.remaining
    }

    /// Whether the sheet shows what is left (darts).
    public var showsRemaining: Bool { columns.contains { $0.sheet.remaining != nil } }

    /// Whether any player's sheet has a status ("finished", "out"), so the sheet keeps a row for it.
    public var showsStatus: Bool { columns.contains { $0.sheet.status != nil } }

    /// A player's status in a word or two, for under their column: "finished", "out" (the reason
    /// in brackets is left to `game show`; the column is narrow).
    public func statusText(column: Int) -> String? {
        guard columns.indices.contains(column), let status = columns[column].sheet.status else { return nil }
        return status.components(separatedBy: " (").first ?? status
    }

    public func column(of playerID: Player.ID?) -> Int? {
        columns.firstIndex { $0.playerID == playerID }
    }

    /// What a cell shows: "·" while empty; frames and turns show their running figure beside
    /// what was entered ("X 30"), as `game show` prints them.
    public func cellText(row: Int, column: Int) -> String {
        guard columns.indices.contains(column) else { return "" }
        let cells = columns[column].sheet.cells
        guard cells.indices.contains(row) else { return Glyphs.emptyCell }
        return sheet.figure(of: cells[row])
    }

    /// A bonus row's figure for a column: the points earned, how far the player is ("48/63"),
    /// or "·".
    public func bonusText(_ label: String, column: Int) -> String {
        guard columns.indices.contains(column) else { return "" }
        return sheet.bonusFigure(label, in: columns[column].sheet)
    }

    /// The first row a player has not filled (the last row when all are), for where the cursor
    /// starts.
    public func firstEmptyRow(column: Int) -> Int {
        guard columns.indices.contains(column) else { return 0 }
        let cells = columns[column].sheet.cells
        return cells.firstIndex { $0.text == nil } ?? max(0, cells.count - 1)
    }

    /// A darts player's way out from what is left, when there is one (170 or less, finishing on a
    /// double): "T20 T19 D12".
    public func checkout(column: Int) -> String? {
        guard case .countdown(let rules) = sheet.kind, rules.turns == .darts, rules.doubleOut,
              columns.indices.contains(column), let remaining = columns[column].sheet.remaining,
              let darts = DartsTurn.checkout(remaining) else { return nil }
        return darts.joined(separator: " ")
    }
}

/// Where the sheet's cursor is: a player's column (by id) and a row of the sheet (its own rows,
/// counted from the top, not rows of the database).
public struct SheetCursor: Equatable, Sendable {
    public var playerID: Player.ID?
    public var row: Int

    public init(playerID: Player.ID?, row: Int = 0) {
        self.playerID = playerID
        self.row = row
    }
}

/// The prompt for an entry on the sheet (Enter): whose column, the category the points go to on a
/// categories sheet (by its id), and the prompt.
public struct SheetEntry: Equatable, Sendable {
    public var playerID: Player.ID
    /// The category's id ("sixes"); nil for sheets whose entries say it all.
    public var categoryID: String?
    public var prompt: Prompt

    public init(playerID: Player.ID, categoryID: String?, prompt: Prompt) {
        self.playerID = playerID
        self.categoryID = categoryID
        self.prompt = prompt
    }

    /// What the typed text is entered as: "sixes 18" for a category, else as typed.
    public var entryText: String {
        let typed = prompt.field.text.trimmingCharacters(in: .whitespaces)
        return categoryID.map { "\($0) \(typed)" } ?? typed
    }
}
