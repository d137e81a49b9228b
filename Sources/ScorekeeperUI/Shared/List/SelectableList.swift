import IdentifiedCollections

/// A list on screen whose rows come and go under it (database observation, a filter): the rows
/// keyed by id, the selected row and the first visible row remembered by id, and a row to select
/// as soon as it arrives. Every list screen (games, a game's players, its history) keeps one.
///
/// Pure: it is changed only through its methods, which keep the selection on a row that exists
/// (nil only when there is none) and keep that row inside the window.
public struct SelectableList<Row: Identifiable & Equatable>: Equatable where Row.ID: Hashable {
    public private(set) var rows: IdentifiedArrayOf<Row> = []
    public private(set) var selectedID: Row.ID?
    /// The first visible row, so the list scrolls only when the selection leaves the window.
    public private(set) var topID: Row.ID?
    /// How many rows the window shows.
    public private(set) var visibleRows: Int
    /// A row just added by this screen, selected as soon as the database delivers it.
    private var pendingSelection: Row.ID?

    public init(visibleRows: Int) {
        self.visibleRows = visibleRows
    }

    public var selected: Row? { selectedID.flatMap { rows[id: $0] } }

    /// The index of the first row in the window.
    public var firstVisibleIndex: Int {
        ListViewport.firstVisibleIndex(ids: rows.ids.elements, selected: selectedID, top: topID, visibleRows: visibleRows)
    }

    /// The rows in the window, in order.
    public var visible: ArraySlice<Row> {
        rows.elements[firstVisibleIndex...].prefix(max(0, visibleRows))
    }

    /// How many rows lie above and below the window.
    public var hiddenAbove: Int { rows.isEmpty ? 0 : firstVisibleIndex }
    public var hiddenBelow: Int { max(0, rows.count - firstVisibleIndex - max(0, visibleRows)) }

    /// New rows (from the database, or a filter). The selection stays on the same row wherever it
    /// moved, or goes to its nearest surviving neighbour; a pending row is selected once present.
    ///
    /// When rows move into or out of the part above the window (a player below it takes the lead),
    /// the window goes back to the top if the first row and the selected one fit together, so the
    /// top of a ranking is never hidden behind a selection that did not need to scroll.
    public mutating func replaceRows(_ newRows: some Sequence<Row>) {
        let old = rows.ids.elements
        let aboveBefore = old.prefix(hiddenAbove)
        rows = IdentifiedArray(uncheckedUniqueElements: newRows)
        if let pending = pendingSelection, rows[id: pending] != nil {
            selectedID = pending
            pendingSelection = nil
        } else {
            selectedID = ListSelection.reconcile(selected: selectedID, old: old, new: rows.ids.elements)
        }
        keepSelectionVisible()
        let aboveAfter = rows.ids.elements.prefix(hiddenAbove)
        if !aboveAfter.elementsEqual(aboveBefore), let selectedID,
           let position = rows.index(id: selectedID), position < visibleRows {
            topID = rows.first?.id
        }
    }

    /// Changes one row in place (same id, same position); the selection does not move.
    public mutating func updateRow(_ row: Row) {
        guard rows[id: row.id] != nil else { return }
        rows[id: row.id] = row
    }

    /// Selects `id` now if the row is there, else as soon as it arrives.
    public mutating func selectWhenPresent(_ id: Row.ID) {
        if rows[id: id] != nil {
            select(id)
        } else {
            pendingSelection = id
        }
    }

    /// Selects a row that is in the list; other ids are ignored.
    public mutating func select(_ id: Row.ID) {
        guard rows[id: id] != nil else { return }
        selectedID = id
        keepSelectionVisible()
    }

    /// Moves the selection `offset` rows (clamped to the ends).
    public mutating func moveSelection(by offset: Int) {
        selectedID = ListSelection.moved(selectedID, by: offset, in: rows.ids.elements)
        keepSelectionVisible()
    }

    /// The arrows, pages and ends, for any list; returns false for other actions.
    public mutating func navigate(_ action: Action) -> Bool {
        guard let offset = ListSelection.offset(for: action, page: visibleRows - 1) else { return false }
        moveSelection(by: offset)
        return true
    }

    /// Puts row `id` at the top of the window if the selection stays visible (a list loaded in
    /// pages keeps its window where it was when the next page arrives).
    public mutating func scroll(toTop id: Row.ID) {
        guard let position = rows.index(id: id), let selectedID, let selected = rows.index(id: selectedID),
              selected >= position, selected < position + visibleRows else { return }
        topID = id
    }

    /// The window got taller or shorter (a resize).
    public mutating func setVisibleRows(_ count: Int) {
        visibleRows = count
        keepSelectionVisible()
    }

    /// The row shown at `line` of the window, if any (for mouse clicks).
    public func row(atVisibleLine line: Int) -> Row? {
        guard line >= 0, line < visibleRows else { return nil }
        let index = firstVisibleIndex + line
        return index < rows.count ? rows[index] : nil
    }

    private mutating func keepSelectionVisible() {
        topID = ListViewport.top(ids: rows.ids.elements, selected: selectedID, top: topID, visibleRows: visibleRows)
    }
}
