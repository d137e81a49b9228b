import Foundation
import Testing

/// No code of the shipped program opens a file except through the door for users' files
/// (`Sources/ScorekeeperStore/Files`) or SQLite: closing any descriptor of the database file drops
/// every lock SQLite holds on it, so a new feature that reads a file its own way could bring back
/// lost writes. This walks the sources for the ways Swift and C open files.
@Suite struct FileOpenLintTests {
    /// Where the shipped program's sources are, found from this file's own path.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The folders under Sources/ whose code does not ship: the benchmark, the fuzz driver and
    /// libFuzzer's module.
    static let notShipped: Set<String> = ["scorekeeper-bench", "scorekeeper-fuzz", "CLibFuzzer"]

    /// The targets whose code ships in the package (`scorekeeper`, `scorekeeper-serve` and every
    /// module they are made of): every folder under Sources/ but those, so a new one is scanned
    /// without being named here.
    static var shipped: [String] {
        get throws {
            try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !notShipped.contains($0) }.sorted()
        }
    }

    /// The one folder allowed to open files a user names.
    static let door = "ScorekeeperStore/Files/"

    /// Where SQLite may be asked to open a database: the database layer alone.
    static let databaseLayer = "ScorekeeperStore/Database/"

    /// A way of opening a file, and what it looks like in source.
    struct Rule: Sendable {
        var name: String
        var pattern: String
        /// Where it is allowed besides the door (a folder prefix under Sources/).
        var alsoAllowedIn: [String] = []
    }

    static let rules: [Rule] = [
        // The system call, from Swift or C: it always carries O_ flags.
        Rule(name: "open(2)", pattern: #"\b(open|openat|open64)\s*\([^;]*\bO_(RDONLY|WRONLY|RDWR|CREAT|DIRECTORY)"#),
        Rule(name: "creat(2)", pattern: #"\bcreat\s*\("#),
        Rule(name: "fopen", pattern: #"\b(fopen|freopen|fdopen)\s*\("#),
        Rule(name: "mkstemp", pattern: #"\bmkstemps?\s*\("#),
        Rule(name: "FileHandle", pattern: #"FileHandle\s*\(\s*for"#),
        Rule(name: "Foundation reads", pattern: #"(Data|NSData|String|NSString)\s*\(\s*contentsOf"#),
        Rule(name: "FileManager contents", pattern: #"\.contents\s*\(\s*atPath"#),
        Rule(name: "FileManager copies", pattern: #"\.(copyItem|replaceItem|replaceItemAt)\s*\("#),
        Rule(name: "Foundation writes", pattern: #"\.write\s*\(\s*to(File)?\s*:\s*[^&\s]"#),
        Rule(name: "createFile", pattern: #"createFile\s*\(\s*atPath"#),
        Rule(name: "streams", pattern: #"\b(InputStream|OutputStream)\s*\(\s*(url|fileAtPath)"#),
        // libvips and libchafa given a file name would open it themselves, past the door.
        Rule(name: "image library by file name", pattern: #"(_new_from_file|find_load\s*\(|_load_file|is_a\s*\(\s*[a-z_>-]*filename|thumbnail\s*\([^)]*filename)"#),
        Rule(name: "SQLite open", pattern: #"Database(Queue|Pool)\s*\(\s*path"#, alsoAllowedIn: [databaseLayer]),
    ]

    /// The places in `text` (a file at `relativePath` under Sources/) that open a file outside
    /// the door: "path:line: rule".
    static func violations(in text: String, relativePath: String) -> [String] {
        if relativePath.hasPrefix(door) { return [] }
        var found: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            // Comments may name what they must not call.
            if code.hasPrefix("//") || code.hasPrefix("*") || code.hasPrefix("/*") { continue }
            for rule in rules where !rule.alsoAllowedIn.contains(where: relativePath.hasPrefix) {
                if code.range(of: rule.pattern, options: .regularExpression) != nil {
                    found.append("\(relativePath):\(index + 1): \(rule.name): \(code)")
                }
            }
        }
        return found
    }

    @Test func theShippedProgramOpensFilesOnlyThroughTheDoorOrSQLite() throws {
        var scanned = 0
        var found: [String] = []
        let shipped = try Self.shipped
        #expect(shipped.contains("ScorekeeperImport") && shipped.contains("scorekeeper-serve") && !shipped.contains("scorekeeper-bench"))
        for target in shipped {
            let folder = Self.sources.appendingPathComponent(target)
            let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            for file in files where file.hasSuffix(".swift") || file.hasSuffix(".h") || file.hasSuffix(".c") {
                let relative = target + "/" + file
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                found += Self.violations(in: text, relativePath: relative)
                scanned += 1
            }
        }
        #expect(scanned > 100, "only \(scanned) source files were found under \(Self.sources.path)")
        #expect(found.isEmpty, "files opened outside the door (Sources/\(Self.door)):\n\(found.joined(separator: "\n"))")
    }

    /// The scanner itself: each way of opening a file is caught outside the door and allowed in it.
    @Test(arguments: [
        #"let fd = open(path, O_RDONLY | O_CLOEXEC)"#,
        #"let fd = Glibc.open(path, O_RDONLY)"#,
        #"FILE *f = fopen(name, "rb");"#,
        #"let handle = FileHandle(forReadingAtPath: path)"#,
        #"let data = try Data(contentsOf: url)"#,
        #"let text = try String(contentsOfFile: path, encoding: .utf8)"#,
        #"try data.write(to: url)"#,
        #"FileManager.default.createFile(atPath: path, contents: nil)"#,
        #"VipsImage *image = vips_image_new_from_file(filename, NULL);"#,
        #"return v->foreign_find_load(filename);"#,
        #"let queue = try DatabaseQueue(path: path)"#,
    ])
    func theScannerCatches(_ line: String) {
        #expect(!Self.violations(in: line, relativePath: "ScorekeeperUI/Feature.swift").isEmpty)
        #expect(Self.violations(in: line, relativePath: Self.door + "UserFiles.swift").isEmpty)
    }

    @Test(arguments: [
        #"open(game.id)"#,
        #"let db = try database.open()"#,
        #"value.write(to: &output, depth: 2)"#,
        #"// never call open(path, O_RDONLY) here"#,
        #"void *lib = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);"#,
    ])
    func theScannerLetsOtherCodeBe(_ line: String) {
        #expect(Self.violations(in: line, relativePath: "ScorekeeperUI/Feature.swift").isEmpty)
    }

    @Test func sqliteOpensOnlyInTheDatabaseLayer() {
        let line = "let pool = try DatabasePool(path: path, configuration: configuration)"
        #expect(Self.violations(in: line, relativePath: Self.databaseLayer + "AppDatabase+Open.swift").isEmpty)
        #expect(!Self.violations(in: line, relativePath: "ScorekeeperCLI/Commands/SyncCommand.swift").isEmpty)
    }
}
