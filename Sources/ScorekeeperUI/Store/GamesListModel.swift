import Foundation
import Observation
import GRDB
import ScorekeeperCore

/// The games list: rows observed from the database, and what the person is doing with them
/// (selection by id, sort order, filter, and the one thing presented on top).
@MainActor @Observable
public final class GamesListModel {
    @ObservationIgnored let database: AppDatabase
    /// Every game, in the current order, as the database last delivered them.
    public internal(set) var games: [GameSummary] = []
    public internal(set) var hasLoaded = false
    public private(set) var order: GameOrder = .mostRecent
    public internal(set) var selectedID: UUID?
    /// The first visible row, so the list scrolls only when the selection leaves the screen.
    var topID: UUID?
    /// The filter text; nil when no filter is set.
    public internal(set) var filter: TextField?
    public internal(set) var isEditingFilter = false
    public var destination: GamesDestination?
    var size: TerminalSize

    @ObservationIgnored private var observation: AnyDatabaseCancellable?
    /// A game just added, to select as soon as the database delivers it.
    @ObservationIgnored private var pendingSelection: UUID?
    @ObservationIgnored var openGame: (UUID) -> Void = { _ in }
    @ObservationIgnored var report: (StatusMessage) -> Void = { _ in }

    public init(database: AppDatabase, size: TerminalSize) {
        self.database = database
        self.size = size
    }

    // MARK: Derived

    /// The games the filter lets through, in order.
    public var visibleGames: [GameSummary] {
        games.filter { filterLetsThrough($0.game.title) }
    }

