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
    public static let random = IDGenerator { randomUUID() }

    /// A random (version 4) UUID, as Foundation's `UUID()` makes one, with its 122 random bits
    /// from the standard library's `SystemRandomNumberGenerator` (the kernel's generator, through
    /// `getrandom`): Foundation's opens, reads and closes /dev/urandom for every id, an eighth of
    /// a large report's import.
    public static func randomUUID() -> UUID {
        var generator = SystemRandomNumberGenerator()
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { bytes in
            bytes.storeBytes(of: generator.next() as UInt64, toByteOffset: 0, as: UInt64.self)
            bytes.storeBytes(of: generator.next() as UInt64, toByteOffset: 8, as: UInt64.self)
            bytes[6] = bytes[6] & 0x0F | 0x40 // version 4
            bytes[8] = bytes[8] & 0x3F | 0x80 // RFC 4122's variant
        }
        return UUID(uuid: value)
    }

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
