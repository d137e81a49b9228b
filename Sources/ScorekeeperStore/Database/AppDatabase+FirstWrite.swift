import Foundation
import GRDB

/// Thrown by the stand-in for a database file that does not exist yet when a command first
/// writes: the command is then run again on the real file, created for it.
public struct DatabaseFileNeeded: Error, Sendable {}

// A command on a file that does not exist yet: nothing is created until it has something to save,
// so a command that fails (an unknown game, a bad argument) leaves no file and no folder behind.
extension AppDatabase {
    /// An empty in-memory database with the full schema that answers reads as the new file
    /// would, and throws `DatabaseFileNeeded` (its transaction rolled back) at the first write.
    /// The folder is checked as for reading: a mistyped `--db` folder is an error, not a file.
    public static func untilFirstWrite(_ location: DatabaseLocation) throws -> AppDatabase {
        let database = try openForReading(location)
        try database.dbWriter.writeWithoutTransaction { db in
            db.add(transactionObserver: FirstWriteStop(), extent: .databaseLifetime)
        }
        return database
    }
}

/// Stops the first commit of the stand-in database, before anything is kept in memory only.
private final class FirstWriteStop: TransactionObserver {
    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { false }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseWillCommit() throws { throw DatabaseFileNeeded() }
    func databaseDidCommit(_ db: Database) {}
    func databaseDidRollback(_ db: Database) {}
}
