import Foundation
import Observation
import GRDB
import ScorekeeperStore

/// The People screen (`P` from the games list) and one person opened from it: the statistics of
/// every person, followed live and recomputed off the main actor (they read every finished game),
/// the order, the selection by id, one optional destination, and the open person.
@MainActor @Observable
public final class PeopleModel {
    @ObservationIgnored let database: AppDatabase
    @ObservationIgnored let writes: WriteQueue
    /// Image and file work (the picker of a person's photo), done off the main actor.
    @ObservationIgnored let photos: PhotoServices
    /// Reads off the main actor (the person a merge goes into), and the picker's folders.
    @ObservationIgnored let effects = BackgroundEffects()
    /// Nil until the first read arrives.
    public private(set) var statistics: PeopleStatistics?
    public internal(set) var list: SelectableList<PersonRow>
    public private(set) var order: PeopleOrder = .name
    public var destination: PeopleDestination?
    /// The person open (Enter); nil shows the People screen.
    public internal(set) var person: PersonScreen?
    /// The people who have a photo of their own, followed from the database.
    public internal(set) var peopleWithPhotos: Set<Person.ID> = []
    /// The photo "Remove photo" just took off a person, which `u` puts back until anything else
    /// is done (kept in memory only).
    @ObservationIgnored var undoablePhotoRemoval: AppDatabase.RemovedPhoto?
    var size: TerminalSize
    /// Dates are shown in the local time zone (tests pin it).
    @ObservationIgnored var timeZone = TimeZone.current

    @ObservationIgnored private let statisticsQuery = LiveQuery()
    @ObservationIgnored private let gamesQuery = LiveQuery()
    @ObservationIgnored let photosQuery = LiveQuery()

    @ObservationIgnored var goBack: () -> Void = Unwired.callback("PeopleModel.goBack")
    @ObservationIgnored var openGame: (Game.ID) -> Void = Unwired.callback("PeopleModel.openGame")
    @ObservationIgnored var report: (StatusMessage) -> Void = Unwired.callback("PeopleModel.report")
    /// The folder the photo picker opens in, remembered for the run by the app.
    @ObservationIgnored var photoDirectory: () -> String = Unwired.value("PeopleModel.photoDirectory",
                                                                         fallback: FileManager.default.currentDirectoryPath)
    @ObservationIgnored var rememberPhotoDirectory: (String) -> Void = Unwired.callback("PeopleModel.rememberPhotoDirectory")

    init(database: AppDatabase, writes: WriteQueue, size: TerminalSize, photos: PhotoServices) {
        self.database = database
        self.writes = writes
        self.photos = photos
        self.size = size
        self.list = SelectableList(visibleRows: Layout(size: size).list.height)
    }

    // MARK: Derived

    public var hasLoaded: Bool { statistics != nil }

    /// The open person's figures (nil while loading, or once they are merged away or deleted).
    public var personFigures: PeopleStatistics.PersonFigures? {
        guard loadedScope == .everything else { return nil }
        return person.flatMap { list.rows[id: $0.id]?.figures }
    }

    /// How much the statistics in hand gathered: the list alone reads faster (the screen's first
    /// frame), and a person's page needs everything (kinds, head-to-head, rating history).
    private var loadedScope: PeopleStatistics.Scope?

    /// The person the keys `C`, `r` and `M` act on: the one open, else the selected one.
    var currentPerson: PersonRow? {
        if let person { return list.rows[id: person.id] }
        return list.selected
    }

    /// A person's colour by id (people in head-to-head records are drawn in theirs).
    public func colour(ofPerson id: Person.ID) -> PersonColour? {
        list.rows[id: id]?.colour
    }

    public var statisticsLines: [PersonStatisticsLine] {
        personFigures.map(PersonStatisticsLine.lines(for:)) ?? []
    }

    public var keyTable: KeyTable {
        switch destination {
        case nil: return person == nil ? .people : .person
        case .renamePerson: return .prompt
        case .mergeInto: return .mergePrompt
        case .confirmMerge: return .confirmation
        case .colour: return .colourPicker
        case .photoDialog: return .photoDialog(offering: PhotoDialogChoice.personChoices, title: "Person photo")
        case .photoPicker(let picker): return picker.pathField == nil ? .photoPicker : .photoPickerPath
        case .confirmDelete: return .confirmation
        }
    }

