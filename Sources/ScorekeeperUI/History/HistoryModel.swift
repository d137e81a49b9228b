import Foundation
import Observation
import GRDB
import ScorekeeperStore

/// A game's history: its score changes, newest first, followed live from the database, with what
/// the person is doing with them (the selected change, a correction, a deletion).
///
/// A game may have 100,000 changes: only a page around the window is read (`pageSize` rows from
/// `pageStart`), and moving past its edge reads the page around the new position. The selection
/// is a change id, as in every list.
@MainActor @Observable
public final class HistoryModel: PagedListScreen {
    @ObservationIgnored let database: AppDatabase
    @ObservationIgnored let writes: WriteQueue
    /// Reads off the main actor (whether a change off the page still exists).
    @ObservationIgnored let effects = BackgroundEffects()
    public let gameID: Game.ID
    /// The page of changes around the window (newest first), followed live.
    let paged: PagedList<HistoryEntry>
    public var destination: HistoryDestination?
    /// Whether the game is finished: its history can then be read, not changed (the game screen
    /// keeps this current from its standings).
    public internal(set) var gameIsFinished = false
    /// The game's title, for messages.
    var gameTitle = "This game"

    /// The time zone times are shown in ("21:04:33" today, "Nov 22 21:04" before); "today" is
    /// the database's wall clock's.
    var now: Date { database.now }
    @ObservationIgnored var timeZone = TimeZone.current

    @ObservationIgnored var report: (StatusMessage) -> Void = Unwired.callback("HistoryModel.report")
    @ObservationIgnored var goBack: () -> Void = Unwired.callback("HistoryModel.goBack")
    /// Enter on a change: back to the game with its player selected.
    @ObservationIgnored var goToPlayer: (Player.ID) -> Void = Unwired.callback("HistoryModel.goToPlayer")

    public init(database: AppDatabase, writes: WriteQueue, gameID: Game.ID, size: TerminalSize) {
        self.database = database
        self.writes = writes
        self.gameID = gameID
        self.paged = PagedList(visibleRows: Layout(size: size).visibleHistoryRows) { db, start, size in
            ListPage(start: start, rows: try AppDatabase.historyEntries(db, gameID: gameID, limit: size, offset: start),
                     totalCount: try AppDatabase.historyCount(db, gameID: gameID))
        }
    }

    /// The loaded page, with the selection and the window.
    public internal(set) var list: SelectableList<HistoryEntry> {
        get { paged.list }
        set { paged.list = newValue }
    }

    /// The position of the page's first change among all of the game's changes.
    public var pageStart: Int { paged.pageStart }
    /// How many changes the game has in all.
    public var totalCount: Int { paged.totalCount }
    public var hasLoaded: Bool { paged.hasLoaded }
    var pageSize: Int { paged.pageSize }

    public var keyTable: KeyTable {
        switch destination {
        case nil: return gameIsFinished ? .finishedHistory : .history
        case .correctChange: return .prompt
        case .confirmDelete: return .confirmation
        }
    }

    /// Changes outside the window, above and below (the whole history, not just the page).
    public var hiddenAbove: Int { paged.hiddenAbove }
    public var hiddenBelow: Int { paged.hiddenBelow }

    var rowLookup: (@Sendable (ScoreChange.ID) -> Bool)? {
        { [database] id in HistoryModel.changeExists(id, in: database) }
    }

    /// A change off the loaded page still exists unless it was deleted. Nonisolated: it reads,
    /// and is run off the main actor.
    nonisolated static func changeExists(_ id: ScoreChange.ID, in database: AppDatabase) -> Bool {
        guard let change = try? database.fetchScoreChange(id: id) else { return false }
        return change.state != .deleted
    }

    // MARK: Observation




