import Foundation
import Observation
import GRDB
import ScorekeeperStore

/// The Tournaments screen (`T` from the games list) and one tournament opened from it: the
/// tournaments followed live, the selection by id, one optional destination, and the open
/// tournament, itself followed live with its table games (a table scored in another terminal
/// shows here as it is scored).
@MainActor @Observable
public final class TournamentsModel {
    @ObservationIgnored let database: AppDatabase
    @ObservationIgnored let writes: WriteQueue
    @ObservationIgnored let effects = BackgroundEffects()
    public internal(set) var list: SelectableList<TournamentRow>
    public private(set) var hasLoaded = false
    public var destination: TournamentsDestination?
    /// The tournament open (Enter); nil shows the list.
    public internal(set) var open: TournamentScreen?
    var size: TerminalSize
    /// The time the round clock shows at, moved on by the app's tick while it runs.
    public internal(set) var now: Date

    @ObservationIgnored private let listQuery = LiveQuery()
    @ObservationIgnored private let tournamentQuery = LiveQuery()

    @ObservationIgnored var goBack: () -> Void = Unwired.callback("TournamentsModel.goBack")
    @ObservationIgnored var openGame: (Game.ID) -> Void = Unwired.callback("TournamentsModel.openGame")
    @ObservationIgnored var report: (StatusMessage) -> Void = Unwired.callback("TournamentsModel.report")

    init(database: AppDatabase, writes: WriteQueue, size: TerminalSize) {
        self.database = database
        self.writes = writes
        self.size = size
        self.now = database.now
        self.list = SelectableList(visibleRows: Layout(size: size).list.height)
    }

    public var keyTable: KeyTable {
        switch destination {
        case nil: return open == nil ? .tournaments : .tournament
        case .addTournament, .join, .enterResult: return .prompt
        case .chooseFormat: return .tournamentFormat
        case .tournamentSetting:
            return KeyTable.prompt.relabeling(.submit, label: "Next", help: "Keep this answer and go on")
                .relabeling(.cancel, label: "Back", help: "Back to the question before (the format first), making nothing")
        case .confirmCreate: return .confirmation
        case .keepPairing: return .tournamentKeep
        case .chooseSwap: return .tournamentSwap
        case .confirmPair:
            // While the round waits for results there is nothing to say yes to: y only says why.
            return pairRefusal == nil ? .confirmation
                : KeyTable.confirmation.replacing([.confirm, .nextChoice], with: .confirm, title: "Waiting for results")
                    .relabeling(.decline, label: "Close", help: "Close; p asks again")
        case .confirmDelete, .confirmDrop, .confirmSwap, .confirmRepair, .confirmRejectReports, .confirmAcceptAllReports:
            return .confirmation
        case .chooseReport: return .tournamentReportChoice
        }
    }

    // MARK: Observation

    /// Follows the list, and the open tournament when there is one.
    func startObserving() {
        listQuery.start(ValueObservation.tracking { db in try TournamentRow.all(db) }.removeDuplicates(),
                        in: database.reader,
                        onError: { [weak self] error in self?.report(.error(error)) },
                        onChange: { [weak self] rows in
                            self?.hasLoaded = true
                            self?.rowsArrived(rows)
                        })
        if let open { follow(open.id) }
    }

    func stopObserving() {
        listQuery.stop()
        tournamentQuery.stop()
    }

    /// Follows one tournament whole: its entries, rounds, tables and the table games' scores
    /// (the read touches them all, so a change to any wakes it).
    private func follow(_ id: Tournament.ID) {
        // The reports waiting are read with it: a report sent from a phone shows as it arrives.
        tournamentQuery.start(ValueObservation.tracking { db in try TournamentRead(db, id: id) }.removeDuplicates(),
                              in: database.reader,
                              onError: { [weak self] error in self?.report(.error(error)) },
                              onChange: { [weak self] read in
                                  if let reports = read.reports, self?.open?.id == id { self?.open?.reports = reports }
                                  self?.snapshotArrived(read.snapshot, id: id)
                              })
    }