    // MARK: Observation

    /// Follows every person's statistics; the first read is off the main actor too (a club's
    /// file has thousands of finished games), so the screen shows "Reading…" until it lands.
    func startObserving() {
        observeStatistics(scope: person == nil ? .list : .everything)
        if let person { followGames(of: person.id) }
        observePhotos()
    }

    private func observeStatistics(scope: PeopleStatistics.Scope) {
        statisticsQuery.start(ValueObservation.tracking { db in try AppDatabase.peopleStatistics(db, scope: scope) }.removeDuplicates(),
                              in: database.reader, immediately: false,
                              onError: { [weak self] error in self?.report(.error(error)) },
                              onChange: { [weak self] statistics in self?.statisticsArrived(statistics, scope: scope) })
    }

    func stopObserving() {
        statisticsQuery.stop()
        gamesQuery.stop()
        photosQuery.stop()
    }

    private func statisticsArrived(_ statistics: PeopleStatistics, scope: PeopleStatistics.Scope) {
        self.statistics = statistics
        loadedScope = scope
        list.replaceRows(order.sorted(statistics.people.compactMap(PersonRow.init)))
        // A person merged away or deleted elsewhere: what was about them has nothing left to act on.
        if let person, list.rows[id: person.id] == nil { closePerson() }
        if let id = destination?.rowID, list.rows[id: id] == nil { destination = nil }
        if case .confirmMerge(_, let into, _, _, _)? = destination, list.rows[id: into] == nil { destination = nil }
        clampStatisticsScroll()
    }

    private func followGames(of id: Person.ID) {
        gamesQuery.start(ValueObservation.tracking { db in
                             PersonGamesRead(summaries: try AppDatabase.gameSummaries(db, personID: id),
                                             results: try AppDatabase.personResults(db, personID: id))
                         }.removeDuplicates(),
                         in: database.reader,
                         onError: { [weak self] error in self?.report(.error(error)) },
                         onChange: { [weak self] read in
                             self?.person?.games.replaceRows(read.summaries)
                             self?.person?.results = read.results
                         })
    }

    func resized(to newSize: TerminalSize) {
        size = newSize
        let rows = Layout(size: newSize).list.height
        list.setVisibleRows(rows)
        person?.games.setVisibleRows(rows)
        clampStatisticsScroll()
        pickerResized()
    }

    // MARK: What the user did

    func perform(_ action: Action) {
        switch destination {
        case nil:
            // Undo right after "Remove photo" puts the photo back; anything else done first ends that.
            if action == .undo, let removed = undoablePhotoRemoval {
                restoreRemovedPhoto(removed)
                return
            }
            if ![.showHelp, .redraw].contains(action) { undoablePhotoRemoval = nil }
            person == nil ? performOnList(action) : performOnPerson(action)
        case .mergeInto(let id, var prompt, var completion) where action == .completeName:
            guard let candidate = completion.next(after: prompt.field.text) else { return }
            prompt.field = TextField(candidate.name)
            prompt.error = nil
            destination = .mergeInto(id, prompt, completion)
        case .renamePerson, .mergeInto: performInPrompt(action, submitted: promptSubmitted)
        case .confirmMerge(let from, let into, let name, let games, let choice):
            switch choice.outcome(of: action) {
            case .confirmed:
                destination = nil
                mergeConfirmed(from: from, into: into, intoName: name, games: games)
            case .dismissed: destination = nil
            case .highlight(let next): destination = .confirmMerge(from: from, into: into, intoName: name, games: games, next)
            case .ignored: break
            }
        case .colour(let id, let highlighted): performInColourPicker(action, id: id, highlighted: highlighted)
        case .photoDialog(let id, let choice): performInPhotoDialog(action, id: id, choice: choice)
        case .photoPicker: performInPicker(action)
        case .confirmDelete(let id, let name, let unlinks, let choice):
            switch choice.outcome(of: action) {
            case .confirmed:
                destination = nil
                deleteConfirmed(id, name: name)
            case .dismissed: destination = nil
            case .highlight(let next): destination = .confirmDelete(id, name: name, unlinks: unlinks, next)
            case .ignored: break
            }
        }
    }

