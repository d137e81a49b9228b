import CNcursesw
import Dispatch
import Foundation
import Observation
import ScorekeeperCore
import ScorekeeperUI

/// Drives the watch-only display: keys and signals as in the full interface, plus a timer that
/// asks the read-only connection whether another process committed, reads the board again when
/// one did, and lets highlights fade.
@MainActor
final class WatchRunner {
    /// How often the file is checked for other processes' commits (a `PRAGMA data_version`).
    static let pollInterval: TimeInterval = 0.25

    private let screen: CursesScreen
    private let model: WatchModel
    private let database: WatchDatabase
    private let signals: SignalWatcher
    private var sources: [any DispatchSourceProtocol] = []
    private var frameScheduled = false
    private var handledRedrawRequests = 0
    private(set) var exitSignal: Int32?

    init(screen: CursesScreen, database: WatchDatabase, game: String?, signals: SignalWatcher) {
        self.screen = screen
        self.database = database
        self.signals = signals
        self.model = WatchModel(gameReference: game, size: screen.size)
    }

    func run() {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
        input.resume()
        sources.append(input)
        signals.handler = { [weak self] signalNumber in
            guard let self else { return }
            if signalNumber == SIGWINCH {
                self.model.handle(.resize(self.screen.resizeFromKernel()))
                self.scheduleFrame()
            } else {
                self.exitSignal = signalNumber
            }
        }
        poll()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + Self.pollInterval, repeating: Self.pollInterval, leeway: .milliseconds(20))
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.poll() } }
        timer.resume()
        sources.append(timer)
        renderFrame()
        while !model.wantsToQuit && exitSignal == nil {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        for source in sources { source.cancel() }
        signals.handler = nil
    }

    private func poll() {
        let now = Date()
        if database.hasChanged() {
            // A failed read (the file replaced, a transient error) keeps the last board shown.
            if let board = try? database.read({ db in try Scoreboard.fetch(db, game: model.gameReference) }) {
                model.update(board, now: now)
            } else if model.scoreboard == nil {
                model.update(nil, now: now)
            }
        }
        model.tick(now: now)
    }

    private func readInput() {
        let inputs = screen.readInputs()
        if inputs.isEmpty {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            if Glibc.poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                exitSignal = SIGHUP
            }
            return
        }
        for input in inputs {
            model.handle(input)
            if model.wantsToQuit { return }
        }
    }

    private func renderFrame() {
        frameScheduled = false
        let frame = withObservationTracking {
            if model.redrawRequests != handledRedrawRequests {
                handledRedrawRequests = model.redrawRequests
                screen.forceRepaint()
            }
            return render(model, size: model.size)
        } onChange: { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.scheduleFrame() } }
        }
        screen.present(frame)
    }

    private func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.renderFrame() } }
    }
}
