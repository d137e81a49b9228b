import Foundation
import ScorekeeperUI
@testable import ScorekeeperTerminal

/// A terminal played from a script, for driving the terminal loop without curses or tmux: each
/// time a frame is presented, the next step is given (keys typed, the window resized, a signal),
/// so every step's effect is the frame that follows it, and the frames are kept for the test.
@MainActor
final class ScriptedTerminal: Terminal {
    enum Step {
        case keys([Input])
        /// The window is now this size, and SIGWINCH says so.
        case resize(TerminalSize)
        case signal(Int32)
    }

    private(set) var size: TerminalSize
    private(set) var frames: [Screen] = []
    private(set) var repaints = 0
    private(set) var lastPresentRepaintedAll = false
    private var steps: [Step]
    private var waiting: [Input] = []
    private let pipe: (read: Int32, write: Int32)
    let signals = ScriptedSignals()

    init(size: TerminalSize, steps: [Step]) {
        self.size = size
        self.steps = steps
        var ends: [Int32] = [0, 0]
        precondition(Foundation.pipe(&ends) == 0, "a pipe for the scripted input")
        pipe = (ends[0], ends[1])
    }

    isolated deinit {
        close(pipe.read)
        close(pipe.write)
    }

    var inputDescriptor: Int32 { pipe.read }

    /// Whether every step was given.
    var isScriptDone: Bool { steps.isEmpty }

    func readInputs() -> [Input] {
        var byte: UInt8 = 0
        _ = read(pipe.read, &byte, 1)
        defer { waiting = [] }
        return waiting
    }

    func inputHungUp() -> Bool { false }

    func resizeFromKernel() -> TerminalSize { size }

    func forceRepaint() { repaints += 1 }

    /// How many times the bell rang.
    private(set) var bells = 0

    func bell() { bells += 1 }

    func present(_ screen: Screen) {
        lastPresentRepaintedAll = frames.last?.size != screen.size
        frames.append(screen)
        guard !steps.isEmpty else { return }
        switch steps.removeFirst() {
        case .keys(let inputs):
            waiting = inputs
            var byte: UInt8 = 1
            _ = write(pipe.write, &byte, 1)
        case .resize(let newSize):
            size = newSize
            deliverSoon(SIGWINCH)
        case .signal(let signalNumber):
            deliverSoon(signalNumber)
        }
    }

    /// Signals arrive as events on the main queue, as the real watcher's do.
    private func deliverSoon(_ signalNumber: Int32) {
        DispatchQueue.main.async { [signals] in
            MainActor.assumeIsolated { signals.handler?(signalNumber) }
        }
    }
}

/// The signals of a scripted terminal: delivered by the script, not by the kernel.
@MainActor
final class ScriptedSignals: SignalSource {
    var handler: ((Int32) -> Void)?
}
