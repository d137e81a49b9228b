import Foundation
import GRDB

extension AppDatabase {
    /// Opens (or creates) the database file at `location`, refusing files it must not touch.
    ///
    /// A file that is not a Scorekeeper database, was written by a newer Scorekeeper, or cannot be
    /// written is refused with a one-line message before anything is written to it.
    public static func open(_ location: DatabaseLocation) throws -> AppDatabase {
        let path = location.path
        if try checkedForOpening(location) {
            try checkExistingFile(path: path)
        }
        do {
            var configuration = makeConfiguration()
            configuration.prepareDatabase { db in
                // The pool's connections read a page of a list or one game at a time, and a scan
                // (every title, a long game's chart) passes through once; the writer's own writes
                // are a few rows, and the large ones raise its cache for their transaction
                // (`largeWrite`). SQLite's default cache (2 MB, 125 pages of 16 KB) kept each
                // connection's last 2 MB in the program's memory for nothing: a page dropped is
                // read again from the system's file cache. (A pool without snapshots reads each
                // observation's first value twice, on a reader and on the writer: both copies.)
                try db.execute(sql: "PRAGMA cache_size = -\(poolPageCacheKilobytes)")
            }
            let pool = try DatabasePool(path: path, configuration: configuration)
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

    /// The page cache of each of a pool's connections, in KiB: 32 pages of 16 KB.
    static let poolPageCacheKilobytes = 512

    /// Opens (or creates) the database file at `location` for one command of a process that exits
    /// after it: one connection, opened once, instead of `open`'s pool (a writer, readers, and a
    /// read-write probe before them).
    ///
    /// The same files are refused with the same messages, before anything is written: the one
    /// connection reads the schema first and, for a file it refuses, is closed at once (as the
    /// last connection it removes the -wal and -shm it made, so the file is left as it was).
    /// An up-to-date file is recognised by one read of the migrations table and gets no write at
    /// all; an older (or new) one is migrated on the same connection. Writes are IMMEDIATE
    /// transactions in WAL mode with `synchronous = FULL`, as through the pool, so other
    /// processes (the interface, other commands) read and write alongside as before.
    public static func openForCommand(_ location: DatabaseLocation) throws -> AppDatabase {
        let path = location.path
        if try checkedForOpening(location) {
            try checkHeader(path: path)
        }
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: makeConfiguration())
        } catch {
            throw DatabaseErrorMessage.translate(error, path: path)
        }
        do {
            let needsMigrating = try queue.writeWithoutTransaction { db -> Bool in
                let state = try openableState(db, path: path)
                // Every Scorekeeper file is in WAL mode (readers and a writer at once; the pool
                // switches it too): only a new file, or one made otherwise, is switched here.
                // After `prepareDatabase`, since auto_vacuum is only set before the switch.
                if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                    try db.execute(sql: "PRAGMA journal_mode = WAL")
                }
                // As for the pool's writer: FULL syncs the log at every commit, so "saved" means saved.
                try db.execute(sql: "PRAGMA synchronous = FULL")
                return state != .current
            }
            if needsMigrating {
                try Schema.migrator.migrate(queue)
            }
            return AppDatabase(migrated: queue)
        } catch {
            // A refused file is left as it was: closing the only connection removes its -wal and -shm.
            try? queue.close()
            if error is ScorekeeperError { throw error }
            throw DatabaseErrorMessage.translate(error, path: path)
        }
    }

    /// Checks the folder (creating the default location's) and what is at `location`; true when
    /// a file is there to be checked, false when the database will be created.
    static func checkedForOpening(_ location: DatabaseLocation) throws -> Bool {
        let path = location.path
        let folder = ContainingFolder.of(path)
        let shown = Sanitized.text(path)

        switch FileCheck.kind(folder) {
        case .missing:
            guard location.isDefault else {
                throw ScorekeeperError.database("The folder \(Sanitized.text(folder)) does not exist.")
            }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw ScorekeeperError.database("Cannot create the folder \(Sanitized.text(folder)).")
            }
        case .file, .special:
            throw ScorekeeperError.database("\(Sanitized.text(folder)) is not a folder.")
        case .folder:
            break
        }

        // SQLite writes its -wal and -shm files (and a new database) next to the database.
        if access(folder, W_OK) != 0 {
            throw ScorekeeperError.database("The folder \(Sanitized.text(folder)) is read-only; Scorekeeper needs to write there.")
        }

        switch FileCheck.kind(path) {
        case .missing: return false
        case .folder: throw ScorekeeperError.database("\(shown) is a folder, not a database file.")
        // Never opened: a FIFO would block the header check forever, and a device is no file
        // to keep scores in (and must not be deleted to make room for one).
        case .special(let kind): throw ScorekeeperError.database("\(shown) is \(kind), not a database file; give the path of a file.")
        case .file: return true
        }
    }

    /// Looks at an existing file without writing to it: it must be a SQLite database whose
    /// migrations this build knows (or a SQLite database with no tables at all).
    static func checkExistingFile(path: String) throws {
        try checkHeader(path: path)
        do {
            // A read-write connection that only reads: as the last connection to close, it removes
            // the -wal and -shm files it created, so a refused file is left exactly as it was
            // (a read-only one cannot, and left them next to the refused file).
            let probe = try DatabaseQueue(path: path, configuration: makeConfiguration())
            defer { try? probe.close() }
            _ = try probe.read { db in try openableState(db, path: path) }
        } catch let error as ScorekeeperError {
            throw error
        } catch {
            throw DatabaseErrorMessage.translate(error, path: path)
        }
    }

    /// The file's schema state, refusing a file that is not Scorekeeper's or is newer than this
    /// build (`shown` is its path as messages print it).
    static func openableState(_ db: Database, path: String) throws -> Schema.State {
        let shown = Sanitized.text(path)
        let state = try Schema.state(db)
        switch state {
        case .foreign:
            throw ScorekeeperError.database("\(shown) is a SQLite database, but not a Scorekeeper database.")
        case .newer:
            throw ScorekeeperError.database("\(shown) was written by a newer Scorekeeper; update Scorekeeper to open it.")
        case .missingTables(let names):
            DamagedFiles.mark(path)
            throw ScorekeeperError.database(DamagedFiles.message(path, detail: Self.missingTablesDetail(names)))
        case .empty, .older, .current:
            return state
        }
    }

    /// "its table 'players' is missing", for the message about a damaged file.
    static func missingTablesDetail(_ names: [String]) -> String {
        let listed = names.map { "'\($0)'" }.joined(separator: ", ")
        return names.count == 1 ? "its table \(listed) is missing" : "its tables \(listed) are missing"
    }

    /// The checks made before SQLite sees an existing file: it can be read, is not empty, starts
    /// with SQLite's header, and (when `needsWriting`) can be written. The header is read through
    /// the door for users' files, which refuses the files of a database this process has open:
    /// the same file under another name (a hard link) would get a second log beside the first.
    static func checkHeader(path: String, needsWriting: Bool = true) throws {
        let shown = Sanitized.text(path)
        let raw = RawPath(path)
        if let match = UserFiles.databaseFile(at: raw) {
            // Open here already, under this very name (a second connection of this process):
            // SQLite shares its locks between the two, and a header read by hand would drop them.
            guard match.isSameName(as: path) else {
                guard match.file == .database else {
                    throw ScorekeeperError.database("\(shown) is Scorekeeper's \(match.file.role) of \(Sanitized.text(match.databasePath)), not a database to open.")
                }
                throw ScorekeeperError.database("\(shown) is another name (a hard link) for \(Sanitized.text(match.databasePath)), which is open; use one name for one file.")
            }
        } else {
            let header = try UserFiles.firstBytes(raw, count: 16, purpose: .database)
            if header.isEmpty {
                throw ScorekeeperError.database("\(shown) is an empty file, not a Scorekeeper database; remove it or choose another path.")
            }
            guard header == FileCheck.sqliteHeader else {
                throw ScorekeeperError.database("\(shown) is not a SQLite database.")
            }
        }
        // Checked before SQLite opens it: SQLite silently opens a write-protected file read-only,
        // and a read-only connection to a WAL database leaves -wal and -shm files behind.
        if needsWriting && access(path, W_OK) != 0 {
            throw ScorekeeperError.database("\(shown) is read-only; Scorekeeper needs to write to it.")
        }
    }
}
