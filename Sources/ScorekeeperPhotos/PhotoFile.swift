import Foundation
import ScorekeeperCore

/// Reads a photo file without ever blocking or reading forever: the path is checked with stat
/// before it is opened (a FIFO would block, /dev/zero never ends), and the opened file is
/// checked again so a file swapped in between is caught.
enum PhotoFile {
    /// Checks that `path` names a regular, non-empty file within `limit` bytes; returns its status.
    static func check(_ path: RawPath, limit: Int) throws(ScorekeeperError) -> stat {
        let shown = "'\(path)'"
        guard path.isUsable else {
            throw .photo(path.bytes.isEmpty ? "No photo file was given." : "\(shown) is not a valid path.")
        }
        var status = stat()
        let result = path.withCString { stat($0, &status) }
        if result != 0 {
            throw .photo(describe(errno: errno, shown: shown))
        }
        try checkKind(status, shown: shown, limit: limit)
        return status
    }

    /// The file's bytes, exactly as stored.
    static func read(_ path: RawPath, limit: Int) throws(ScorekeeperError) -> Data {
        let status = try check(path, limit: limit)
        let shown = "'\(path)'"
        // O_NONBLOCK: should a FIFO be swapped in after the check, opening it does not wait for
        // a writer. O_NOCTTY: a terminal device never becomes our controlling terminal.
        let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else { throw .photo(describe(errno: errno, shown: shown)) }
        defer { close(descriptor) }

        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else { throw .photo(describe(errno: errno, shown: shown)) }
        guard opened.st_dev == status.st_dev, opened.st_ino == status.st_ino else {
            throw .photo("\(shown) changed while it was being read; try again.")
        }
        try checkKind(opened, shown: shown, limit: limit)

        // Read one byte more than expected, so a file that grew past the limit is noticed.
        let expected = Int(opened.st_size)
        let capacity = min(expected, limit) + 1
        var data = Data(count: capacity)
        var total = 0
        let failure: Int32? = data.withUnsafeMutableBytes { buffer -> Int32? in
            while total < capacity {
                let count = Glibc.read(descriptor, buffer.baseAddress! + total, capacity - total)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if count == 0 { break }
                total += count
            }
            return nil
        }
        if let failure { throw .photo(describe(errno: failure, shown: shown)) }
        if total > limit { throw tooLarge(shown: shown, size: total, limit: limit) }
        if total == 0 { throw .photo("\(shown) is empty.") }
        data.count = total
        return data
    }

    private static func checkKind(_ status: stat, shown: String, limit: Int) throws(ScorekeeperError) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .photo("\(shown) is a folder, not a photo.")
        case S_IFIFO: throw .photo("\(shown) is a named pipe (FIFO), not a photo.")
        case S_IFCHR, S_IFBLK: throw .photo("\(shown) is a device, not a photo.")
        case S_IFSOCK: throw .photo("\(shown) is a socket, not a photo.")
        default: throw .photo("\(shown) is not a regular file.")
        }
        if status.st_size == 0 { throw .photo("\(shown) is empty.") }
        if Int(status.st_size) > limit { throw tooLarge(shown: shown, size: Int(status.st_size), limit: limit) }
    }

    private static func tooLarge(shown: String, size: Int, limit: Int) -> ScorekeeperError {
        let megabyte = 1024.0 * 1024.0
        let sizeText = String(format: "%.1f", Double(size) / megabyte)
        return .photo("\(shown) is too large (\(sizeText) MB); a photo can be at most \(Int(Double(limit) / megabyte)) MB.")
    }

    private static func describe(errno code: Int32, shown: String) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "No file at \(shown)."
        case ELOOP: return "\(shown) is a loop of symbolic links."
        case EACCES, EPERM: return "\(shown) cannot be read (permission denied)."
        case ENAMETOOLONG: return "\(shown) is too long a path."
        case EISDIR: return "\(shown) is a folder, not a photo."
        default: return "\(shown) cannot be read (\(String(cString: strerror(code))))."
        }
    }
}
