import CNcursesw
import Dispatch
import Foundation
import Observation
import ScorekeeperCore
import ScorekeeperUI

/// Drives the interface: input, signals and database changes arrive as events on the main queue;
/// after each, the frame is rendered again if the state it read has changed.
@MainActor
final class TerminalRunner {
    private let screen: CursesScreen
    private let app: AppModel
    private let monitor: ExternalChangeMonitor
    private let signals: SignalWatcher
    private var sources: [any DispatchSourceProtocol] = []
    private var frameScheduled = false
    private var handledRedrawRequests = 0
    /// The signal that asked the program to end, if one did.
    private(set) var exitSignal: Int32?

    /// Draws the photo view as real pixels; nil where the terminal gets symbols.
    private let pixels: PhotoPixels?

    init(screen: CursesScreen, database: AppDatabase, signals: SignalWatcher, pixels: PhotoPixels? = nil) {
        self.screen = screen
        self.signals = signals
        self.pixels = pixels
        self.app = AppModel(database: database, size: screen.size, photos: .live)
        // Changes made by other processes (a command in another terminal) reach the observers.
        self.monitor = ExternalChangeMonitor(database: database)
    }

    /// Runs until the person quits or a signal ends the program.
    func run() {
        watchInput()
        watchSignals()
        app.start()
        pixels?.imageReady = { [weak self] in self?.scheduleFrame() }
        renderFrame()
        while !app.wantsToQuit && exitSignal == nil {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        for source in sources { source.cancel() }
        pixels?.remove(screen: nil)
        signals.handler = nil
        monitor.cancel()
        app.stop()
    }

    /// After a quit, with the terminal restored: lets work started off the main actor finish, so
    /// that what the person started (attaching a photo, which may wait out another program's
    /// write) completes and no thread is still inside libvips while the process exits.
    /// Bounded, in case a file blocks; returns whether everything finished.
    static func finishBackgroundWork() -> Bool {
        let deadline = Date().addingTimeInterval(AppDatabase.busyTimeout + 5)
        while (BackgroundWork.running > 0 || PhotoPixels.running > 0) && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.02))
        }
        return BackgroundWork.running == 0 && PhotoPixels.running == 0
    }

    private func watchInput() {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        input.resume()
        sources.append(input)
    }

    private func readInput() {
        let inputs = screen.readInputs()
        if inputs.isEmpty && TerminalRunner.terminalHungUp() {
            // The terminal went away without a SIGHUP reaching us: end as if it had.
            exitSignal = SIGHUP
            return
        }
        for input in inputs {
            app.handle(input)
            if app.wantsToQuit { return }
        }
    }

    /// Whether stdin reports a hang-up or error (readable, yet nothing could be read).
    private static func terminalHungUp() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// SIGINT, SIGTERM and SIGHUP end the program after the terminal is restored; SIGWINCH is a
    /// resize. Signals that came while curses was starting arrive now.
    private func watchSignals() {
        signals.handler = { [weak self] signalNumber in self?.received(signalNumber) }
    }

    private func received(_ signalNumber: Int32) {
        if signalNumber == SIGWINCH {
            app.handle(.resize(screen.resizeFromKernel()))
            scheduleFrame()
        } else {
            exitSignal = signalNumber
        }
    }

    /// Renders and presents a frame, tracking what the render read: any later change to it
    /// schedules the next frame. Several changes in a row make one frame.
    private func renderFrame() {
        frameScheduled = false
        let (frame, placement) = withObservationTracking {
            if app.redrawRequests != handledRedrawRequests {
                handledRedrawRequests = app.redrawRequests
                screen.forceRepaint()
            }
            return (render(app, size: app.size), pixels == nil ? nil : PhotoViewerPlacement.current(app, size: app.size))
        } onChange: { [weak self] in
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.scheduleFrame() }
            }
        }
        guard let pixels else {
            screen.present(frame)
            return
        }
        screen.present(pixels.prepare(frame, placement: placement, screen: screen))
        pixels.presented(placement: placement, screen: screen)
    }

    private func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.renderFrame() }
        }
    }
}
