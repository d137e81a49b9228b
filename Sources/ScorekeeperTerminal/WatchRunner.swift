import Foundation
import ScorekeeperStore
import ScorekeeperUI

/// The watch-only board on the terminal loop, with a timer that asks the read-only connection
/// whether another process committed, reads the board again when one did, and lets highlights
/// fade.
@MainActor
final class WatchRunner {
    /// How often the file is checked for other processes' commits (a `PRAGMA data_version`).
    static let pollInterval: TimeInterval = 0.25

    private let model: WatchModel
    private let database: WatchDatabase
    private let loop: TerminalLoop

    init(screen: CursesScreen, database: WatchDatabase, game: String?, tournament: Tournament.ID?, signals: SignalWatcher) {
        self.database = database
        model = WatchModel(gameReference: game, tournamentID: tournament, size: screen.size, drawAvatar: PhotoServices.live.drawAvatar)
        loop = TerminalLoop(screen: screen, interface: model, signals: signals)
    }

    var exitSignal: Int32? { loop.exitSignal }

    func run() {
        loop.run(every: Self.pollInterval) { [weak self] in self?.poll() }
    }

    private func poll() {
        if let id = model.tournamentID {
            // The tournament's tables and their games, read whole; a failed read keeps the last.
            if database.hasChanged(), let snapshot = try? database.read({ db in try AppDatabase.tournamentSnapshot(db, id: id) }) {
                model.update(tournament: snapshot)
            }
            model.tick()
            return
        }
        if database.hasChanged() {
            // A failed read (the file replaced, a transient error) keeps the last board shown.
            if let board = try? database.read({ db in try Scoreboard.fetch(db, game: model.gameReference) }) {
                model.update(board)
            } else if model.scoreboard == nil {
                model.update(nil)
            }
        }
        model.tick()
    }
}
