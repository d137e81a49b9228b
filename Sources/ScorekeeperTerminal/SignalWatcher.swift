import Dispatch
import Foundation

/// Turns SIGINT, SIGTERM, SIGHUP and SIGWINCH into events on the main queue.
///
/// It is set up before curses starts, so a signal that arrives while curses is taking over the
/// terminal is held until the interface can restore the terminal and exit, instead of killing
/// the process with the terminal left in raw mode.
@MainActor
final class SignalWatcher {
    static let watched = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]

    private var sources: [any DispatchSourceProtocol] = []
    private var pending: [Int32] = []
    /// Receives each signal; signals that came before it was set are delivered when it is.
    var handler: ((Int32) -> Void)? {
        didSet {
            guard let handler else { return }
            let early = pending
            pending = []
            early.forEach(handler)
        }
    }

    init() {
        for signalNumber in Self.watched {
            // The default actions are ignored so the sources alone handle these signals (and
            // curses, seeing them ignored, does not install handlers of its own).
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.received(signalNumber) }
            }
            source.resume()
            sources.append(source)
        }
    }

    private func received(_ signalNumber: Int32) {
        if let handler { handler(signalNumber) } else { pending.append(signalNumber) }
    }

    func cancel() {
        for source in sources { source.cancel() }
        sources = []
    }
}