    func resized(to size: TerminalSize) {
        paged.setVisibleRows(Layout(size: size).visibleHistoryRows)
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
        if paged.navigate(action) { return }
        switch action {
        case .correctChange: correctTapped()
        case .deleteChange: deleteTapped()
        case .goToPlayer: if let entry = list.selected { goToPlayer(entry.playerID) }
        case .undo: HistoryActions.undo(gameID: gameID, through: self)
        case .redo: HistoryActions.redo(gameID: gameID, through: self)
        case .refuseFinished:
            report(.error(ScorekeeperError.gameFinished(gameTitle)))
        case .back: goBack()
        default: break
        }
    }

    func correctTapped() {
        presentForSelection { entry in
            // A sheet entry's points follow from the sheet: what was entered is corrected.
            if let entered = entry.entry {
                return .correctChange(entry.id, Prompt(title: "Correct \"\(Sanitized.text(entered))\" for \(Sanitized.text(entry.playerName))",
                                                       label: "Entry", text: Sanitized.text(entered),
                                                       hint: "What should have been entered, as the sheet writes it"))
            }
            return .correctChange(entry.id, Prompt(title: "Correct \(HistoryOutcome.signed(entry.amount)) for \(Sanitized.text(entry.playerName))",
                                                   label: "Amount", text: String(entry.amount),
                                                   hint: "What this change should have been: 5 or -3"))
        }
    }

    /// Enter in the correction prompt: a plain amount (with a sign or not) replaces the change's;
    /// for a sheet entry, a new entry in the sheet's notation, which the sheet checks (a refusal
    /// keeps the prompt open with the reason).
    func correctionSubmitted() {
        guard case .correctChange(let id, let prompt)? = destination else { return }
        if list.rows[id: id]?.entry != nil {
            let text = prompt.field.text
            writes.enqueue(change: "correct an entry to \(Sanitized.text(text))",
                           { database in try database.correctSheetEntry(id: id, entry: text) }) { [weak self] result in
                guard let self else { return }
                // The prompt may have been closed meanwhile: only its own outcome touches it.
                let stillOpen = self.destination?.prompt != nil && self.destination?.rowID == id
                switch result {
                case .success(let outcome):
                    if stillOpen { self.destination = nil }
                    // The corrected entry is a new change in the old one's place: the selection follows it.
                    self.list.selectWhenPresent(outcome.changeID)
                    self.report(StatusMessage(Sanitized.text(outcome.summary + (outcome.warning.map { " · " + $0 } ?? ""))))
                case .failure(let error):
                    if stillOpen { self.refusePrompt(error) } else { self.report(.error(error)) }
                }
            }
            return
        }
        do {
            guard case .add(let amount) = try ScoreEntry.parse(prompt.field.text) else {
                throw ScorekeeperError.other("Type the amount this change should have been: 5 or -3.")
            }
            destination = nil
            write(change: "correct a change to \(HistoryOutcome.signed(amount))", { database in try database.correctChange(id: id, amount: amount) },
                  success: { StatusMessage(Sanitized.text($0.summary)) })
        } catch {
            refusePrompt(error)
        }
    }

    func deleteConfirmed(_ id: ScoreChange.ID) {
        write(change: "delete a change", { database in try database.deleteChange(id: id) }, success: { StatusMessage(Sanitized.text($0.summary)) })
    }
}

/// Undo and redo, the same from the game and from its history: a write in line, then the status
/// line says what happened ("Undid +5 for Blob Jr: 67") or why nothing did.
@MainActor
enum HistoryActions {
    static func undo<Screen: ListScreen>(gameID: Game.ID, through screen: Screen) {
        screen.write(change: "undo", { database in try database.undo(gameID: gameID) }, success: { StatusMessage(Sanitized.text($0.summary)) })
    }

    static func redo<Screen: ListScreen>(gameID: Game.ID, through screen: Screen) {
        screen.write(change: "redo", { database in try database.redo(gameID: gameID) }, success: { StatusMessage(Sanitized.text($0.summary)) })
    }
}
