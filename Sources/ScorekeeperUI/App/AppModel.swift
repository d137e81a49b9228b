import Foundation
import Observation
import ScorekeeperStore

/// The root of the interface's state: which screen is showing, the terminal size, the status
/// line, and whether the person asked to quit. Input arrives here and goes to the visible screen.
@MainActor @Observable
public final class AppModel {
    @ObservationIgnored public let database: AppDatabase
    /// Every write the interface makes goes through here, off the main actor and in order.
    public let writes: WriteQueue
    /// Image and file work, handed to the screens that show photos.
    @ObservationIgnored let photos: PhotoServices
    public private(set) var size: TerminalSize
    public let gamesList: GamesListModel
    /// The open game; nil shows the people or the tournaments (when open), or the games list.
    public private(set) var game: GameModel?
    /// The People screen (`P`), under any game opened from it; nil shows the games list.
    public private(set) var people: PeopleModel?
    /// The Tournaments screen (`T`), under any game opened from it; nil when closed.
    public private(set) var tournaments: TournamentsModel?
    public var status: StatusMessage?
    /// The game or tournament on screen shared as a live page (`S`), and its question and panel.
    public let sharing: PageSharingModel
    public private(set) var wantsToQuit = false
    /// The keys `?` help was asked for, over whatever it was pressed on (a screen, a dialog, the
    /// picker). Any key closes it and leaves what was below unchanged.
    private var requestedHelp: HelpOverlay?
    /// Bumped by Ctrl-L; the backend repaints the whole terminal when it changes.
    public private(set) var redrawRequests = 0
    /// Bumped when the terminal should ring its bell (a turn ran past its limit).
    public private(set) var bellRequests = 0
    /// Where the photo picker opens: the last folder a photo came from in this run.
    public internal(set) var lastPhotoDirectory: String

    /// `loadSheets` reads the sheets a new game may follow (the built-in ones and the user's
    /// files); tests give a fixed library.
    public init(database: AppDatabase, size: TerminalSize, photos: PhotoServices,
                workingDirectory: String = FileManager.default.currentDirectoryPath,
                loadSheets: @escaping @Sendable () -> SheetLibrary = { SheetLibrary.load() },
                sharing: PageSharing = .unavailable) {
        self.database = database
        self.photos = photos
        self.sharing = PageSharingModel(service: sharing)
        self.size = size
        self.lastPhotoDirectory = workingDirectory
        let writes = WriteQueue(database: database)
        self.writes = writes
        self.gamesList = GamesListModel(database: database, writes: writes, size: size, loadSheets: loadSheets)
        gamesList.openGame = { [weak self] id in self?.openGame(id) }
        gamesList.report = { [weak self] message in self?.status = message }
        gamesList.openPeople = { [weak self] in self?.openPeople() }
        gamesList.openTournaments = { [weak self] in self?.openTournaments() }
        self.sharing.report = { [weak self] message in self?.status = message }
    }

    /// Shows the first screen and starts following the database.
    public func start() {
        gamesList.startObserving()
    }

    /// Time passing, an input like a key: the open game's clocks and the tournament's round clock
    /// move on to the database's wall clock, and a turn that just ran past its limit rings the bell.
    public func tick() {
        if game?.timePassed(to: database.now) == true { bellRequests += 1 }
        tournaments?.timePassed(to: database.now)
    }

    /// How often the clocks on screen move on.
    public static let tickInterval: TimeInterval = 0.25

    /// Stops every observation (on quit); space waiting to be given back is reclaimed now, and
    /// the writes in line still finish (quitting waits for background work), unless another
    /// program's lock outlasts one more busy timeout: then they are given up, and
    /// `writes.notSavedAtQuit` says which.
    public func stop() {
        game?.stopObserving()
        people?.stopObserving()
        tournaments?.stopObserving()
        gamesList.stopObserving()
        writes.flush()
        writes.stopWaitingForTheLock()
    }

    /// The keys of whatever has the focus: the key handling, key bar and help read this table.
    public var keyTable: KeyTable {
        if helpTable != nil { return .help }
        return keyTableBelowHelp
    }

    /// The keys `?` help is showing; nil when help is closed. Help explains what was in front
    /// when `?` was pressed: once that is gone (another program deleted the open game, a dialog
    /// about a deleted row closed), the help goes with it.
    public var helpTable: KeyTable? { help?.table }

    /// Help as it is shown (the keys and how far they are scrolled); nil when help is closed.
    public var help: HelpOverlay? {
        requestedHelp.flatMap { $0.table == keyTableBelowHelp ? $0 : nil }
    }

    private var keyTableBelowHelp: KeyTable { sharing.keyTable ?? front.model.keyTable }

    // MARK: Input

    public func handle(_ input: Input) {
        // Help about something that went away must not come back when it does.
        if helpTable == nil { requestedHelp = nil }
        switch input {
        case .resize(let newSize): resized(to: newSize)
        case .mouse(let event): handleMouse(event)
        case .key(let key):
            // A message stays until the next key, so it can be read.
            status = nil
            switch keyTable.resolve(key) {
            case .perform(let action): perform(action)
            case .type(let character): type(character)
            case .ignored: break
            }
        }
    }

