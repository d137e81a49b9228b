import Foundation
import Observation
import GRDB
import IdentifiedCollections
import ScorekeeperCore

/// One game's screen: the header and players observed from the database (with avatars made off
/// the main actor), and what the person is doing with them, keyed by player id.
@MainActor @Observable
public final class GameModel: ListScreen {
    @ObservationIgnored let database: AppDatabase
    @ObservationIgnored let writes: WriteQueue
    /// Image and file work, done off the main actor.
    @ObservationIgnored let photos: PhotoServices
    public let gameID: UUID
    /// The game and its player count; nil until loaded or once the game is gone.
    public internal(set) var game: GameSummary?
    /// The players in the current order, with the selection and scrolling.
    public internal(set) var list: SelectableList<PlayerRow>
    /// Avatars by player id, for players whose thumbnail could be drawn.
    public internal(set) var avatars: [UUID: CellArt] = [:]
    public internal(set) var hasLoaded = false
    public internal(set) var order: PlayerOrder = .highestFirst
    /// Whether the person chose the order with `s`; until then it follows the game's rule (the
    /// leader first: lowest first in a lowest-wins game).
    var orderChosen = false
    /// Points per player per round (live changes only), from the same observation as the rows.
    public internal(set) var roundCells: [RoundCell] = []
    /// The list, the round grid (`t`) or the chart (`c`).
    public internal(set) var mode: GameScreenMode = .list
    /// Whether a player had reached the target in the last snapshot, so reaching it offers to
    /// finish once, when it happens.
    var targetWasReached: Bool?
    /// The game's live changes in order, while the chart over changes is open.
    var changeSteps: [ChangeStep] = []
    /// The players in the order the grid's fast entry goes through them (fixed when it starts).
    var gridEntryOrder: [UUID] = []
    public var destination: GameDestination?
    /// The game's history, when it is open over the players (`h`).
    public private(set) var history: HistoryModel?
    var size: TerminalSize

    @ObservationIgnored let query = LiveQuery()
    @ObservationIgnored let avatarCache = AvatarCache(columns: Layout.avatarColumns, rows: Layout.avatarRows)
    /// Work running off the main actor (listing folders, drawing previews, saving photos).
    @ObservationIgnored var effects: [UUID: Task<Void, Never>] = [:]
    @ObservationIgnored var goBack: () -> Void = Unwired.callback("GameModel.goBack")
    /// Opens another game in place of this one (a rematch).
    @ObservationIgnored var openGame: (UUID) -> Void = Unwired.callback("GameModel.openGame")
    @ObservationIgnored var report: (StatusMessage) -> Void = Unwired.callback("GameModel.report")
    /// The folder the photo picker opens in, remembered for the run by the app.
    @ObservationIgnored var photoDirectory: () -> String = Unwired.value("GameModel.photoDirectory",
                                                                         fallback: FileManager.default.currentDirectoryPath)
    @ObservationIgnored var rememberPhotoDirectory: (String) -> Void = Unwired.callback("GameModel.rememberPhotoDirectory")

    public init(database: AppDatabase, writes: WriteQueue, gameID: UUID, size: TerminalSize, photos: PhotoServices) {
        self.database = database
        self.writes = writes
        self.photos = photos
        self.gameID = gameID
        self.size = size
        self.list = SelectableList(visibleRows: Layout(size: size).visiblePlayerRows)
    }

    // MARK: Derived

    /// The players in the current order.
    public var players: IdentifiedArrayOf<PlayerRow> { list.rows }

    public var standings: Standings { Standings(rows: players.elements, winning: rules.winning) }

    /// The game's rules (the default ones until it is loaded).
    public var rules: GameRules { game?.game.rules ?? GameRules() }

