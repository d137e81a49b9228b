import Foundation
import Observation
import GRDB
import IdentifiedCollections
import ScorekeeperStore

/// One game's screen: its standings observed from the database (with avatars made off the main
/// actor), and what the person is doing with them: one `GameScreen` value (the view, and what is
/// presented over it), keyed by player id.
@MainActor @Observable
public final class GameModel: ListScreen {
    @ObservationIgnored let database: AppDatabase
    @ObservationIgnored let writes: WriteQueue
    /// Image and file work, done off the main actor.
    @ObservationIgnored let photos: PhotoServices
    public let gameID: Game.ID
    /// The game and its player count; nil until loaded or once the game is gone.
    public internal(set) var game: GameSummary?
    /// Who is where, by the game's rules: what every part of this screen reads.
    public internal(set) var standings: GameStandings?
    /// The rounds marked "from sync conflict": a round recorded on two copies, kept as two.
    public internal(set) var conflictRounds: Set<Int> = []
    /// The players in the order on screen, with the selection and scrolling.
    public internal(set) var list: SelectableList<PlayerStanding>
    /// Avatars by player id, for players whose thumbnail could be drawn.
    public internal(set) var avatars: [Player.ID: CellArt] = [:]
    /// Each player's person's colour, by player id (players linked to no person have none).
    public internal(set) var colours: [Player.ID: PersonColour] = [:]
    /// Each linked player's person (the photo dialog names them), by player id.
    public internal(set) var linkedPeople: [Player.ID: LinkedPerson] = [:]
    public internal(set) var hasLoaded = false
    /// The list's order, as `s` cycles it. The round grid is always in seat order.
    public internal(set) var listOrder = ListOrder.rule
    /// The time the screen shows its clocks at, moved on by the app's tick.
    public internal(set) var now: Date
    /// The photo "Remove photo" (or "Use Ann's photo") just took off, which `u` puts back until anything else is done
    /// (kept in memory only).
    @ObservationIgnored var undoablePhotoRemoval: AppDatabase.RemovedPhoto?
    /// A round typed whole that ends the game: the offer to finish waits for the standings that
    /// hold it, so the question names the winner that round made (kept in memory only).
    @ObservationIgnored var finishOfferAwaited: RoundAwaitingFinishOffer?
    /// The view and whatever is presented over it.
    public internal(set) var screen: GameScreen = .list(nil)
    /// The sheet the game follows, each player's column scored; nil for a plain game (and until
    /// loaded).
    public internal(set) var sheet: GameSheet?
    /// Whether the game follows a sheet, from the standings' read (before the sheet itself arrives).
    @ObservationIgnored var followsSheet = false
    /// Whether the game is a tournament table's, from the standings' read: it offers no rematch.
    public internal(set) var isTournamentTable = false
    /// `t` was pressed before the sheet's first read arrived: the sheet opens as that read does,
    /// unless the person has gone elsewhere meanwhile. The status line says it is being read.
    public internal(set) var isAwaitingSheet = false
    var size: TerminalSize

    @ObservationIgnored let query = LiveQuery()
    @ObservationIgnored let avatarQuery = LiveQuery()
    @ObservationIgnored let chartQuery = LiveQuery()
    @ObservationIgnored let colourQuery = LiveQuery()
    @ObservationIgnored let peopleQuery = LiveQuery()
    @ObservationIgnored let sheetQuery = LiveQuery()
    @ObservationIgnored let avatarCache = AvatarCache(columns: Layout.avatarColumns, rows: Layout.avatarRows)
    /// Work running off the main actor (reads, listing folders, drawing previews, saving photos).
    @ObservationIgnored let effects = BackgroundEffects()
    @ObservationIgnored var goBack: () -> Void = Unwired.callback("GameModel.goBack")
    /// Opens another game in place of this one (a rematch).
    @ObservationIgnored var openGame: (Game.ID) -> Void = Unwired.callback("GameModel.openGame")
    @ObservationIgnored var report: (StatusMessage) -> Void = Unwired.callback("GameModel.report")
    /// The folder the photo picker opens in, remembered for the run by the app.
    @ObservationIgnored var photoDirectory: () -> String = Unwired.value("GameModel.photoDirectory",
                                                                         fallback: FileManager.default.currentDirectoryPath)
    @ObservationIgnored var rememberPhotoDirectory: (String) -> Void = Unwired.callback("GameModel.rememberPhotoDirectory")

