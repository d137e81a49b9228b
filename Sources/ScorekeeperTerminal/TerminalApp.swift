import CNcursesw
import Foundation
import ScorekeeperCore

/// Runs the full-screen terminal interface.
public enum TerminalApp {
    /// Runs the interface on `database` until the user quits, restoring the terminal on every exit.
    /// Throws a one-line `ScorekeeperError` when stdin/stdout is not a terminal or TERM is unusable.
    /// Must be called on the main thread (the command line's `run` is).
    public static func run(database: AppDatabase) throws {
        try TerminalCheck.verify()
        // Before curses starts, so wide characters ("Zoë", CJK) are read and drawn whole.
        setlocale(LC_ALL, "")
        let exitSignal = try MainActor.assumeIsolated { () throws -> Int32? in
            // Before curses changes the terminal, so no signal can catch it half set up.
            let signals = SignalWatcher()
            let screen: CursesScreen
            do {
                screen = try CursesScreen()
            } catch {
                _ = signals.cancel()
                throw error
            }
            let runner = TerminalRunner(screen: screen, database: database, signals: signals)
            runner.run()
            screen.stop()
            // A signal that came while the interface was closing still decides how it ends.
            let late = signals.cancel()
            return runner.exitSignal ?? late
        }
        if exitSignal == nil {
            let finished = MainActor.assumeIsolated { TerminalRunner.finishBackgroundWork() }
            if finished { return }
        }
        // The terminal is restored; exit as the signal asked (or, when photo work is still
        // running after the wait, with success). `_exit` skips the libraries' exit handlers,
        // which could run while a background thread is still inside libvips (glibc then aborts
        // with "double free"). Nothing is lost: every change was committed in its own
        // transaction, and SQLite rolls back one in flight.
        fflush(nil)
        _exit(exitSignal.map { 128 + $0 } ?? 0)
    }
}
