import Foundation

/// Runs async work to its end from a synchronous command, its error rethrown.
enum BlockingTask {
    static func run(_ work: @escaping @Sendable () async throws -> Void) throws {
        let outcome = OutcomeBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { try await work() } catch { outcome.set(error) }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw error }
    }

    /// The error the work ended with, handed across threads.
    private final class OutcomeBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (any Error)?
        func set(_ error: any Error) { lock.withLock { stored = error } }
        var error: (any Error)? { lock.withLock { stored } }
    }
}