    public init(database: AppDatabase, writes: WriteQueue, gameID: Game.ID, size: TerminalSize, photos: PhotoServices) {
        self.database = database
        self.writes = writes
        self.photos = photos
        self.gameID = gameID
        self.size = size
        self.list = SelectableList(visibleRows: Layout(size: size).visiblePlayerRows)
        self.now = database.now
    }

    // MARK: Derived

    /// The players in the order on screen.
    public var players: IdentifiedArrayOf<PlayerStanding> { list.rows }

    /// The game's rules (the default ones until it is loaded).
    public var rules: GameRules { game?.game.rules ?? GameRules() }

    public var isFinished: Bool { game?.game.isFinished ?? false }

    /// The score order on screen: the rule's (leader first), or the other way once `s` picked it.
    public var order: PlayerOrder { listOrder == .reversed ? rules.leaderFirst.toggled : rules.leaderFirst }

    /// Whether the list is in seat order.
    public var showsSeats: Bool { listOrder == .seats }

    /// What is presented over the players (nil for nothing, and in the chart and the history).
    public var destination: GameDestination? {
        get { screen.destination }
        set { screen = screen.presenting(newValue) }
    }

    /// The game's history, when it is open over the players (`h`).
    public var history: HistoryModel? { screen.history }

    /// Whether a player is singled out as leading: ranked first while someone is behind.
    public func isHighlightedLeader(_ id: Player.ID) -> Bool {
        standings?.isHighlightedLeader(id) ?? false
    }

    public var keyTable: KeyTable {
        switch screen {
        case .history(let history, _): return history.keyTable
        case .chart: return .chart
        case .list(nil):
            var table: KeyTable = isFinished ? .finishedGame : .game
            if isTournamentTable { table = table.removing(.rematch) }
            return sheet == nil ? table : table.relabeling(.toggleRoundGrid, label: "Sheet", help: "The score sheet, to enter on it")
        case .grid(nil):
            let table: KeyTable = isFinished ? .finishedRoundGrid : .roundGrid
            return isTournamentTable ? table.removing(.rematch) : table
        case .sheet(_, nil): return sheetKeyTable
        case .list(let destination?), .grid(let destination?), .sheet(_, let destination?):
            switch destination {
            case .addPlayer: return .addPlayerPrompt
            case .renamePlayer, .enterScore, .editRules, .editKind, .sheetEntry: return .prompt
            case .roundPoints:
                return KeyTable.prompt.relabeling(.cancel, label: "Stop",
                                                  help: "Stop typing the round (asks whether to save the scores typed)")
            case .confirmStopRound: return .roundStop
            case .confirmDelete, .confirmFinish, .confirmReopen, .confirmRematch, .confirmLastPhoto, .confirmRoundTotal: return .confirmation
            case .photoDialog(let id, _): return .photoDialog(offering: photoDialogChoices(for: id))
            case .photoPicker(let picker): return picker.pathField == nil ? .photoPicker : .photoPickerPath
            case .photoViewer: return .photoViewer
            }
        }
    }

    // MARK: Observation

    /// What one observation delivers: the header and the standings, read in one transaction.
    struct Snapshot: Equatable, Sendable {
        var game: GameSummary?
        var standings: GameStandings?
        /// Whether the game follows a score sheet (the sheet itself is read apart, after the first
        /// frame): `t` knows at once that a plain game's is the round grid.
        var followsSheet = false
        /// The rounds a sync kept apart from a round recorded on two copies (`conflictRounds`).
        var conflictRounds: Set<Int> = []
        /// Whether the game is a tournament table's (no rematch).
        var isTournamentTable = false
    }