    /// Whether the filter as typed shows a game with this title (no filter shows every game).
    func filterLetsThrough(_ title: String) -> Bool {
        guard let text = filter?.text.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return true }
        return title.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }

    public var selectedGame: GameSummary? {
        games.first { $0.id == selectedID }
    }

    public var keyTable: KeyTable {
        switch destination {
        case nil: return isEditingFilter ? .gamesFilter : .games
        case .addGame, .renameGame: return .prompt
        case .confirmDelete: return .confirmation
        }
    }

    var firstVisibleIndex: Int {
        ListViewport.firstVisibleIndex(ids: visibleGames.map(\.id), selected: selectedID, top: topID,
                                       visibleRows: Layout(size: size).visibleGameRows)
    }

    // MARK: Observation

    /// Starts following the database: once synchronously, so the first frame has the data, then on
    /// every change (main actor delivery).
    public func startObserving() {
        guard observation == nil else { return }
        let order = self.order
        if let initial = try? database.read({ try AppDatabase.gameSummaries($0, order: order) }) {
            gamesArrived(initial)
        }
        observation = ValueObservation
            .tracking { db in try AppDatabase.gameSummaries(db, order: order) }
            .removeDuplicates()
            .start(in: database.reader, scheduling: .mainActor,
                   onError: { [weak self] error in self?.report(.error(error)) },
                   onChange: { [weak self] games in self?.gamesArrived(games) })
    }

    /// Stops following the database (the games list is not on screen).
    public func stopObserving() {
        observation?.cancel()
        observation = nil
    }

    public var isObserving: Bool { observation != nil }

    func gamesArrived(_ newGames: [GameSummary]) {
        updatingVisibleList {
            games = newGames
            hasLoaded = true
        }
        // A dialog about a game another program deleted has nothing left to act on.
        if let rowID = destination?.rowID, !newGames.contains(where: { $0.id == rowID }) { destination = nil }
    }

    /// Runs a change to the list or the filter, then keeps the selection on the same game, or on
    /// its neighbour when it is gone.
    private func updatingVisibleList(_ change: () -> Void) {
        let old = visibleGames.map(\.id)
        change()
        let new = visibleGames.map(\.id)
        if let pending = pendingSelection, new.contains(pending) {
            selectedID = pending
            pendingSelection = nil
        } else {
            selectedID = ListSelection.reconcile(selected: selectedID, old: old, new: new)
        }
        keepSelectionVisible()
    }

    private func keepSelectionVisible() {
        topID = ListViewport.top(ids: visibleGames.map(\.id), selected: selectedID, top: topID,
                                 visibleRows: Layout(size: size).visibleGameRows)
    }

    func resized(to size: TerminalSize) {
        self.size = size
        keepSelectionVisible()
    }

    // MARK: What the user did

    func perform(_ action: Action) {
        switch destination {
        case nil: isEditingFilter ? performWhileFiltering(action) : performOnList(action)
        case .addGame, .renameGame: performInPrompt(action)
        case .confirmDelete(let id, let choice): performInConfirmation(action, id: id, choice: choice)
        }
    }

    func type(_ character: Character) {
        if destination?.prompt != nil {
            destination?.prompt?.type(character)
        } else if isEditingFilter {
            updatingVisibleList { filter?.insert(character) }
        }
    }

    private func performOnList(_ action: Action) {
        switch action {
        case .moveUp: moveSelection(by: -1)
        case .moveDown: moveSelection(by: 1)
        case .pageUp: moveSelection(by: -max(1, Layout(size: size).visibleGameRows - 1))
        case .pageDown: moveSelection(by: max(1, Layout(size: size).visibleGameRows - 1))
        case .moveToTop: moveSelection(by: Int.min / 2)
        case .moveToBottom: moveSelection(by: Int.max / 2)
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

    func moveSelection(by offset: Int) {
        selectedID = ListSelection.moved(selectedID, by: offset, in: visibleGames.map(\.id))
        keepSelectionVisible()
    }

    func select(_ id: UUID) {
        guard visibleGames.contains(where: { $0.id == id }) else { return }
        selectedID = id
        keepSelectionVisible()
    }

    func openTapped() {
        guard let id = selectedID, visibleGames.contains(where: { $0.id == id }) else { return }
        openGame(id)
    }

    func addGameTapped() {
        destination = .addGame(Prompt(title: "New game", label: "Title"))
    }

    func renameTapped() {
        guard let game = selectedGame else { return }
        destination = .renameGame(game.id, Prompt(title: "Rename game", label: "Title", text: game.game.title))
    }

    func deleteTapped() {
        guard let game = selectedGame else { return }
        destination = .confirmDelete(game.id, .cancel)
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
        updatingVisibleList {
            filter = nil
            isEditingFilter = false
        }
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
            updatingVisibleList { _ = filter?.apply(action) }
        }
    }

    private func performInPrompt(_ action: Action) {
        switch action {
        case .submit: promptSubmitted()
        case .cancel: destination = nil
        default: _ = destination?.prompt?.edit(action)
        }
    }

    func promptSubmitted() {
        guard let destination, let prompt = destination.prompt else { return }
        do {
            switch destination {
            case .addGame:
                let game = try database.createGame(title: prompt.field.text)
                pendingSelection = game.id
                // A filter that would hide the new game is cleared, so the person sees it.
                if !filterLetsThrough(game.title) {
                    filterCleared()
                }
            case .renameGame(let id, _):
                try database.renameGame(id: id, title: prompt.field.text)
            default:
                break
            }
            self.destination = nil
        } catch let error as ScorekeeperError {
            if case .invalidName = error {
                self.destination?.prompt?.error = error.description
            } else {
                report(.error(error))
            }
        } catch {
            report(.error(error))
        }
    }

    private func performInConfirmation(_ action: Action, id: UUID, choice: ConfirmationChoice) {
        switch choice.outcome(of: action) {
        case .confirmed: deleteConfirmed(id)
        case .dismissed: destination = nil
        case .highlight(let next): destination = .confirmDelete(id, next)
        case .ignored: break
        }
    }

    func deleteConfirmed(_ id: UUID) {
        destination = nil
        let title = games.first { $0.id == id }?.game.title ?? "The game"
        do {
            try database.deleteGame(id: id)
            report(StatusMessage("Deleted \(Sanitized.text(title))."))
        } catch {
            report(.error(error))
        }
    }
}