    public var keyTable: KeyTable {
        if let history { return history.keyTable }
        switch destination {
        case nil: return mode == .grid ? .roundGrid : mode == .chart ? .chart : .game
        case .addPlayer, .renamePlayer, .enterScore, .editRules, .roundPoints: return .prompt
        case .confirmDelete, .confirmFinish, .confirmReopen: return .confirmation
        case .photoDialog: return .photoDialog
        case .photoPicker(let picker): return picker.pathField == nil ? .photoPicker : .photoPickerPath
        case .photoViewer: return .photoViewer
        }
    }

    // MARK: Observation

    /// What one observation delivers: the header and the rows, read in one transaction.
    struct Snapshot: Equatable, Sendable {
        var game: GameSummary?
        var players: [PlayerRow]
        var rounds: [RoundCell]
    }

    /// Starts following the database while the screen is visible: the first value arrives before
    /// this returns, so the first frame is complete, then one after every change.
    public func startObserving() {
        guard !query.isActive else { return }
        let gameID = self.gameID
        if !orderChosen, let rules = try? database.read({ db in try Game.fetchOne(db, id: gameID)?.rules }) {
            // The leader first, from the first frame on.
            order = rules.leaderFirst
        }
        let order = self.order
        let cache = avatarCache
        let drawAvatar = photos.drawAvatar
        let observation = ValueObservation
            .tracking { db in
                Snapshot(game: try AppDatabase.gameSummary(db, id: gameID),
                         players: try AppDatabase.playerRows(db, gameID: gameID, order: order, includeThumbnails: true),
                         rounds: try AppDatabase.roundCells(db, gameID: gameID))
            }
            .removeDuplicates()
            // Drawing avatars is image work: GRDB runs `map` off the main actor (but for the
            // first value, which is delivered at once and whose avatars the cache mostly has).
            .map { snapshot -> (Snapshot, [UUID: CellArt]) in
                var avatars: [UUID: CellArt] = [:]
                for row in snapshot.players {
                    if let thumbnail = row.thumbnail, let art = cache.avatar(playerID: row.id, thumbnail: thumbnail, draw: drawAvatar) {
                        avatars[row.id] = art
                    }
                }
                return (snapshot, avatars)
            }
        query.start(observation, in: database.reader,
                    onError: { [weak self] error in self?.report(.error(error)) },
                    onChange: { [weak self] value in self?.snapshotArrived(value.0, avatars: value.1) })
    }

    /// Stops following the database (the screen is going away).
    public func stopObserving() {
        query.stop()
        history?.stopObserving()
    }

    public var isObserving: Bool { query.isActive }

    func snapshotArrived(_ snapshot: Snapshot, avatars: [UUID: CellArt]) {
        if hasLoaded && snapshot.game == nil {
            // Deleted by another program while on screen.
            report(StatusMessage("That game was deleted by another program.", kind: .error))
            goBack()
            return
        }
        game = snapshot.game
        self.avatars = avatars
        roundCells = snapshot.rounds
        hasLoaded = true
        rowsArrived(snapshot.players)
        rulesMayHaveChanged()
        if mode == .chart { loadChangeSteps() }
        offerToFinishWhenTheTargetIsReached()
    }

    func resized(to size: TerminalSize) {
        self.size = size
        list.setVisibleRows(visibleRows(for: Layout(size: size)))
        history?.resized(to: size)
        photoViewerResized()
        pickerResized()
    }

    /// Waits for the work started off the main actor and the writes asked for, for tests.
    public func settle() async {
        while true {
            await writes.settle()
            guard let (id, effect) = effects.first else { break }
            await effect.value
            effects[id] = nil
        }
    }

    // MARK: What the user did

