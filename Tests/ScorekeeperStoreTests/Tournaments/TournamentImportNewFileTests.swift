import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// An import into a file that does not exist yet runs once: its write, checked in full on the
/// stand-in (`AppDatabase.untilFirstWrite`), becomes the new file whole, a file as any made by
/// opening; a refused write, a second write or a file made meanwhile leave what was there.
@Suite struct TournamentImportNewFileTests {
    let folder: TemporaryFolder
    let location: DatabaseLocation

    init() throws {
        folder = try TemporaryFolder("import-new-file")
        location = DatabaseLocation(path: folder.file("club.sqlite"), isDefault: false)
    }

    /// What the folder holds, hidden files (a temporary copy) included.
    var listing: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// Every row of every table and the schema, as text: what two databases must agree on.
    static func everything(_ db: Database) throws -> [String] {
        let schema = try Row.fetchAll(db, sql: #"SELECT "type", "name", "sql" FROM "sqlite_master" ORDER BY "name""#).map { "\($0)" }
        let tables = try String.fetchAll(db, sql: #"SELECT "name" FROM "sqlite_master" WHERE "type" = 'table' ORDER BY "name""#)
        return try schema + tables.flatMap { table in
            try Row.fetchAll(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier) ORDER BY rowid").map { "\(table): \($0)" }
        }
    }

    /// The file's own settings: journal, page size, vacuum mode and integrity.
    static func settings(_ db: Database) throws -> [String] {
        try ["journal_mode", "page_size", "auto_vacuum", "integrity_check"].map { try String.fetchOne(db, sql: "PRAGMA \($0)") ?? "" }
    }

    @Test func theStandInsWriteBecomesTheNewFile() throws {
        let standIn = try AppDatabase.untilFirstWrite(location)
        let tournament = try standIn.importTournament(name: "Club", state: try TournamentImportWriteTests.state())
        #expect(listing == ["club.sqlite"])
        let inMemory = try standIn.read(Self.everything)
        #expect(inMemory.contains { $0.hasPrefix("tournamentSeats: ") })

        // As it lies on disk, before any open of Scorekeeper's could switch anything: SQLite alone, reading.
        var readOnly = Configuration()
        readOnly.readonly = true
        let plain = try DatabaseQueue(path: location.path, configuration: readOnly)
        #expect(try plain.read(Self.settings) == ["wal", "16384", "2", "ok"])
        try plain.close()

        let file = try AppDatabase.openForCommand(location)
        #expect(try file.read(Self.everything) == inMemory)
        #expect(try file.fetchTournamentSnapshot(id: tournament.id).state.entries.map(\.name) == ["Ann", "Bo", "Cy", "Di"])
        #expect(try file.invariantViolations().isEmpty)

        // The same as a file made by opening it, as every other command makes one.
        let other = try AppDatabase.openForCommand(DatabaseLocation(path: folder.file("other.sqlite"), isDefault: false))
        let schema = { (db: Database) in try Row.fetchAll(db, sql: #"SELECT "type", "name", "sql" FROM "sqlite_master" ORDER BY "name""#) }
        #expect(try file.read(schema) == other.read(schema))
        #expect(try other.read(Self.settings) == ["wal", "16384", "2", "ok"])
    }

    @Test func theDefaultFolderIsMadeForIt() throws {
        let nested = DatabaseLocation(path: folder.file("data/scorekeeper/club.sqlite"), isDefault: true)
        let standIn = try AppDatabase.untilFirstWrite(nested)
        try standIn.importTournament(name: "Club", state: try TournamentImportWriteTests.state())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("data/scorekeeper")) == ["club.sqlite"])
    }

    @Test func aWriteRefusedOnTheStandInMakesNoFile() throws {
        let standIn = try AppDatabase.untilFirstWrite(location)
        var state = try TournamentImportWriteTests.state()
        // A seat taken by an entry the import does not write: the check before the commit refuses it.
        state.rounds[0].tables[0].seats[1] = TournamentEntry.ID(UUID())
        #expect(throws: ScorekeeperError.self) { try standIn.importTournament(name: "Club", state: state) }
        #expect(listing.isEmpty)
        // Any other write still stops at its commit, for the command to run again on the file.
        #expect(throws: DatabaseFileNeeded.self) { try standIn.createGame(title: "Hearts") }
        #expect(listing.isEmpty)
    }

    @Test func aSecondWriteAfterTheKeptOneIsRefused() throws {
        let standIn = try AppDatabase.untilFirstWrite(location)
        try standIn.importTournament(name: "Club", state: try TournamentImportWriteTests.state())
        let kept = try AppDatabase.openForReading(location).read(Self.everything)
        let refusal = try #require(throws: ScorekeeperError.self) { try standIn.createGame(title: "Hearts") }
        #expect(refusal.description.contains("a second write was refused"), "\(refusal)")
        // A second import too, whose write would otherwise be let through to be kept.
        let again = try #require(throws: ScorekeeperError.self) {
            try standIn.importTournament(name: "Club 2", state: try TournamentImportWriteTests.state())
        }
        #expect(again.description.contains("a second write was refused"), "\(again)")
        #expect(try AppDatabase.openForReading(location).read(Self.everything) == kept)
        #expect(listing.filter { $0.hasPrefix(".") }.isEmpty, "\(listing)")
    }

    /// The file is made by another program after the copy, just before it would take the name:
    /// the link refuses to replace it, and the command runs again on that file.
    @Test func aFileMadeJustBeforeTheNameIsTakenIsNotReplaced() throws {
        let standIn = try AppDatabase.untilFirstWrite(location)
        let location = self.location
        let newFile = try #require(standIn.newFile)
        newFile.beforePlacing.withLock {
            $0 = {
                let other = try? AppDatabase.openForCommand(location)
                _ = try? other?.createGame(title: "Hearts")
                other?.closeBeforeExit()
            }
        }
        #expect(throws: DatabaseFileNeeded.self) {
            try standIn.importTournament(name: "Club", state: try TournamentImportWriteTests.state())
        }
        #expect(listing.filter { $0.hasPrefix(".") }.isEmpty, "\(listing)")
        let file = try AppDatabase.openForCommand(location)
        #expect(try file.read { db in try String.fetchAll(db, sql: #"SELECT "title" FROM "games""#) } == ["Hearts"])
        #expect(try file.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "tournaments""#) } == 0)
    }

