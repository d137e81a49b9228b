import Foundation
import Testing

/// The model part stays plain values and pure rules: its sources import only the standard
/// library's Foundation and Synchronization (and Tagged, for typed ids; CPrefetch, one inline
/// cache hint and no library), so no database, file, terminal or image code can creep into the
/// rules every surface reads.
@Suite struct ModelLayerTests {
    static let model = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ScorekeeperDomain")

    static let allowed: Set<String> = ["Foundation", "Synchronization", "Tagged", "CPrefetch"]

    /// The modules a source text imports.
    static func imports(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                  words[..<index].allSatisfy({ $0.hasPrefix("@") }) else { return nil }
            return words[index + 1]
        }
    }

    @Test func theModelImportsNoDatabaseFileOrTerminal() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.model.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20, "the model's sources are found")
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.model.appendingPathComponent(file), encoding: .utf8)
            for module in Self.imports(text) where !Self.allowed.contains(module) { found.append("\(file) imports \(module)") }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func theScannerFindsImports() {
        #expect(Self.imports("import Foundation\n@testable import GRDB\n// import Nothing\nlet x = 1") == ["Foundation", "GRDB"])
    }
}