    func perform(_ action: Action) {
        if let history {
            history.perform(action)
            return
        }
        switch destination {
        case nil: performOnList(action)
        case .roundPoints(let id, _): performInPrompt(action, submitted: { roundPointsSubmitted(id) })
        case .editRules: performInPrompt(action, submitted: rulesSubmitted)
        case .confirmFinish(let choice, let thenNextRound):
            performInFinishConfirmation(action, choice: choice, thenNextRound: thenNextRound)
        case .confirmReopen(let choice): performInReopenConfirmation(action, choice: choice)
        case .addPlayer, .renamePlayer, .enterScore: performInPrompt(action, submitted: promptSubmitted)
        case .confirmDelete(let id, let choice):
            performInDeleteConfirmation(action, id: id, choice: choice, confirmed: deleteConfirmed)
        case .photoDialog(let id, let choice): performInPhotoDialog(action, id: id, choice: choice)
        case .photoPicker: performInPicker(action)
        case .photoViewer: if action == .close { destination = nil }
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

    private func performOnList(_ action: Action) {
        if mode == .chart {
            if action == .close || action == .showChart { mode = .list; changeSteps = [] }
            return
        }
        if list.navigate(action) { return }
        switch action {
        case .editRules: rulesTapped()
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
        case .playerPhoto: photoButtonTapped()
        case .viewPhoto: viewPhotoTapped()
        case .undo: HistoryActions.undo(gameID: gameID, through: self)
        case .redo: HistoryActions.redo(gameID: gameID, through: self)
        case .openHistory: historyTapped()
        case .back: goBack()
        default: break
        }
    }

    /// `+`/`-`: the write goes in line; the list changes when the database does, not before.
    func scoreButtonTapped(by amount: Int) {
        guard let player = list.selected else { return }
        let id = player.id
        write { database in try database.changeScore(playerID: id, by: amount) }
    }

    func enterScoreTapped() {
        presentForSelection {
            .enterScore($0.id, Prompt(title: "Score for \(Sanitized.text($0.player.name))", label: "Amount", hint: ScoreEntry.hint))
        }
    }

    func addPlayerTapped() {
        destination = .addPlayer(Prompt(title: "New player", label: "Name"))
    }

    func renameTapped() {
        presentForSelection { .renamePlayer($0.id, Prompt(title: "Rename player", label: "Name", text: $0.player.name)) }
    }

    /// `h`: the game's changes, newest first, over the players (which keep following the
    /// database, so the avatars and the selection are current when the history closes).
    func historyTapped() {
        let history = HistoryModel(database: database, writes: writes, gameID: gameID, size: size)
        history.report = { [weak self] message in self?.report(message) }
        history.goBack = { [weak self] in self?.closeHistory() }
        history.goToPlayer = { [weak self] playerID in
            self?.closeHistory()
            self?.list.select(playerID)
        }
        self.history = history
        history.startObserving()
    }

    func closeHistory() {
        history?.stopObserving()
        history = nil
    }

    /// Flips between highest-first and lowest-first; the selected player stays selected.
    func sortTapped() {
        orderChosen = true
        order = order.toggled
        stopObserving()
        startObserving()
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
                let player = Player(gameID: gameID, name: name)
                list.selectWhenPresent(player.id)
                write { database in try database.addPlayer(player) }
            case .renamePlayer(let id, _):
                let name = try NameValidation.validated(text, what: "Name")
                write { database in try database.renamePlayer(id: id, name: name) }
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
                write { database in
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

    func deleteConfirmed(_ id: UUID) {
        let name = Sanitized.text(players[id: id]?.player.name ?? "The player")
        let writes = self.writes
        write({ database in try database.deletePlayer(id: id, reclaimingSpace: false) }, success: { _ in
            writes.reclaimSpaceSoon()
            return StatusMessage("Deleted \(name).")
        })
    }

    /// Runs `work` off the main actor and `apply` with its result back on it.
    func runEffect<Result: Sendable>(_ work: @escaping @Sendable () -> Result,
                                     then apply: @escaping @MainActor (Result) -> Void) {
        let id = UUID()
        // The task cannot start before this method returns (both run on the main actor), so it
        // is registered before it can finish and remove itself.
        BackgroundWork.started()
        effects[id] = Task { @MainActor [weak self] in
            let result = await Task.detached(priority: .userInitiated) { work() }.value
            apply(result)
            self?.effects[id] = nil
            BackgroundWork.finished()
        }
    }
}
