import CNcursesw
import Dispatch
import Foundation
import Observation
import ScorekeeperStore
import ScorekeeperUI

/// What the terminal loop drives: a state that takes inputs and is drawn as frames. The full
/// interface (`AppModel`) and the watch-only board (`WatchModel`) are both one.
@MainActor
protocol TerminalInterface: AnyObject {
    var size: TerminalSize { get }
    var wantsToQuit: Bool { get }
    /// Bumped by Ctrl-L; the terminal is repainted whole when it changes.
    var redrawRequests: Int { get }
    /// Bumped when the bell should ring; it rings once per bump, with the next frame.
    var bellRequests: Int { get }
    func handle(_ input: Input)
    /// The frame for the current state, and where a photo wants real pixels (nil: nowhere).
    func frame() -> (Screen, PhotoViewerPlacement?)
}

extension AppModel: TerminalInterface {
    func frame() -> (Screen, PhotoViewerPlacement?) {
        (render(self, size: size), PhotoViewerPlacement.current(self, size: size))
    }
}

extension WatchModel: TerminalInterface {
    func frame() -> (Screen, PhotoViewerPlacement?) {
        (render(self, size: size), nil)
    }
}

/// The one event loop of the terminal: input, signals and timers arrive as events on the main
/// queue; after each, the frame is rendered again if the state it read has changed (several
/// changes in a row make one frame), and only the cells that changed are sent.
@MainActor
final class TerminalLoop {
    private let screen: any Terminal
    private let interface: any TerminalInterface
    private let signals: any SignalSource
    /// Draws the photo view as real pixels; nil where the terminal gets symbols.
    private let pixels: PhotoPixels?
    private var sources: [any DispatchSourceProtocol] = []
    private var frameScheduled = false
    private var handledRedrawRequests = 0
    private var handledBellRequests = 0
    /// The signal that asked the program to end, if one did.
    private(set) var exitSignal: Int32?

    init(screen: any Terminal, interface: any TerminalInterface, signals: any SignalSource, pixels: PhotoPixels? = nil) {
        self.screen = screen
        self.interface = interface
        self.signals = signals
        self.pixels = pixels
    }

    /// Runs until the person quits or a signal ends the program. `tick`, when given, runs every
    /// `interval` seconds (the watch's look at the file).
    func run(every interval: TimeInterval? = nil, tick: (() -> Void)? = nil) {
        start(every: interval, tick: tick)
        while !isDone {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        finish()
    }

    /// Whether the person quit or a signal asked the program to end.
    var isDone: Bool { interface.wantsToQuit || exitSignal != nil }

    /// Starts listening (input, signals, the timer) and presents the first frame; from then on
    /// everything arrives as events on the main queue, whoever services it (`run`, or a test
    /// awaiting on the main actor).
    func start(every interval: TimeInterval? = nil, tick: (() -> Void)? = nil) {
        watchInput()
        signals.handler = { [weak self] signalNumber in self?.received(signalNumber) }
        if let interval, let tick {
            tick()
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(20))
            timer.setEventHandler { MainActor.assumeIsolated { tick() } }
            timer.resume()
            sources.append(timer)
        }
        pixels?.imageReady = { [weak self] in self?.scheduleFrame() }
        renderFrame()
    }

    /// Stops listening and takes any image off the screen.
    func finish() {
        for source in sources { source.cancel() }
        sources = []
        pixels?.remove(screen: nil)
        signals.handler = nil
    }

    private func watchInput() {
        let input = DispatchSource.makeReadSource(fileDescriptor: screen.inputDescriptor, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        input.resume()
        sources.append(input)
    }

    private func readInput() {
        let inputs = screen.readInputs()
        if inputs.isEmpty && screen.inputHungUp() {
            // The terminal went away without a SIGHUP reaching us: end as if it had.
            exitSignal = SIGHUP
            return
        }
        for input in inputs {
            interface.handle(input)
            if interface.wantsToQuit { return }
        }
    }

    /// SIGINT, SIGTERM and SIGHUP end the program after the terminal is restored; SIGWINCH is a
    /// resize. Signals that came while curses was starting arrive now.
    private func received(_ signalNumber: Int32) {
        if signalNumber == SIGWINCH {
            interface.handle(.resize(screen.resizeFromKernel()))
            scheduleFrame()
        } else {
            exitSignal = signalNumber
        }
    }

    /// Renders and presents a frame, tracking what the render read: any later change to it
    /// schedules the next frame.
    private func renderFrame() {
        frameScheduled = false
        let (frame, placement) = withObservationTracking {
            if interface.redrawRequests != handledRedrawRequests {
                handledRedrawRequests = interface.redrawRequests
                screen.forceRepaint()
            }
            if interface.bellRequests != handledBellRequests {
                handledBellRequests = interface.bellRequests
                screen.bell()
            }
            return interface.frame()
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
