import Foundation
import GRDB

extension AppDatabase {
    /// Opens (or creates) the database file at `location`, refusing files it must not touch.
    ///
    /// A file that is not a Scorekeeper database, was written by a newer Scorekeeper, or cannot be
    /// written is refused with a one-line message before anything is written to it.
    public static func open(_ location: DatabaseLocation) throws -> AppDatabase {
        let fileManager = FileManager.default
        let path = location.path
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let shown = Sanitized.text(path)

        var isDirectory: ObjCBool = false
        if !fileManager.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard location.isDefault else {
                throw ScorekeeperError.database("The folder \(Sanitized.text(folder)) does not exist.")
            }
            do {
                try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw ScorekeeperError.database("Cannot create the folder \(Sanitized.text(folder)).")
            }
        } else if !isDirectory.boolValue {
            throw ScorekeeperError.database("\(Sanitized.text(folder)) is not a folder.")
        }

        // SQLite writes its -wal and -shm files (and a new database) next to the database.
        if access(folder, W_OK) != 0 {
            throw ScorekeeperError.database("The folder \(Sanitized.text(folder)) is read-only; Scorekeeper needs to write there.")
        }

        let exists = fileManager.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists {
            if isDirectory.boolValue {
                throw ScorekeeperError.database("\(shown) is a folder, not a database file.")
            }
            try checkExistingFile(path: path)
        }

        do {
            let pool = try DatabasePool(path: path, configuration: makeConfiguration())
            // GRDB puts WAL connections in `synchronous = NORMAL`, where a commit reaches the disk
            // only at the next checkpoint: a power cut could lose scores already reported as
            // saved. FULL syncs the log at every commit, so "saved" means saved. Only the writer
            // connection commits, so it is the one that needs it.
            try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
            return try AppDatabase(pool)
        } catch {
            throw DatabaseErrorMessage.translate(error, path: path)
        }
    }

    /// Looks at an existing file without writing to it: it must be a SQLite database whose
    /// migrations this build knows (or a SQLite database with no tables at all).
    static func checkExistingFile(path: String) throws {
        let shown = Sanitized.text(path)
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ScorekeeperError.database("\(shown) cannot be read (permission denied).")
        }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        try? handle.close()
        if header.isEmpty {
            throw ScorekeeperError.database("\(shown) is an empty file, not a Scorekeeper database; remove it or choose another path.")
        }
        guard header == Data("SQLite format 3\0".utf8) else {
            throw ScorekeeperError.database("\(shown) is not a SQLite database.")
        }
        // Checked before the probe: SQLite silently opens a write-protected file read-only, and
        // a read-only connection to a WAL database leaves -wal and -shm files behind.
        if access(path, W_OK) != 0 {
            throw ScorekeeperError.database("\(shown) is read-only; Scorekeeper needs to write to it.")
        }
        do {
            // A read-write connection that only reads: as the last connection to close, it removes
            // the -wal and -shm files it created, so a refused file is left exactly as it was
            // (a read-only one cannot, and left them next to the refused file).
            let probe = try DatabaseQueue(path: path, configuration: makeConfiguration())
            defer { try? probe.close() }
            try probe.read { db in
                let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                if tables.isEmpty { return }
                guard tables.contains("grdb_migrations") else {
                    throw ScorekeeperError.database("\(shown) is a SQLite database, but not a Scorekeeper database.")
                }
                if try Schema.migrator.hasBeenSuperseded(db) {
                    throw ScorekeeperError.database("\(shown) was written by a newer Scorekeeper; update Scorekeeper to open it.")
                }
            }
        } catch let error as ScorekeeperError {
            throw error
        } catch {
            throw DatabaseErrorMessage.translate(error, path: path)
        }
    }
}
