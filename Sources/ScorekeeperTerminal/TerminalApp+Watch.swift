import Foundation
import ScorekeeperStore
import ScorekeeperUI

extension TerminalApp {
    /// Runs the watch-only scoreboard on a file opened read-only until the person quits: a
    /// game's, or a tournament's tables and standings when `tournament` is given.
    public static func runWatch(database: WatchDatabase, game: String?, tournament: Tournament.ID? = nil) throws {
        try TerminalCheck.verify()
        setlocale(LC_ALL, "")
        // Asked before curses owns the input, as for the interface.
        let environment = ProcessInfo.processInfo.environment
        let background = backgroundColour(environment: environment) { TerminalQuery.ask(environment: environment) }
        let exitSignal = try TerminalApp.session(background: background) { screen, signals in
            let runner = WatchRunner(screen: screen, database: database, game: game, tournament: tournament, signals: signals)
            runner.run()
            return runner.exitSignal
        }
        guard let exitSignal else { return }
        fflush(nil)
        _exit(128 + exitSignal)
    }
}
