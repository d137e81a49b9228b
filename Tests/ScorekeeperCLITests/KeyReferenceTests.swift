import Foundation
import Testing
import TestSupport

/// docs/keys.md is what `scorekeeper keys --markdown` prints from the key tables (`make docs`
/// writes it), so the documented keys are the keys the interface has.
@Suite struct KeyReferenceTests {
    static let keysFile = ResourcesTests.resources.deletingLastPathComponent().appendingPathComponent("docs/keys.md")

    @Test func docsKeysMatchTheKeyTables() throws {
        let generated = try CommandRunner.scorekeeper(["keys", "--markdown"])
        #expect(generated.status == 0, "\(generated.stderr)")
        let committed = try? String(contentsOf: Self.keysFile, encoding: .utf8)
        #expect(committed == generated.stdout, "docs/keys.md differs from the key tables: run `make docs`")
    }

    /// The plain list a terminal gets has the same sections and keys.
    @Test func thePlainListNamesEverySection() throws {
        let plain = try CommandRunner.scorekeeper(["keys"])
        #expect(plain.status == 0)
        let markdown = try CommandRunner.scorekeeper(["keys", "--markdown"]).stdout
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        #expect(headings.count > 20)
        let plainLines = Set(plain.stdout.split(separator: "\n").map(String.init))
        #expect(headings.filter { !plainLines.contains($0) }.isEmpty)
        #expect(plainLines.contains { $0.hasPrefix("  + ") && $0.hasSuffix("  Add 1 to the selected score (→ too)") })
    }
}
