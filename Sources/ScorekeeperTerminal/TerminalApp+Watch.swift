import Foundation
import ScorekeeperCore

extension TerminalApp {
    /// Runs the watch-only scoreboard on a file opened read-only until the person quits.
    public static func runWatch(database: WatchDatabase, game: String?) throws {
        try TerminalCheck.verify()
        setlocale(LC_ALL, "")
        let exitSignal = try MainActor.assumeIsolated { () throws -> Int32? in
            let signals = SignalWatcher()
            let screen: CursesScreen
            do {
                screen = try CursesScreen()
            } catch {
                _ = signals.cancel()
                throw error
            }
            let runner = WatchRunner(screen: screen, database: database, game: game, signals: signals)
            runner.run()
            screen.stop()
            let late = signals.cancel()
            return runner.exitSignal ?? late
        }
        guard let exitSignal else { return }
        fflush(nil)
        _exit(128 + exitSignal)
    }
}
