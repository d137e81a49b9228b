import Crypto
import Foundation

/// A seat's report code as it is made and checked: a six-digit PIN to type, and a token of
/// 128 random bits for a link. The file keeps the token's SHA-256 beside it: a lookup finds the
/// row by the digest and compares digests in constant time, so how long a wrong token takes
/// says nothing about a right one.
enum ReportSecret {
    /// Bytes of randomness in a token: 16, 128 bits.
    static let tokenBytes = 16

    /// A new token: 32 lowercase hexadecimal digits from the system's random source.
    static func newToken() -> String {
        var random = SystemRandomNumberGenerator()
        return (0..<tokenBytes).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &random)) }.joined()
    }

    /// A new PIN: six digits, leading zeros kept.
    static func newPIN() -> String {
        var random = SystemRandomNumberGenerator()
        return String(format: "%06d", Int.random(in: 0...999_999, using: &random))
    }

    /// Whether `text` has a token's form (32 lowercase hexadecimal digits): anything else is
    /// refused before the file is read.
    static func isTokenShaped(_ text: String) -> Bool {
        text.utf8.count == tokenBytes * 2 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Whether `text` has a PIN's form (six ASCII digits).
    static func isPINShaped(_ text: String) -> Bool {
        text.utf8.count == 6 && text.utf8.allSatisfy { (48...57).contains($0) }
    }

    /// The SHA-256 of a token's text, as the file keeps it.
    static func digest(_ token: String) -> Data {
        Data(SHA256.hash(data: Data(token.utf8)))
    }

    /// Compares two byte strings in time that depends on their length only, never on where they
    /// first differ.
    static func constantTimeEqual<A: Collection, B: Collection>(_ a: A, _ b: B) -> Bool where A.Element == UInt8, B.Element == UInt8 {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }
}
