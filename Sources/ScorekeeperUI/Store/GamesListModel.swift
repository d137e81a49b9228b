import Foundation
import Observation
import GRDB
import IdentifiedCollections
import ScorekeeperCore

/// The games list: rows observed from the database, and what the person is doing with them
/// (selection by id, sort order, filter, and the one thing presented on top).
@MainActor @Observable
public final class GamesListModel: ListScreen {
    @ObservationIgnored let database: AppDatabase
    @ObservationIgnored let writes: WriteQueue
    /// Every game, in the current order, as the database last delivered them.
    public private(set) var games: IdentifiedArrayOf<GameSummary> = []
    /// The games the filter lets through, with the selection and scrolling.
    public internal(set) var list: SelectableList<GameSummary>
    public internal(set) var hasLoaded = false
    public private(set) var order: GameOrder = .mostRecent
    /// The filter text; nil when no filter is set.
    public internal(set) var filter: TextField?
    public internal(set) var isEditingFilter = false
    public var destination: GamesDestination?

    @ObservationIgnored private let query = LiveQuery()
    @ObservationIgnored var openGame: (UUID) -> Void = Unwired.callback("GamesListModel.openGame")
    @ObservationIgnored var report: (StatusMessage) -> Void = Unwired.callback("GamesListModel.report")

    public init(database: AppDatabase, writes: WriteQueue, size: TerminalSize) {
        self.database = database
        self.writes = writes
        self.list = SelectableList(visibleRows: Layout(size: size).visibleGameRows)
    }

    // MARK: Derived

    /// The games the filter lets through, in order.
    public var visibleGames: IdentifiedArrayOf<GameSummary> { list.rows }

    /// Whether the filter as typed shows a game with this title (no filter shows every game).
    func filterLetsThrough(_ title: String) -> Bool {
        guard let text = filter?.text.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return true }
        return title.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }

    public var keyTable: KeyTable {
        switch destination {
        case nil: return isEditingFilter ? .gamesFilter : .games
        case .addGame, .renameGame: return .prompt
        case .confirmDelete: return .confirmation
        }
    }

    var firstVisibleIndex: Int { list.firstVisibleIndex }

    // MARK: Observation

    /// Starts following the database: the first value arrives before this returns, so the first
    /// frame has the data, then one after every change.
    public func startObserving() {
        guard !query.isActive else { return }
        let order = self.order
        query.start(ValueObservation.tracking { db in try AppDatabase.gameSummaries(db, order: order) }.removeDuplicates(),
                    in: database.reader,
                    onError: { [weak self] error in self?.report(.error(error)) },
                    onChange: { [weak self] games in self?.gamesArrived(games) })
    }

    /// Stops following the database (the games list is not on screen).
    public func stopObserving() {
        query.stop()
    }

    public var isObserving: Bool { query.isActive }

    func gamesArrived(_ newGames: [GameSummary]) {
        games = IdentifiedArray(uncheckedUniqueElements: newGames)
        hasLoaded = true
        refilter()
    }

    /// The filter or the games changed: the visible rows follow, the selection stays on its game.
    private func refilter() {
        rowsArrived(games.filter { filterLetsThrough($0.game.title) })
    }

    func resized(to size: TerminalSize) {
        list.setVisibleRows(Layout(size: size).visibleGameRows)
    }

    // MARK: What the user did

    func perform(_ action: Action) {
        switch destination {
        case nil: isEditingFilter ? performWhileFiltering(action) : performOnList(action)
        case .addGame, .renameGame: performInPrompt(action, submitted: promptSubmitted)
        case .confirmDelete(let id, let choice):
            performInDeleteConfirmation(action, id: id, choice: choice, confirmed: deleteConfirmed)
        }
    }

    func type(_ character: Character) {
        if destination?.prompt != nil {
            destination?.prompt?.type(character)
        } else if isEditingFilter {
            filter?.insert(character)
            refilter()
        }
    }

    private func performOnList(_ action: Action) {
        if list.navigate(action) { return }
        switch action {
        case .openGame: openTapped()
        case .addGame: addGameTapped()
        case .renameGame: renameTapped()
        case .deleteGame: deleteTapped()
        case .cycleGameOrder: sortTapped()
        case .startFilter: filterTapped()
        case .clearFilter: filterCleared()
        default: break
        }
    }

    func openTapped() {
        guard let game = list.selected else { return }
        openGame(game.id)
    }

    func addGameTapped() {
        destination = .addGame(Prompt(title: "New game", label: "Title"))
    }

    func renameTapped() {
        presentForSelection { .renameGame($0.id, Prompt(title: "Rename game", label: "Title", text: $0.game.title)) }
    }

    /// Cycles the order; the observation restarts with the new query and the selection stays on
    /// the same game, wherever it lands.
    func sortTapped() {
        order = order.next
        stopObserving()
        startObserving()
        report(StatusMessage("Sorted by \(order.label)."))
    }

    func filterTapped() {
        if filter == nil { filter = TextField() }
        isEditingFilter = true
    }

    func filterCleared() {
        guard filter != nil || isEditingFilter else { return }
        filter = nil
        isEditingFilter = false
        refilter()
    }

    private func performWhileFiltering(_ action: Action) {
        switch action {
        case .moveUp: moveSelection(by: -1)
        case .moveDown: moveSelection(by: 1)
        case .clearFilter: filterCleared()
        case .finishFilter:
            isEditingFilter = false
            if filter?.text.isEmpty ?? true { filterCleared() }
        default:
            if filter?.apply(action) == true { refilter() }
        }
    }

    /// Enter in the add or rename prompt: the title is checked at once (a refusal keeps the
    /// prompt open with the reason); the write itself goes through the queue.
    func promptSubmitted() {
        guard let destination, let prompt = destination.prompt else { return }
        let title: String
        do {
            title = try NameValidation.validated(prompt.field.text, what: "Title")
        } catch {
            refusePrompt(error)
            return
        }
        self.destination = nil
        switch destination {
        case .addGame:
            let game = Game(title: title)
            // A filter that would hide the new game is cleared, so the person sees it.
            if !filterLetsThrough(title) { filterCleared() }
            list.selectWhenPresent(game.id)
            write { database in try database.createGame(game) }
        case .renameGame(let id, _):
            write { database in try database.renameGame(id: id, title: title) }
        case .confirmDelete:
            break
        }
    }

    func deleteConfirmed(_ id: UUID) {
        let title = Sanitized.text(games[id: id]?.game.title ?? "The game")
        let writes = self.writes
        write({ database in try database.deleteGame(id: id, reclaimingSpace: false) }, success: { _ in
            writes.reclaimSpaceSoon()
            return StatusMessage("Deleted \(title).")
        })
    }
}
