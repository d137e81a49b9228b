import Foundation
import GRDB
import Testing
import TestSupport
import PhotoTestSupport

/// Errors name the file they are about, `info` says which file is in use and what it holds, and
/// a file the user may read but not write can be read. Run as the real binary; JSON is read with
/// JSONSerialization and the expected figures come from the test's own setup and from stat.
@Suite struct FileCommandTests {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("file.sqlite")
    }

    @discardableResult
    func ok(_ arguments: [String], environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", db], environment: environment)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    @Test func errorsAboutContentsNameTheFile() throws {
        try ok(["game", "add", "Hearts"])
        let result = try CommandRunner.scorekeeper(["game", "show", "Haerts", "--db", db])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Did you mean 'Hearts'?") && result.stderr.contains(db), "\(result.stderr)")
        let player = try CommandRunner.scorekeeper(["player", "score", "Ann", "--by", "1", "--db", db])
        #expect(player.status == 1 && player.stderr.contains("No player named 'Ann'") && player.stderr.contains(db))
    }

    @Test func aDamagedFileIsNamed() throws {
        for index in 1...5 { try ok(["game", "add", "Game \(index)"]) }
        // Every page after the first (the schema's) gets garbage where its header was.
        let handle = try #require(FileHandle(forUpdatingAtPath: db))
        let size = try handle.seekToEnd()
        var offset: UInt64 = 16_384
        while offset < size {
            try handle.seek(toOffset: offset)
            handle.write(Data(repeating: 0xFF, count: 200))
            offset += 16_384
        }
        try handle.close()
        let result = try CommandRunner.scorekeeper(["game", "list", "--db", db])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(db) is damaged (SQLite reports corruption)") && result.stderr.contains(".recover"), "\(result.stderr)")
    }

    /// Runs the binary as a user who may read the file but not write it: as user 65534 when the
    /// tests run as root (root writes through file modes), else as the user running the tests.
    func asReader(_ arguments: [String], folder: String) throws -> CommandResult {
        let command = Unprivileged.withoutRoot([try ScorekeeperBinary.path()] + arguments)
        return try CommandRunner.run(command[0], Array(command.dropFirst()), directory: URL(fileURLWithPath: folder))
    }

    @Test("Read commands work on a file the user cannot write, and leave no -wal or -shm", arguments: [false, true])
    func readOnlyFileIsReadable(folderWritable: Bool) throws {
        let game = try ok(["game", "add", "Hearts"])
        try ok(["player", "add", "Hearts", "Ann"])
        try ok(["round", "add", "Hearts", "Ann=3"])
        let picture = directory.file("ann.png")
        try TestImage.png(width: 4, height: 4, red: 200, green: 10, blue: 10).write(to: URL(fileURLWithPath: picture))
        try ok(["photo", "attach", "Ann", picture])
        #expect(!FileManager.default.fileExists(atPath: db + "-wal"))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: db)
        if Unprivileged.isRoot {
            // The reader (Unprivileged.user) may write the folder or not; never the file (root's, 0444).
            _ = try CommandRunner.run("/bin/chown", [folderWritable ? String(Unprivileged.user) : "0", directory.path])
        } else {
            try FileManager.default.setAttributes([.posixPermissions: folderWritable ? 0o755 : 0o555], ofItemAtPath: directory.path)
        }
        defer {
            _ = try? CommandRunner.run("/bin/chown", ["0", directory.path])
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: db)
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let exported = directory.path + (folderWritable ? "/out.png" : "/../")
        let reads: [[String]] = [["game", "list"], ["game", "show", "hearts"], ["player", "list", "Hearts"],
                                 ["history", "Hearts"], ["export", "Hearts"], ["info", "--json"], ["photo", "show", "Ann"],
                                 ["people", "list", "--json"], ["people", "show", "Ann"], ["stats", "--json"]]
            + (folderWritable ? [["photo", "export", "Ann", exported]] : [])
        for arguments in reads {
            let result = try asReader(arguments + ["--db", db], folder: directory.path)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix("-wal") || $0.hasSuffix("-shm") }
            #expect(left.isEmpty, "\(arguments) left \(left)")
        }
        let info = try asReader(["info", "--json", "--db", db], folder: directory.path)
        let object = try #require(JSONSerialization.jsonObject(with: info.stdoutData) as? [String: Any])
        #expect(object["readOnly"] as? Bool == true && object["games"] as? Int == 1)
        let shown = try asReader(["game", "show", game, "--json", "--db", db], folder: directory.path)
        #expect((try JSONSerialization.jsonObject(with: shown.stdoutData) as? [String: Any])?["title"] as? String == "Hearts")
        let write = try asReader(["player", "score", "Ann", "--by", "1", "--db", db], folder: directory.path)
        #expect(write.status == 1 && write.stderr.contains("is read-only"), "\(write.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }

    /// A `-wal` with changes left beside a file in a folder the reader cannot write (its writer
    /// did not close cleanly) cannot be read without a `-shm`: the reader is told, not shown the
    /// scores as they were before those changes.
    @Test func aLeftoverLogInAReadOnlyFolderIsNotSilentlySkipped() throws {
        try ok(["game", "add", "Hearts"])
        let copyFolder = try TemporaryFolder()
        let copy = copyFolder.file("copy.sqlite")
        do {
            // A connection held open keeps the log: the game added next stays in it.
            let holder = try DatabasePool(path: db)
            defer { try? holder.close() }
            try ok(["game", "add", "Uno"])
            #expect((try? FileManager.default.attributesOfItem(atPath: db + "-wal")[.size] as? Int) ?? 0 > 0)
            // What a crash leaves: the file and its log, no -shm.
            try FileManager.default.copyItem(atPath: db, toPath: copy)
            try FileManager.default.copyItem(atPath: db + "-wal", toPath: copy + "-wal")
        }
        if Unprivileged.isRoot {
            _ = try CommandRunner.run("/bin/chown", ["0", copyFolder.path])
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: copyFolder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copyFolder.path) }
        let listed = try asReader(["game", "list", "--db", copy], folder: copyFolder.path)
        #expect(listed.status == 1 && listed.stderr.contains("has changes in its -wal file that cannot be read without write access"),
                "\(listed.status): \(listed.stdout) \(listed.stderr)")
        #expect(!listed.stdout.contains("Hearts"), "old scores were shown as current: \(listed.stdout)")
    }

    @Test func infoReportsThePathWhatChoseItAndTheCounts() throws {
        let game = try ok(["game", "add", "Hearts"])
        for name in ["Ann", "Bo"] { try ok(["player", "add", game, name]) }
        try ok(["round", "add", "Hearts", "Ann=3", "Bo=4"])
        let picture = directory.file("p.png")
        let png = TestImage.png(width: 3, height: 2, red: 1, green: 2, blue: 3)
        try png.write(to: URL(fileURLWithPath: picture))
        try ok(["photo", "attach", "Bo", picture])
        let result = try CommandRunner.scorekeeper(["info", "--json", "--db", db])
        let object = try #require(JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        #expect(Set(object.keys) == ["path", "source", "exists", "readOnly", "sizeBytes", "schemaVersion", "knownSchemaVersion",
                                     "games", "players", "people", "changes", "photos", "photoBytes"])
        #expect(object["path"] as? String == db && object["source"] as? String == "--db")
        #expect(object["games"] as? Int == 1 && object["players"] as? Int == 2 && object["changes"] as? Int == 2)
        #expect(object["photos"] as? Int == 1)
        // Ann and Bo; a merged person is no longer counted.
        #expect(object["people"] as? Int == 2)
        let stored = object["photoBytes"] as? Int ?? -1
        // Stored as attached, or re-encoded by the import; either way not zero.
        #expect(stored > 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: db)
        #expect((object["sizeBytes"] as? Int ?? 0) >= (attributes[.size] as? NSNumber)?.intValue ?? .max)
        #expect(object["schemaVersion"] as? Int == object["knownSchemaVersion"] as? Int)
        // A merged person is no longer counted.
        try ok(["game", "add", "Poker"])
        try ok(["player", "add", "Poker", "Annie"])
        try ok(["people", "merge", "Annie", "Ann", "--yes"])
        let merged = try CommandRunner.scorekeeper(["info", "--json", "--db", db])
        #expect((try JSONSerialization.jsonObject(with: merged.stdoutData) as? [String: Any])?["people"] as? Int == 2)
        // SCOREKEEPER_DB and the XDG default, on a file that does not exist: named, not created.
        let missing = directory.file("none.sqlite")
        let fromEnvironment = try CommandRunner.scorekeeper(["info"], environment: ["SCOREKEEPER_DB": missing])
        #expect(fromEnvironment.stdout.contains(missing) && fromEnvironment.stdout.contains("SCOREKEEPER_DB"))
        let home = directory.file("home")
        let fallback = try CommandRunner.scorekeeper(["info", "--json"], environment: ["HOME": home, "XDG_DATA_HOME": "", "SCOREKEEPER_DB": ""])
        let defaults = try #require(JSONSerialization.jsonObject(with: fallback.stdoutData) as? [String: Any])
        #expect(defaults["path"] as? String == home + "/.local/share/scorekeeper/scorekeeper.sqlite")
        #expect(defaults["source"] as? String == "XDG default" && defaults["exists"] as? Bool == false)
        let listed = try CommandRunner.scorekeeper(["game", "list"], environment: ["HOME": home, "XDG_DATA_HOME": "", "SCOREKEEPER_DB": ""])
        #expect(listed.status == 0 && listed.stdout.contains("No games yet"))
        #expect(!FileManager.default.fileExists(atPath: home))
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func helpNamesTheDatabaseInUse() throws {
        let fromOption = try CommandRunner.scorekeeper(["--help", "--db", db])
        #expect(fromOption.status == 0 && fromOption.stdout.contains("USAGE"))
        #expect(fromOption.stdout.hasSuffix("Database in use: \(db) (chosen by --db).\n"), "\(fromOption.stdout)")
        let fromEnvironment = try CommandRunner.scorekeeper(["-h"], environment: ["SCOREKEEPER_DB": db])
        #expect(fromEnvironment.stdout.contains("Database in use: \(db) (chosen by SCOREKEEPER_DB)."))
        #expect(!FileManager.default.fileExists(atPath: db))
    }
}
