import Foundation
import GRDB

/// The one door to a Scorekeeper database: it owns the migrations and every write.
///
/// Each write method is one transaction that leaves the data valid; everything else reads through
/// `reader`. The list screens observe the database, so a write is all it takes to update them.
public struct AppDatabase: Sendable {
    /// The connection: a `DatabasePool` for the interface and `sync`, one `DatabaseQueue` for a
    /// command (`openForCommand`), read-only files and in-memory tests.
    let dbWriter: any DatabaseWriter

    /// Read-only access for queries and observation.
    public var reader: any DatabaseReader { dbWriter }

    /// The database file's path, or nil for an in-memory database.
    public var path: String? { dbWriter.path == ":memory:" || dbWriter.path.isEmpty ? nil : dbWriter.path }

    /// For a read-only connection: removes what SQLite left beside the file once it is closed.
    let leftovers: ReadOnlyLeftovers?

    /// The wall clock the file's clock reads (see AppDatabase+Clock): the system's, or a test's.
    package var wallClock: WallClock = .system

    /// Where new rows' ids come from: random, or a test's counting sequence.
    var ids: IDGenerator = .random

    /// Checks a photo (or thumbnail) another copy sends before a merge keeps it; nil keeps every
    /// one. The photo module sets it (`checkingReceivedPhotos`), since this one cannot decode
    /// images (see SyncApply+Photos).
    package var receivedPhotoCheck: ReceivedPhotoCheck?

    /// For the stand-in of a file that does not exist yet (`untilFirstWrite`): where the file
    /// goes, and whether its first write was kept; nil for every other database.
    var newFile: NewFileStandIn?

    /// Whether the file was opened read-only (every write is refused by SQLite).
    public var isReadOnly: Bool { leftovers != nil }

    /// Keeps the file registered as open in this process while any copy of this value lives, so
    /// that the door for users' files (`UserFiles`) refuses to open it or its log.
    let registration: OpenDatabaseFiles.Registration?

    /// Wraps an open connection and brings its schema up to date.
    public init(_ dbWriter: any DatabaseWriter) throws {
        self.dbWriter = dbWriter
        self.leftovers = nil
        self.registration = OpenDatabaseFiles.register(path: dbWriter.path)
        do {
            try Schema.migrator.migrate(dbWriter)
        } catch {
            throw DatabaseErrorMessage.translate(error, path: dbWriter.path)
        }
    }

    /// Wraps a connection whose schema is already up to date (`openForCommand` checked it).
    init(migrated dbWriter: any DatabaseWriter) {
        self.dbWriter = dbWriter
        self.leftovers = nil
        self.registration = OpenDatabaseFiles.register(path: dbWriter.path)
    }

    /// Wraps a read-only connection to an up-to-date file; no migration runs.
    init(readOnly queue: DatabaseQueue, leftovers: ReadOnlyLeftovers) {
        self.dbWriter = queue
        self.leftovers = leftovers
        // The leftovers hold it: they must drop it before they look at the `-shm` they may remove.
        self.registration = nil
    }

    /// An empty in-memory database with the full schema, for tests and previews.
    public static func empty() throws -> AppDatabase {
        try AppDatabase(DatabaseQueue(configuration: makeConfiguration()))
    }

    /// The connection settings every Scorekeeper database uses.
    static func makeConfiguration(readonly: Bool = false) -> Configuration {
        var config = Configuration()
        config.readonly = readonly
        config.foreignKeysEnabled = true
        // Two processes (the interface and a command in another terminal) may write at once:
        // wait for the other one rather than failing at once.
        config.busyMode = .timeout(busyTimeout)
        config.prepareDatabase { db in
            // Names sort naturally ("K2" before "K10") in every list and command.
            db.add(collation: NaturalOrder.collation)
            // The games list filters a page at a time in SQL, with the interface's own rule.
            db.add(function: TitleFilter.function)
            // Names compare in SQL by the model's one key, as in Swift.
            db.add(function: PersonName.sqlFunction)
            // A statement that may fail halfway keeps a journal of its own, and the sync
            // triggers make every score write such a statement: with 16 KB pages that journal
            // passed SQLite's 64 KB and spilled to a new file in /var/tmp (on disk) on every
            // keypress. In memory it never touches a disk; it lasts one statement.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            // Both only take effect while the file has no tables (then they cannot be changed
            // cheaply), and fail on read-only connections, hence the guard. Setting auto_vacuum
            // is a write transaction (SQLite rewrites a header field), so on an existing file it
            // would take the write lock and commit on every open, even for `game list`: only a
            // new, empty file (zero pages) gets them.
            // 16 KB pages: a photo is a chain of pages, and a quarter as many pages means a
            // quarter as many log frames and system calls to write and check it back in
            // (attaching 50 photos of 3.8 MB: about 8% faster than with 4 KB pages).
            if !db.configuration.readonly,
               try Int.fetchOne(db, sql: "PRAGMA page_count") == 0 {
                try db.execute(sql: "PRAGMA page_size = \(pageSize)")
                try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL")
            }
        }
        return config
    }

    /// How long a write waits for another process's write before giving up. Long enough for
    /// the longest write there is, a 50 MB photo synced to a slow or busy disk (seconds on an SD
    /// card), so a score change waits for it rather than failing.
    public static let busyTimeout: TimeInterval = 10

    /// Gives freed pages back to the file system after deletions (photos are large).
    ///
    /// Done in short steps so that another process's write (a score change) never waits long
    /// behind it: the vacuum moves at most `vacuumStep` pages per transaction, and the log is
    /// written back with a passive checkpoint (which does not block writers) before the
    /// truncating one (which does, but then has almost nothing left to copy).
    public func reclaimFreeSpace() {
        // Best effort: a failure here loses nothing, the pages stay free for reuse.
        try? dbWriter.writeWithoutTransaction { db in
            var free = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
            // Nothing freed (a replacing photo reused every page): no vacuum, no checkpoint.
            // A file made without incremental auto-vacuum (2) cannot shrink this way.
            guard free > 0, try Int.fetchOne(db, sql: "PRAGMA auto_vacuum") == 2 else { return }
            while free > 0 {
                try db.execute(sql: "PRAGMA incremental_vacuum(\(Self.vacuumStep))")
                let left = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
                // Another program may be freeing pages too: stop once a step gains nothing.
                guard left < free else { break }
                free = left
            }
            if try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal" {
                // In WAL mode the file only shrinks when the log is written back.
                try db.execute(sql: "PRAGMA wal_checkpoint(PASSIVE)")
                try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            }
        }
    }

    /// The page size of new database files, in bytes.
    static let pageSize = 16_384

    /// Pages (2 MB in new files) the vacuum moves per transaction.
    static let vacuumStep = 128

    /// Runs one write transaction, translating SQLite failures into one-line messages.
    /// A file this process has seen SQLite call corrupt gets no more writes.
    package func write<T>(_ updates: (Database) throws -> T) throws -> T {
        if let path, DamagedFiles.contains(path) { throw ScorekeeperError.database(DamagedFiles.message(path)) }
        do {
            return try dbWriter.write(updates)
        } catch {
            throw DatabaseErrorMessage.translate(error, path: path)
        }
    }

    /// Runs a read, translating SQLite failures into one-line messages.
    public func read<T>(_ value: (Database) throws -> T) throws -> T {
        do {
            return try dbWriter.read(value)
        } catch {
            throw DatabaseErrorMessage.translate(error, path: path)
        }
    }
}
