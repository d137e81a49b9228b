import Foundation
import GRDB
import Observation
import ScorekeeperStore

/// One page of a long list as the database delivered it: where it starts among all the rows,
/// the rows, and how many rows there are in all.
public struct ListPage<Row: Equatable & Sendable>: Equatable, Sendable {
    public var start: Int
    public var rows: [Row]
    /// How many rows the query has in all.
    public var totalCount: Int
    /// How many there would be without the filter, for a list that has one ("12 of 10,003").
    public var unfilteredCount: Int

    public init(start: Int, rows: [Row], totalCount: Int, unfilteredCount: Int? = nil) {
        self.start = start
        self.rows = rows
        self.totalCount = totalCount
        self.unfilteredCount = unfilteredCount ?? totalCount
    }
}

/// A list too long to read whole (10,000 games, 100,000 changes): only a page around the window
/// is read and followed live (`pageSize` rows from `pageStart`), the selection and the window
/// being a `SelectableList` over that page. Moving past the page's edge reads the page around the
/// new position and puts the selection and the window back where they belong, so a list of any
/// length costs what one page does. A short list is one page, and behaves as a plain list.
@MainActor @Observable
final class PagedList<Row: Identifiable & Equatable & Sendable> where Row.ID: Sendable {
    /// The loaded page, with the selection and the window.
    var list: SelectableList<Row>
    /// The position of the page's first row among all rows.
    private(set) var pageStart = 0
    /// How many rows there are in all.
    private(set) var totalCount = 0
    /// How many there would be without the list's filter.
    private(set) var unfilteredCount = 0
    private(set) var hasLoaded = false

    /// Reads the page of `size` rows from `start`, with the total count, in one transaction.
    typealias Fetch = @Sendable (_ db: Database, _ start: Int, _ size: Int) throws -> ListPage<Row>

    @ObservationIgnored private let query = LiveQuery()
    @ObservationIgnored private var fetch: Fetch
    @ObservationIgnored private var reader: (any DatabaseReader)?
    @ObservationIgnored private var onError: @MainActor (any Error) -> Void = { _ in }
    @ObservationIgnored private var onRows: @MainActor ([Row]) -> Void = { _ in }
    /// After a page change: the position to select, and the position of the window's top row.
    @ObservationIgnored private var pendingPosition: (selected: Int, top: Int)?

    init(visibleRows: Int, fetch: @escaping Fetch) {
        self.list = SelectableList(visibleRows: visibleRows)
        self.fetch = fetch
    }

    /// Rows read at once: a few windows' worth, so paging is rare and each read stays small.
    var pageSize: Int { max(60, list.visibleRows * 4) }

    /// Rows outside the window, above and below (in the whole list, not just the page).
    var hiddenAbove: Int { pageStart + list.hiddenAbove }
    var hiddenBelow: Int { max(0, totalCount - pageStart - list.firstVisibleIndex - list.visible.count) }

    var isObserving: Bool { query.isActive }

    /// Starts following the page; `onRows` gets each page's rows (the screen hands them to its
    /// `rowsArrived`), before the selection is put where a page change wants it.
    func start(in reader: any DatabaseReader, onError: @escaping @MainActor (any Error) -> Void,
               onRows: @escaping @MainActor ([Row]) -> Void) {
        self.reader = reader
        self.onError = onError
        self.onRows = onRows
        observe()
    }

    func stop() {
        query.stop()
    }

    /// The query changed (another order or filter): reads the first page of the new rows. The
    /// selection stays on its row if that row is in the first page.
    func replaceFetch(_ fetch: @escaping Fetch) {
        self.fetch = fetch
        pageStart = 0
        pendingPosition = nil
        if query.isActive { observe() }
    }

    /// The same list read another way (a filter's matches read again): the page and the
    /// selection stay where they are.
    func updateFetch(_ fetch: @escaping Fetch) {
        self.fetch = fetch
        if query.isActive { observe() }
    }

    private func observe() {
        guard let reader else { return }
        let (fetch, start, size) = (self.fetch, pageStart, pageSize)
        query.start(ValueObservation.tracking { db in try fetch(db, start, size) }.removeDuplicates(), in: reader,
                    onError: { [weak self] error in self?.onError(error) },
                    onChange: { [weak self] page in self?.pageArrived(page) })
    }

    private func pageArrived(_ page: ListPage<Row>) {
        guard page.start == pageStart else { return }
        totalCount = page.totalCount
        unfilteredCount = page.unfilteredCount
        hasLoaded = true
        // Rows were removed under a page that now starts past the end: read the last page.
        if page.rows.isEmpty && pageStart > 0 {
            load(pageStartingAt: max(0, totalCount - pageSize), selecting: totalCount - 1, top: totalCount - 1)
            return
        }
        onRows(page.rows)
        if let pending = pendingPosition {
            pendingPosition = nil
            let rows = list.rows
            if rows.indices.contains(pending.selected - pageStart) { list.select(rows[pending.selected - pageStart].id) }
            if rows.indices.contains(pending.top - pageStart) { list.scroll(toTop: rows[pending.top - pageStart].id) }
        }
    }

    private func load(pageStartingAt start: Int, selecting selected: Int, top: Int) {
        pageStart = max(0, start)
        pendingPosition = (selected, top)
        observe()
    }

    /// The arrows, pages and ends over the whole list; returns false for other actions.
    func navigate(_ action: Action) -> Bool {
        guard let offset = ListSelection.offset(for: action, page: list.visibleRows - 1) else { return false }
        move(by: offset)
        return true
    }

    /// Moves the selection across the whole list, reading another page when it leaves this one.
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

    func setVisibleRows(_ count: Int) {
        let oldSize = pageSize
        list.setVisibleRows(count)
        // A taller window than the page allows: read a page that fills it.
        if pageSize > oldSize && pageStart + list.rows.count < totalCount, query.isActive { observe() }
    }
}

/// A list screen whose rows are a `PagedList`: following the database is the same for all.
@MainActor
protocol PagedListScreen: ListScreen where Row: Sendable {
    var paged: PagedList<Row> { get }
    var database: AppDatabase { get }
}

extension PagedListScreen {
    /// Starts following the database: the first page arrives before this returns, so the first
    /// frame has the data, then one after every change.
    func startObserving() {
        guard !paged.isObserving else { return }
        paged.start(in: database.reader,
                    onError: { [weak self] error in self?.report(.error(error)) },
                    onRows: { [weak self] rows in self?.rowsArrived(rows) })
    }

    /// Stops following the database (the screen is not visible).
    func stopObserving() {
        paged.stop()
    }

    var isObserving: Bool { paged.isObserving }

    /// Moves across the whole list, not just the loaded page (keys and the mouse wheel alike).
    func moveSelection(by offset: Int) {
        paged.move(by: offset)
    }
}
