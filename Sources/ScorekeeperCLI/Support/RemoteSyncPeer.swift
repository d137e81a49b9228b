import Foundation
import ScorekeeperCore

/// The other side of a sync at the end of an `ssh` command: `scorekeeper sync-serve` on the
/// other machine, speaking frames (`SyncFrames`) over its standard input and output, as git and
/// rsync talk over ssh. Everything it sends is checked before it is used (`SyncChannel`).
final class RemoteSyncPeer: SyncPeer {
    private let process = Process()
    private let toRemote = Pipe()
    private let fromRemote = Pipe()
    private let writer: SyncFrameWriter
    private let reader: SyncFrameReader
    var bytesSent: Int { writer.bytesWritten }
    var bytesReceived: Int { reader.bytesRead }

    /// `host:path` or `user@host:path` (a colon before any slash, as scp and rsync read it).
    static func remoteTarget(_ other: String) -> (host: String, path: String)? {
        guard let colon = other.firstIndex(of: ":") else { return nil }
        let host = String(other[..<colon])
        guard !host.isEmpty, !host.contains("/") else { return nil }
        return (host, String(other[other.index(after: colon)...]))
    }

    /// `ssh`: the ssh command's words (see `ShellWords`), program first.
    init(ssh words: [String], host: String, remoteCommand: String, path: String) throws {
        guard let program = words.first else { throw ScorekeeperError.other("The ssh command is empty.") }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The remote side runs the words through its shell: the path is quoted for it.
        process.arguments = [program] + words.dropFirst() + [host, "\(remoteCommand) sync-serve --db \(ShellWords.quoted(path))"]
        process.standardInput = toRemote
        process.standardOutput = fromRemote
        writer = SyncFrameWriter(SyncFileStream(descriptor: toRemote.fileHandleForWriting.fileDescriptor))
        reader = SyncFrameReader(SyncFileStream(descriptor: fromRemote.fileHandleForReading.fileDescriptor))
        do {
            try process.run()
        } catch {
            throw ScorekeeperError.other("Cannot run \(Sanitized.text(program)): \(error.localizedDescription)")
        }
    }

    func send(_ request: SyncRequest) throws -> SyncResponse {
        if !greeted {
            do { try writer.greet() } catch { throw ScorekeeperError.other(String(describing: error)) }
            greeted = true
        }
        return try SyncChannel.exchange(request, writer: writer, reader: reader)
    }

    private var greeted = false

    /// Closes the other side's input, so it ends, and waits for ssh.
    func finish() {
        try? toRemote.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