    /// Starts following the database while the screen is visible: the first value arrives before
    /// this returns, so the first frame is complete, then one after every change. Avatars are
    /// followed apart: their thumbnails change only with photos, not with every score.
    ///
    /// After a change only what changed is decoded and moved (`StandingsReader` hands
    /// `GameStandings` just the players who changed), and the read runs on a reader connection,
    /// not inside the write that caused it (the tables it reads are the same every time).
    public func startObserving() {
        guard !query.isActive else { return }
        let gameID = self.gameID
        let reader = StandingsReader(gameID: gameID)
        let observation = ValueObservation
            .trackingConstantRegion { db -> Snapshot in
                guard let summary = try AppDatabase.gameSummary(db, id: gameID) else { return Snapshot() }
                return Snapshot(game: summary, standings: try reader.standings(db, game: summary.game),
                                followsSheet: try AppDatabase.followsSheet(db, gameID: gameID),
                                conflictRounds: try AppDatabase.conflictRounds(db, gameID: gameID),
                                isTournamentTable: try AppDatabase.isTournamentTableGame(db, gameID: gameID))
            }
            .removeDuplicates()
        query.start(observation, in: database.reader,
                    onError: { [weak self] error in self?.report(.error(error)) },
                    onChange: { [weak self] snapshot in self?.snapshotArrived(snapshot) })
        // The sheet is read once this turn's frame is drawn: its read must not share the first
        // frame's time (nor, on a busy machine, its core).
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.query.isActive, !self.sheetQuery.isActive else { return }
                self.startObservingSheet()
            }
        }
        startObservingAvatars()
        startObservingColours()
        startObservingLinkedPeople()
        if screen.chart != nil { startObservingChart() }
    }

    /// Stops following the database (the screen is going away).
    public func stopObserving() {
        query.stop()
        avatarQuery.stop()
        colourQuery.stop()
        peopleQuery.stop()
        chartQuery.stop()
        sheetQuery.stop()
        history?.stopObserving()
    }

    public var isObserving: Bool { query.isActive }

    /// Avatars from the players' thumbnails, drawn off the main actor (but for the first value,
    /// whose avatars the cache mostly has).
    private func startObservingAvatars() {
        let gameID = self.gameID
        let cache = avatarCache
        let drawAvatar = photos.drawAvatar
        let observation = ValueObservation
            .tracking { db in try AppDatabase.thumbnails(db, gameID: gameID) }
            .removeDuplicates()
            .map { thumbnails -> [Player.ID: CellArt] in
                var avatars: [Player.ID: CellArt] = [:]
                for (playerID, thumbnail) in thumbnails {
                    if let art = cache.avatar(playerID: playerID, thumbnail: thumbnail, draw: drawAvatar) { avatars[playerID] = art }
                }
                return avatars
            }
        avatarQuery.start(observation, in: database.reader,
                          onError: { [weak self] error in self?.report(.error(error)) },
                          onChange: { [weak self] avatars in self?.avatars = avatars })
    }

    func snapshotArrived(_ snapshot: Snapshot) {
        if hasLoaded && snapshot.game == nil {
            // Deleted by another program while on screen.
            report(StatusMessage("That game was deleted by another program.", kind: .error))
            goBack()
            return
        }
        let previous = standings
        game = snapshot.game
        standings = snapshot.standings
        followsSheet = snapshot.followsSheet
        conflictRounds = snapshot.conflictRounds
        isTournamentTable = snapshot.isTournamentTable
        hasLoaded = true
        showStandings()
        history?.gameIsFinished = isFinished
        history?.gameTitle = game?.game.title ?? "This game"
        offerToFinishWhenTheTargetIsReached(previous: previous)
        offerToFinishOnceTheRoundLands()
    }

    /// Puts the standings on screen in the order chosen. The round grid is in seat order, so no
    /// row moves while a round is typed (the rank column still says who leads).
    func showStandings() {
        guard let standings else { return }
        rowsArrived(screen.playersView == .grid || showsSeats ? standings.seated : standings.players(in: order))
    }

    func resized(to size: TerminalSize) {
        self.size = size
        list.setVisibleRows(visibleRows(for: Layout(size: size)))
        history?.resized(to: size)
        photoViewerResized()
        pickerResized()
    }

    func visibleRows(for layout: Layout) -> Int {
        screen.playersView == .grid ? max(1, layout.list.height) : layout.visiblePlayerRows
    }

    // MARK: What the user did

    func perform(_ action: Action) {
        switch screen {
        case .history(let history, _): history.perform(action)
        case .chart(let chart): performInChart(action, chart: chart)
        case .list(nil), .grid(nil): performOnPlayers(action)
        case .sheet(let cursor, nil): performOnSheet(action, cursor: cursor)
        case .list(let destination?), .grid(let destination?), .sheet(_, let destination?): perform(action, in: destination)
        }
    }

    private func perform(_ action: Action, in destination: GameDestination) {
        switch destination {
        case .roundPoints(let entry) where action == .cancel: roundEntryStopped(entry)
        case .roundPoints(let entry): performInPrompt(action, submitted: { roundPointsSubmitted(entry) })
        case .confirmRoundTotal(let entry, let total, let choice):
            performInRoundTotalConfirmation(action, entry: entry, total: total, choice: choice)
        case .confirmStopRound(let entry, let choice): performInRoundStop(action, entry: entry, choice: choice)
        case .sheetEntry(let entry): performInPrompt(action, submitted: { sheetEntrySubmitted(entry) })
        case .editRules: performInPrompt(action, submitted: rulesSubmitted)
        case .editKind: performInPrompt(action, submitted: kindSubmitted)
        case .confirmFinish(let choice, let thenNextRound):
            performInFinishConfirmation(action, choice: choice, thenNextRound: thenNextRound)
        case .confirmReopen(let choice): performInReopenConfirmation(action, choice: choice)
        case .confirmRematch(let choice): performInRematchConfirmation(action, choice: choice)
        case .addPlayer where action == .completeName: completeNameTapped()
        case .addPlayer, .renamePlayer, .enterScore: performInPrompt(action, submitted: promptSubmitted)
        case .confirmLastPhoto(let id, let source, let name, let choice):
            performInLastPhotoConfirmation(action, id: id, source: source, name: name, choice: choice)
        case .confirmDelete(let id, let choice):
            performInDeleteConfirmation(action, id: id, choice: choice, confirmed: deleteConfirmed)
        case .photoDialog(let id, let choice): performInPhotoDialog(action, id: id, choice: choice)
        case .photoPicker: performInPicker(action)
        case .photoViewer: if action == .close { self.destination = nil }
        }
    }

    func type(_ character: Character) {
        if let history {
            history.type(character)
        } else if destination?.prompt != nil {
            destination?.prompt?.type(character)
        } else if destination?.picker?.pathField != nil {
            destination?.picker?.pathField?.insert(character)
        }
    }

    /// Keys on the players themselves, nothing presented over them. In a finished game the key
    /// table binds the keys that would change scores to `refuseFinished`.
    private func performOnPlayers(_ action: Action) {
        if list.navigate(action) { return }
        // Undo after "Remove photo" puts the photo back; anything else done first ends that.
        if action == .undo, let removed = undoablePhotoRemoval {
            restoreRemovedPhoto(removed)
            return
        }
        if ![.showHelp, .redraw].contains(action) { undoablePhotoRemoval = nil }
        // Anything else done while the sheet is read withdraws `t`: the sheet must not open over it.
        if action != .toggleRoundGrid { isAwaitingSheet = false }
        // A sheet game's scores follow its entries: the keys that would change one by hand say
        // where to enter instead, and `t` opens the sheet rather than the round grid.
        if let refusal = sheetRefusal, [.incrementScore, .decrementScore, .enterScore].contains(action) {
            report(refusal)
            return
        }
        if action == .toggleRoundGrid, screen.playersView == .list {
            if followsSheet && sheet == nil {
                // Read after the first frame (a large sheet takes a while): it opens on arrival.
                isAwaitingSheet = true
                return
            }
            if sheet != nil {
                sheetTapped()
                return
            }
        }
        switch action {
        case .editRules: rulesTapped()
        case .editKind: kindTapped()
        case .nextRound: nextRoundTapped()
        case .finishGame: finishTapped()
        case .rematch: rematchTapped()
        case .toggleRoundGrid: toggleGridTapped()
        case .showChart: chartTapped()
        case .enterRoundPoints: roundPointsTapped()
        case .incrementScore: scoreButtonTapped(by: 1)
        case .decrementScore: scoreButtonTapped(by: -1)
        case .enterScore: enterScoreTapped()
        case .addPlayer: addPlayerTapped()
        case .renamePlayer: renameTapped()
        case .deletePlayer: deleteTapped()
        case .togglePlayerOrder: sortTapped()
        case .moveSeatUp: moveSeatTapped(by: -1)
        case .moveSeatDown: moveSeatTapped(by: 1)
        case .passTurn: passTurnTapped()
        case .toggleClock: toggleClockTapped()
        case .playerPhoto: photoButtonTapped()
        case .viewPhoto: viewPhotoTapped()
        case .undo: HistoryActions.undo(gameID: gameID, through: self)
        case .redo: HistoryActions.redo(gameID: gameID, through: self)
        case .openHistory: historyTapped()
        case .refuseFinished: finishedRefused()
        case .back: backTapped()
        default: break
        }
    }

    /// Esc: from the grid back to the player list; from the list back to the games.
    func backTapped() {
        if case .grid = screen {
            screen = .list(nil)
            list.setVisibleRows(visibleRows(for: Layout(size: size)))
            showStandings()
        } else {
            goBack()
        }
    }

    /// A key that would change a finished game: it says so, as the database would, and opens
    /// nothing.
    func finishedRefused() {
        report(.error(ScorekeeperError.gameFinished(game?.game.title ?? "This game")))
    }

    /// `+`/`-`: the write goes in line; the list changes when the database does, not before.
    func scoreButtonTapped(by amount: Int) {
        guard let player = list.selected else { return }
        let id = player.id
        write(change: "\(HistoryOutcome.signed(amount)) for \(Sanitized.text(player.player.name))") { database in
            try database.changeScore(playerID: id, by: amount)
        }
    }

    func enterScoreTapped() {
        presentForSelection {
            .enterScore($0.id, Prompt(title: "Score for \(Sanitized.text($0.player.name))", label: "Amount", hint: ScoreEntry.hint))
        }
    }

    func renameTapped() {
        presentForSelection { .renamePlayer($0.id, Prompt(title: "Rename player", label: "Name", text: $0.player.name)) }
    }

    /// `h`: the game's changes, newest first, over the players (which keep following the
    /// database, so the avatars and the selection are current when the history closes).
    func historyTapped() {
        let history = HistoryModel(database: database, writes: writes, gameID: gameID, size: size)
        history.gameIsFinished = isFinished
        history.gameTitle = game?.game.title ?? "This game"
        history.report = { [weak self] message in self?.report(message) }
        history.goBack = { [weak self] in self?.closeHistory() }
        history.goToPlayer = { [weak self] playerID in
            self?.closeHistory()
            self?.list.select(playerID)
        }
        screen = .history(history, returnTo: screen.playersView)
        history.startObserving()
    }

    func closeHistory() {
        guard case .history(let history, let view) = screen else { return }
        history.stopObserving()
        screen = view == .grid ? .grid(nil) : .list(nil)
    }

    /// `s`: the rule's order (leader first), then the seats, then scores the other way; the
    /// selected player stays selected.
    func sortTapped() {
        listOrder = listOrder.next
        showStandings()
    }

    /// Enter in a prompt: what can be checked here (a name, the amount typed, an overflow of the
    /// score on screen) is refused at once and the prompt stays open with the reason; the write
    /// itself goes in line, and a refusal only the database can make is reported when it comes.
    func promptSubmitted() {
        guard let destination, let prompt = destination.prompt else { return }
        let text = prompt.field.text
        do {
            switch destination {
            case .addPlayer:
                let name = try NameValidation.validated(text, what: "Name")
                let id: Player.ID = database.newID(), gameID = self.gameID
                list.selectWhenPresent(id)
                // A known person's last photo is offered once they are in: looked up right after
                // the add, off the main actor (a failed look-up only means no offer).
                write(change: "add \(Sanitized.text(name))", { database in
                    _ = try database.addPlayer(id: id, gameID: gameID, name: name)
                    return try? database.lastPhotoPlayer(forPlayer: id)
                }, success: { [weak self] source in
                    self?.offerLastPhoto(playerID: id, source: source, name: name)
                    return nil
                })
            case .renamePlayer(let id, _):
                let name = try NameValidation.validated(text, what: "Name")
                let old = Sanitized.text(players[id: id]?.player.name ?? "the player")
                write(change: "rename \(old)") { database in try database.renamePlayer(id: id, name: name) }
            case .enterScore(let id, _):
                let entry = try ScoreEntry.parse(text)
                if let score = players[id: id]?.player.score {
                    // Refused here, the prompt staying open: the sum would not fit, or (for a
                    // set) the difference the history records would not.
                    switch entry {
                    case .add(let amount) where score.addingReportingOverflow(amount).overflow,
                         .set(let amount) where amount.subtractingReportingOverflow(score).overflow:
                        throw ScorekeeperError.scoreOverflow
                    default: break
                    }
                }
                let whose = Sanitized.text(players[id: id]?.player.name ?? "the player")
                let change = switch entry {
                case .add(let amount): "\(HistoryOutcome.signed(amount)) for \(whose)"
                case .set(let value): "\(whose)'s score to \(value)"
                }
                write(change: change) { database in
                    switch entry {
                    case .add(let amount): _ = try database.changeScore(playerID: id, by: amount)
                    case .set(let value): try database.setScore(playerID: id, to: value)
                    }
                }
            default:
                return
            }
            self.destination = nil
        } catch {
            refusePrompt(error)
        }
    }

    func deleteConfirmed(_ id: Player.ID) {
        let name = Sanitized.text(players[id: id]?.player.name ?? "The player")
        let writes = self.writes
        write(change: "delete \(name)", { database in try database.deletePlayer(id: id, reclaimingSpace: false) }, success: { _ in
            writes.reclaimSpaceSoon()
            return StatusMessage("Deleted \(name).")
        })
    }
}
