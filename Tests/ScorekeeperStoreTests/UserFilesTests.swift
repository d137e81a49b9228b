import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// The door for users' files refuses every file of a database this process has open, under any
/// name, and opens nothing else it should not; a damaged file gets no more writes, and no backup
/// of it is called one.
@Suite struct UserFilesTests {
    let directory: TemporaryFolder
    let path: String

    init() throws {
        directory = try TemporaryFolder()
        path = directory.file("scores.sqlite")
    }

    func open() throws -> AppDatabase {
        try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
    }

    @Test func everyFileOfAnOpenDatabaseIsRefusedUnderAnyName() throws {
        let database = try open()
        _ = try database.createGame(title: "G")
        let hard = directory.file("hard.sqlite")
        let soft = directory.file("soft.jpg")
        #expect(link(path, hard) == 0 && symlink(path, soft) == 0)
        let expected: [(String, OpenDatabaseFiles.DatabaseFile)] = [
            (path, .database), (hard, .database), (soft, .database), (path + "-wal", .wal), (path + "-shm", .shm),
        ]
        for (name, file) in expected {
            #expect(UserFiles.databaseFile(at: RawPath(name))?.file == file, "\(name)")
            #expect(throws: ScorekeeperError.self) { try UserFiles.read(RawPath(name), limit: 1 << 30, purpose: .photo) }
            #expect(throws: ScorekeeperError.self) { try UserFiles.firstBytes(RawPath(name), count: 16, purpose: .photo) }
            #expect(throws: ScorekeeperError.self) { try UserFiles.checkDestination(RawPath(name), purpose: .photo) }
        }
        #expect(UserFiles.databaseFile(at: RawPath(path))?.isSameName(as: soft) == true)
        #expect(UserFiles.databaseFile(at: RawPath(path))?.isSameName(as: hard) == false)
        // Another program's file beside it is read as before.
        let other = directory.file("notes.txt")
        try Data("hello".utf8).write(to: URL(fileURLWithPath: other))
        #expect(try UserFiles.read(RawPath(other), limit: 100, purpose: .photo) == Data("hello".utf8))
        #expect(UserFiles.databaseFile(at: RawPath(other)) == nil)
    }

    @Test func theRefusalEndsWhenTheDatabaseIsClosed() throws {
        var database: AppDatabase? = try open()
        _ = try database?.createGame(title: "G")
        #expect(UserFiles.databaseFile(at: RawPath(path)) != nil)
        database = nil
        #expect(UserFiles.databaseFile(at: RawPath(path)) == nil)
        #expect(try UserFiles.firstBytes(RawPath(path), count: 16, purpose: .database) == Array("SQLite format 3\0".utf8))
    }

    @Test func theRefusalSaysWhatTheFileIs() throws {
        let database = try open()
        _ = try database.createGame(title: "G")
        do {
            _ = try UserFiles.read(RawPath(path + "-wal"), limit: 1 << 30, purpose: .photo)
            Issue.record("the log was read")
        } catch {
            #expect(error.description == "'\(path)-wal' is Scorekeeper's database file (its write-ahead log), not a photo; nothing was changed.")
        }
    }

    @Test func aFileSQLiteCalledCorruptGetsNoMoreWrites() throws {
        let database = try open()
        _ = try database.createGame(title: "G")
        // What a read that met a damaged page reports, through the one translation of SQLite's errors.
        let reported = DatabaseErrorMessage.translate(DatabaseError(resultCode: .SQLITE_CORRUPT), path: database.path)
        #expect("\(reported)".contains("is damaged (SQLite reports corruption)"))
        #expect(throws: ScorekeeperError.database(DamagedFiles.message(database.path))) {
            _ = try database.createGame(title: "H")
        }
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM games") } == 1)
    }

    @Test func aDamagedFileIsNotBackedUp() throws {
        do {
            let database = try open()
            for index in 0..<20 { _ = try database.createGame(title: "Game \(index)") }
        }
        // The games table's first page gets garbage where its header was; the schema and the
        // migrations stay readable, so the file opens.
        let root = try DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'games'")
        }
        let page = try #require(root)
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: UInt64((page - 1) * AppDatabase.pageSize))
        handle.write(Data(repeating: 0xFF, count: 64))
        try handle.close()

        let database = try AppDatabase.openForCommand(DatabaseLocation(path: path, isDefault: false))
        let destination = directory.file("backup.sqlite")
        do {
            try database.backup(to: destination)
            Issue.record("a damaged file was backed up")
        } catch {
            #expect("\(error)".contains("No backup was written") && "\(error)".contains("is damaged"), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: destination))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("backup") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