    private func snapshotArrived(_ snapshot: TournamentSnapshot?, id: Tournament.ID) {
        guard open?.id == id else { return }
        guard let snapshot else {
            // Deleted elsewhere: nothing is left to show.
            closeTournament()
            report(StatusMessage("That tournament was deleted."))
            return
        }
        open?.snapshot = snapshot
        // A clock started or paused elsewhere reads at the time it arrived.
        now = database.now
        open?.refreshLists()
        fitLists()
        // A dialog about a table or a person that is gone (paired again, removed elsewhere) has
        // nothing left to act on.
        if let destination, !destination.stillApplies(to: snapshot.state) { self.destination = nil }
    }

    func resized(to newSize: TerminalSize) {
        size = newSize
        list.setVisibleRows(Layout(size: newSize).list.height)
        fitLists()
    }

    /// Gives the open tournament's tables and standings the lines the screen has for them.
    private func fitLists() {
        guard let open else { return }
        let split = TournamentScreen.split(tableLines: open.tableLines, height: Layout(size: size).list.height)
        self.open?.tables.setVisibleRows(split.tables)
        self.open?.standings.setVisibleRows(split.standings)
    }

    // MARK: What the user did

    func perform(_ action: Action) {
        switch destination {
        case nil: open == nil ? performOnList(action) : performOnTournament(action)
        case .addTournament, .join, .enterResult: performInPrompt(action, submitted: promptSubmitted)
        case .chooseFormat(let name, let format): performInFormatChoice(action, name: name, format: format)
        case .tournamentSetting(let draft, _): performInSettingPrompt(action, draft: draft)
        case .confirmCreate(let draft, let choice):
            confirm(action, choice, asking: { .confirmCreate(draft, $0) }, then: { create(draft) })
        case .confirmDelete(let id, let choice):
            performInDeleteConfirmation(action, id: id, choice: choice, confirmed: deleteConfirmed)
        case .confirmPair(let id, let choice): performInPairQuestion(action, id: id, choice: choice)
        case .confirmDrop(let id, let entryID, let choice):
            confirm(action, choice, asking: { .confirmDrop(id, entryID, $0) }, then: { dropConfirmed(id: id, entryID: entryID) })
        case .chooseSwap(let id, let first): performInSwapChoice(action, id: id, first: first)
        case .confirmSwap(let id, let a, let b, let warnings, let choice):
            confirm(action, choice, asking: { .confirmSwap(id, a, b, warnings: warnings, $0) }, then: { swap(id: id, a, b) })
        case .confirmRepair(let id, let round, let choice):
            confirm(action, choice, asking: { .confirmRepair(id, round: round, $0) }, then: { repairConfirmed(id: id) })
        case .keepPairing(let id, let round, let highlighted): performInKeepChoice(action, id: id, round: round, highlighted: highlighted)
        case .chooseReport(let id, let table, let highlighted): performInReportChoice(action, id: id, tableID: table, highlighted: highlighted)
        case .confirmRejectReports(let id, let table, let choice):
            confirm(action, choice, asking: { .confirmRejectReports(id, table: table, $0) }, then: { rejectConfirmed(id: id, tableID: table) })
        case .confirmAcceptAllReports(let id, let choice):
            confirm(action, choice, asking: { .confirmAcceptAllReports(id, $0) }, then: { acceptAllConfirmed(id: id) })
        }
    }

    /// Keys in a yes/no dialog: `confirmed` runs once it closes on yes; `asking` rebuilds it with
    /// the other button highlighted.
    private func confirm(_ action: Action, _ choice: ConfirmationChoice, asking: (ConfirmationChoice) -> TournamentsDestination,
                         then confirmed: () -> Void) {
        switch choice.outcome(of: action) {
        case .confirmed:
            destination = nil
            confirmed()
        case .dismissed: destination = nil
        case .highlight(let next): destination = asking(next)
        case .ignored: break
        }
    }

