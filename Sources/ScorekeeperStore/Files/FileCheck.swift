import Foundation

/// What is at a path, told by `stat` alone (nothing is opened), with plain system calls: every
/// command makes these checks, and Foundation's `FileManager` costs a command more to start than
/// the checks themselves.
public enum FileCheck {
    /// What is at a path (symbolic links followed, as `FileManager.fileExists` does).
    public enum Kind: Equatable {
        case missing, folder, file
        /// Something that is neither a regular file nor a folder: a FIFO (opening it would block),
        /// a device (`/dev/null`, `/dev/zero`), a socket; the phrase says which ("a named pipe (FIFO)").
        case special(String)
    }

    public static func kind(_ path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        if status.st_mode & S_IFMT == S_IFDIR { return .folder }
        return specialKind(status).map(Kind.special) ?? .file
    }

    /// What a status that is not a regular file is, as messages say it ("a folder", "a device");
    /// nil for a regular file.
    public static func specialKind(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }

    /// SQLite's first 16 bytes.
    static let sqliteHeader = Array("SQLite format 3\0".utf8)
}
