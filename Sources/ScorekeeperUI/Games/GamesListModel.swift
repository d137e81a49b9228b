import Foundation
import Observation
import GRDB
import IdentifiedCollections
import ScorekeeperStore

/// The games list: rows observed from the database, and what the person is doing with them
/// (selection by id, sort order, filter, and the one thing presented on top).
@MainActor @Observable
public final class GamesListModel: PagedListScreen {
    @ObservationIgnored let database: AppDatabase
    @ObservationIgnored let writes: WriteQueue
    /// Reads off the main actor (whether a game off the page still exists).
    @ObservationIgnored let effects = BackgroundEffects()
    /// The games the filter lets through, a page around the window at a time (a club's file
    /// has thousands), in the current order, followed live.
    let paged: PagedList<GameSummary>
    public private(set) var order: GameOrder = .mostRecent
    /// The title filter: being typed, or kept while the list is used; nil when there is none.
    public internal(set) var filter: GamesFilter?
    public var destination: GamesDestination?

    /// Every title in the list's order, read once a filter starts and followed while it is on:
    /// each key filters these in memory and reads only the page it shows.
    @ObservationIgnored private var titles: GameTitles?
    @ObservationIgnored private let titlesQuery = LiveQuery()

    @ObservationIgnored var openGame: (Game.ID) -> Void = Unwired.callback("GamesListModel.openGame")
    @ObservationIgnored var report: (StatusMessage) -> Void = Unwired.callback("GamesListModel.report")
    @ObservationIgnored var openPeople: () -> Void = Unwired.callback("GamesListModel.openPeople")
    @ObservationIgnored var openTournaments: () -> Void = Unwired.callback("GamesListModel.openTournaments")
    /// Reads the sheets a new game may follow (it reads files: run off the main actor).
    @ObservationIgnored let loadSheets: @Sendable () -> SheetLibrary
    /// The window's size, for what scrolls over the list (the evening summary).
    @ObservationIgnored var size: TerminalSize

    public init(database: AppDatabase, writes: WriteQueue, size: TerminalSize,
                loadSheets: @escaping @Sendable () -> SheetLibrary = { SheetLibrary.load() }) {
        self.database = database
        self.writes = writes
        self.loadSheets = loadSheets
        self.size = size
        self.paged = PagedList(visibleRows: Layout(size: size).visibleGameRows,
                               fetch: GamesListModel.fetch(order: .mostRecent, filter: nil))
    }

