import Foundation
import ScorekeeperCore

extension TerminalApp {
    /// Runs the watch-only scoreboard on a file opened read-only until the person quits.
    public static func runWatch(database: WatchDatabase, game: String?) throws {
        try TerminalCheck.verify()
        setlocale(LC_ALL, "")
        let exitSignal = try TerminalApp.session { screen, signals in
            let runner = WatchRunner(screen: screen, database: database, game: game, signals: signals)
            runner.run()
            return runner.exitSignal
        }
        guard let exitSignal else { return }
        fflush(nil)
        _exit(128 + exitSignal)
    }
}
