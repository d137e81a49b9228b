import Foundation
import GRDB
import PhotoTestSupport
import Testing
import TestSupport

/// The database's own files are never taken for a user's file, a path that is not a regular file
/// is never opened as a database, and a command that fails leaves nothing behind. Each runs the
/// real binary and reads the file back afterwards.
@Suite struct DatabaseFileGuardTests {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("night.sqlite")
    }

    @discardableResult
    func ok(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    /// Everything a file holds that a refused command could have changed: games, players, scores,
    /// photos, the history and the file's own check.
    func contents() throws -> String {
        let queue = try DatabaseQueue(path: db)
        defer { try? queue.close() }
        return try queue.read { db in
            let check = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            let games = try Row.fetchAll(db, sql: "SELECT id, title FROM games ORDER BY id")
            let players = try Row.fetchAll(db, sql: "SELECT id, name, score FROM players ORDER BY id")
            let photos = try Row.fetchAll(db, sql: "SELECT playerID, length(imageData), hex(substr(imageData, 1, 16)) FROM playerAssets ORDER BY playerID")
            let changes = try Int.fetchOne(db, sql: "SELECT count(*) FROM scoreChanges") ?? -1
            return "\(check) \(games) \(players) \(photos) \(changes)"
        }
    }

    // MARK: - The database's files are not a user's files

    @Test func attachingTheDatabaseOrItsLogAsAPhotoIsRefused() throws {
        try ok(["game", "add", "G"])
        try ok(["player", "add", "G", "Ann"])
        // A second connection keeps the -wal and -shm in place while the commands run.
        let pool = try DatabasePool(path: db)
        defer { try? pool.close() }
        let before = try contents()
        for (file, role) in [(db, "database file"), (db + "-wal", "write-ahead log"), (db + "-shm", "shared-memory index")] {
            #expect(FileManager.default.fileExists(atPath: file))
            let result = try CommandRunner.scorekeeper(["photo", "attach", "Ann", "--game", "G", file, "--db", db])
            #expect(result.status == 1, "\(file): \(result.stdout)")
            #expect(result.stderr.contains("is Scorekeeper's \(role == "database file" ? "database file, not a photo" : "database file (its \(role))")"),
                    "\(result.stderr)")
        }
        // A hard link and a symbolic link to the database are the same file.
        let hard = directory.file("copy-of-night.sqlite")
        let soft = directory.file("night-link.jpg")
        #expect(link(db, hard) == 0 && symlink(db, soft) == 0)
        for file in [hard, soft] {
            let result = try CommandRunner.scorekeeper(["photo", "attach", "Ann", "--game", "G", file, "--db", db])
            #expect(result.status == 1 && result.stderr.contains("is Scorekeeper's database file, not a photo"), "\(result.stderr)")
        }
        #expect(try contents() == before)
    }

    @Test func writingOverTheDatabaseOrItsLogIsRefused() throws {
        try ok(["game", "add", "G"])
        try ok(["player", "add", "G", "Ann"])
        let photo = directory.file("face.png")
        try TestImage.png(width: 8, height: 8, red: 200, green: 10, blue: 10).write(to: URL(fileURLWithPath: photo))
        try ok(["photo", "attach", "Ann", "--game", "G", photo])
        let pool = try DatabasePool(path: db)
        defer { try? pool.close() }
        let before = try contents()
        let link = directory.file("scores.csv")
        #expect(symlink(db, link) == 0)
        for target in [db, db + "-wal", link] {
            let attempts: [[String]] = [
                ["export", "G", "--output", target, "--force"],
                ["backup", target, "--force"],
                ["photo", "export", "Ann", "--game", "G", target, "--force"],
            ]
            for arguments in attempts {
                let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
                #expect(result.status == 1 && result.stderr.contains("is Scorekeeper's database file"), "\(arguments): \(result.stderr)")
            }
        }
        #expect(try contents() == before)
    }

    @Test func syncingWithAnotherNameForTheSameFileIsRefused() throws {
        try ok(["game", "add", "G"])
        let before = try contents()
        let hard = directory.file("other.sqlite")
        #expect(link(db, hard) == 0)
        let result = try CommandRunner.scorekeeper(["sync", hard, "--db", db])
        #expect(result.status == 1 && result.stderr.contains("cannot be synced with itself"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: hard + "-wal"), "a second log was left beside the other name")
        #expect(try contents() == before)
    }

    // MARK: - Paths that are not database files

    @Test func aFIFOIsNeverOpenedAsTheDatabase() throws {
        let fifo = directory.file("f.sqlite")
        #expect(mkfifo(fifo, 0o600) == 0)
        // Every way the path can arrive; each must answer (not wait for a writer) and refuse it.
        let runs: [(arguments: [String], environment: [String: String])] = [
            (["game", "list", "--db", fifo], [:]),
            (["game", "add", "G", "--db", fifo], [:]),
            (["game", "list"], ["SCOREKEEPER_DB": fifo]),
        ]
        for run in runs {
            let result = try CommandRunner.scorekeeper(run.arguments, environment: run.environment, timeout: 30)
            #expect(result.status == 1 && result.stderr.contains("is a named pipe (FIFO), not a database file"),
                    "\(run.arguments): \(result.stderr)")
        }
        try ok(["game", "add", "G"])
        let sync = try CommandRunner.scorekeeper(["sync", fifo, "--db", db], timeout: 30)
        #expect(sync.status == 1 && sync.stderr.contains("named pipe (FIFO)"), "\(sync.stderr)")
        // Standard input on a pipe, named through /dev/stdin.
        let piped = try CommandRunner.scorekeeper(["game", "list", "--db", "/dev/stdin"], stdin: Data("x".utf8), timeout: 30)
        #expect(piped.status == 1 && piped.stderr.contains("named pipe (FIFO)"), "\(piped.stderr)")
    }

    @Test func aDeviceIsNotADatabaseAndIsNotToBeRemoved() throws {
        for arguments in [["game", "list"], ["game", "add", "G"]] {
            let result = try CommandRunner.scorekeeper(arguments + ["--db", "/dev/null"])
            #expect(result.status == 1 && result.stderr.contains("/dev/null is a device, not a database file"), "\(result.stderr)")
            #expect(!result.stderr.contains("remove"), "\(result.stderr)")
        }
    }

    @Test func aFileFromANewerProgramIsNotWritten() throws {
        try ok(["game", "add", "G"])
        let queue = try DatabaseQueue(path: db)
        try queue.write { db in try db.execute(sql: "PRAGMA user_version = 99") }
        try queue.close()
        let before = try contents()
        for arguments in [["game", "add", "H"], ["game", "list"]] {
            let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
            #expect(result.status == 1 && result.stderr.contains("written by a newer Scorekeeper"), "\(arguments): \(result.stderr)")
        }
        #expect(try contents() == before)
    }

    @Test func aFileWithATableDroppedTakesNoWrite() throws {
        try ok(["game", "add", "G"])
        let queue = try DatabaseQueue(path: db)
        try queue.write { db in try db.execute(sql: "DROP TABLE playerThumbnails") }
        try queue.close()
        for arguments in [["game", "add", "H"], ["game", "list"], ["backup", directory.file("copy.sqlite")]] {
            let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
            #expect(result.status == 1 && result.stderr.contains("is damaged (its table 'playerThumbnails' is missing)"),
                    "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.file("copy.sqlite")))
        let games = try DatabaseQueue(path: db).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM games") }
        #expect(games == 1)
    }

    // MARK: - Failed commands leave nothing behind

    @Test func aFailedCommandCreatesNoFileAndNoFolder() throws {
        let home = directory.file("data")
        let environment = ["XDG_DATA_HOME": home]
        let failing: [[String]] = [
            ["player", "add", "G", "Ann"], ["player", "score", "Ann", "--by", "1"], ["round", "add", "G", "Ann=1"],
            ["undo"], ["game", "delete", "G", "--force"], ["photo", "remove", "Ann"],
        ]
        for arguments in failing {
            let result = try CommandRunner.scorekeeper(arguments, environment: environment)
            #expect(result.status != 0, "\(arguments) succeeded: \(result.stdout)")
            #expect(!FileManager.default.fileExists(atPath: home), "\(arguments) created \(home)")
            let named = try CommandRunner.scorekeeper(arguments + ["--db", db])
            #expect(named.status != 0)
            #expect(!FileManager.default.fileExists(atPath: db), "\(arguments) created \(db)")
        }
        // A read says where it looked and how to start, and creates nothing either.
        let listed = try CommandRunner.scorekeeper(["game", "list"], environment: environment)
        #expect(listed.status == 0 && listed.stdout.contains("no file at \(home)/scorekeeper/scorekeeper.sqlite yet")
                && listed.stdout.contains("scorekeeper game add"), "\(listed.stdout)")
        #expect(!FileManager.default.fileExists(atPath: home))
        // The first command that saves something creates the file, once, and keeps what it saved.
        let added = try CommandRunner.scorekeeper(["game", "add", "G"], environment: environment)
        #expect(added.status == 0, "\(added.stderr)")
        let players = try CommandRunner.scorekeeper(["player", "add", "G", "Ann"], environment: environment)
        #expect(players.status == 0)
        let list = try CommandRunner.scorekeeper(["game", "list", "--json"], environment: environment)
        let games = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
        #expect(games?.count == 1 && games?.first?["playerCount"] as? Int == 1, "\(list.stdout)")
    }
}
