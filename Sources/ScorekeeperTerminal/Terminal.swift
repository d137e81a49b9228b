import ScorekeeperUI

/// What the terminal loop needs of a terminal: its size, its input, and a place to present
/// frames. `CursesScreen` is the real one; tests drive the loop with a scripted one.
@MainActor
protocol Terminal: AnyObject {
    var size: TerminalSize { get }
    /// A descriptor that becomes readable when input is waiting (the terminal's stdin).
    var inputDescriptor: Int32 { get }
    /// The inputs waiting now (keys, mouse, a resize curses noticed); empty when none.
    func readInputs() -> [Input]
    /// Whether the input side hung up or failed (readable, yet nothing can be read).
    func inputHungUp() -> Bool
    /// The size after the kernel said the window changed (SIGWINCH).
    func resizeFromKernel() -> TerminalSize
    /// Makes the next present repaint every cell (Ctrl-L; after pixels were drawn over cells).
    func forceRepaint()
    /// Shows a frame, sending only the cells that changed since the last one.
    func present(_ screen: Screen)
    /// Whether the last present repainted every cell (pixels drawn before are gone).
    var lastPresentRepaintedAll: Bool { get }
    /// Rings the terminal's bell (or flashes it, as the terminal is set up to).
    func bell()
}

/// Where the loop hears of signals: SIGINT, SIGTERM and SIGHUP end it, SIGWINCH is a resize.
@MainActor
protocol SignalSource: AnyObject {
    /// Receives each signal; signals that came before it was set are delivered when it is.
    var handler: ((Int32) -> Void)? { get set }
}