    public func perform(_ action: Action) {
        switch action {
        case .redraw:
            redrawRequests += 1
        case .quit:
            wantsToQuit = true
        case .showHelp:
            requestedHelp = HelpOverlay(table: keyTable)
        case .close where helpTable != nil:
            requestedHelp = nil
        case _ where helpTable != nil:
            _ = requestedHelp?.scroll(action, layout: Layout(size: size))
        case _ where sharing.overlay != nil:
            sharing.perform(action)
        case .sharePage:
            if let scope = sharedScope { sharing.sharePressed(scope) }
        default:
            front.model.perform(action)
        }
    }

    func type(_ character: Character) {
        guard sharing.overlay == nil else { return }
        front.model.type(character)
    }

    /// What `S` shares: the game on screen, or the tournament open on screen.
    var sharedScope: SharedScope? {
        switch front {
        case .game(let game): .game(game.gameID)
        case .tournaments(let tournaments): tournaments.open.map { .tournament($0.id) }
        case .games, .people: nil
        }
    }

    func resized(to newSize: TerminalSize) {
        size = newSize
        requestedHelp?.fit(Layout(size: newSize))
        gamesList.resized(to: newSize)
        people?.resized(to: newSize)
        tournaments?.resized(to: newSize)
        game?.resized(to: newSize)
    }

    // MARK: Navigation

    /// Opens a game: the games list (or the people) stop observing while hidden, the game starts.
    func openGame(_ id: Game.ID) {
        gamesList.stopObserving()
        people?.stopObserving()
        tournaments?.stopObserving()
        let model = GameModel(database: database, writes: writes, gameID: id, size: size, photos: photos)
        model.goBack = { [weak self] in self?.closeGame() }
        model.openGame = { [weak self] id in
            self?.game?.stopObserving()
            self?.openGame(id)
        }
        model.report = { [weak self] message in self?.status = message }
        model.photoDirectory = { [weak self] in self?.lastPhotoDirectory ?? FileManager.default.currentDirectoryPath }
        model.rememberPhotoDirectory = { [weak self] folder in self?.lastPhotoDirectory = folder }
        game = model
        model.startObserving()
    }

    /// Back to where the game was opened from (the people or the tournaments, else the games
    /// list): the game's observation is cancelled, that screen's restarts.
    func closeGame() {
        game?.stopObserving()
        game = nil
        if let people {
            people.startObserving()
        } else if let tournaments {
            tournaments.startObserving()
        } else {
            gamesList.startObserving()
        }
    }

    /// `T` on the games list: the Tournaments screen, following every tournament.
    func openTournaments() {
        gamesList.stopObserving()
        let model = TournamentsModel(database: database, writes: writes, size: size)
        model.goBack = { [weak self] in self?.closeTournaments() }
        model.openGame = { [weak self] id in self?.openGame(id) }
        model.report = { [weak self] message in self?.status = message }
        tournaments = model
        model.startObserving()
    }

    /// Back from the Tournaments screen to the games list.
    func closeTournaments() {
        tournaments?.stopObserving()
        tournaments = nil
        gamesList.startObserving()
    }

    /// `P` on the games list: the People screen, following every person's statistics.
    func openPeople() {
        gamesList.stopObserving()
        let model = PeopleModel(database: database, writes: writes, size: size, photos: photos)
        model.goBack = { [weak self] in self?.closePeople() }
        model.openGame = { [weak self] id in self?.openGame(id) }
        model.report = { [weak self] message in self?.status = message }
        model.photoDirectory = { [weak self] in self?.lastPhotoDirectory ?? FileManager.default.currentDirectoryPath }
        model.rememberPhotoDirectory = { [weak self] folder in self?.lastPhotoDirectory = folder }
        people = model
        model.startObserving()
    }

    /// Back from the People screen to the games list.
    func closePeople() {
        people?.stopObserving()
        people = nil
        gamesList.startObserving()
    }

    // MARK: Mouse

    func handleMouse(_ event: MouseEvent) {
        let layout = Layout(size: size)
        guard !layout.isTooSmall else { return }
        // Help covers the rows: a click closes it, like a key, and selects nothing.
        if helpTable != nil {
            if event.kind == .click { requestedHelp = nil }
            return
        }
        // The sharing question and panel cover the rows: keys answer them, the mouse does nothing.
        if sharing.overlay != nil { return }
        // The screen in front decides, from its one state, what a wheel or a click does there.
        let target = front.model
        switch event.kind {
        case .wheelUp: target.wheel(by: -3)
        case .wheelDown: target.wheel(by: 3)
        case .click:
            guard layout.list.contains(event.position) else { return }
            target.clicked(line: event.position.y - layout.list.y, column: event.position.x)
        }
    }
}
