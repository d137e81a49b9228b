import Foundation
import GRDB
import Synchronization

/// Thrown by the stand-in for a database file that does not exist yet when a command first
/// writes: the command is then run again on the real file, created for it.
public struct DatabaseFileNeeded: Error, Sendable {}

// A command on a file that does not exist yet: nothing is created until it has something to save,
// so a command that fails (an unknown game, a bad argument) leaves no file and no folder behind.
extension AppDatabase {
    /// An empty in-memory database with the full schema that answers reads as the new file
    /// would, and throws `DatabaseFileNeeded` (its transaction rolled back) at the first write.
    /// The folder is checked as for reading: a mistyped `--db` folder is an error, not a file.
    ///
    /// A command whose one write is a `largeWrite` (an import) keeps it instead
    /// (`keepingFirstWrite`): run twice, such a command would write all its rows twice.
    public static func untilFirstWrite(_ location: DatabaseLocation) throws -> AppDatabase {
        var database = try openForReading(location)
        // Made by another program since the caller looked: the file itself, written as any file.
        guard database.path == nil else { return database }
        let newFile = NewFileStandIn(location: location)
        database.dbWriter.writeWithoutTransaction { db in
            db.add(transactionObserver: FirstWriteStop(newFile), extent: .databaseLifetime)
        }
        database.newFile = newFile
        return database
    }

    /// Runs `write` (one transaction) and, on the stand-in for a new file, keeps it: the
    /// transaction commits in memory, and the whole database, checked as any write is, becomes
    /// the new file at once (`NewFileStandIn.keep`). Any later write on the stand-in is refused.
    /// Elsewhere it is `write` itself.
    func keepingFirstWrite<T>(_ write: () throws -> T) throws -> T {
        guard let newFile else { return try write() }
        let wasWaiting = newFile.state.withLock { state in
            defer { if state == .waiting { state = .keepingNextCommit } }
            return state == .waiting
        }
        guard wasWaiting else { throw newFile.secondWriteRefused }
        let result: T
        do {
            result = try write()
        } catch {
            newFile.state.withLock { $0 = .waiting }
            throw error
        }
        try newFile.keep(self)
        return result
    }
}

/// What the stand-in for a new file knows of it: where it goes, and whether the command's write
/// stops at its commit (the command runs again on the file), goes through to be kept, or was
/// kept already.
final class NewFileStandIn: Sendable {
    /// Where the stand-in's first write stands.
    enum State { case waiting, keepingNextCommit, kept }

    let location: DatabaseLocation
    let state = Mutex(State.waiting)

    /// Called just before the new file takes its name: tests make a file there meanwhile.
    let beforePlacing = Mutex<(@Sendable () -> Void)?>(nil)

    init(location: DatabaseLocation) {
        self.location = location
    }

    /// What a write after the kept one gets: the file holds the first, and nothing more is written.
    var secondWriteRefused: ScorekeeperError {
        .other("\(Sanitized.text(location.path)) was made by this command's first write; a second write was refused.")
    }

    /// Makes the stand-in's database, just committed, the new file: SQLite's backup copies it
    /// into a hidden file beside, switched to WAL as every Scorekeeper file is, closed, then
    /// linked to the file's name only if nothing has it. When that name has been taken meanwhile
    /// (another program made the file), or anything else fails, nothing is left behind and the
    /// command runs again on the file as it is (`DatabaseFileNeeded`), where its write is checked
    /// again and a failure is said as for any file.
    func keep(_ database: AppDatabase) throws {
        let path = location.path
        do {
            // The folder as opening checks it (the default one made); a file there now: the run again.
            guard try !AppDatabase.checkedForOpening(location) else { throw DatabaseFileNeeded() }
            let temporary = AppDatabase.temporaryFile(beside: path, kind: "new")
            defer { AppDatabase.removeTemporaryFile(temporary) }
            let copy = try DatabaseQueue(path: temporary)
            try database.dbWriter.backup(to: copy)
            let mode = try copy.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
            try copy.close()
            guard mode == "wal" else { throw DatabaseFileNeeded() }
            beforePlacing.withLock { $0 }?()
            // A hard link only, never the rename `backup` falls back to where links fail: that
            // checks the name, then renames, and a file made in between would be replaced.
            guard link(temporary, path) == 0 else { throw DatabaseFileNeeded() }
            UserFiles.syncFolder(RawPath(ContainingFolder.of(path)))
        } catch {
            state.withLock { $0 = .waiting }
            throw DatabaseFileNeeded()
        }
        state.withLock { $0 = .kept }
    }
}

/// Stops the first commit of the stand-in database, before anything is kept in memory only,
/// unless it is a write to keep; refuses any commit after that one.
private final class FirstWriteStop: TransactionObserver {
    let newFile: NewFileStandIn

    init(_ newFile: NewFileStandIn) {
        self.newFile = newFile
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { false }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseWillCommit() throws {
        switch newFile.state.withLock({ $0 }) {
        case .waiting: throw DatabaseFileNeeded()
        case .keepingNextCommit: return
        case .kept:
            // Never reached by a command that opts in: each has one write.
            throw newFile.secondWriteRefused
        }
    }
    func databaseDidCommit(_ db: Database) {}
    func databaseDidRollback(_ db: Database) {}
}
