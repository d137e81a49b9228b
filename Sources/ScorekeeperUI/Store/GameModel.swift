import Foundation
import Observation
import GRDB
import ScorekeeperCore

/// One game's screen: the header and players observed from the database (with avatars made off
/// the main actor), and what the person is doing with them, keyed by player id.
@MainActor @Observable
public final class GameModel {
    @ObservationIgnored let database: AppDatabase
    /// Image and file work, done off the main actor.
    @ObservationIgnored let photos: PhotoServices
    public let gameID: UUID
    /// The game and its player count; nil until loaded or once the game is gone.
    public internal(set) var game: GameSummary?
    /// The players in the current order.
    public internal(set) var players: [PlayerRow] = []
    /// Avatars by player id, for players whose thumbnail could be drawn.
    public internal(set) var avatars: [UUID: CellArt] = [:]
    public internal(set) var hasLoaded = false
    public private(set) var order: PlayerOrder = .highestFirst
    public internal(set) var selectedID: UUID?
    var topID: UUID?
    public var destination: GameDestination?
    var size: TerminalSize

    @ObservationIgnored private var observation: AnyDatabaseCancellable?
    @ObservationIgnored private var pendingSelection: UUID?
    @ObservationIgnored let avatarCache = AvatarCache(columns: Layout.avatarColumns, rows: Layout.avatarRows)
    /// Work running off the main actor (listing folders, drawing previews, saving photos).
    @ObservationIgnored var effects: [UUID: Task<Void, Never>] = [:]
    @ObservationIgnored var goBack: () -> Void = {}
    @ObservationIgnored var report: (StatusMessage) -> Void = { _ in }
    /// The folder the photo picker opens in, remembered for the run by the app.
    @ObservationIgnored var photoDirectory: () -> String = { FileManager.default.currentDirectoryPath }
    @ObservationIgnored var rememberPhotoDirectory: (String) -> Void = { _ in }

    public init(database: AppDatabase, gameID: UUID, size: TerminalSize, photos: PhotoServices) {
        self.database = database
        self.photos = photos
        self.gameID = gameID
        self.size = size
    }

    // MARK: Derived

    public var selectedPlayer: PlayerRow? { players.first { $0.id == selectedID } }

    public var standings: Standings { Standings(rows: players) }

    public var keyTable: KeyTable {
        switch destination {
        case nil: return .game
        case .addPlayer, .renamePlayer, .enterScore: return .prompt
        case .confirmDelete: return .confirmation
        case .photoDialog: return .photoDialog
        case .photoPicker(let picker): return picker.pathField == nil ? .photoPicker : .photoPickerPath
        case .photoViewer: return .photoViewer
        }
    }

    var firstVisibleIndex: Int {
        ListViewport.firstVisibleIndex(ids: players.map(\.id), selected: selectedID, top: topID,
                                       visibleRows: Layout(size: size).visiblePlayerRows)
    }

    // MARK: Observation

    /// What one observation delivers: the header and the rows, read in one transaction.
    struct Snapshot: Equatable, Sendable {
        var game: GameSummary?
        var players: [PlayerRow]
    }

    /// Starts following the database while the screen is visible: once synchronously so the first
    /// frame is complete, then on every change.
    public func startObserving() {
        guard observation == nil else { return }
        let gameID = self.gameID
        let order = self.order
        let cache = avatarCache
        let drawAvatar = photos.drawAvatar
        let fetch: @Sendable (Database) throws -> Snapshot = { db in
            Snapshot(game: try AppDatabase.gameSummary(db, id: gameID),
                     players: try AppDatabase.playerRows(db, gameID: gameID, order: order, includeThumbnails: true))
        }
        // Drawing avatars is image work: GRDB runs `map` off the main actor.
        let withAvatars: @Sendable (Snapshot) -> (Snapshot, [UUID: CellArt]) = { snapshot in
            var avatars: [UUID: CellArt] = [:]
            for row in snapshot.players {
                if let thumbnail = row.thumbnail, let art = cache.avatar(playerID: row.id, thumbnail: thumbnail, draw: drawAvatar) {
                    avatars[row.id] = art
                }
            }
            return (snapshot, avatars)
        }
        if let initial = try? database.read(fetch) {
            let (snapshot, avatars) = withAvatars(initial)
            snapshotArrived(snapshot, avatars: avatars)
        }
        observation = ValueObservation
            .tracking(fetch)
            .removeDuplicates()
            .map(withAvatars)
            .start(in: database.reader, scheduling: .mainActor,
                   onError: { [weak self] error in self?.report(.error(error)) },
                   onChange: { [weak self] value in self?.snapshotArrived(value.0, avatars: value.1) })
    }

    /// Stops following the database (the screen is going away).
    public func stopObserving() {
        observation?.cancel()
        observation = nil
    }

    public var isObserving: Bool { observation != nil }

