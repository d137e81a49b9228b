import Crypto
import Foundation

/// A photo's content hash (SHA-256, lowercase hex): how copies tell photos apart when they sync,
/// so two different pictures stamped in the same millisecond resolve alike on both sides.
public enum PhotoHash {
    public static func sha256(_ data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }
}
