import Foundation
import GRDB

/// A database opened with SQLite's read-only flag, for `--watch`: nothing in this process can
/// write to the file, whatever the interface does, and no migration runs.
///
/// Other processes' commits are noticed by polling `PRAGMA data_version` on this same connection
/// (it changes when another connection commits); the writer-side `ExternalChangeMonitor` cannot
/// be used, since it needs a write transaction to notify observers.
public final class WatchDatabase: @unchecked Sendable {
    private let queue: DatabaseQueue
    private var lastVersion: Int?
    /// Removes the -wal and -shm files the read-only connection made, once the watch ends.
    private let leftovers: ReadOnlyLeftovers

    /// Opens an existing Scorekeeper file read-only, refusing one that is missing, not
    /// Scorekeeper's, newer than this build, or older (a writer must bring it up to date first).
    public init(path: String) throws {
        let shown = Sanitized.text(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw ScorekeeperError.database("\(shown) does not exist; there is nothing to watch.")
        }
        (queue, leftovers) = try AppDatabase.readOnlyQueue(path: path)
    }

    /// Runs a read.
    public func read<T>(_ value: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(value)
        } catch {
            throw DatabaseErrorMessage.translate(error, path: queue.path)
        }
    }

    /// Whether another connection committed since the last call (true on the first call).
    public func hasChanged() -> Bool {
        guard let version = try? queue.read({ db in try Int.fetchOne(db, sql: "PRAGMA data_version") }) else {
            // Busy or transient: read again, a scoreboard read is cheap.
            return true
        }
        defer { lastVersion = version }
        return version != lastVersion
    }

    /// Tries a write, for tests that prove the connection cannot write.
    public func attemptWrite(sql: String) throws {
        try queue.inDatabase { db in try db.execute(sql: sql) }
    }
}
