import Foundation

/// The one door through which Scorekeeper opens a file a user names or a folder listing offers:
/// photos to attach or preview, files to write, another database to sync or back up.
///
/// Before anything is opened, the path's device and inode are compared (by `stat`) with every
/// file of every database this process has open (`OpenDatabaseFiles`), and those are refused:
/// opening and closing one of them would drop SQLite's locks and let another program delete the
/// log this process is still writing to. Nothing else in Scorekeeper opens a file by a path it
/// was given; `FileOpenLintTests` walks the sources to keep it so. A path is also stat-ed before
/// it is opened so that a FIFO (which would block) or a device (which may never end) is refused
/// unopened, and the opened file is checked again so that a file swapped in between is caught.
public enum UserFiles {
    /// What a file is wanted as, for messages ("... is a folder, not a photo.") and for the kind of
    /// error thrown.
    public struct Purpose: Sendable {
        /// The noun messages use: "photo", "database file", "file".
        public var noun: String
        /// Turns a one-line message into the error thrown.
        public var error: @Sendable (String) -> ScorekeeperError

        public init(noun: String, error: @escaping @Sendable (String) -> ScorekeeperError) {
            self.noun = noun
            self.error = error
        }

        /// A photo to attach or preview.
        public static let photo = Purpose(noun: "photo") { .photo($0) }
        /// A database to open.
        public static let database = Purpose(noun: "database file") { .database($0) }
    }

    /// The open database file at `path`, if it is one (under any name, through any link).
    public static func databaseFile(at path: RawPath) -> OpenDatabaseFiles.Match? {
        var status = stat()
        guard path.isUsable, path.withCString({ stat($0, &status) }) == 0 else { return nil }
        return OpenDatabaseFiles.match(status)
    }

    /// The message for a path that is one of the open database's files.
    static func refusal(_ match: OpenDatabaseFiles.Match, path: RawPath, purpose: Purpose) -> String {
        "'\(path)' is Scorekeeper's \(match.file.role), not a \(purpose.noun); nothing was changed."
    }

    /// Checks that `path` names a regular file (non-empty unless `allowEmpty`) within `limit`
    /// bytes that is none of the open database's files; returns its status. Nothing is opened.
    private static func check(_ path: RawPath, limit: Int, allowEmpty: Bool, purpose: Purpose) throws(ScorekeeperError) -> stat {
        let shown = "'\(path)'"
        guard path.isUsable else {
            throw purpose.error(path.bytes.isEmpty ? "No \(purpose.noun) was given." : "\(shown) is not a valid path.")
        }
        var status = stat()
        if path.withCString({ stat($0, &status) }) != 0 {
            throw purpose.error(describe(errno: errno, shown: shown, purpose: purpose))
        }
        if let match = OpenDatabaseFiles.match(status) {
            throw purpose.error(refusal(match, path: path, purpose: purpose))
        }
        try checkKind(status, shown: shown, limit: limit, allowEmpty: allowEmpty, purpose: purpose)
        return status
    }

    /// The file's bytes, exactly as stored, after `check`.
    public static func read(_ path: RawPath, limit: Int, purpose: Purpose) throws(ScorekeeperError) -> Data {
        try withOpened(path, limit: limit, purpose: purpose) { descriptor, size throws(ScorekeeperError) in
            // Read one byte more than expected, so a file that grew past the limit is noticed.
            let capacity = min(size, limit) + 1
            var data = Data(count: capacity)
            let total = data.withUnsafeMutableBytes { readFully(descriptor, into: $0) }
            guard let total else { throw purpose.error(describe(errno: errno, shown: "'\(path)'", purpose: purpose)) }
            if total > limit { throw purpose.error(tooLarge(shown: "'\(path)'", size: total, limit: limit, purpose: purpose)) }
            if total == 0 { throw purpose.error("'\(path)' is empty.") }
            data.count = total
            return data
        }
    }

    /// The file's first `count` bytes (fewer for a shorter file), after the same checks as `read`
    /// (so a FIFO, a device or one of the open database's files is never opened).
    public static func firstBytes(_ path: RawPath, count: Int, limit: Int = .max,
                                  purpose: Purpose) throws(ScorekeeperError) -> [UInt8] {
        try withOpened(path, limit: limit, allowEmpty: true, purpose: purpose) { descriptor, _ throws(ScorekeeperError) in
            var bytes = [UInt8](repeating: 0, count: count)
            let filled = bytes.withUnsafeMutableBytes { readFully(descriptor, into: $0) }
            guard let filled else { throw purpose.error(describe(errno: errno, shown: "'\(path)'", purpose: purpose)) }
            return Array(bytes.prefix(filled))
        }
    }

    /// Refuses to write over one of the open database's files (a rename would put a new file in
    /// its place and leave every program writing to the old one).
    public static func checkDestination(_ path: RawPath, purpose: Purpose) throws(ScorekeeperError) {
        if let match = databaseFile(at: path) {
            throw purpose.error("'\(path)' is Scorekeeper's \(match.file.role); choose another file. Nothing was written.")
        }
    }