    /// Reads a page of the filter's matches (known already, in order), with the counts.
    static func fetch(matching ids: [Game.ID], among total: Int) -> PagedList<GameSummary>.Fetch {
        { db, start, size in
            let page = Array(ids.dropFirst(start).prefix(size))
            return ListPage(start: start, rows: try AppDatabase.gameSummaries(db, ids: page), totalCount: ids.count,
                            unfilteredCount: total)
        }
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
    /// The file's clock, which the list's "Played" words are relative to (never the system's date).
    var now: Date { database.now }

    public var matchingCount: Int { paged.totalCount }
    public var gameCount: Int { paged.unfilteredCount }
    public var hasLoaded: Bool { paged.hasLoaded }

    /// Games outside the window, above and below.
    public var hiddenAbove: Int { paged.hiddenAbove }
    public var hiddenBelow: Int { paged.hiddenBelow }

    /// A game another program renamed out of the filter, or moved off the loaded page, still
    /// exists: a dialog about it stays open.
    var rowLookup: (@Sendable (Game.ID) -> Bool)? {
        { [database] id in GamesListModel.gameExists(id, in: database) }
    }

    /// Nonisolated: it reads, and is run off the main actor.
    nonisolated static func gameExists(_ id: Game.ID, in database: AppDatabase) -> Bool {
        ((try? database.fetchGame(id: id)) ?? nil) != nil
    }

    /// Whether the filter as typed shows a game with this title (no filter shows every game).
    func filterLetsThrough(_ title: String) -> Bool {
        TitleFilter.matches(title, filter?.field.text ?? "")
    }

    public var keyTable: KeyTable {
        switch destination {
        case nil: return filter?.isEditing == true ? .gamesFilter : .games
        case .addGame: return .addGamePrompt
        case .addGameRules, .renameGame: return .prompt
        case .chooseSheet: return .sheetChoice
        case .addSheetGame: return .addSheetGamePrompt
        case .confirmDelete: return .confirmation
        case .evening: return .eveningSummary
        }
    }

    // MARK: Observation




    /// The filter or the order changed: the first page of the new list is read, and the
    /// selection stays on its game when that game is still in it. With a filter, the titles kept
    /// in memory say which games match (the playerCount order, which would need every game's
    /// count, filters in SQL).
    private func refilter() {
        let text = filter?.field.text.trimmingCharacters(in: .whitespaces) ?? ""
        guard !text.isEmpty, let titles = followTitles() else {
            if text.isEmpty { stopFollowingTitles() }
            paged.replaceFetch(GamesListModel.fetch(order: order, filter: text))
            return
        }
        paged.replaceFetch(GamesListModel.fetch(matching: titles.matching(text), among: titles.count))
    }

    /// The titles in the current order: nil until they have arrived, and for an order that cannot
    /// be read that way. The first call starts following them: they are read once, on the writer
    /// connection and off the main actor (`readOnTheWriter`): 10,000 titles are not read on the
    /// main actor while a key waits, nor on a reader and again on the writer. Until they arrive
    /// the filter is applied in SQL, a page at a time.
    private func followTitles() -> GameTitles? {
        if titlesQuery.isActive { return titles }
        let order = self.order
        guard order.readsTitlesInOrder else { return nil }
        titlesQuery.start(ValueObservation.tracking { db in try AppDatabase.gameTitles(db, order: order) }.readOnTheWriter().removeDuplicates(),
                          in: database.reader, immediately: false,
                          onError: { [weak self] error in self?.report(.error(error)) },
                          onChange: { [weak self] titles in self?.titlesArrived(titles) })
        return titles
    }

    /// Titles read, added, renamed, removed or reordered: the filter's matches are found among
    /// them, and the page stays where it is (the first titles find what SQL found already).
    private func titlesArrived(_ titles: GameTitles?) {
        self.titles = titles
        guard let titles, let text = filter?.field.text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        paged.updateFetch(GamesListModel.fetch(matching: titles.matching(text), among: titles.count))
    }

    /// Starts following the database (the list is visible again): a filter that is on finds its
    /// matches among the titles as they are now.
    func startObserving() {
        guard !paged.isObserving else { return }
        if filter.map({ !$0.field.text.trimmingCharacters(in: .whitespaces).isEmpty }) == true { refilter() }
        paged.start(in: database.reader,
                    onError: { [weak self] error in self?.report(.error(error)) },
                    onRows: { [weak self] rows in self?.rowsArrived(rows) })
    }

    /// Stops following the database (the list is hidden), the titles too.
    func stopObserving() {
        paged.stop()
        stopFollowingTitles()
    }

    private func stopFollowingTitles() {
        titlesQuery.stop()
        titles = nil
    }

    func resized(to size: TerminalSize) {
        self.size = size
        paged.setVisibleRows(Layout(size: size).visibleGameRows)
    }

    // MARK: What the user did

    func perform(_ action: Action) {
        switch destination {
        case nil: filter?.isEditing == true ? performWhileFiltering(action) : performOnList(action)
        case .addGame where action == .addRules: rulesTapped()
        case .addGame where action == .chooseSheet, .addSheetGame where action == .chooseSheet: chooseSheetTapped()
        case .addSheetGame(let entry, _) where action == .submit: sheetGameSubmitted(entry)
        case .chooseSheet(let choice): performInSheetChoice(action, choice: choice)
        case .addGame, .addGameRules, .addSheetGame, .renameGame: performInPrompt(action, submitted: promptSubmitted)
        case .confirmDelete(let id, let choice):
            performInDeleteConfirmation(action, id: id, choice: choice, confirmed: deleteConfirmed)
        case .evening(var overlay):
            // The summary's lines are one per game and person whatever the width: only the
            // window's height says how many show.
            let count = EveningView.lines(overlay, width: size.columns).count
            if overlay.scroll(action, lineCount: count, visible: EveningView.visibleLines(lineCount: count, in: Layout(size: size))) {
                destination = .evening(overlay)
            } else if action == .close {
                destination = nil
            }
        }
    }

    func type(_ character: Character) {
        if destination?.prompt != nil {
            destination?.prompt?.type(character)
        } else if case .editing(var field)? = filter {
            field.insert(character)
            filter = .editing(field)
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
        case .openPeople: openPeople()
        case .openTournaments: openTournaments()
        case .showEvening: eveningTapped()
        case .nextTableGame: nextTableGameTapped()
        default: break
        }
    }

    func openTapped() {
        guard let game = list.selected else { return }
        openGame(game.id)
    }

    func addGameTapped() {
        destination = .addGame(Prompt(title: "New game", label: "Title", hint: "Enter creates it; Tab sets its rules first; Ctrl-T: a sheet"))
    }

    /// Tab in the add-game prompt: the title is checked, then the rules are asked for.
    func rulesTapped() {
        guard case .addGame(let prompt)? = destination else { return }
        do {
            let title = try NameValidation.validated(prompt.field.text, what: "Title")
            destination = .addGameRules(title: title, Prompt(title: "Rules for \(Sanitized.text(title))", label: "Rules",
                                                             hint: "Empty: \(GameRules().summary). Or e.g. \(GameRules.example)"))
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
        stopFollowingTitles()
        refilter()
        report(StatusMessage("Sorted by \(order.label)."))
    }

    /// `/`: types a new filter, or edits the one kept. The titles are read now, so the first key
    /// typed filters at once.
    func filterTapped() {
        filter = .editing(filter?.field ?? TextField())
        _ = followTitles()
    }

    func filterCleared() {
        guard filter != nil else { return }
        filter = nil
        refilter()
    }

    private func performWhileFiltering(_ action: Action) {
        switch action {
        case .moveUp: moveSelection(by: -1)
        case .moveDown: moveSelection(by: 1)
        case .clearFilter: filterCleared()
        case .finishFilter:
            guard let field = filter?.field, !field.text.isEmpty else { return filterCleared() }
            filter = .applied(field)
        default:
            guard case .editing(var field)? = filter, field.apply(action) else { return }
            filter = .editing(field)
            refilter()
        }
    }

    /// Enter in the add or rename prompt: the title is checked at once (a refusal keeps the
    /// prompt open with the reason); the write itself goes through the queue.
    func promptSubmitted() {
        guard let destination, let prompt = destination.prompt else { return }
        let title: String
        var rules = GameRules()
        do {
            switch destination {
            case .addGameRules(let typed, _):
                title = typed
                // Nothing typed: the default rules.
                rules = try GameRules.parse(prompt.field.text)
            default:
                title = try NameValidation.validated(prompt.field.text, what: "Title")
            }
        } catch {
            refusePrompt(error)
            return
        }
        self.destination = nil
        switch destination {
        case .addGame, .addGameRules:
            // A filter that would hide the new game is cleared, so the person sees it.
            if !filterLetsThrough(title) { filterCleared() }
            let id: Game.ID = database.newID()
            list.selectWhenPresent(id)
            write(change: "the game \(Sanitized.text(title))") { [rules] database in try database.createGame(id: id, title: title, rules: rules) }
        case .renameGame(let id, _):
            let old = Sanitized.text(list.rows[id: id]?.game.title ?? "the game")
            write(change: "rename \(old)") { database in try database.renameGame(id: id, title: title) }
        case .confirmDelete, .evening, .chooseSheet, .addSheetGame:
            break
        }
    }

    func deleteConfirmed(_ id: Game.ID) {
        let title = Sanitized.text(list.rows[id: id]?.game.title ?? "The game")
        let writes = self.writes
        write(change: "delete \(title)", { database in try database.deleteGame(id: id, reclaimingSpace: false) }, success: { _ in
            writes.reclaimSpaceSoon()
            return StatusMessage("Deleted \(title).")
        })
    }
}
