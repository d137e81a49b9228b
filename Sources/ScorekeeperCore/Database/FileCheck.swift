import Foundation

/// The checks made on a database path before SQLite opens it, with plain system calls: every
/// command makes them, and Foundation's `FileManager` and `FileHandle` cost a command more to
/// start than the checks themselves.
enum FileCheck {
    /// What is at a path (symbolic links followed, as `FileManager.fileExists` does).
    enum Kind { case missing, folder, file }

    static func kind(_ path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    /// The file's first `count` bytes (fewer for a shorter file), or nil when it cannot be
    /// opened for reading.
    static func firstBytes(_ path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got > 0 {
                filled += got
            } else if got < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        return Array(bytes.prefix(filled))
    }

    /// SQLite's first 16 bytes.
    static let sqliteHeader = Array("SQLite format 3\0".utf8)
}
