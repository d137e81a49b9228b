import Dispatch
import Foundation
import ScorekeeperStore
import ScorekeeperUI

/// The full interface on the terminal loop: the app's state, following other processes' commits
/// to the file, and real pixels for the photo view where the terminal can show them.
@MainActor
final class TerminalRunner {
    private let app: AppModel
    private let monitor: ExternalChangeMonitor
    private let loop: TerminalLoop

    init(screen: CursesScreen, database: AppDatabase, signals: SignalWatcher, pixels: PhotoPixels? = nil) {
        app = AppModel(database: database, size: screen.size, photos: .live(colors: screen.colorDepth), sharing: .live(database: database))
        // Changes made by other processes (a command in another terminal) reach the observers.
        monitor = ExternalChangeMonitor(database: database)
        loop = TerminalLoop(screen: screen, interface: app, signals: signals, pixels: pixels)
        // A photo that stays in symbols says why in the status line.
        pixels?.imageFailed = { [app] note in app.status = StatusMessage(note) }
    }

    var exitSignal: Int32? { loop.exitSignal }

    /// The interface's writes: what they left unsaved is said once the terminal is restored.
    var writes: WriteQueue { app.writes }

    /// Runs until the person quits or a signal ends the program.
    func run() {
        app.start()
        loop.run(every: AppModel.tickInterval) { [app] in app.tick() }
        monitor.cancel()
        app.stop()
    }

    /// After a quit, with the terminal restored: lets work started off the main actor finish, so
    /// that what the person started (attaching a photo, which may wait out another program's
    /// write) completes and no thread is still inside libvips while the process exits.
    /// Bounded, in case a file blocks; returns whether everything finished.
    static func finishBackgroundWork() -> Bool {
        // A duration, not a time of day: the monotonic clock, which no clock change moves.
        let deadline = ContinuousClock.now + .seconds(AppDatabase.busyTimeout + 5)
        while (BackgroundWork.running > 0 || PhotoPixels.running > 0) && ContinuousClock.now < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.02))
        }
        return BackgroundWork.running == 0 && PhotoPixels.running == 0
    }
}