    func type(_ character: Character) {
        destination?.prompt?.type(character)
    }

    private func performOnList(_ action: Action) {
        if list.navigate(action) { return }
        switch action {
        case .openTournament: if let row = list.selected { openTournament(row.id) }
        case .addTournament: destination = .addTournament(Prompt(title: "New tournament", label: "Name",
                                                                 hint: "Enter: then its format and settings"))
        case .deleteTournament: deleteTapped()
        case .back: goBack()
        default: break
        }
    }

    private func performOnTournament(_ action: Action) {
        guard let open else { return }
        switch action {
        case .back: closeTournament()
        case .openGame: openTableGame()
        case .pairRound: pairTapped()
        case .joinTournament:
            let name = Sanitized.text(open.snapshot?.tournament.name ?? "the tournament")
            destination = .join(open.id, Prompt(title: "Add an entrant to \(name)", label: "Name",
                                                hint: "A known person's name links to them"))
        case .earlierRound, .laterRound:
            let current = open.snapshot?.state.currentRound ?? 0
            guard current > 0 else { return }
            let next = min(max(1, open.shownRound + (action == .earlierRound ? -1 : 1)), current)
            self.open?.chosenRound = next == current ? nil : next
            self.open?.refreshLists()
            fitLists()
        case .switchFocus:
            self.open?.focus = open.focus == .tables ? .standings : .tables
        case .enterTableResult: enterResultTapped()
        case .dropFromTournament: dropTapped()
        case .swapSeats: swapTapped()
        case .repairRound: repairTapped()
        case .keepPairing: keepTapped()
        case .toggleClock: toggleRoundClockTapped()
        case .acceptReport: acceptReportTapped()
        case .rejectReports: rejectReportsTapped()
        case .acceptAllReports: acceptAllReportsTapped()
        default:
            switch open.focus {
            case .tables: _ = self.open?.tables.navigate(action)
            case .standings: _ = self.open?.standings.navigate(action)
            }
        }
    }

    /// Enter on a tournament: its screen, read and followed.
    func openTournament(_ id: Tournament.ID) {
        guard list.rows[id: id] != nil else { return }
        list.select(id)
        let split = TournamentScreen.split(tableLines: 0, height: Layout(size: size).list.height)
        open = TournamentScreen(id: id, tableRows: split.tables, standingRows: split.standings)
        follow(id)
    }

    /// Back to the list, the tournament still selected.
    func closeTournament() {
        tournamentQuery.stop()
        if let id = open?.id { list.select(id) }
        open = nil
        if destination?.rowID != nil { destination = nil }
    }

    /// Enter on a table: its game, on the game screen (Esc there comes back here).
    private func openTableGame() {
        guard let table = open?.tables.selected else { return }
        guard let gameID = table.gameID else {
            // Imported rounds were played elsewhere; a game deleted since leaves its table too.
            report(StatusMessage(table.outcome != nil
                                 ? "Table \(table.number) has no game here: its result was entered or imported."
                                 : "Table \(table.number) has no game: it was deleted."))
            return
        }
        openGame(gameID)
    }

    /// Why the open tournament's next round cannot be paired now, by the rule the store pairs
    /// by (`TournamentState.pairingRefusal`), read from the tournament as last read.
    var pairRefusal: TournamentPairingError? {
        open?.snapshot?.state.pairingRefusal
    }

    /// `p`: pairs the next round at once when the store would; while tables of the current one
    /// have no result, says so in a question that follows the results as they come in (from
    /// anywhere) and offers to pair once the last is in; any other refusal is said as the
    /// command line says it.
    private func pairTapped() {
        guard let open, open.snapshot != nil else { return }
        switch pairRefusal {
        case nil: pair(open.id)
        case .roundInConflict(let conflict)?:
            report(StatusMessage("Round \(conflict.round) is in conflict: w keeps one of its pairings, then p pairs on."))
        case .roundNotFinished?: destination = .confirmPair(open.id, .cancel)
        case let refusal?: report(StatusMessage(refusal.message, kind: .error))
        }
    }

