import Foundation
import Observation
import ScorekeeperStore

/// The state of the watch-only display: the scoreboard last read, which players changed a moment
/// ago (and their last change), the terminal size and the status line. It has no database and no write queue: the
/// terminal hands it each fresh scoreboard, so it cannot write by construction.
@MainActor @Observable
public final class WatchModel {
    /// A player whose score just moved, and their last change.
    public struct Highlight: Equatable, Sendable {
        public var delta: Int
        public var until: Date
    }

    /// How long a change stays highlighted.
    public static let highlightDuration: TimeInterval = 5

    /// What `scorekeeper --watch GAME` asked for (nil: the most recently updated game).
    @ObservationIgnored public let gameReference: String?
    /// The tournament watched instead of a game (`--watch` named a tournament); nil: a game.
    @ObservationIgnored public let tournamentID: Tournament.ID?
    /// The tournament last read; nil until it is, or once it is deleted.
    public private(set) var tournament: TournamentSnapshot?
    /// Which page of the tournament's tables and standings shows, when they do not fit: moved
    /// on by `tick` every `pageDuration`; the view takes it modulo the pages it has.
    public private(set) var tournamentPage = 0
    @ObservationIgnored private var nextPageAt: Date?

    /// How long a page of a tournament stays up.
    public static let pageDuration: TimeInterval = 6
    public private(set) var scoreboard: Scoreboard?
    public private(set) var highlights: [Player.ID: Highlight] = [:]
    public private(set) var size: TerminalSize
    public var status: StatusMessage?
    public private(set) var wantsToQuit = false
    /// `?` help over the board; nil when closed.
    public private(set) var help: HelpOverlay?
    /// Bumped by Ctrl-L; the backend repaints the whole terminal when it changes.
    public private(set) var redrawRequests = 0
    /// Bumped when the bell should ring (the turn ran past its limit).
    public private(set) var bellRequests = 0
    /// The time the board shows its clocks at, moved on by `tick`.
    public private(set) var now: Date

    /// The pictures beside the names (each player's own photo, else their person's), drawn from
    /// the board's thumbnails; players without one are absent.
    public private(set) var avatars: [Player.ID: CellArt] = [:]

    /// The clock highlights fade by: the system's, or a test's.
    @ObservationIgnored let clock: WallClock
    /// Draws a thumbnail as cells (nil: no pictures, as in tests of the board alone).
    @ObservationIgnored let drawAvatar: (@Sendable (Data, Int, Int) -> CellArt?)?
    /// Drawn avatars, so a board read again draws none it drew before.
    @ObservationIgnored private let avatarCache = AvatarCache(columns: Layout.avatarColumns, rows: Layout.avatarRows)

    public init(gameReference: String?, tournamentID: Tournament.ID? = nil, size: TerminalSize, clock: WallClock = .system,
                drawAvatar: (@Sendable (Data, Int, Int) -> CellArt?)? = nil) {
        self.gameReference = gameReference
        self.tournamentID = tournamentID
        self.size = size
        self.clock = clock
        self.now = clock.now()
        self.drawAvatar = drawAvatar
    }

    public var keyTable: KeyTable { help == nil ? .watch : .help }

    /// A fresh read of the board. Players who changed since the last read are highlighted with
    /// their last change as the board tells it (`Scoreboard.changes(since:)`: a change's own
    /// amount, a round's points), replacing what they showed; the first read highlights nothing.
    public func update(_ board: Scoreboard?) {
        let now = clock.now()
        defer { scoreboard = board }
        updateAvatars(board?.thumbnails ?? [:])
        guard let board, let previous = scoreboard, previous.gameID == board.gameID else {
            highlights = [:]
            return
        }
        for (id, change) in board.changes(since: previous) {
            highlights[id] = Highlight(delta: change, until: now.addingTimeInterval(Self.highlightDuration))
        }
        let present = Set(board.entries.map(\.id))
        highlights = highlights.filter { present.contains($0.key) }
        pruneHighlights(now: now)
    }

    /// Lets highlights that are old enough fade, moves the clocks on, and rings the bell when
    /// the turn just ran past its limit.
    public func tick() {
        let (before, now) = (self.now, clock.now())
        self.now = now
        pruneHighlights(now: now)
        if tournament != nil, let nextPageAt, now >= nextPageAt {
            tournamentPage += 1
            self.nextPageAt = now.addingTimeInterval(Self.pageDuration)
        }
        if let standings = scoreboard?.standings, !standings.isFinished, standings.game.clock.isRunning,
           standings.turnOverrun(at: now), !standings.turnOverrun(at: before) {
            bellRequests += 1
        }
    }

    /// A fresh read of the tournament watched (nil: it is gone). The first starts the paging.
    public func update(tournament snapshot: TournamentSnapshot?) {
        if snapshot != tournament { tournament = snapshot }
        if snapshot != nil, nextPageAt == nil { nextPageAt = clock.now().addingTimeInterval(Self.pageDuration) }
    }

    /// A few small thumbnails, drawn once each (the cache keeps them by their bytes).
    private func updateAvatars(_ thumbnails: [Player.ID: Data]) {
        guard let drawAvatar else { return }
        var drawn: [Player.ID: CellArt] = [:]
        for (id, thumbnail) in thumbnails {
            if let art = avatarCache.avatar(playerID: id, thumbnail: thumbnail, draw: drawAvatar) { drawn[id] = art }
        }
        if drawn != avatars { avatars = drawn }
    }

    private func pruneHighlights(now: Date) {
        let kept = highlights.filter { $0.value.until > now }
        if kept != highlights { highlights = kept }
    }

    public func handle(_ input: Input) {
        switch input {
        case .resize(let newSize):
            size = newSize
            help?.fit(Layout(size: newSize))
        case .mouse: break
        case .key(let key):
            status = nil
            switch keyTable.resolve(key) {
            case .perform(let action): perform(action)
            case .type, .ignored: break
            }
        }
    }

    public func perform(_ action: Action) {
        switch action {
        case .quit: wantsToQuit = true
        case .showHelp: help = HelpOverlay(table: .watch)
        case .close: help = nil
        case .redraw: redrawRequests += 1
        case .refuseWatchOnly: status = StatusMessage("Watch only: this display cannot change anything.", kind: .error)
        default: _ = help?.scroll(action, layout: Layout(size: size))
        }
    }
}
