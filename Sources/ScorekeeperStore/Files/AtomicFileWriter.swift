import Foundation

/// Writes a file so that it appears whole or not at all: the bytes go to a temporary file in
/// the same folder, which is synced and then moved into place. A destination that is one of the
/// open database's files is refused first (`UserFiles`): moving a file onto it would leave every
/// program writing to the old one.
public enum AtomicFileWriter {
    public static func write(_ data: Data, to path: RawPath, replacing: Bool) throws {
        let shown = "'\(path)'"
        guard path.isUsable else { throw ScorekeeperError.other("\(shown) is not a valid path.") }
        try UserFiles.checkDestination(path, purpose: UserFiles.Purpose(noun: "file") { .other($0) })
        var status = stat()
        if withCString(path.bytes, { lstat($0, &status) }) == 0 {
            // A link is judged by what it leads to (a dangling one is replaced like a file). The
            // rename below would put a regular file in place of whatever is there: as root,
            // `/dev/null` or `/dev/stdout` itself, or a link to a folder.
            var target = status
            if status.st_mode & S_IFMT == S_IFLNK, withCString(path.bytes, { stat($0, &target) }) != 0 {
                target = status
            }
            switch target.st_mode & S_IFMT {
            case S_IFREG, S_IFLNK: break
            case S_IFDIR: throw ScorekeeperError.other("\(shown) is a folder; give a file name.")
            case S_IFCHR, S_IFBLK: throw notAFile(shown, "a device")
            case S_IFIFO: throw notAFile(shown, "a named pipe (FIFO)")
            case S_IFSOCK: throw notAFile(shown, "a socket")
            default: throw notAFile(shown, "a special file")
            }
            if !replacing { throw ScorekeeperError.other("\(shown) already exists; add --force to replace it.") }
        }

        let slash = path.bytes.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { $0 == 0 ? [UInt8(ascii: "/")] : Array(path.bytes[..<$0]) } ?? [UInt8(ascii: ".")]
        let name = slash.map { Array(path.bytes[($0 + 1)...]) } ?? path.bytes
        guard !name.isEmpty else { throw ScorekeeperError.other("\(shown) is a folder; give a file name.") }
        // A hidden name in the same folder: a rename within one file system is atomic.
        var template = (folder + Array("/.".utf8) + name + Array(".scorekeeper-XXXXXX".utf8)).map { CChar(bitPattern: $0) } + [0]
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(errno, shown: shown) }
        let temporary = Array(template.dropLast()).map { UInt8(bitPattern: $0) }
        var moved = false
        defer {
            if !moved { _ = withCString(temporary) { unlink($0) } }
        }

        do {
            defer { close(descriptor) }
            try data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw failure(errno, shown: shown)
                    }
                    offset += written
                }
            }
            // mkstemp makes the file private (0600); an exported photo gets the usual mode.
            let mask = umask(0)
            umask(mask)
            fchmod(descriptor, 0o666 & ~mask)
            guard fsync(descriptor) == 0 else { throw failure(errno, shown: shown) }
        }

        if replacing {
            guard withCString(temporary, { source in withCString(path.bytes) { rename(source, $0) } }) == 0 else {
                throw failure(errno, shown: shown)
            }
        } else {
            // link() refuses an existing name atomically, so a file created meanwhile is kept.
            let linked = withCString(temporary, { source in withCString(path.bytes) { link(source, $0) } })
            if linked != 0 {
                let code = errno
                if code == EEXIST { throw ScorekeeperError.other("\(shown) already exists; add --force to replace it.") }
                // Some file systems have no hard links: fall back to a rename after a last check.
                guard [EPERM, ENOTSUP, EOPNOTSUPP, EMLINK].contains(code),
                      withCString(path.bytes, { lstat($0, &status) }) != 0,
                      withCString(temporary, { source in withCString(path.bytes) { rename(source, $0) } }) == 0 else {
                    throw failure(code, shown: shown)
                }
                moved = true
                syncFolder(folder)
                return
            }
            // The temporary name goes away in the deferred unlink; the photo stays under its name.
            syncFolder(folder)
            return
        }
        moved = true
        syncFolder(folder)
    }

    /// A new name is only durable once its folder reaches the disk.
    private static func syncFolder(_ folder: [UInt8]) {
        UserFiles.syncFolder(RawPath(bytes: folder))
    }

    private static func withCString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    private static func notAFile(_ shown: String, _ kind: String) -> ScorekeeperError {
        .other("\(shown) is \(kind), not a file; only a file is replaced (OUT - writes to standard output).")
    }

    private static func failure(_ code: Int32, shown: String) -> ScorekeeperError {
        switch code {
        case EACCES, EPERM, EROFS: return .other("Cannot write \(shown) (permission denied).")
        case ENOENT, ENOTDIR: return .other("Cannot write \(shown): its folder does not exist.")
        case ENOSPC: return .other("Cannot write \(shown): the disk is full.")
        default: return .other("Cannot write \(shown) (\(String(cString: strerror(code)))).")
        }
    }
}