    /// A key in the pairing question: yes pairs only once nothing stands in the way (the store
    /// would refuse otherwise, for the same reason, which is what yes then says).
    private func performInPairQuestion(_ action: Action, id: Tournament.ID, choice: ConfirmationChoice) {
        switch choice.outcome(of: action) {
        case .confirmed:
            if let refusal = pairRefusal {
                report(StatusMessage(refusal.message, kind: .error))
                destination = .confirmPair(id, .cancel)
                return
            }
            destination = nil
            pair(id)
        case .dismissed: destination = nil
        case .highlight(let next): destination = .confirmPair(id, next)
        case .ignored: break
        }
    }

    private func pair(_ id: Tournament.ID) {
        // The round paired shows as soon as it arrives. The round read as the next is the one
        // meant: another program that paired it meanwhile is named rather than a round paired
        // beyond it.
        let expected = (open?.snapshot?.state.currentRound ?? 0) + 1
        open?.chosenRound = nil
        write(change: "pair the next round", { database in try database.pairNextRound(id: id, expecting: expected) }, success: { plan in
            let tables = plan.tables.count == 1 ? "1 table" : "\(plan.tables.count) tables"
            return StatusMessage("Round \(plan.number) paired: \(tables).")
        })
    }

    // MARK: Prompts, format, delete

    /// Enter in a prompt: the name is checked at once (a refusal keeps the prompt open).
    func promptSubmitted() {
        guard let destination, let prompt = destination.prompt else { return }
        if case .enterResult(let id, let table, _) = destination {
            return resultSubmitted(id: id, tableID: table, text: prompt.field.text)
        }
        do {
            let name = try NameValidation.validated(prompt.field.text, what: "Name")
            switch destination {
            case .addTournament:
                let key = PersonName.key(name)
                if list.rows.contains(where: { PersonName.key($0.tournament.name) == key }) {
                    throw ScorekeeperError.other("A tournament is named '\(Sanitized.text(name))' already: choose another name.")
                }
                self.destination = .chooseFormat(name: name, .swiss)
            case .join(let id, _):
                self.destination = nil
                let shown = Sanitized.text(name)
                write(change: "enter \(shown)", { database in try database.joinTournament(id: id, names: [name]) },
                      success: { _ in StatusMessage("\(shown) entered.") })
            default:
                break
            }
        } catch {
            refusePrompt(error)
        }
    }

    /// Keys in the format menu: it moves as every list does; Enter goes on to the format's
    /// settings (nothing is made yet).
    private func performInFormatChoice(_ action: Action, name: String, format: TournamentFormat) {
        let all = TournamentFormat.allCases
        let index = all.firstIndex(of: format)!
        switch action {
        case .moveUp: destination = .chooseFormat(name: name, all[(index + all.count - 1) % all.count])
        case .moveDown: destination = .chooseFormat(name: name, all[(index + 1) % all.count])
        case .moveToTop, .pageUp: destination = .chooseFormat(name: name, all[0])
        case .moveToBottom, .pageDown: destination = .chooseFormat(name: name, all[all.count - 1])
        case .activateChoice: ask(TournamentDraft(name: name, format: format))
        case .cancel:
            // Back to the name as typed.
            destination = .addTournament(Prompt(title: "New tournament", label: "Name", text: name,
                                                hint: "Enter: then its format and settings"))
        default: break
        }
    }

