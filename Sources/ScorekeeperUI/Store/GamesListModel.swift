import Foundation
import Observation
import GRDB
import IdentifiedCollections
import ScorekeeperCore

/// The games list: rows observed from the database, and what the person is doing with them
/// (selection by id, sort order, filter, and the one thing presented on top).
@MainActor @Observable
public final class GamesListModel: PagedListScreen {
    @ObservationIgnored let database: AppDatabase
    @ObservationIgnored let writes: WriteQueue
    /// The games the filter lets through, a page around the window at a time (a club's file
    /// has thousands), in the current order, followed live.
    let paged: PagedList<GameSummary>
    public private(set) var order: GameOrder = .mostRecent
    /// The filter text; nil when no filter is set.
    public internal(set) var filter: TextField?
    public internal(set) var isEditingFilter = false
    public var destination: GamesDestination?

    @ObservationIgnored var openGame: (UUID) -> Void = Unwired.callback("GamesListModel.openGame")
    @ObservationIgnored var report: (StatusMessage) -> Void = Unwired.callback("GamesListModel.report")

    public init(database: AppDatabase, writes: WriteQueue, size: TerminalSize) {
        self.database = database
        self.writes = writes
        self.paged = PagedList(visibleRows: Layout(size: size).visibleGameRows,
                               fetch: GamesListModel.fetch(order: .mostRecent, filter: nil))
    }

    /// Reads a page of the games `filter` lets through, in `order`, with the counts.
    static func fetch(order: GameOrder, filter: String?) -> PagedList<GameSummary>.Fetch {
        { db, start, size in
            let rows = try AppDatabase.gameSummaries(db, order: order, filter: filter, limit: size, offset: start)
            // A page that is not full ends the list: its rows give the count without a second
            // pass over every title (a rare filter's page query has read them all already).
            let total = rows.count < size && (start == 0 || !rows.isEmpty)
                ? start + rows.count : try AppDatabase.gameCount(db, filter: filter)
            let filtered = !(filter?.trimmingCharacters(in: .whitespaces).isEmpty ?? true)
            let everything = filtered ? try AppDatabase.gameCount(db, filter: nil) : total
            return ListPage(start: start, rows: rows, totalCount: total, unfilteredCount: everything)
        }
    }

    // MARK: Derived

    /// The loaded page of games the filter lets through, with the selection and the window.
    public internal(set) var list: SelectableList<GameSummary> {
        get { paged.list }
        set { paged.list = newValue }
    }

    /// The loaded games the filter lets through, in order (a page of them in a long list).
    public var visibleGames: IdentifiedArrayOf<GameSummary> { list.rows }

    /// How many games the filter lets through, and how many there are in all.
    public var matchingCount: Int { paged.totalCount }
    public var gameCount: Int { paged.unfilteredCount }
    public var hasLoaded: Bool { paged.hasLoaded }

    /// Games outside the window, above and below.
    public var hiddenAbove: Int { paged.hiddenAbove }
    public var hiddenBelow: Int { paged.hiddenBelow }

    /// A game another program renamed out of the filter, or moved off the loaded page, still
    /// exists: a dialog about it stays open.
    func rowExists(_ id: UUID) -> Bool {
        list.rows[id: id] != nil || ((try? database.fetchGame(id: id)) ?? nil) != nil
    }

    /// Whether the filter as typed shows a game with this title (no filter shows every game).
    func filterLetsThrough(_ title: String) -> Bool {
        TitleFilter.matches(title, filter?.text ?? "")
    }

    public var keyTable: KeyTable {
        switch destination {
        case nil: return isEditingFilter ? .gamesFilter : .games
        case .addGame: return .addGamePrompt
        case .addGameRules, .renameGame: return .prompt
        case .confirmDelete: return .confirmation
        }
    }

    // MARK: Observation




    /// The filter or the order changed: the database reads the first page of the new list, and
    /// the selection stays on its game when that game is still in it.
    private func refilter() {
        paged.replaceFetch(GamesListModel.fetch(order: order, filter: filter?.text))
    }

    func resized(to size: TerminalSize) {
        paged.setVisibleRows(Layout(size: size).visibleGameRows)
    }

    // MARK: What the user did

    func perform(_ action: Action) {
        switch destination {
        case nil: isEditingFilter ? performWhileFiltering(action) : performOnList(action)
        case .addGame where action == .addRules: rulesTapped()
        case .addGame, .addGameRules, .renameGame: performInPrompt(action, submitted: promptSubmitted)
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
        if paged.navigate(action) { return }
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
        destination = .addGame(Prompt(title: "New game", label: "Title", hint: "Enter creates it; Tab sets its rules first"))
    }

    /// Tab in the add-game prompt: the title is checked, then the rules are asked for.
    func rulesTapped() {
        guard case .addGame(let prompt)? = destination else { return }
        do {
            let title = try NameValidation.validated(prompt.field.text, what: "Title")
            destination = .addGameRules(title: title, Prompt(title: "Rules for \(Sanitized.text(title))", label: "Rules",
                                                             text: GameRules().summary,
                                                             hint: "highest or lowest wins, target N, N rounds (e.g. lowest, 100, 6 rounds)"))
        } catch {
            refusePrompt(error)
        }
    }

    func renameTapped() {
        presentForSelection { .renameGame($0.id, Prompt(title: "Rename game", label: "Title", text: $0.game.title)) }
    }

    /// Cycles the order; the observation restarts with the new query and the selection stays on
    /// the same game, wherever it lands.
    func sortTapped() {
        order = order.next
        refilter()
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
        var game: Game
        do {
            switch destination {
            case .addGameRules(let title, _):
                game = Game(title: title)
                game.rules = try GameRules.parse(prompt.field.text)
            default:
                game = Game(title: try NameValidation.validated(prompt.field.text, what: "Title"))
            }
        } catch {
            refusePrompt(error)
            return
        }
        self.destination = nil
        switch destination {
        case .addGame, .addGameRules:
            let created = game
            // A filter that would hide the new game is cleared, so the person sees it.
            if !filterLetsThrough(created.title) { filterCleared() }
            list.selectWhenPresent(created.id)
            write { database in try database.createGame(created) }
        case .renameGame(let id, _):
            let title = game.title
            write { database in try database.renameGame(id: id, title: title) }
        case .confirmDelete:
            break
        }
    }

    func deleteConfirmed(_ id: UUID) {
        let title = Sanitized.text(list.rows[id: id]?.game.title ?? "The game")
        let writes = self.writes
        write({ database in try database.deleteGame(id: id, reclaimingSpace: false) }, success: { _ in
            writes.reclaimSpaceSoon()
            return StatusMessage("Deleted \(title).")
        })
    }
}