    func type(_ character: Character) {
        if destination?.picker?.pathField != nil {
            destination?.picker?.pathField?.insert(character)
        } else {
            destination?.prompt?.type(character)
        }
    }

    private func performOnList(_ action: Action) {
        if list.navigate(action) { return }
        switch action {
        case .openPerson: if let row = list.selected { openPerson(row.id) }
        case .cyclePeopleOrder: sortTapped()
        case .back: goBack()
        default: performOnPerson(action)
        }
    }

    private func performOnPerson(_ action: Action) {
        switch action {
        case .changeColour: colourTapped()
        case .renamePerson: renameTapped()
        case .mergePerson: mergeTapped()
        case .personPhoto: personPhotoTapped()
        case .deletePerson: deletePersonTapped()
        case .undo: report(StatusMessage("Nothing to undo here: u puts back a photo just removed."))
        case .back where person != nil: closePerson()
        case .nextSection, .previousSection:
            // Read first: the new section must not be worked out inside the write to `person`.
            guard let section = person?.section.moved(by: action == .nextSection ? 1 : -1) else { return }
            person?.section = section
        case .openGame:
            guard let person else { return }
            if person.section != .games {
                self.person?.section = .games
            } else if let game = person.games.selected {
                openGame(game.id)
            }
        default:
            guard let person else { return }
            switch person.section {
            case .games: _ = self.person?.games.navigate(action)
            case .statistics: scrollStatistics(action)
            case .rating: break
            }
        }
    }

    /// Enter on a person: their statistics first; their games are read and followed.
    func openPerson(_ id: Person.ID) {
        guard list.rows[id: id] != nil else { return }
        list.select(id)
        person = PersonScreen(id: id, visibleRows: Layout(size: size).list.height)
        if loadedScope != .everything { observeStatistics(scope: .everything) }
        followGames(of: id)
    }

    /// Back to the People screen, the person still selected.
    func closePerson() {
        gamesQuery.stop()
        if let id = person?.id { list.select(id) }
        person = nil
    }

    func sortTapped() {
        order = order.next
        list.replaceRows(order.sorted(Array(list.rows)))
        report(StatusMessage("Sorted by \(order.label)."))
    }

    private func scrollStatistics(_ action: Action) {
        let page = max(1, Layout(size: size).list.height - 1)
        switch action {
        case .moveUp: person?.firstLine -= 1
        case .moveDown: person?.firstLine += 1
        case .pageUp: person?.firstLine -= page
        case .pageDown: person?.firstLine += page
        case .moveToTop: person?.firstLine = 0
        case .moveToBottom: person?.firstLine = Int.max / 2
        default: return
        }
        clampStatisticsScroll()
    }

    private func clampStatisticsScroll() {
        guard let person else { return }
        let last = max(0, statisticsLines.count - Layout(size: size).list.height)
        self.person?.firstLine = min(max(0, person.firstLine), last)
    }

    // MARK: Colour, rename, merge

    func colourTapped() {
        guard let row = currentPerson else { return }
        destination = .colour(row.id, row.colour)
    }

    private func performInColourPicker(_ action: Action, id: Person.ID, highlighted: PersonColour) {
        let all = PersonColour.allCases
        let index = all.firstIndex(of: highlighted)!
        switch action {
        case .moveUp: destination = .colour(id, all[(index + all.count - 1) % all.count])
        case .moveDown: destination = .colour(id, all[(index + 1) % all.count])
        case .activateChoice:
            destination = nil
            let name = Sanitized.text(list.rows[id: id]?.person.name ?? "The person")
            write(change: "\(name)'s colour", { database in try database.setColour(personID: id, highlighted) },
                  success: { _ in StatusMessage("\(name) is \(highlighted.name) now.") })
        case .cancel: destination = nil
        default: break
        }
    }

    func renameTapped() {
        guard let row = currentPerson else { return }
        destination = .renamePerson(row.id, Prompt(title: "Rename person", label: "Name", text: row.person.name,
                                                   hint: "Their players keep the names they had in each game"))
    }

