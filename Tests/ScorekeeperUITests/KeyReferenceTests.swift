import Foundation
import Testing
@testable import ScorekeeperUI

/// The key reference lists every key table the interface declares, and writes each as Markdown
/// that renders as one table row per binding.
@Suite struct KeyReferenceTests {
    /// The interface's sources, found from this file.
    static let interfaceSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ScorekeeperUI")

    /// Every `KeyTable(title: "…")` written in the interface's sources: a new screen's table must
    /// join `KeyReference.sections`, or docs/keys.md would not know it.
    @Test func everyDeclaredTableIsInTheReference() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.interfaceSources, includingPropertiesForKeys: nil))
        let pattern = try Regex(#"KeyTable\(title: "([^"\\]*)""#)
        var declared: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" && file.lastPathComponent != "KeyReference.swift" {
            let source = try String(contentsOf: file, encoding: .utf8)
            for match in source.matches(of: pattern) {
                if let title = match.output[1].substring { declared.insert(String(title)) }
            }
        }
        #expect(declared.count > 20, "found the tables: \(declared)")
        let listed = Set(KeyReference.sections.map(\.table.title))
        #expect(declared.subtracting(listed).isEmpty, "tables missing from KeyReference.sections: \(declared.subtracting(listed).sorted())")
    }

    @Test func eachHelpBindingIsOneRow() {
        let markdown = KeyReference.markdown()
        for section in KeyReference.sections {
            #expect(markdown.contains("\n## \(section.heading)\n"))
            for binding in section.table.helpBindings {
                #expect(markdown.contains("| `\(binding.keysText)` | \(binding.help) |"), "\(section.heading): \(binding.help)")
            }
        }
        #expect(Set(KeyReference.sections.map(\.heading)).count == KeyReference.sections.count, "headings are unique")
        // Bindings help leaves out are not documented either.
        #expect(!markdown.contains("Scroll help down"))
    }

    @Test func aPipeDoesNotEndTheCell() {
        #expect(KeyReference.cell("a | b") == "a \\| b")
        #expect(KeyReference.code("|") == "`\\|`")
        #expect(KeyReference.unboundSentence(.typedAsText) == " Other keys type text.")
        #expect(KeyReference.unboundSentence(.perform(.close)) == " Any other key closes it.")
    }
}
