import CNcursesw
import Foundation
import ScorekeeperStore
import ScorekeeperPhotos
import ScorekeeperUI

/// Runs the full-screen terminal interface.
public enum TerminalApp {
    /// Runs the interface on `database` until the user quits, restoring the terminal on every exit.
    /// Throws a one-line `ScorekeeperError` when stdin/stdout is not a terminal or TERM is unusable.
    /// Must be called on the main thread (the command line's `run` is).
    /// `graphics` says how the photo view draws photos (see `GraphicsChoice`); nil leaves it to
    /// `SCOREKEEPER_GRAPHICS`, else detection.
    public static func run(database: AppDatabase, graphics: GraphicsChoice? = nil) throws {
        try TerminalCheck.verify()
        // Before curses starts, so wide characters ("Zoë", CJK) are read and drawn whole.
        setlocale(LC_ALL, "")
        // Asked before curses owns the input, so the terminal's reply never reaches it as keys.
        let environment = ProcessInfo.processInfo.environment
        // One question at most: its reply tells the image protocol and the background alike.
        var reply: TerminalReply?
        var asked = false
        func ask() -> TerminalReply? {
            if !asked { (asked, reply) = (true, TerminalQuery.ask(environment: environment)) }
            return reply
        }
        let chosen = GraphicsDetection.resolve(GraphicsChoice.from(option: graphics, environment: environment),
                                               environment: environment, ask: ask)
        // Sixel chosen without asking (`--graphics sixel`): the terminal's largest image is still
        // worth knowing, as xterm draws nothing of a larger one.
        if chosen == .sixel { _ = ask() }
        let background = backgroundColour(environment: environment, ask: ask)
        var writes: WriteQueue?
        let exitSignal = try TerminalApp.session(background: background) { screen, signals in
            let pixels = PixelFormat(rawValue: chosen.rawValue).map {
                PhotoPixels(format: $0, database: database, reportedCell: reply?.cellPixels,
                            maxGraphics: reply?.maxGraphics)
            }
            let runner = TerminalRunner(screen: screen, database: database, signals: signals, pixels: pixels)
            writes = runner.writes
            runner.run()
            return runner.exitSignal
        }
        // Changes that never reached the file (another program's lock outlasted the wait) are
        // said once the terminal is restored, so the line stays readable: as the program's error
        // when it ends here, else on standard error before it exits.
        if exitSignal == nil {
            let finished = MainActor.assumeIsolated { TerminalRunner.finishBackgroundWork() }
            if finished {
                if let notSaved = MainActor.assumeIsolated({ writes?.notSavedAtEnd }) { throw notSaved }
                return
            }
        }
        let notSaved = MainActor.assumeIsolated { writes?.notSavedAtEnd }
        if let notSaved {
            FileHandle.standardError.write(Data("Error: \(Sanitized.text(notSaved.description))\n".utf8))
        }
        // The terminal is restored; exit as the signal asked (or, when photo work is still
        // running after the wait, with success unless changes were not saved). `_exit` skips the
        // libraries' exit handlers, which could run while a background thread is still inside
        // libvips (glibc then aborts with "double free"). Nothing committed is lost: every change
        // was committed in its own transaction, SQLite rolls back one in flight, and those still
        // in line were named above.
        fflush(nil)
        _exit(exitSignal.map { 128 + $0 } ?? (notSaved == nil ? 0 : 1))
    }

    /// Whether the terminal's background is dark or light (see `TerminalBackground.resolve`): its
    /// answer to OSC 11 where a terminal emulator may be there to answer (the question waits
    /// 0.25 s at most), else `COLORFGBG`, else dark.
    static func backgroundColour(environment: [String: String], ask: () -> TerminalReply?) -> TerminalBackground {
        TerminalBackground.resolve(environment: environment) {
            let term = environment["TERM"] ?? ""
            guard GraphicsDetection.mayAsk(environment), term != "linux", term != "dumb" else { return nil }
            return ask()?.background
        }
    }

    /// Starts curses, runs `body` (the interface's loop) and restores the terminal, whatever
    /// happens; returns the signal that ended the run, if one did. Must be called on the main
    /// thread, after `TerminalCheck.verify` and `setlocale`; `background` picks the roles' pairs.
    static func session(background: TerminalBackground = .dark,
                        _ body: @MainActor (CursesScreen, SignalWatcher) -> Int32?) throws -> Int32? {
        try MainActor.assumeIsolated { () throws -> Int32? in
            // Before curses changes the terminal, so no signal can catch it half set up.
            let signals = SignalWatcher()
            let screen: CursesScreen
            do {
                screen = try CursesScreen(background: background)
            } catch {
                _ = signals.cancel()
                throw error
            }
            let exitSignal = body(screen, signals)
            screen.stop()
            // A signal that came while the interface was closing still decides how it ends.
            let late = signals.cancel()
            return exitSignal ?? late
        }
    }
}