    /// Makes a new name in `folder` durable: the folder itself is synced. Best effort: some file
    /// systems refuse to sync a folder, and the file's own bytes are synced already.
    public static func syncFolder(_ folder: RawPath) {
        let descriptor = folder.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// Whether another connection holds the `-shm` at `path` open: every SQLite connection keeps
    /// a read lock on its byte 128 (SQLite's UNIX_SHM_DMS), which a write lock would conflict
    /// with. A database this process still has open is in use without looking: opening its
    /// `-shm` here would drop the locks.
    static func sharedMemoryIsInUse(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        if OpenDatabaseFiles.match(status) != nil { return true }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 128
        lock.l_len = 1
        guard fcntl(descriptor, F_GETLK, &lock) == 0 else { return true }
        return lock.l_type != Int16(F_UNLCK)
    }

    // MARK: - The one place a user's file is opened

    /// Opens `path` after `check`, verifies the opened file is the one checked, and hands the
    /// descriptor and the file's size to `body`; the descriptor is closed after.
    private static func withOpened<Result>(_ path: RawPath, limit: Int, allowEmpty: Bool = false, purpose: Purpose,
                                           _ body: (Int32, Int) throws(ScorekeeperError) -> Result) throws(ScorekeeperError) -> Result {
        let shown = "'\(path)'"
        let status = try check(path, limit: limit, allowEmpty: allowEmpty, purpose: purpose)
        // O_NONBLOCK: should a FIFO be swapped in after the check, opening it does not wait for
        // a writer. O_NOCTTY: a terminal device never becomes our controlling terminal.
        let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else { throw purpose.error(describe(errno: errno, shown: shown, purpose: purpose)) }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else { throw purpose.error(describe(errno: errno, shown: shown, purpose: purpose)) }
        guard opened.st_dev == status.st_dev, opened.st_ino == status.st_ino else {
            throw purpose.error("\(shown) changed while it was being read; try again.")
        }
        try checkKind(opened, shown: shown, limit: limit, allowEmpty: allowEmpty, purpose: purpose)
        return try body(descriptor, Int(opened.st_size))
    }

    /// Reads until `buffer` is full or the file ends; the count read, or nil on an error (errno).
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        var total = 0
        while total < buffer.count {
            let count = Glibc.read(descriptor, buffer.baseAddress! + total, buffer.count - total)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            total += count
        }
        return total
    }

    private static func checkKind(_ status: stat, shown: String, limit: Int, allowEmpty: Bool,
                                  purpose: Purpose) throws(ScorekeeperError) {
        if let kind = FileCheck.specialKind(status) {
            throw purpose.error("\(shown) is \(kind), not a \(purpose.noun).")
        }
        if status.st_size == 0 && !allowEmpty { throw purpose.error("\(shown) is empty.") }
        if Int(status.st_size) > limit {
            throw purpose.error(tooLarge(shown: shown, size: Int(status.st_size), limit: limit, purpose: purpose))
        }
    }

    /// "'x.yaml' is too large (600 KB); a sheet can be at most 256 KB." Both sizes are written in
    /// the same units (`sizeText`), and in bytes when those would make them look alike.
    static func tooLarge(shown: String, size: Int, limit: Int, purpose: Purpose) -> String {
        var sizeShown = sizeText(size), limitShown = sizeText(limit, limit: true)
        if sizeShown == sizeText(limit) {
            sizeShown = "\(size) bytes"
            limitShown = "\(limit) bytes"
        }
        return "\(shown) is too large (\(sizeShown)); a \(purpose.noun) can be at most \(limitShown)."
    }

    /// A file's size as people read it: megabytes from one up ("200.0 MB"), kilobytes below
    /// ("600 KB"), bytes below a kilobyte. A `limit` that is a whole number of its unit is written
    /// whole ("50 MB"). Megabytes alone wrote a limit of 256 KB as "0 MB".
    static func sizeText(_ bytes: Int, limit: Bool = false) -> String {
        let kilobyte = 1024, megabyte = 1024 * 1024
        if bytes >= megabyte {
            if limit && bytes % megabyte == 0 { return "\(bytes / megabyte) MB" }
            return String(format: "%.1f MB", Double(bytes) / Double(megabyte))
        }
        if bytes >= kilobyte {
            return String(format: "%.0f KB", Double(bytes) / Double(kilobyte))
        }
        return "\(bytes) bytes"
    }

    private static func describe(errno code: Int32, shown: String, purpose: Purpose) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "No file at \(shown)."
        case ELOOP: return "\(shown) is a loop of symbolic links."
        case EACCES, EPERM: return "\(shown) cannot be read (permission denied)."
        case ENAMETOOLONG: return "\(shown) is too long a path."
        case EISDIR: return "\(shown) is a folder, not a \(purpose.noun)."
        default: return "\(shown) cannot be read (\(String(cString: strerror(code))))."
        }
    }
}
