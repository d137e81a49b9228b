import Foundation
import Synchronization
import Testing
@testable import ScorekeeperWeb

/// The wrong PINs' backoff on its own, on a clock the test moves: a few free tries, then waits
/// that double up to a cap, per client only, forgotten after a quiet while, a bounded table.
@Suite struct PINBackoffTests {
    /// A clock that moves only when told.
    final class TestClock: Sendable {
        private let instant = Mutex(ContinuousClock.now)
        var now: ContinuousClock.Instant { instant.withLock { $0 } }
        func advance(_ duration: Duration) { instant.withLock { $0 += duration } }
    }

    @Test func waitsDoubleUpToTheCapForTheClientThatGuessesOnly() {
        let clock = TestClock()
        let policy = PINBackoff.Policy(freeFailures: 3, firstDelay: .seconds(1), longestDelay: .seconds(8))
        let backoff = PINBackoff(policy: policy, now: { clock.now })
        for _ in 0..<3 {
            #expect(backoff.waitSeconds(for: "10.0.0.9") == nil)
            backoff.recordFailure(from: "10.0.0.9")
        }
        #expect(backoff.waitSeconds(for: "10.0.0.9") == nil)
        var waits: [Int] = []
        for _ in 0..<6 {
            backoff.recordFailure(from: "10.0.0.9")
            waits.append(backoff.waitSeconds(for: "10.0.0.9") ?? 0)
            // Another phone is never slowed by it.
            #expect(backoff.waitSeconds(for: "10.0.0.7") == nil)
            clock.advance(.seconds(waits.last ?? 0))
            #expect(backoff.waitSeconds(for: "10.0.0.9") == nil)
        }
        #expect(waits == [1, 2, 4, 8, 8, 8])
    }

    @Test func aQuietClientIsForgottenAndTheTableIsBounded() {
        let clock = TestClock()
        let policy = PINBackoff.Policy(freeFailures: 0, firstDelay: .seconds(1), longestDelay: .seconds(8),
                                       forgetAfter: .seconds(60), maximumClients: 16)
        let backoff = PINBackoff(policy: policy, now: { clock.now })
        backoff.recordFailure(from: "first")
        clock.advance(.seconds(61))
        #expect(backoff.waitSeconds(for: "first") == nil)
        for index in 0..<1000 { backoff.recordFailure(from: "10.0.\(index / 256).\(index % 256)") }
        #expect(backoff.clientCount <= 16)
        // The newest are remembered.
        #expect(backoff.waitSeconds(for: "10.0.3.231") != nil)
    }
}
