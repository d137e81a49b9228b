import CNcursesw
import Dispatch
import Foundation

/// Turns SIGINT, SIGTERM, SIGHUP and SIGWINCH into events on the main queue.
///
/// It is set up before curses starts, so a signal that arrives while curses is taking over the
/// terminal is held until the interface can restore the terminal and exit, instead of killing
/// the process with the terminal left in raw mode. Curses, finding handlers already installed,
/// does not install its own.
@MainActor
final class SignalWatcher: SignalSource {
    static let watched = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]

    private var source: (any DispatchSourceRead)?
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
        // A C handler writes to a pipe that the main queue reads: unlike an ignored signal read
        // through a dispatch signal source, it cannot be lost to whichever thread the kernel picks.
        let readEnd = Self.watched.withUnsafeBufferPointer {
            sk_signal_pipe_install($0.baseAddress, Int32($0.count))
        }
        guard readEnd >= 0 else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.collect() }
        }
        source.resume()
        self.source = source
    }

    /// Reads which signals came since the last wake-up; several of one kind count as one.
    private func collect() {
        sk_signal_pipe_drain()
        for signalNumber in Self.watched where sk_signal_take(signalNumber) != 0 {
            if let handler { handler(signalNumber) } else { pending.append(signalNumber) }
        }
    }

    /// Stops watching and gives the signals their default actions back. Returns a signal asking
    /// the program to end that came but was not delivered yet (while the interface was closing).
    @discardableResult
    func cancel() -> Int32? {
        source?.cancel()
        source = nil
        Self.watched.withUnsafeBufferPointer {
            sk_signal_pipe_uninstall($0.baseAddress, Int32($0.count))
        }
        let ending = [SIGINT, SIGTERM, SIGHUP].filter { sk_signal_take($0) != 0 }
        return (pending.filter { $0 != SIGWINCH } + ending).first
    }
}
