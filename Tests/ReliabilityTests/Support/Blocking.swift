import Foundation

/// Runs blocking work (waiting for child processes) on a thread of its own.
///
/// Swift concurrency's shared pool has one thread per core (two here): tests that blocked it
/// would stall each other, and two loops meant to run at the same time might not.
enum Blocking {
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try body() })
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
    }
}

/// Blocking work started on a thread of its own at once, when it is made, and awaited later.
///
/// `async let x = Blocking.run { … }` starts the thread only when a thread of the shared pool
/// gets to the child task: with the pool held by other tests' blocking work, a loop meant to run
/// through a soak's minutes began after they had passed and did nothing.
final class StartedWork<T: Sendable>: @unchecked Sendable {
    // Guards `outcome` and `waiting`: whichever of the work's end and the await comes second
    // resumes the awaiting task.
    private let lock = NSLock()
    private var outcome: Result<T, any Error>?
    private var waiting: CheckedContinuation<T, any Error>?

    init(_ body: @escaping @Sendable () throws -> T) {
        let thread = Thread { [self] in
            let result = Result { try body() }
            lock.lock()
            if let waiting {
                self.waiting = nil
                lock.unlock()
                waiting.resume(with: result)
            } else {
                outcome = result
                lock.unlock()
            }
        }
        thread.stackSize = 4 << 20
        thread.start()
    }

    /// What the work returned or threw, once it has ended.
    var value: T {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                lock.lock()
                if let outcome {
                    lock.unlock()
                    continuation.resume(with: outcome)
                } else {
                    waiting = continuation
                    lock.unlock()
                }
            }
        }
    }
}
