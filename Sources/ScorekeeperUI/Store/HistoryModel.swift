import Foundation
import Observation
import GRDB
import ScorekeeperCore

/// A game's history: its score changes, newest first, followed live from the database, with what
/// the person is doing with them (the selected change, a correction, a deletion).
///
/// A game may have 100,000 changes: only a page around the window is read (`pageSize` rows from
/// `pageStart`), and moving past its edge reads the page around the new position. The selection
/// is a change id, as in every list.
@MainActor @Observable
public final class HistoryModel: ListScreen {
    @ObservationIgnored let database: AppDatabase
    @ObservationIgnored let writes: WriteQueue
    public let gameID: UUID
    /// The loaded page of changes (newest first), with the selection and the window.
    public internal(set) var list: SelectableList<HistoryEntry>
    /// The position of the page's first change among all of the game's changes.
    public private(set) var pageStart = 0
    /// How many changes the game has in all.
    public private(set) var totalCount = 0
    public internal(set) var hasLoaded = false
    public var destination: HistoryDestination?

    /// The clock and time zone times are shown in ("21:04:33" today, "Nov 22 21:04" before).
    @ObservationIgnored var now: () -> Date = Date.init
    @ObservationIgnored var timeZone = TimeZone.current

    @ObservationIgnored private let query = LiveQuery()
    /// After a page change: the position to select, and the position of the window's top row.
    @ObservationIgnored private var pendingPosition: (selected: Int, top: Int)?
    @ObservationIgnored var report: (StatusMessage) -> Void = Unwired.callback("HistoryModel.report")
    @ObservationIgnored var goBack: () -> Void = Unwired.callback("HistoryModel.goBack")
    /// Enter on a change: back to the game with its player selected.
    @ObservationIgnored var goToPlayer: (UUID) -> Void = Unwired.callback("HistoryModel.goToPlayer")

    public init(database: AppDatabase, writes: WriteQueue, gameID: UUID, size: TerminalSize) {
        self.database = database
        self.writes = writes
        self.gameID = gameID
        self.list = SelectableList(visibleRows: Layout(size: size).visibleHistoryRows)
    }

    /// Rows read at once: a few windows' worth, so paging is rare and each read stays small.
    var pageSize: Int { max(60, list.visibleRows * 4) }

    public var keyTable: KeyTable {
        switch destination {
        case nil: return .history
        case .correctChange: return .prompt
        case .confirmDelete: return .confirmation
        }
    }

    /// Changes outside the window, above and below (the whole history, not just the page).
    public var hiddenAbove: Int { pageStart + list.hiddenAbove }
    public var hiddenBelow: Int { max(0, totalCount - pageStart - list.firstVisibleIndex - list.visible.count) }

    // MARK: Observation

    /// What one read delivers: the page and the count, in one transaction.
    struct Page: Equatable, Sendable {
        var start: Int
        var entries: [HistoryEntry]
        var totalCount: Int
    }

    public func startObserving() {
        guard !query.isActive else { return }
        let (gameID, start, size) = (self.gameID, pageStart, pageSize)
        let observation = ValueObservation.tracking { db in
            Page(start: start,
                 entries: try AppDatabase.historyEntries(db, gameID: gameID, limit: size, offset: start),
                 totalCount: try AppDatabase.historyCount(db, gameID: gameID))
        }.removeDuplicates()
        query.start(observation, in: database.reader,
                    onError: { [weak self] error in self?.report(.error(error)) },
                    onChange: { [weak self] page in self?.pageArrived(page) })
    }

    public func stopObserving() {
        query.stop()
    }

    public var isObserving: Bool { query.isActive }

    func pageArrived(_ page: Page) {
        guard page.start == pageStart else { return }
        totalCount = page.totalCount
        hasLoaded = true
        // Changes were deleted under a page that now starts past the end: read the last page.
        if page.entries.isEmpty && pageStart > 0 {
            load(pageStartingAt: max(0, totalCount - pageSize), selecting: totalCount - 1, top: totalCount - 1)
            return
        }
        rowsArrived(page.entries)
        if let pending = pendingPosition {
            pendingPosition = nil
            let rows = list.rows
            if rows.indices.contains(pending.selected - pageStart) { list.select(rows[pending.selected - pageStart].id) }
            if rows.indices.contains(pending.top - pageStart) { list.scroll(toTop: rows[pending.top - pageStart].id) }
        }
    }

