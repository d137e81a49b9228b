import Foundation
import Testing

/// Every module a target imports is one it declares in Package.swift (or one the toolchain or
/// the system provides). SwiftPM builds a module that imports a dependency of a dependency
/// without complaint, until the chain changes or another build order breaks it: this reads
/// Package.swift's targets and every `import` in each target's folder, Sources and Tests alike.
@Suite struct PackageImportsTests {
    /// The package's root, found from this file's own path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Modules that come with the toolchain or the system, never declared as dependencies.
    static let systemModules: Set<String> = [
        "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Musl", "Darwin", "Observation",
        "Synchronization", "RegexBuilder", "Distributed", "Testing", "XCTest",
    ]

    /// A target as Package.swift declares it.
    struct Target: Equatable {
        var name: String
        /// The folder of its sources, relative to the package's root.
        var path: String
        /// The modules its dependencies provide: targets by name, products by name (each product
        /// this package uses is a module of the same name).
        var dependencies: Set<String>
    }

    // MARK: Reading Package.swift

    /// The targets declared in `manifest` (the text of a Package.swift).
    static func targets(in manifest: String) -> [Target] {
        let code = Array(withoutComments(manifest))
        var targets: [Target] = []
        var index = 0
        let kinds = [".target(": "Sources", ".executableTarget(": "Sources", ".systemLibrary(": "Sources",
                     ".testTarget(": "Tests", ".macro(": "Sources", ".plugin(": "Plugins"]
        while index < code.count {
            guard code[index] == ".",
                  let (kind, folder) = kinds.first(where: { matches($0.key, in: code, at: index) }) else {
                index += 1
                continue
            }
            let open = index + kind.count - 1
            let close = closing(of: open, in: code)
            let arguments = String(code[(open + 1)..<close])
            // A target named in another's dependencies (`.target(name:)`) lies inside that
            // target's call, which this skips whole.
            index = close + 1
            guard let name = firstMatch(#"name:\s*"([^"]+)""#, in: arguments) else { continue }
            let path = firstMatch(#"path:\s*"([^"]+)""#, in: arguments) ?? "\(folder)/\(name)"
            targets.append(Target(name: name, path: path, dependencies: dependencies(in: arguments)))
        }
        return targets
    }

    /// The modules named in a target's `dependencies: [...]`.
    static func dependencies(in arguments: String) -> Set<String> {
        let code = Array(arguments)
        guard let start = arguments.range(of: #"dependencies:\s*\["#, options: .regularExpression) else { return [] }
        let open = arguments.distance(from: arguments.startIndex, to: start.upperBound) - 1
        let list = String(code[(open + 1)..<closing(of: open, in: code)])
        var names = Set(allMatches(#"\.(?:product|target|byName)\(\s*name:\s*"([^"]+)""#, in: list))
        // What is left once the calls are gone (innermost first) are targets named by a plain string.
        var plain = list
        while let call = plain.range(of: #"\.\w+\([^()]*\)"#, options: .regularExpression) {
            plain.removeSubrange(call)
        }
        names.formUnion(allMatches(#""([^"]+)""#, in: plain))
        return names
    }

    /// Whether `word` stands in `code` at `index`.
    static func matches(_ word: String, in code: [Character], at index: Int) -> Bool {
        let word = Array(word)
        return index + word.count <= code.count && Array(code[index..<(index + word.count)]) == word
    }

    /// The index of the bracket that closes the one at `open` (`(` or `[`), strings skipped.
    static func closing(of open: Int, in code: [Character]) -> Int {
        var depth = 0
        var inString = false
        var index = open
        while index < code.count {
            let character = code[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return code.count
    }

    /// `text` without its `//` comments (a `//` inside a string, as in a URL, stays).
    static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var inString = false
            var previous: Character = " "
            for (offset, character) in line.enumerated() {
                if character == "\"" && previous != "\\" { inString.toggle() }
                if !inString && character == "/" && previous == "/" {
                    return String(line.prefix(offset - 1))
                }
                previous = character
            }
            return String(line)
        }.joined(separator: "\n")
    }

    static func firstMatch(_ pattern: String, in text: String) -> String? {
        allMatches(pattern, in: text).first
    }

    /// The first capture group of every match of `pattern` in `text`.
    static func allMatches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    // MARK: Reading imports

    /// The modules `source` (a Swift file) imports: `import X`, `@testable import X`,
    /// `import struct X.Y`, `public import X`... Imports inside comments and multi-line string
    /// literals are not imports.
    static func imports(in source: String) -> Set<String> {
        var modules: Set<String> = []
        var inMultilineString = false
        var inBlockComment = false
        let pattern = #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|let|var)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(line)
            let quotes = text.components(separatedBy: "\"\"\"").count - 1
            if inBlockComment {
                if text.contains("*/") { inBlockComment = false }
                continue
            }
            if !inMultilineString {
                if text.trimmingCharacters(in: .whitespaces).hasPrefix("/*") && !text.contains("*/") {
                    inBlockComment = true
                    continue
                }
                if let module = firstMatch(pattern, in: text) { modules.insert(module) }
            }
            if quotes % 2 == 1 { inMultilineString.toggle() }
        }
        return modules
    }

    /// The modules imported by the Swift files under `folder`.
    static func imports(under folder: URL) throws -> [(file: String, modules: Set<String>)] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { file in
            (file.path.replacingOccurrences(of: root.path + "/", with: ""), imports(in: try String(contentsOf: file, encoding: .utf8)))
        }
    }

    /// What a target imports without declaring: "file: Module".
    static func undeclared(_ target: Target, imports: [(file: String, modules: Set<String>)]) -> [String] {
        imports.flatMap { file, modules in
            modules.subtracting(target.dependencies).subtracting(systemModules).subtracting([target.name])
                .sorted().map { "\(file): \($0)" }
        }
    }

    // MARK: The package

    @Test func everyImportedModuleIsDeclared() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = Self.targets(in: manifest)
        // The reading itself: the targets every layer has, with what they are known to declare.
        let names = Set(targets.map(\.name))
        #expect(names.isSuperset(of: ["ScorekeeperStore", "ScorekeeperUI", "scorekeeper", "CNcursesw", "TestSupport",
                                      "ScorekeeperDomainTests", "ScorekeeperStoreTests", "ScorekeeperSyncTests", "EndToEndTests",
                                      "ReliabilityTests"]), "\(names.sorted())")
        #expect(targets.first { $0.name == "ScorekeeperStore" }?.dependencies == ["ScorekeeperDomain", "GRDB", "Crypto", "Yams"])
        #expect(targets.first { $0.name == "PhotoTestSupport" }?.path == "Tests/PhotoTestSupport")
        #expect(targets.first { $0.name == "EndToEndTests" }?.dependencies.contains("scorekeeper") == true)

        var problems: [String] = []
        for target in targets {
            let folder = Self.root.appendingPathComponent(target.path)
            problems += Self.undeclared(target, imports: try Self.imports(under: folder))
        }
        #expect(problems.isEmpty, "imported but not declared in Package.swift:\n\(problems.joined(separator: "\n"))")
    }

    /// Everything `target` links: its dependencies, theirs, and so on (products by name).
    static func linked(_ target: String, in targets: [Target]) -> Set<String> {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var found: Set<String> = []
        var next = Array(byName[target]?.dependencies ?? [])
        while let name = next.popLast() {
            guard found.insert(name).inserted else { continue }
            next += byName[name]?.dependencies ?? []
        }
        return found
    }

    /// The modules that hold or open a database: the store (under its old name and its new one),
    /// everything built on it, and GRDB with its SQLite.
    static let databaseModules: Set<String> = [
        "GRDB", "GRDBSQLite", "ScorekeeperStore", "ScorekeeperStore", "ScorekeeperSync", "ScorekeeperPhotos",
        "ScorekeeperUI", "ScorekeeperTerminal", "ScorekeeperCLI", "StoreTestSupport",
    ]

    /// The domain's tests link the domain and test helpers that link no database: a test of a pure
    /// rule builds and runs without the store.
    @Test func theDomainTestsLinkNoDatabase() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = Self.targets(in: manifest)
        let linked = Self.linked("ScorekeeperDomainTests", in: targets)
        #expect(linked.contains("ScorekeeperDomain") || linked.contains("ScorekeeperDomain"), "\(linked.sorted())")
        #expect(linked.isDisjoint(with: Self.databaseModules), "\(linked.intersection(Self.databaseModules).sorted())")
        // The check sees a database linked through a helper, as the store's tests link one.
        #expect(!Self.linked("ScorekeeperStoreTests", in: targets).isDisjoint(with: Self.databaseModules))
        #expect(Self.linked("TestsOfARule", in: [
            Target(name: "TestsOfARule", path: "Tests/TestsOfARule", dependencies: ["Helpers"]),
            Target(name: "Helpers", path: "Tests/Helpers", dependencies: ["GRDB"]),
        ]) == ["Helpers", "GRDB"])
    }

    /// Every folder of Swift sources belongs to a target that was read, so none escapes the check.
    @Test func everySourceFolderIsATargetsFolder() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let paths = Set(Self.targets(in: manifest).map(\.path))
        for top in ["Sources", "Tests"] {
            let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(top).path)
            for folder in folders.sorted() {
                let url = Self.root.appendingPathComponent(top).appendingPathComponent(folder)
                guard try !Self.imports(under: url).isEmpty else { continue }
                #expect(paths.contains("\(top)/\(folder)"), "\(top)/\(folder) holds Swift files but is no target's folder")
            }
        }
    }

    // MARK: The check itself

    @Test func anUndeclaredImportIsFound() {
        let manifest = """
            let package = Package(name: "P", dependencies: [
                // A URL's "//" is not a comment.
                .package(url: "https://example.com/lib", from: "1.0.0"),
            ], targets: [
                .target(name: "Core", dependencies: [.product(name: "Lib", package: "lib")]),
                // .target(name: "Commented", dependencies: []),
                .target(name: "UI", dependencies: ["Core"], path: "Sources/Screens"),
                .testTarget(name: "UITests", dependencies: ["UI", .target(name: "Core"), .byName(name: "Tools")]),
            ])
            """
        let targets = Self.targets(in: manifest)
        #expect(targets == [
            Target(name: "Core", path: "Sources/Core", dependencies: ["Lib"]),
            Target(name: "UI", path: "Sources/Screens", dependencies: ["Core"]),
            Target(name: "UITests", path: "Tests/UITests", dependencies: ["UI", "Core", "Tools"]),
        ])
        let source = """
            import Foundation
            @testable import UI
            @preconcurrency import struct Lib.Thing
            // import Commented
            public import Core
            /*
            import InAComment
            */
            let text = "import NotAnImport"
            """
        let imported = Self.imports(in: source)
        #expect(imported == ["Foundation", "UI", "Lib", "Core"])
        // UI imports Lib, which only Core declares (its own name is no dependency).
        #expect(Self.undeclared(targets[1], imports: [(file: "Sources/Screens/View.swift", modules: imported)])
                == ["Sources/Screens/View.swift: Lib"])
        #expect(Self.undeclared(targets[2], imports: [(file: "Tests/UITests/T.swift", modules: imported)])
                == ["Tests/UITests/T.swift: Lib"])
    }
}