    func mergeTapped() {
        guard let row = currentPerson else { return }
        // The others, most recently played first, to complete from.
        let others = PeopleOrder.lastPlayed.sorted(list.rows.filter { $0.id != row.id })
            .map { NameCompletion.Candidate(id: $0.figures.id, name: $0.person.name, colour: $0.colour) }
        destination = .mergeInto(row.id, Prompt(title: "Merge \(Sanitized.text(row.person.name)) into", label: "Person",
                                                hint: "A name or id; their games move to that person"),
                                 NameCompletion(people: others))
    }

    /// Enter in the rename or merge prompt: a refusal keeps the prompt open with the reason (a
    /// name is checked at once, a merge's person once it is read); a merge then asks, naming how
    /// many games move.
    func promptSubmitted() {
        guard let destination, let prompt = destination.prompt else { return }
        do {
            switch destination {
            case .renamePerson(let id, _):
                let name = try NameValidation.validated(prompt.field.text, what: "Name")
                self.destination = nil
                let old = Sanitized.text(list.rows[id: id]?.person.name ?? "the person")
                write(change: "rename \(old)") { database in try database.renamePerson(id: id, name: name) }
            case .mergeInto(let from, _, _):
                mergeSubmitted(from: from, typed: prompt.field.text)
            default:
                break
            }
        } catch {
            refusePrompt(error)
        }
    }

    /// Enter in the merge prompt: the person typed is found, and their games counted, off the main
    /// actor; the answer (the confirmation, or the reason under the field) is shown when it
    /// arrives if the prompt is still open about `from` with the same text.
    private func mergeSubmitted(from: Person.ID, typed: String) {
        let database = self.database
        effects.run({ () -> Result<(id: Person.ID, name: String, games: Int), any Error> in
            Result {
                let into = try database.resolvePerson(typed)
                guard into.id != from else {
                    throw ScorekeeperError.other("A person cannot be merged into themselves.")
                }
                return (into.id, into.name, try database.gameCount(personID: from))
            }
        }, then: { [weak self] found in
            guard let self, case .mergeInto(from, let prompt, _)? = self.destination, prompt.field.text == typed else { return }
            switch found {
            case .success(let into):
                self.destination = .confirmMerge(from: from, into: into.id, intoName: into.name, games: into.games, .cancel)
            case .failure(let error):
                self.refusePrompt(error)
            }
        })
    }

    private func mergeConfirmed(from: Person.ID, into: Person.ID, intoName: String, games: Int) {
        let fromName = Sanitized.text(list.rows[id: from]?.person.name ?? "The person")
        let intoName = Sanitized.text(intoName)
        // The person open is merged away: the one kept opens in their place.
        if person?.id == from { person = nil; gamesQuery.stop() }
        list.selectWhenPresent(into)
        write(change: "merge \(fromName) into \(intoName)", { database in try database.mergePeople(from: from, into: into) },
              success: { moved in
                  StatusMessage("Merged \(fromName) into \(intoName): \(moved == 1 ? "1 game" : "\(moved) games") moved.")
              })
    }
}

// The People screen is a list screen like the others: its rows, one destination, prompts and
// writes through `ListScreen` (its delete confirmation names what deleting unlinks, read first,
// so it is its own rather than `DeletingListDestination`'s).
extension PeopleModel: ListScreen {}

extension PeopleModel: MouseTarget {
    func wheel(by offset: Int) {
        if destination?.picker != nil { movePickerSelection(by: offset) }
        guard destination == nil else { return }
        if let person {
            switch person.section {
            case .games: self.person?.games.moveSelection(by: offset)
            case .statistics: scrollStatistics(offset < 0 ? .moveUp : .moveDown)
            case .rating: break
            }
        } else {
            list.moveSelection(by: offset)
        }
    }

    func clicked(line: Int, column: Int) {
        guard destination == nil else { return }
        if let person {
            if person.section == .games, let row = person.games.row(atVisibleLine: line) { self.person?.games.select(row.id) }
        } else if let row = list.row(atVisibleLine: line) {
            list.select(row.id)
        }
    }
}

/// One read of a person's games: the rows of their Games view and where they stood in each.
struct PersonGamesRead: Equatable, Sendable {
    var summaries: [GameSummary]
    var results: [Game.ID: PersonGameResult]
}
