import Foundation
import TestSupport
import Testing

/// Files that are not (or no longer, or not yet) Scorekeeper databases: refused with one line,
/// exit 1, and left exactly as they were, without -wal or -shm files appearing beside them.
@Suite("Broken databases", .timeLimit(.minutes(20)))
struct BrokenDatabaseTests {
    /// A way to make a file Scorekeeper must refuse, and the words its message must contain.
    struct Broken: Sendable, CustomTestStringConvertible {
        var label: String
        var mention: String
        /// Writes the file at the given path (the folder is a fresh temporary one).
        var make: @Sendable (String, TemporaryFolder) throws -> Void
        var testDescription: String { label }
    }

    static let cases: [Broken] = [
        Broken(label: "text file", mention: "is not a SQLite database") { path, _ in
            try "name,score\nBlob,40\n".write(toFile: path, atomically: false, encoding: .utf8)
        },
        Broken(label: "zero-byte file", mention: "is an empty file") { path, _ in
            FileManager.default.createFile(atPath: path, contents: Data())
        },
        Broken(label: "SQLite header, then garbage", mention: "not a SQLite database") { path, _ in
            try (Data("SQLite format 3\0".utf8) + Data(repeating: 0x5A, count: 4080)).write(to: URL(fileURLWithPath: path))
        },
        Broken(label: "database cut short", mention: "damaged") { path, folder in
            let fixture = try Fixture("broken-source")
            _ = try fixture.run(["demo"])
            let whole = try Data(contentsOf: URL(fileURLWithPath: fixture.database))
            try whole.prefix(4096).write(to: URL(fileURLWithPath: path))
        },
        Broken(label: "from a newer Scorekeeper", mention: "newer Scorekeeper") { path, folder in
            let fixture = try Fixture("broken-source")
            try FileManager.default.copyItem(atPath: fixture.database, toPath: path)
            _ = try SQLiteShell.run(path, "INSERT INTO grdb_migrations VALUES ('v99-from-the-future')", in: folder)
        },
        Broken(label: "another program's SQLite database", mention: "not a Scorekeeper database") { path, folder in
            _ = try SQLiteShell.run(path, "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me');", in: folder)
        },
        Broken(label: "another program's WAL database", mention: "not a Scorekeeper database") { path, folder in
            _ = try SQLiteShell.run(path, "PRAGMA journal_mode = WAL; CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me');",
                                    in: folder)
        },
    ]

    @Test("Refused with one line and left untouched", arguments: cases)
    func refused(_ broken: Broken) throws {
        let folder = try TemporaryFolder("broken")
        let path = folder.file("broken.sqlite")
        try broken.make(path, folder)
        let before = FileSnapshot(path)
        let anyID = "0123abcd-0000-4000-8000-000000000000"
        for arguments in [["game", "list"], ["game", "add", "Night"], ["player", "score", anyID, "--by", "1"],
                          ["backup", folder.file("copy.sqlite")]] {
            let outcome = try ScorekeeperBinary.run(arguments + ["--db", path], in: folder)
            Refusal.expectRefused(outcome, mentioning: broken.mention)
            #expect(FileSnapshot(path) == before, "`\(arguments[0]) \(arguments[1])` changed the files: \(before) → \(FileSnapshot(path))")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("copy.sqlite")))
    }

    @Test("A missing folder for --db is refused, and not created")
    func missingFolder() throws {
        let folder = try TemporaryFolder("broken")
        let path = folder.file("no/such/folder/scores.sqlite")
        for arguments in [["game", "list"], ["game", "add", "Night"]] {
            Refusal.expectRefused(try ScorekeeperBinary.run(arguments + ["--db", path], in: folder), mentioning: "does not exist")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("no")))
    }

    @Test("A folder given as the database is refused")
    func folderAsDatabase() throws {
        let folder = try TemporaryFolder("broken")
        Refusal.expectRefused(try ScorekeeperBinary.run(["game", "list", "--db", folder.path], in: folder),
                              mentioning: "is a folder")
    }
}
