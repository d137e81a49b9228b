import Foundation

/// Runs blocking work (a socket read that waits, a process waited for) on a thread of its own,
/// so it never holds one of the few threads the in-process servers of other tests answer on.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
