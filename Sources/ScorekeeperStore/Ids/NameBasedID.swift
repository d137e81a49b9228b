import Crypto
import Foundation

/// An id every copy derives alike from the same name, so rows two copies make apart for one
/// thing (a name's first person, a table's result change) are one row after a sync.
enum NameBasedID {
    /// SHA-256 of `name`, its first 16 bytes shaped as a version 5 UUID.
    static func uuid(_ name: String) -> UUID {
        var bytes = Array(SHA256.hash(data: Data(name.utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0f) | 0x50
        bytes[8] = (bytes[8] & 0x3f) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