    /// Reads the page that starts at `start`; once it arrives, the change at position `selected`
    /// is selected and the window's top is at position `top`, as before the page changed.
    private func load(pageStartingAt start: Int, selecting selected: Int, top: Int) {
        pageStart = max(0, start)
        pendingPosition = (selected, top)
        stopObserving()
        startObserving()
    }

    func resized(to size: TerminalSize) {
        list.setVisibleRows(Layout(size: size).visibleHistoryRows)
    }

    // MARK: What the user did

    func perform(_ action: Action) {
        switch destination {
        case nil: performOnList(action)
        case .correctChange: performInPrompt(action, submitted: correctionSubmitted)
        case .confirmDelete(let id, let choice):
            performInDeleteConfirmation(action, id: id, choice: choice, confirmed: deleteConfirmed)
        }
    }

    func type(_ character: Character) {
        destination?.prompt?.type(character)
    }

    private func performOnList(_ action: Action) {
        switch action {
        case .moveUp: move(by: -1)
        case .moveDown: move(by: 1)
        case .pageUp: move(by: -max(1, list.visibleRows - 1))
        case .pageDown: move(by: max(1, list.visibleRows - 1))
        case .moveToTop: move(by: Int.min / 2)
        case .moveToBottom: move(by: Int.max / 2)
        case .correctChange: correctTapped()
        case .deleteChange: deleteTapped()
        case .goToPlayer: if let entry = list.selected { goToPlayer(entry.playerID) }
        case .undo: HistoryActions.undo(gameID: gameID, through: self)
        case .redo: HistoryActions.redo(gameID: gameID, through: self)
        case .back: goBack()
        default: break
        }
    }

    /// Moves the selection across the whole history, reading another page when it leaves this one.
    func move(by offset: Int) {
        guard totalCount > 0 else { return }
        let current = pageStart + (list.selectedID.flatMap { list.rows.index(id: $0) } ?? 0)
        let (sum, overflow) = current.addingReportingOverflow(offset)
        let target = overflow ? (offset < 0 ? 0 : totalCount - 1) : min(max(0, sum), totalCount - 1)
        if target >= pageStart && target < pageStart + list.rows.count {
            list.select(list.rows[target - pageStart].id)
            return
        }
        // Keep the selection where it was in the window: its top moves as far as it does.
        let top = max(0, min(pageStart + list.firstVisibleIndex + (target - current), totalCount - list.visibleRows))
        let start = min(max(0, target - pageSize / 2), max(0, totalCount - pageSize))
        load(pageStartingAt: start, selecting: target, top: top)
    }

    func correctTapped() {
        presentForSelection { entry in
            .correctChange(entry.id, Prompt(title: "Correct \(HistoryOutcome.signed(entry.amount)) for \(Sanitized.text(entry.playerName))",
                                            label: "Amount", text: String(entry.amount),
                                            hint: "What this change should have been: 5 or -3"))
        }
    }

    /// Enter in the correction prompt: a plain amount (with a sign or not) replaces the change's.
    func correctionSubmitted() {
        guard case .correctChange(let id, let prompt)? = destination else { return }
        do {
            guard case .add(let amount) = try ScoreEntry.parse(prompt.field.text) else {
                throw ScorekeeperError.other("Type the amount this change should have been: 5 or -3.")
            }
            destination = nil
            write({ database in try database.correctChange(id: id, amount: amount) },
                  success: { StatusMessage(Sanitized.text($0.summary)) })
        } catch {
            refusePrompt(error)
        }
    }

    func deleteConfirmed(_ id: UUID) {
        write({ database in try database.deleteChange(id: id) }, success: { StatusMessage(Sanitized.text($0.summary)) })
    }
}

/// Undo and redo, the same from the game and from its history: a write in line, then the status
/// line says what happened ("Undid +5 for Blob Jr: 67") or why nothing did.
@MainActor
enum HistoryActions {
    static func undo<Screen: ListScreen>(gameID: UUID, through screen: Screen) {
        screen.write({ database in try database.undo(gameID: gameID) }, success: { StatusMessage(Sanitized.text($0.summary)) })
    }

    static func redo<Screen: ListScreen>(gameID: UUID, through screen: Screen) {
        screen.write({ database in try database.redo(gameID: gameID) }, success: { StatusMessage(Sanitized.text($0.summary)) })
    }
}
