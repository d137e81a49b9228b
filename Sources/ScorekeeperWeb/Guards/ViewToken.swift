import Foundation

/// The key of a server's read-only pages: 192 random bits, printed in the link, swapped for a
/// cookie at the first visit. It lasts as long as the server runs.
struct ViewToken: Sendable, Equatable {
    let value: String

    /// A fresh key from the system's random source.
    static func random() -> ViewToken {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<24).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        // base64url without padding: safe in a URL and a cookie as it is.
        let text = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        return ViewToken(value: text)
    }

    /// Whether `candidate` is this key, in time that does not depend on where they differ: a
    /// client timing the answers learns nothing of the key.
    func matches(_ candidate: Substring?) -> Bool {
        guard let candidate else { return false }
        return ConstantTime.equal(Array(value.utf8), Array(candidate.utf8))
    }
}

/// Comparison that looks at every byte whatever the bytes are.
enum ConstantTime {
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        // Lengths are public (the key's length is in every link); the contents are not.
        var difference = UInt8(a.count == b.count ? 0 : 1)
        let count = max(a.count, b.count)
        for index in 0..<count {
            let x = index < a.count ? a[index] : 0
            let y = index < b.count ? b[index] : 0
            difference |= x ^ y
        }
        return difference == 0
    }
}
