import Foundation
import GRDB

// Opening a file only to read it (`game list`, `game show`, `export`, `info`...): a file the user
// may read but not write is read rather than refused, a missing file is not created, and nothing
// is left behind.
extension AppDatabase {
    /// Opens `location` for reading. A file this process may write (with its folder) opens as
    /// `openForCommand` does, so an older file is brought up to date as before; a missing file gives an
    /// empty in-memory database (nothing is created until the first change); any other readable
    /// Scorekeeper file opens with SQLite's read-only flag (and `query_only`), without migrating.
    public static func openForReading(_ location: DatabaseLocation) throws -> AppDatabase {
        let path = location.path
        let shown = Sanitized.text(path)
        switch FileCheck.kind(path) {
        case .special(let kind):
            throw ScorekeeperError.database("\(shown) is \(kind), not a database file.")
        case .missing:
            // A mistyped --db folder is worth saying; a file not made yet is simply empty.
            let folder = ContainingFolder.of(path)
            if !location.isDefault && FileCheck.kind(folder) == .missing {
                throw ScorekeeperError.database("The folder \(Sanitized.text(folder)) does not exist.")
            }
            return try empty()
        case .folder:
            throw ScorekeeperError.database("\(shown) is a folder, not a database file.")
        case .file:
            break
        }
        let folder = ContainingFolder.of(path)
        if access(path, W_OK) == 0 && access(folder, W_OK) == 0 {
            return try openForCommand(location)
        }
        return try openReadOnly(path: path)
    }

    /// The read-only connection, as `openForReading` and the watch both open it.
    static func openReadOnly(path: String) throws -> AppDatabase {
        let (queue, leftovers) = try readOnlyQueue(path: path)
        return AppDatabase(readOnly: queue, leftovers: leftovers)
    }

    /// Opens an existing Scorekeeper file with SQLite's read-only flag (and `query_only`, so even
    /// a statement that slipped through is refused), refusing one that is unreadable, not SQLite,
    /// not Scorekeeper's, newer than this build, or older (a writer must bring it up to date
    /// first). A read-only SQLite connection to a WAL file creates `-wal` and `-shm` files beside
    /// it when the folder allows and, being read-only, cannot remove them when it closes: the
    /// `ReadOnlyLeftovers` returned with the queue removes the ones this process made.
    static func readOnlyQueue(path: String) throws -> (DatabaseQueue, ReadOnlyLeftovers) {
        let shown = Sanitized.text(path)
        try checkHeader(path: path, needsWriting: false)
        let leftovers = ReadOnlyLeftovers(path: path)
        do {
            var configuration = makeConfiguration(readonly: true)
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA query_only = 1") }
            let queue = try DatabaseQueue(path: try Self.readOnlyName(path), configuration: configuration)
            leftovers.queue = queue
            leftovers.registration = OpenDatabaseFiles.register(path: path)
            try queue.read { db in
                guard try db.tableExists("grdb_migrations") else {
                    throw ScorekeeperError.database("\(shown) is not a Scorekeeper database.")
                }
                if try Schema.migrator.hasBeenSuperseded(db) || Schema.state(db) == .newer {
                    throw ScorekeeperError.database("\(shown) was written by a newer Scorekeeper; update Scorekeeper to read it.")
                }
                if case .missingTables(let names) = try Schema.state(db) {
                    throw ScorekeeperError.database(DamagedFiles.message(path, detail: missingTablesDetail(names)))
                }
                if try !Schema.migrator.hasCompletedMigrations(db) {
                    throw ScorekeeperError.database(
                        "\(shown) needs updating, which a read-only open may not do; open it once with write access (not --watch).")
                }
            }
            return (queue, leftovers)
        } catch let error as ScorekeeperError {
            leftovers.close()
            throw error
        } catch {
            leftovers.close()
            throw DatabaseErrorMessage.translate(error, path: path)
        }
    }
}

extension AppDatabase {
    /// What to hand SQLite for a read-only open. In a folder this process cannot write, with no
    /// `-shm` beside the file, SQLite cannot share the WAL index and refuses even to read: then the
    /// file is opened as immutable (a URI), which needs no `-shm`. No process has the file open
    /// then (every connection to a WAL file keeps a `-shm`), and a command reads once and exits.
    /// An immutable open ignores the `-wal`: when one with changes is left beside the file (its
    /// last writer did not close cleanly), reading without it would show old scores as current,
    /// so that is refused.
    static func readOnlyName(_ path: String) throws -> String {
        let folder = ContainingFolder.of(path)
        guard access(folder, W_OK) != 0, !FileManager.default.fileExists(atPath: path + "-shm") else { return path }
        var log = stat()
        if stat(path + "-wal", &log) == 0, log.st_size > 0 {
            throw ScorekeeperError.database(
                "\(Sanitized.text(path)) has changes in its -wal file that cannot be read without write access to its folder; open it once where the folder can be written.")
        }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        let absolute = URL(fileURLWithPath: path).path
        return "file:" + (absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute) + "?immutable=1"
    }
}

/// The `-wal` and `-shm` files a read-only connection made, removed once it is closed (when the
/// last copy of its `AppDatabase` goes away).
///
/// Only files that did not exist before the connection opened, only an empty `-wal`, and only
/// while no other connection holds the `-shm` (SQLite's readers and writers all keep a read lock
/// on its "DMS" byte while they are open): a writer that came along meanwhile keeps its files.
final class ReadOnlyLeftovers: @unchecked Sendable {
    let path: String
    private let hadWAL: Bool
    private let hadSHM: Bool
    var queue: DatabaseQueue?
    /// The file's registration as open in this process, dropped when the connection closes.
    var registration: OpenDatabaseFiles.Registration?
    private var closed = false

    init(path: String) {
        self.path = path
        hadWAL = FileManager.default.fileExists(atPath: path + "-wal")
        hadSHM = FileManager.default.fileExists(atPath: path + "-shm")
    }

    deinit { close() }

    func close() {
        guard !closed else { return }
        closed = true
        try? queue?.close()
        queue = nil
        registration = nil
        guard !hadWAL, !hadSHM else { return }
        let wal = path + "-wal", shm = path + "-shm"
        let walSize = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? NSNumber)?.intValue
        guard walSize == nil || walSize == 0, !UserFiles.sharedMemoryIsInUse(shm) else { return }
        unlink(shm)
        unlink(wal)
    }
}
