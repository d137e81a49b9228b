import Foundation
import GRDB
import Synchronization
import Testing
import TestSupport
@testable import ScorekeeperStore

/// A report imported into a file that does not exist yet: the command first runs on an empty
/// stand-in (`AppDatabase.untilFirstWrite`), which asks for the file before the import writes a
/// row (it used to write them all in memory, only to have the commit refused and do it all again
/// on the new file); the new file then gets the same rows as any other.
@Suite struct TournamentImportNewFileTests {
    static let report = TournamentImportWriteTests.report

    static func state() throws -> TournamentState {
        try TournamentImportWriteTests.state()
    }

    @Test func theStandInAsksForTheFileBeforeWritingARow() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("new.sqlite")
        let standIn = try AppDatabase.untilFirstWrite(DatabaseLocation(path: path, isDefault: false))
        let written = Mutex<[String]>([])
        try standIn.dbWriter.writeWithoutTransaction { db in
            db.trace(options: .statement) { event in
                let sql = "\(event)"
                if sql.contains("INSERT") || sql.contains("UPDATE") { written.withLock { $0.append(sql) } }
            }
        }
        #expect(throws: DatabaseFileNeeded.self) { try standIn.importTournament(name: "Club", state: try Self.state()) }
        #expect(written.withLock { $0 }.isEmpty, "\(written.withLock { $0.prefix(3) })")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func theNewFileGetsEveryRow() throws {
        let folder = try TemporaryFolder()
        let location = DatabaseLocation(path: folder.file("new.sqlite"), isDefault: false)
        let state = try Self.state()
        #expect(throws: DatabaseFileNeeded.self) {
            try AppDatabase.untilFirstWrite(location).importTournament(name: "Club", state: state)
        }
        let file = try AppDatabase.openForCommand(location)
        try file.importTournament(name: "Club", state: state)
        let tables = ["tournaments", "people", "tournamentEntries", "tournamentTables", "tournamentSeats", "tournamentByes"]
        let counts = try file.read { db in
            try tables.map { try Int.fetchOne(db, sql: "SELECT count(*) FROM \"\($0)\"") ?? 0 }
        }
        #expect(counts == [1, 4, 4, 3, 6, 2])
    }
}
