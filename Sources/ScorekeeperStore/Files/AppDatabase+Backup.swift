import Foundation
import GRDB

// Backups: a consistent copy of the whole database, taken while other processes keep writing.
extension AppDatabase {
    /// Copies a consistent snapshot of the database to `path`, atomically.
    ///
    /// The copy is made with SQLite's online backup into a temporary file in the destination's
    /// folder, switched to the rollback journal (so it is one self-contained file, with no -wal
    /// or -shm beside it), then moved into place: `path` either does not change or holds a
    /// complete copy. An existing `path` is refused unless `replacing` is true.
    public func backup(to path: String, replacing: Bool = false) throws {
        let fileManager = FileManager.default
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let shown = Sanitized.text(path)
        // Over the database (under any name) or its log, a rename would leave every program
        // writing to a file that is no longer there.
        try UserFiles.checkDestination(RawPath(path), purpose: UserFiles.Purpose(noun: "backup") { .other($0) })

        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ScorekeeperError.other("The folder \(Sanitized.text(folder)) does not exist; nothing was written.")
        }
        if access(folder, W_OK) != 0 {
            throw ScorekeeperError.other("The folder \(Sanitized.text(folder)) is read-only; nothing was written.")
        }
        if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                throw ScorekeeperError.other("\(shown) is a folder; give a file name for the backup.")
            }
            if !replacing {
                throw ScorekeeperError.other("\(shown) already exists; nothing was written.")
            }
        }

        let temporary = Self.temporaryFile(beside: path, kind: "backup")
        // Whatever happened, nothing temporary is left behind.
        defer { Self.removeTemporaryFile(temporary) }
        do {
            let copy = try DatabaseQueue(path: temporary)
            // One step (all pages) inside one read transaction: a snapshot that concurrent
            // writers cannot tear.
            try dbWriter.backup(to: copy)
            // A damaged file would be copied damage and all, and "Backed up" would be a lie: the
            // copy is checked before it takes the name.
            let problems = try copy.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check(5)") }
            guard problems == ["ok"] else {
                if let source = self.path { DamagedFiles.mark(source) }
                throw ScorekeeperError.database("No backup was written: " + DamagedFiles.message(self.path, detail: Self.integrityDetail(problems)))
            }
            let mode = try copy.writeWithoutTransaction { db in
                // The pages came from a WAL database, so the copy says "WAL" too; switching to
                // the rollback journal folds any log back into the file and makes it one file.
                try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE")
            }
            try copy.close()
            guard mode == "delete" else {
                throw ScorekeeperError.other("The backup could not be made self-contained (journal mode \(mode ?? "unknown")); nothing was written.")
            }
        } catch let error as ScorekeeperError {
            throw error
        } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
            // Damaged past what the check can even report.
            if let source = self.path { DamagedFiles.mark(source) }
            throw ScorekeeperError.database("No backup was written: " + DamagedFiles.message(self.path))
        } catch {
            throw DatabaseErrorMessage.translate(error, path: self.path)
        }

        if replacing {
            guard rename(temporary, path) == 0 else {
                throw ScorekeeperError.other("Cannot move the backup to \(shown) (\(Self.reason(errno))); nothing was written.")
            }
        } else if let code = Self.placeWithoutReplacing(temporary, at: path) {
            if code == EEXIST {
                throw ScorekeeperError.other("\(shown) already exists; nothing was written.")
            }
            throw ScorekeeperError.other("Cannot move the backup to \(shown) (\(Self.reason(code))); nothing was written.")
        }
        // The rename is only durable once the folder itself reaches the disk.
        UserFiles.syncFolder(RawPath(folder))
    }

    /// A name for a file made whole before it takes `path`'s name: hidden, unique, and in
    /// `path`'s folder, so the final link or rename never crosses file systems.
    static func temporaryFile(beside path: String, kind: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().path + "/." + url.lastPathComponent + "." + kind + "-" + UUID().uuidString.lowercased()
    }

    /// Removes a temporary database file and whatever SQLite left beside it.
    static func removeTemporaryFile(_ temporary: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: temporary + suffix)
        }
    }

    /// Gives the complete file `temporary` the name `path`, only if nothing has it: nil when
    /// done, else the reason (`EEXIST` when `path` appeared meanwhile). `temporary` is left to
    /// the caller to remove.
    private static func placeWithoutReplacing(_ temporary: String, at path: String) -> Int32? {
        // link() fails if `path` appeared meanwhile, where rename() would replace it.
        guard link(temporary, path) != 0 else { return nil }
        let code = errno
        if code == EEXIST { return code }
        // File systems without hard links (vfat and exFAT sticks, many network mounts):
        // fall back to a rename after a last check that the name is still free.
        var status = stat()
        guard [EPERM, ENOTSUP, EOPNOTSUPP, EMLINK].contains(code), lstat(path, &status) != 0,
              rename(temporary, path) == 0 else {
            return code
        }
        return nil
    }

    /// SQLite's integrity report as part of one line.
    static func integrityDetail(_ problems: [String]) -> String {
        let line = problems.filter { !$0.hasPrefix("***") }.joined(separator: "; ")
            .replacingOccurrences(of: "\n", with: " ")
        return "integrity check: " + Sanitized.text(String(line.prefix(160)))
    }

    /// A short reason for a failed system call, for one-line messages.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
