import Foundation
import Testing

/// ARCHITECTURE.md stays true: every path it names in backticks exists, every type it names is
/// declared in the sources (or is a target or product of Package.swift), and its table of targets
/// lists exactly the targets of Package.swift with exactly their dependencies. A map that drifts
/// sends a newcomer to files that are gone; this fails instead, and says what to write.
@Suite struct ArchitectureDocumentTests {
    static let root = PackageImportsTests.root
    /// The document's length limit: a map read in five minutes.
    static let maximumLines = 300

    static func document() throws -> String {
        try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    }

    /// The text of every inline code span (`...`), fenced blocks left out.
    static func codeSpans(in markdown: String) -> [String] {
        var spans: [String] = []
        var fenced = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                fenced.toggle()
                continue
            }
            if fenced { continue }
            spans += PackageImportsTests.allMatches(#"`([^`]+)`"#, in: String(line))
        }
        return spans
    }

    /// Extensions that make a code span a file name.
    static let fileExtensions = ["swift", "md", "sh", "sql", "sqlite", "json", "yaml", "py", "h", "modulemap", "txt"]

    /// Whether `span` names a path: it has a slash, or ends in a file extension.
    static func isPath(_ span: String) -> Bool {
        if span.contains(" ") || span.contains("*") || span.contains("=") || span.hasPrefix("-") || span.contains("://") {
            return false
        }
        if span.contains("/") { return true }
        return fileExtensions.contains { span.hasSuffix("." + $0) }
    }

    /// A name in code: `Type`, `Type.member`, `Type.member(...)`, with at least one lowercase
    /// letter in its first part (all capitals are SQL words and environment variables).
    static func typeName(_ span: String) -> [String]? {
        guard let name = PackageImportsTests.firstMatch(#"^([A-Z][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?:\([^)]*\))?$"#,
                                                         in: span) else { return nil }
        let parts = name.split(separator: ".").map(String.init)
        guard parts[0].contains(where: \.isLowercase) else { return nil }
        return parts
    }

    /// Every file and folder of the repository, relative to its root (build products left out).
    static func repositoryPaths() -> (paths: Set<String>, fileNames: Set<String>) {
        var paths: Set<String> = []
        var names: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            let relative = url.path.replacingOccurrences(of: root.path + "/", with: "")
            if relative.hasPrefix(".build") || relative.hasPrefix(".git") || relative.hasPrefix(".swiftpm") {
                enumerator?.skipDescendants()
                continue
            }
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            paths.insert(isFolder ? relative + "/" : relative)
            if isFolder { paths.insert(relative) } else { names.insert(url.lastPathComponent) }
        }
        return (paths, names)
    }

    /// Every name declared in the package's Swift files: types, functions, properties, cases.
    static func declaredNames() throws -> Set<String> {
        var names: Set<String> = []
        let pattern = #"\b(?:struct|enum|class|protocol|actor|typealias|associatedtype|func|var|let|case)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#
        for folder in ["Sources", "Tests"] {
            let files = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                names.formUnion(PackageImportsTests.allMatches(pattern, in: text))
                // `case a, b, c` declares each.
                for list in PackageImportsTests.allMatches(#"\bcase\s+([a-z][A-Za-z0-9_]*(?:\s*,\s*[a-z][A-Za-z0-9_]*)+)"#, in: text) {
                    names.formUnion(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
                }
            }
        }
        return names
    }

    /// The targets and the products the manifest names: modules a name may refer to.
    static func manifestNames() throws -> Set<String> {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = PackageImportsTests.targets(in: manifest)
        return Set(targets.map(\.name)).union(targets.flatMap(\.dependencies))
    }

    @Test func itIsAFiveMinuteMap() throws {
        let lines = try Self.document().split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= Self.maximumLines, "ARCHITECTURE.md has \(lines) lines")
    }

    @Test func everyPathItNamesExists() throws {
        let (paths, fileNames) = Self.repositoryPaths()
        let named = Self.codeSpans(in: try Self.document()).filter(Self.isPath)
        #expect(named.count > 30, "the document's paths are found")
        let missing = named.filter { span in
            span.contains("/") ? !paths.contains(span) : !(paths.contains(span) || fileNames.contains(span))
        }
        #expect(missing.isEmpty, "ARCHITECTURE.md names paths that do not exist:\n\(missing.joined(separator: "\n"))")
    }

    @Test func everyTypeItNamesIsDeclared() throws {
        let declared = try Self.declaredNames().union(Self.manifestNames())
        let (paths, _) = Self.repositoryPaths()
        let named = Self.codeSpans(in: try Self.document()).filter { !Self.isPath($0) && !paths.contains($0) }
            .compactMap(Self.typeName)
        #expect(named.count > 30, "the document's type names are found")
        let missing = named.filter { parts in parts.contains { !declared.contains($0) } }.map { $0.joined(separator: ".") }
        #expect(missing.isEmpty, "ARCHITECTURE.md names what the sources do not declare:\n\(missing.joined(separator: "\n"))")
    }

    /// The rows of the targets table: a first cell that is one name in backticks, then the
    /// dependencies' names in backticks (or "none").
    static func targetTable(in markdown: String) -> [String: Set<String>] {
        var rows: [String: Set<String>] = [:]
        for line in markdown.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard cells.count >= 3,
                  let name = PackageImportsTests.firstMatch(#"^\s*`([^`]+)`\s*$"#, in: cells[1]) else { continue }
            rows[name] = Set(PackageImportsTests.allMatches(#"`([^`]+)`"#, in: cells[2]))
        }
        return rows
    }

    @Test func itsTargetTableIsPackageSwifts() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let expected = Dictionary(uniqueKeysWithValues: PackageImportsTests.targets(in: manifest).map { ($0.name, $0.dependencies) })
        let table = Self.targetTable(in: try Self.document())
        #expect(expected.count > 10, "Package.swift's targets are read")
        let wrong = expected.keys.sorted().filter { table[$0] != expected[$0] }
        let extra = table.keys.filter { expected[$0] == nil }.sorted()
        let rows = wrong.map { name in
            let dependencies = expected[name]!.sorted().map { "`\($0)`" }.joined(separator: ", ")
            return "| `\(name)` | \(dependencies.isEmpty ? "none" : dependencies) |"
        }
        #expect(wrong.isEmpty && extra.isEmpty,
                "ARCHITECTURE.md's targets differ from Package.swift; rows to write:\n\(rows.joined(separator: "\n"))\nrows of no target: \(extra)")
    }

    @Test func theReadersFindWhatTheyLookFor() {
        let markdown = """
            | `Lib` | none | a library |
            | `App` | `Lib`, `GRDB` | the app |
            See `Sources/App/Main.swift` and `AppDatabase.changeScore(playerID:by:)`, `TEXT`, `make check`.
            ```
            `Not/Read.swift`
            ```
            """
        #expect(Self.targetTable(in: markdown) == ["Lib": [], "App": ["Lib", "GRDB"]])
        #expect(Self.codeSpans(in: markdown).filter(Self.isPath) == ["Sources/App/Main.swift"])
        #expect(Self.codeSpans(in: markdown).compactMap(Self.typeName) == [["Lib"], ["App"], ["Lib"], ["AppDatabase", "changeScore"]])
    }
}