    /// A file made between the caller's look and the stand-in's making is no stand-in's: the
    /// import is written to it as to any file.
    @Test func aFileThereAlreadyIsWrittenAsAnyFile() throws {
        do {
            let other = try AppDatabase.openForCommand(location)
            _ = try other.createGame(title: "Hearts")
            other.closeBeforeExit()
        }
        let database = try AppDatabase.untilFirstWrite(location)
        #expect(database.newFile == nil && database.path != nil)
        try database.importTournament(name: "Club", state: try TournamentImportWriteTests.state())
        let file = try AppDatabase.openForCommand(location)
        #expect(try file.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "tournaments""#) } == 1)
        #expect(try file.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "games""#) } == 1)
    }

    /// Another program makes the file while the import reads: the stand-in's write is not kept
    /// over it, and the command runs again on that file, which still holds only its own rows.
    @Test func aFileMadeMeanwhileIsLeftToTheRunAgain() throws {
        let standIn = try AppDatabase.untilFirstWrite(location)
        let location = self.location
        #expect(throws: DatabaseFileNeeded.self) {
            try standIn.importTournament(name: "Club", state: try TournamentImportWriteTests.state()) {
                let other = try AppDatabase.openForCommand(location)
                _ = try other.createGame(title: "Hearts")
                other.closeBeforeExit()
            }
        }
        #expect(listing.filter { $0.hasPrefix(".") }.isEmpty, "\(listing)")
        let file = try AppDatabase.openForCommand(location)
        #expect(try file.read { db in try String.fetchAll(db, sql: #"SELECT "title" FROM "games""#) } == ["Hearts"])
        #expect(try file.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "tournaments""#) } == 0)
        // The run again imports into it.
        try file.importTournament(name: "Club", state: try TournamentImportWriteTests.state())
        #expect(try file.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "tournaments""#) } == 1)
    }
}
