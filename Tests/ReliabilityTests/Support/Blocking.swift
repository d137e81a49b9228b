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
