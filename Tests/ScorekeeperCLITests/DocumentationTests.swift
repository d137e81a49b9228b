import Foundation
import Testing

/// The README stays a page a newcomer reads whole, with the two commands CI runs, and every topic
/// file in docs/ is reachable from the index.
@Suite struct DocumentationTests {
    static let root = ResourcesTests.resources.deletingLastPathComponent()

    func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReadmeIsShortAndKeepsTheTwoCommands() throws {
        let readme = try read("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 200, "README.md has \(lines.count) lines: move the detail into docs/")
        // .ci/run calls `make test`; `make run` is how a newcomer starts.
        #expect(lines.contains { $0.hasPrefix("make run ") }, "README.md lost `make run`")
        #expect(lines.contains { $0.hasPrefix("make test ") }, "README.md lost `make test`")
    }

    @Test func everyTopicIsInTheIndex() throws {
        let index = try read("docs/README.md")
        let topics = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
        #expect(topics.count >= 10)
        let missing = topics.filter { !index.contains("](\($0))") }
        #expect(missing.isEmpty, "docs/README.md does not link \(missing.sorted())")
    }
}