    /// The draft's question being asked, its answer offered (what was typed, else the default);
    /// past the last, the summary to confirm.
    private func ask(_ draft: TournamentDraft) {
        guard let question = draft.question else {
            destination = .confirmCreate(draft, .cancel)
            return
        }
        let title = "\(Sanitized.text(draft.name)), \(draft.format.displayName): \(question.label.lowercased())"
            + " (\(draft.step + 1) of \(draft.questions.count))"
        destination = .tournamentSetting(draft, Prompt(title: title, label: question.label, text: draft.offered(question),
                                                       hint: question.hint(format: draft.format)))
    }

    /// Enter keeps an answer its setting reads (refused in the prompt otherwise) and asks the
    /// next; Esc goes back a question, to the format menu from the first.
    private func performInSettingPrompt(_ action: Action, draft: TournamentDraft) {
        switch action {
        case .submit:
            guard let question = draft.question, let text = destination?.prompt?.field.text else { return }
            do {
                try TournamentDraft.check(question, text)
            } catch {
                refusePrompt(error)
                return
            }
            var next = draft
            next.answers[question] = text
            next.step += 1
            ask(next)
        case .cancel:
            var back = draft
            if let question = draft.question, let text = destination?.prompt?.field.text { back.answers[question] = text }
            guard draft.step > 0 else {
                destination = .chooseFormat(name: draft.name, draft.format)
                return
            }
            back.step -= 1
            ask(back)
        default: _ = destination?.prompt?.edit(action)
        }
    }

    /// Yes to the summary: the tournament is made as `tournament add` makes it from the same
    /// answers; a refusal of the store (another program took the name meanwhile) is said.
    private func create(_ draft: TournamentDraft) {
        let made: (settings: TournamentSettings, rules: GameRules?)
        do {
            made = try draft.made()
        } catch {
            report(.error(error))
            return
        }
        let name = draft.name, shown = Sanitized.text(draft.name)
        write(change: "make \(shown)", { database in
            try database.createTournament(name: name, settings: made.settings, gameRules: made.rules)
        }, success: { [weak self] tournament in
            self?.list.selectWhenPresent(tournament.id)
            return StatusMessage("Made \(shown): \(draft.summary()).")
        })
    }

    func deleteConfirmed(_ id: Tournament.ID) {
        let name = Sanitized.text(list.rows[id: id]?.tournament.name ?? "The tournament")
        write(change: "delete \(name)", { database in try database.deleteTournament(id: id) },
              success: { _ in StatusMessage("Deleted \(name); its games stay.") })
    }
}

// The list is a list screen like the others: rows, one destination, prompts, deleting and
// writes through `ListScreen`.
extension TournamentsModel: ListScreen {}

extension TournamentsModel: MouseTarget {
    /// Whether the second person of a swap is being chosen: the standings still take the mouse.
    private var isChoosingSwap: Bool {
        if case .chooseSwap? = destination { return true }
        return false
    }

    func wheel(by offset: Int) {
        if isChoosingSwap { open?.standings.moveSelection(by: offset); return }
        guard destination == nil else { return }
        guard let open else { return list.moveSelection(by: offset) }
        switch open.focus {
        case .tables: self.open?.tables.moveSelection(by: offset)
        case .standings: self.open?.standings.moveSelection(by: offset)
        }
    }

    func clicked(line: Int, column: Int) {
        guard destination == nil || isChoosingSwap else { return }
        guard let open else {
            if let row = list.row(atVisibleLine: line) { list.select(row.id) }
            return
        }
        // The tables first, then the standings' heading and rows, as the view draws them.
        let tableRows = open.tables.visibleRows
        if isChoosingSwap {
            if let row = open.standings.row(atVisibleLine: line - tableRows - 2) { self.open?.standings.select(row.id) }
        } else if let table = open.tables.row(atVisibleLine: line) {
            self.open?.tables.select(table.id)
            self.open?.focus = .tables
        } else if let row = open.standings.row(atVisibleLine: line - tableRows - 2) {
            self.open?.standings.select(row.id)
            self.open?.focus = .standings
        }
    }
}
