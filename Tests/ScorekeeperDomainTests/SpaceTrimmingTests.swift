import Foundation
import ScorekeeperDomain
import Testing

/// `trimmingSpaces` and `trimmingWhitespace` cut what Foundation's `trimmingCharacters(in:)` cuts
/// with `.whitespaces` and `.whitespacesAndNewlines`, checked
/// against Foundation itself for every Unicode scalar, at either end and alone.
@Suite struct SpaceTrimmingTests {
    @Test func cutsWhatFoundationCutsForEveryScalar() {
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let around = "\(scalar)a\(scalar)b\(scalar)"
            let alone = String(scalar)
            for text in [around, alone] where text.trimmingSpaces != text.trimmingCharacters(in: .whitespaces)
                || text.trimmingWhitespace != text.trimmingCharacters(in: .whitespacesAndNewlines) {
                differing.append(String(value, radix: 16))
            }
            if differing.count > 10 { break }
        }
        #expect(differing.isEmpty, "U+\(differing.joined(separator: ", U+"))")
    }

    @Test func keepsWhatIsInsideAndWhatFollowsACutSpace() {
        #expect("  Hearts · 2\t".trimmingSpaces == "Hearts · 2")
        #expect("\u{3000}\u{A0}Zoë \u{301}".trimmingSpaces == "Zoë \u{301}")
        #expect(" \n ".trimmingSpaces == "\n")
        #expect("\t \u{2009}".trimmingSpaces == "")
        #expect("".trimmingSpaces == "")
        #expect(" \n Ann\r\n\u{2028}".trimmingWhitespace == "Ann")
    }
}
