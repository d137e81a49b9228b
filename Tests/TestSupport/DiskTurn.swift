import Foundation

/// One turn at a time for the tests that load the disk hardest (crash trials, thousands of
/// concurrent commands, large photos, backups under writes). Suites run in parallel, and two
/// of these at once make every fsync wait behind the other's: the busy-timeout guarantees they
/// check would then measure the test run rather than Scorekeeper. Lighter tests run meanwhile.
///
/// Usage, at the start of a test (or of one case of a parameterized test):
/// `await DiskTurn.take(); defer { DiskTurn.release() }`.
public enum DiskTurn {
    private static let state = TurnState()

    /// Waits (suspending, not blocking a thread) until no other heavy test holds the turn.
    public static func take() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            state.enqueue(continuation)
        }
    }

    /// Gives the turn to the next waiting test.
    public static func release() {
        state.release()
    }
}

/// The turn and its queue, guarded by a lock so `release` can run in a `defer`.
private final class TurnState: @unchecked Sendable {
    // Guarded by `lock`.
    private var isTaken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private let lock = NSLock()

    func enqueue(_ continuation: CheckedContinuation<Void, Never>) {
        lock.lock()
        if isTaken {
            waiting.append(continuation)
            lock.unlock()
        } else {
            isTaken = true
            lock.unlock()
            continuation.resume()
        }
    }

    func release() {
        lock.lock()
        if waiting.isEmpty {
            isTaken = false
            lock.unlock()
        } else {
            let next = waiting.removeFirst()
            lock.unlock()
            next.resume()
        }
    }
}
