import Foundation

/// The database files this process has open through SQLite, which the door for users' files
/// (`UserFiles`) refuses to open.
///
/// SQLite's locks are POSIX advisory locks: they belong to the process and the file, not to a
/// descriptor, so closing *any* descriptor of the database (or its `-wal`, `-shm`, `-journal`)
/// anywhere in the process drops every lock SQLite holds on it. The next program then believes
/// it is alone, checkpoints and deletes the log, and writes are lost ("How To Corrupt An SQLite
/// Database File", section 2.2). Every `AppDatabase` on a file registers it here while it lives.
public enum OpenDatabaseFiles {
    /// Which of an open database's files a path turned out to be.
    public struct Match: Equatable, Sendable {
        /// The open database's path, as it was opened.
        public var databasePath: String
        /// Which of its files.
        public var file: DatabaseFile

        /// Whether the path is the database itself, under the very name SQLite opened it by
        /// (symbolic links resolved, as SQLite resolves them to name the log).
        public func isSameName(as path: String) -> Bool {
            file == .database && OpenDatabaseFiles.canonical(path) == OpenDatabaseFiles.canonical(databasePath)
        }
    }

    /// The files SQLite keeps for one database.
    public enum DatabaseFile: String, Sendable, CaseIterable {
        case database = ""
        case wal = "-wal"
        case shm = "-shm"
        case journal = "-journal"

        /// How messages name it.
        public var role: String {
            switch self {
            case .database: return "database file"
            case .wal: return "database file (its write-ahead log)"
            case .shm: return "database file (its shared-memory index)"
            case .journal: return "database file (its rollback journal)"
            }
        }
    }

    /// Keeps a database registered while it is alive: `AppDatabase` holds one per file, and the
    /// last copy of that `AppDatabase` to go away unregisters it.
    public final class Registration: Sendable {
        let token: Int

        fileprivate init(token: Int) { self.token = token }

        deinit { OpenDatabaseFiles.state.withLock { $0.entries.removeAll { $0.token == token } } }
    }

    /// Registers the database at `path` (a plain path or an SQLite `file:` URI); nil for an
    /// in-memory database.
    public static func register(path: String) -> Registration? {
        guard let plain = plainPath(path) else { return nil }
        var status = stat()
        let identity = stat(plain, &status) == 0 ? FileIdentity(status) : nil
        return state.withLock { state in
            state.next += 1
            state.entries.append(Entry(token: state.next, path: plain, identity: identity))
            return Registration(token: state.next)
        }
    }

    /// The open database file that `status` (from `stat` of some path) is, if any.
    public static func match(_ status: stat) -> Match? {
        let candidate = FileIdentity(status)
        let entries = state.withLock { $0.entries }
        for entry in entries {
            // The database as it was when opened (it may have been renamed since), then every file
            // as it is now: a `-wal` is made and removed while the database stays open.
            if entry.identity == candidate { return Match(databasePath: entry.path, file: .database) }
            for file in DatabaseFile.allCases {
                var current = stat()
                if stat(entry.path + file.rawValue, &current) == 0, FileIdentity(current) == candidate {
                    return Match(databasePath: entry.path, file: file)
                }
            }
        }
        return nil
    }

    /// `path` with symbolic links resolved, or as given when it cannot be resolved.
    static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The file path in an SQLite name: nil for in-memory databases, the path of a `file:` URI.
    private static func plainPath(_ name: String) -> String? {
        if name.isEmpty || name == ":memory:" { return nil }
        guard name.hasPrefix("file:") else { return name }
        let rest = name.dropFirst("file:".count)
        let path = rest.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        guard !path.isEmpty, path != ":memory:" else { return nil }
        return path.removingPercentEncoding ?? path
    }

    /// A file's device and inode: the same pair is the same file, whatever names it has.
    struct FileIdentity: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    private struct Entry: Sendable {
        /// The registration's number, which its deinit removes the entry by.
        var token: Int
        var path: String
        var identity: FileIdentity?
    }

    private struct State: Sendable {
        /// In the order registered. An array, not a dictionary by token: a process has one file
        /// open or a few, and a command's first dictionary of a new key type costs it a scan of
        /// every protocol conformance in the program (half a million instructions) for `Hashable`.
        var entries: [Entry] = []
        var next = 0
    }

    private static let state = Guarded(State())
}

/// A value behind a lock, for the little process-wide state the door keeps.
final class Guarded<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`.
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
