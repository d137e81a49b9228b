import Foundation
import Synchronization

/// Wrong PINs slow down the client that types them, and only that client: after a few free
/// tries each wrong PIN makes it wait twice as long as the last (capped), answered at once with
/// 429 and `Retry-After` while it waits, so no server thread ever sleeps. A client is its peer's
/// address as the socket has it (no header can claim another), so no seat's code is ever locked
/// for the phone that holds it. The table of clients is capped, and clients quiet for a while
/// are forgotten, so addresses cannot grow the server's memory.
final class PINBackoff: Sendable {
    /// The numbers the backoff runs by.
    struct Policy: Sendable {
        /// Wrong PINs a client may type before it waits: a person mistypes.
        var freeFailures = 5
        /// The wait after the first wrong PIN past the free ones; each further one doubles it.
        var firstDelay: Duration = .seconds(1)
        /// The longest wait (a million PINs at one a wait takes months).
        var longestDelay: Duration = .seconds(300)
        /// A client with no wrong PIN for this long starts again from nothing.
        var forgetAfter: Duration = .seconds(900)
        /// The most clients remembered; the one quiet longest makes room for a new one.
        var maximumClients = 4096
    }

    private struct Client {
        var failures = 0
        var waitUntil: ContinuousClock.Instant
        var lastFailure: ContinuousClock.Instant
    }

    let policy: Policy
    private let now: @Sendable () -> ContinuousClock.Instant
    private let clients = Mutex<[String: Client]>([:])

    init(policy: Policy = Policy(), now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.policy = policy
        self.now = now
    }

    /// Whole seconds `client` must wait before its next PIN is read; nil when it may try now.
    func waitSeconds(for client: String) -> Int? {
        let now = now()
        return clients.withLock { clients in
            guard let entry = clients[client] else { return nil }
            if now - entry.lastFailure >= policy.forgetAfter {
                clients[client] = nil
                return nil
            }
            guard entry.waitUntil > now else { return nil }
            let left = (entry.waitUntil - now).components
            // Rounded up: a client told "1" that comes back after a second is let in.
            return Int(left.seconds) + (left.attoseconds > 0 ? 1 : 0)
        }
    }

    /// Counts a wrong PIN from `client` and sets how long it waits.
    func recordFailure(from client: String) {
        let now = now()
        clients.withLock { clients in
            if clients[client] == nil, clients.count >= policy.maximumClients {
                clients = clients.filter { now - $0.value.lastFailure < policy.forgetAfter }
                if clients.count >= policy.maximumClients, let quietest = clients.min(by: { $0.value.lastFailure < $1.value.lastFailure }) {
                    clients[quietest.key] = nil
                }
            }
            var entry = clients[client] ?? Client(waitUntil: now, lastFailure: now)
            if now - entry.lastFailure >= policy.forgetAfter { entry.failures = 0 }
            entry.failures += 1
            entry.lastFailure = now
            let over = entry.failures - policy.freeFailures
            if over > 0 {
                // 1, 2, 4 … seconds; the shift is bounded so it cannot overflow.
                let delay = policy.firstDelay * (1 << min(over - 1, 20))
                entry.waitUntil = now + min(delay, policy.longestDelay)
            }
            clients[client] = entry
        }
    }

    /// How many clients are remembered.
    var clientCount: Int { clients.withLock { $0.count } }
}
