import Foundation
import Testing
import TestSupport
@testable import ScorekeeperStore

/// A sheet asked for by name (`game add --sheet`, `sheet show`, a tournament's `--sheet`) reads
/// only the user's files that may hold it, and finds what reading the whole folder finds.
@Suite struct SheetLibraryLookupTests {
    /// A user's sheets folder of the files given (file name: text), and its environment.
    static func folder(_ files: [String: String]) throws -> (home: TemporaryFolder, environment: [String: String], sheets: String) {
        let home = try TemporaryFolder()
        let sheets = home.file("config/scorekeeper/sheets")
        try FileManager.default.createDirectory(atPath: sheets, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: sheets + "/" + name, atomically: true, encoding: .utf8) }
        return (home, ["XDG_CONFIG_HOME": home.file("config")], sheets)
    }

    static func sheet(_ name: String, categories: Int = 2) -> String {
        "name: \(name)\ntitle: \(name)\nkind: categories\ncategories:\n"
            + (1...categories).map { "  - {id: c\($0), range: [0, 9]}\n" }.joined()
    }

    /// The files `lookup` reads, by file name, in order.
    static func filesRead(_ lookup: ((String) throws(SheetFile.Problem) -> (Sheet, String)) throws -> Void) rethrows -> [String] {
        var read: [String] = []
        try lookup { path throws(SheetFile.Problem) in
            read.append((path as NSString).lastPathComponent)
            return try SheetLibrary.readUserSheet(path)
        }
        return read
    }

    static let files = ["mine.yaml": sheet("mine"), "large.yaml": sheet("large", categories: 400),
                        "other.yml": sheet("other"), "broken.yaml": "name: broken\ntitle: B\nkind: frames\npins: eleven\n"]

    @Test func aUsersSheetIsReadAloneFromItsFile() throws {
        let (home, environment, sheets) = try Self.folder(Self.files)
        _ = home
        var entry: SheetLibrary.Entry?
        let read = try Self.filesRead { reading in entry = try SheetLibrary.entry(named: "Mine", environment: environment, reading: reading) }
        #expect(read == ["mine.yaml"])
        #expect(entry == (try SheetLibrary.load(environment: environment).entry(named: "Mine")))
        #expect(entry?.source == .user(sheets + "/mine.yaml"))
        // Reading the whole folder reads every file.
        let everything = Self.filesRead { reading in _ = SheetLibrary.load(environment: environment, reading: reading) }
        #expect(everything == ["broken.yaml", "large.yaml", "mine.yaml", "other.yml"])
    }

    @Test func aBuiltInSheetReadsNoUsersFile() throws {
        let (home, environment, _) = try Self.folder(Self.files)
        _ = home
        var entry: SheetLibrary.Entry?
        let read = try Self.filesRead { reading in entry = try SheetLibrary.entry(named: "bowling", environment: environment, reading: reading) }
        #expect(read.isEmpty)
        #expect(entry?.source == .builtIn && entry?.sheet.name == "bowling")
    }

    /// A sheet in a file named otherwise, or two files of one name: the first file by name
    /// holds it, as when the whole folder is read; a user's file takes a built-in sheet's place.
    @Test func aSheetInAFileNamedOtherwiseIsTheOneTheFolderGives() throws {
        var files = Self.files
        files["a-first.yaml"] = Self.sheet("mine", categories: 3)
        files["z-last.yaml"] = Self.sheet("yahtzee", categories: 4)
        let (home, environment, sheets) = try Self.folder(files)
        _ = home
        let library = SheetLibrary.load(environment: environment)
        for name in ["mine", "yahtzee", "large", "other", "golf"] {
            var entry: SheetLibrary.Entry?
            let read = try Self.filesRead { reading in entry = try SheetLibrary.entry(named: name, environment: environment, reading: reading) }
            #expect(entry == (try library.entry(named: name)), "\(name)")
            #expect(!read.contains("large.yaml") || name == "large", "\(name) read \(read)")
        }
        #expect(try SheetLibrary.entry(named: "mine", environment: environment).source == .user(sheets + "/a-first.yaml"))
    }

    /// A name no file holds, or a file that does not read: the same refusal as from the whole
    /// folder, with its suggestions or the file's problem.
    @Test func aSheetNotFoundIsRefusedAsTheFolderRefusesIt() throws {
        let (home, environment, _) = try Self.folder(Self.files)
        _ = home
        let library = SheetLibrary.load(environment: environment)
        for name in ["broken", "mien", "nothing-like-it"] {
            let refusal = try #require(throws: ScorekeeperError.self) { try SheetLibrary.entry(named: name, environment: environment) }
            let whole = try #require(throws: ScorekeeperError.self) { try library.entry(named: name) }
            #expect(refusal.description == whole.description)
        }
    }

    /// The search a file's bytes are scanned with: a name anywhere, after a false start too.
    @Test func aNamesBytesAreFoundAnywhereInAFile() {
        #expect(SheetLibrary.holds(Data("name: mimine".utf8), Array("mine".utf8)))
        #expect(SheetLibrary.holds(Data("mine".utf8), Array("mine".utf8)))
        #expect(!SheetLibrary.holds(Data("mi mi min".utf8), Array("mine".utf8)))
        #expect(SheetLibrary.holds(Data("title: \"a\\x41\"".utf8), [UInt8(ascii: "\\")]))
        #expect(!SheetLibrary.holds(Data(), Array("mine".utf8)))
    }
}
