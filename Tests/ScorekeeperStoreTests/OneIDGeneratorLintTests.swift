import Foundation
import Testing

/// Every id the program stores comes from the file's one generator (`AppDatabase.ids`, through
/// `newID()`), so a test can name the ids it will see and no write has an id of its own making.
/// This walks the shipped sources for `UUID()`, allowed only where it makes no stored row's id.
@Suite struct OneIDGeneratorLintTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The benchmark, whose own files build large test files by SQL and are not the program's.
    static let notShipped = ["scorekeeper-bench"]

    /// Where `UUID()` may stand, and why it is not a stored row's id.
    static let allowed: [String: String] = [
        "IDGenerator.swift": "the generator itself",
        "Schema.swift": "a shipped migration, frozen",
        "SyncVersionsMigration.swift": "a shipped migration, frozen",
        "AppDatabase+Backup.swift": "a temporary file's name",
        "BackgroundEffects.swift": "a token for work in flight, never stored",
        "AppDatabase+SyncVersions.swift":
            "a copied file's own new identity, which must differ from every other copy's (a counting generator would repeat it)",
    ]

    /// Each shipped Swift file's path under Sources/ and its lines that make a `UUID()`.
    static func uuidLines() throws -> [(path: String, lines: [String])] {
        var result: [(path: String, lines: [String])] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path) where !notShipped.contains(target) {
            let folder = sources.appendingPathComponent(target)
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in files where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line -> String? in
                    let code = line.trimmingCharacters(in: .whitespaces)
                    return line.contains("UUID()") && !code.hasPrefix("//") ? "\(number + 1): \(code)" : nil
                }
                result.append((String(url.path.dropFirst(sources.path.count + 1)), lines))
            }
        }
        return result
    }

    @Test func noStoredIDIsMadeOutsideTheGenerator() throws {
        let files = try Self.uuidLines()
        #expect(files.count > 100, "the sources were not found at \(Self.sources.path)")
        let found = files.filter { !Self.allowed.keys.contains(URL(fileURLWithPath: $0.path).lastPathComponent) }
            .flatMap { file in file.lines.map { "\(file.path):\($0)" } }
        #expect(found.isEmpty, "ids made outside the file's generator (use newID()):\n\(found.joined(separator: "\n"))")
    }

    /// Each allowed file still makes a `UUID()`, so the list keeps no exception nobody needs.
    @Test func everyExceptionIsStillUsed() throws {
        let files = try Self.uuidLines()
        for name in Self.allowed.keys {
            #expect(files.contains { URL(fileURLWithPath: $0.path).lastPathComponent == name && !$0.lines.isEmpty },
                    "\(name) no longer makes a UUID: drop it from the list")
        }
    }
}