    func snapshotArrived(_ snapshot: Snapshot, avatars: [UUID: CellArt]) {
        if hasLoaded && snapshot.game == nil {
            // Deleted by another program while on screen.
            report(StatusMessage("That game was deleted by another program.", kind: .error))
            goBack()
            return
        }
        let old = players.map(\.id)
        game = snapshot.game
        players = snapshot.players
        self.avatars = avatars
        hasLoaded = true
        let new = players.map(\.id)
        if let pending = pendingSelection, new.contains(pending) {
            selectedID = pending
            pendingSelection = nil
        } else {
            selectedID = ListSelection.reconcile(selected: selectedID, old: old, new: new)
        }
        // A dialog about a player who is gone has nothing left to act on.
        if let rowID = destination?.rowID, !new.contains(rowID) { destination = nil }
        keepSelectionVisible()
    }

    func keepSelectionVisible() {
        topID = ListViewport.top(ids: players.map(\.id), selected: selectedID, top: topID,
                                 visibleRows: Layout(size: size).visiblePlayerRows)
    }

    func resized(to size: TerminalSize) {
        self.size = size
        keepSelectionVisible()
        photoViewerResized()
        pickerResized()
    }

    /// Waits for the work started off the main actor, for tests.
    public func settle() async {
        while let (id, effect) = effects.first {
            await effect.value
            effects[id] = nil
        }
    }

    // MARK: What the user did

    func perform(_ action: Action) {
        switch destination {
        case nil: performOnList(action)
        case .addPlayer, .renamePlayer, .enterScore: performInPrompt(action)
        case .confirmDelete(let id, let choice): performInConfirmation(action, id: id, choice: choice)
        case .photoDialog(let id, let choice): performInPhotoDialog(action, id: id, choice: choice)
        case .photoPicker: performInPicker(action)
        case .photoViewer: if action == .close { destination = nil }
        }
    }

    func type(_ character: Character) {
        if destination?.prompt != nil {
            destination?.prompt?.type(character)
        } else if destination?.picker?.pathField != nil {
            destination?.picker?.pathField?.insert(character)
        }
    }

    private func performOnList(_ action: Action) {
        let page = max(1, Layout(size: size).visiblePlayerRows - 1)
        switch action {
        case .moveUp: moveSelection(by: -1)
        case .moveDown: moveSelection(by: 1)
        case .pageUp: moveSelection(by: -page)
        case .pageDown: moveSelection(by: page)
        case .moveToTop: moveSelection(by: Int.min / 2)
        case .moveToBottom: moveSelection(by: Int.max / 2)
        case .incrementScore: scoreButtonTapped(by: 1)
        case .decrementScore: scoreButtonTapped(by: -1)
        case .enterScore: enterScoreTapped()
        case .addPlayer: addPlayerTapped()
        case .renamePlayer: renameTapped()
        case .deletePlayer: deleteTapped()
        case .togglePlayerOrder: sortTapped()
        case .playerPhoto: photoButtonTapped()
        case .viewPhoto: viewPhotoTapped()
        case .back: goBack()
        default: break
        }
    }

    func moveSelection(by offset: Int) {
        selectedID = ListSelection.moved(selectedID, by: offset, in: players.map(\.id))
        keepSelectionVisible()
    }

    func select(_ id: UUID) {
        guard players.contains(where: { $0.id == id }) else { return }
        selectedID = id
        keepSelectionVisible()
    }

    /// `+`/`-`: the list changes when the database does, not before.
    func scoreButtonTapped(by amount: Int) {
        guard let player = selectedPlayer else { return }
        do {
            try database.changeScore(playerID: player.id, by: amount)
        } catch {
            report(.error(error))
        }
    }

    func enterScoreTapped() {
        guard let player = selectedPlayer else { return }
        destination = .enterScore(player.id, Prompt(title: "Score for \(Sanitized.text(player.player.name))",
                                                    label: "Amount", hint: ScoreEntry.hint))
    }

    func addPlayerTapped() {
        destination = .addPlayer(Prompt(title: "New player", label: "Name"))
    }

    func renameTapped() {
        guard let player = selectedPlayer else { return }
        destination = .renamePlayer(player.id, Prompt(title: "Rename player", label: "Name", text: player.player.name))
    }

    func deleteTapped() {
        guard let player = selectedPlayer else { return }
        destination = .confirmDelete(player.id, .cancel)
    }

    /// Flips between highest-first and lowest-first; the selected player stays selected.
    func sortTapped() {
        order = order.toggled
        stopObserving()
        startObserving()
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
            case .addPlayer:
                let player = try database.addPlayer(gameID: gameID, name: prompt.field.text)
                pendingSelection = player.id
            case .renamePlayer(let id, _):
                try database.renamePlayer(id: id, name: prompt.field.text)
            case .enterScore(let id, _):
                switch try ScoreEntry.parse(prompt.field.text) {
                case .add(let amount): try database.changeScore(playerID: id, by: amount)
                case .set(let value): try database.setScore(playerID: id, to: value)
                }
            default:
                break
            }
            self.destination = nil
        } catch let error as ScoreEntryError {
            self.destination?.prompt?.error = error.description
        } catch let error as ScorekeeperError {
            switch error {
            case .invalidName, .scoreOverflow: self.destination?.prompt?.error = error.description
            default: report(.error(error))
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
        let name = players.first { $0.id == id }?.player.name ?? "The player"
        do {
            try database.deletePlayer(id: id)
            report(StatusMessage("Deleted \(Sanitized.text(name))."))
        } catch {
            report(.error(error))
        }
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
