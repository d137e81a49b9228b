import Foundation
import Synchronization

/// Where new rows get their ids: random UUIDs in the program, a counting sequence in tests, so a
/// test can name the ids it will see before it makes them.
public struct IDGenerator: Sendable {
    /// The next id.
    public var next: @Sendable () -> UUID

    public init(next: @escaping @Sendable () -> UUID) {
        self.next = next
    }

    /// Random (version 4) UUIDs.
    public static let random = IDGenerator { UUID() }

    /// 00000000-0000-0000-0000-000000000001, …-000000000002, and so on: each generator counts on
    /// its own.
    public static func incrementing() -> IDGenerator {
        let counter = Mutex<UInt64>(0)
        return IDGenerator {
            let value = counter.withLock { count -> UInt64 in
                count += 1
                return count
            }
            return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012llx", value))!
        }
    }
}
