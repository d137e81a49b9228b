import Foundation
import Testing

/// A game or player row is decoded by its record (`Game(row:)`, `Player(row:)` in
/// `ScorekeeperStore/Games/Game+Database.swift` and `ScorekeeperStore/Players/Player+Database.swift`), never again column by column elsewhere: a column added to the
/// record would be missed by the copy. This walks the sources for a game or player built from a
/// row's columns.
@Suite struct RecordDecodingLintTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The records' own decoding, the one place allowed.
    static let records: Set<String> = ["ScorekeeperStore/Games/Game+Database.swift", "ScorekeeperStore/Players/Player+Database.swift"]

    @Test func gamesAndPlayersAreDecodedOnlyByTheirRecords() throws {
        let pattern = try Regex(#"\b(Game|Player)\(id:[^\n]*\brow\b"#)
        var found: [String] = []
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        for case let url as URL in files where url.pathExtension == "swift" {
            let path = String(url.path.dropFirst(Self.sources.path.count + 1))
            guard !Self.records.contains(path) else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(pattern) {
                found.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "decoded column by column rather than by the record:\n\(found.joined(separator: "\n"))")
    }
}
