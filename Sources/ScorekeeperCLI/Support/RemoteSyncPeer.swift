import Foundation
import ScorekeeperStore
import ScorekeeperSync

/// The other side of a sync at the end of an `ssh` command: `scorekeeper sync-serve` on the
/// other machine, speaking frames (`SyncFrames`) over its standard input and output, as git and
/// rsync talk over ssh. Everything it sends is checked before it is used (`SyncChannel`), and
/// within deadlines (`SyncDeadlines`): a silent or slow other side ends the sync with an error
/// naming it, and `ssh` is ended with it.
final class RemoteSyncPeer: SyncPeer {
    private let process = Process()
    private let toRemote = Pipe()
    private let fromRemote = Pipe()
    private let writer: SyncFrameWriter
    private let reader: SyncFrameReader
    private let timer: SyncTimer
    var bytesSent: Int { writer.bytesWritten }
    var bytesReceived: Int { reader.bytesRead }
    /// Its clock is the other machine's, read only through the stamps it sends.
    var wallClock: WallClock? { nil }

    /// `host:path` or `user@host:path` (a colon before any slash, as scp and rsync read it).
    static func remoteTarget(_ other: String) -> (host: String, path: String)? {
        guard let colon = other.firstIndex(of: ":") else { return nil }
        let host = String(other[..<colon])
        guard !host.isEmpty, !host.contains("/") else { return nil }
        return (host, String(other[other.index(after: colon)...]))
    }

    /// `ssh`: the ssh command's words (see `ShellWords`), program first; `name`: the other copy
    /// as the user gave it, for errors.
    init(ssh words: [String], host: String, remoteCommand: String, path: String, name: String, deadlines: SyncDeadlines) throws {
        guard let program = words.first else { throw ScorekeeperError.other("The ssh command is empty.") }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The remote side runs the words through its shell: the path is quoted for it.
        process.arguments = [program] + words.dropFirst() + [host, "\(remoteCommand) sync-serve --db \(ShellWords.quoted(path))"]
        process.standardInput = toRemote
        process.standardOutput = fromRemote
        // The whole sync's clock starts with ssh: connecting counts against it.
        timer = SyncTimer(deadlines)
        let peer = "The other copy (\(name))"
        writer = SyncFrameWriter(SyncFileStream(descriptor: toRemote.fileHandleForWriting.fileDescriptor), timer: timer, peer: peer)
        reader = SyncFrameReader(SyncFileStream(descriptor: fromRemote.fileHandleForReading.fileDescriptor), peer: peer, timer: timer)
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

    /// Closes the other side's input, so it ends, and waits for ssh to close its output and
    /// exit, within a frame's deadline; past it, ssh is ended like a peer given up on.
    func finish() {
        try? toRemote.fileHandleForWriting.close()
        let source = SyncFileStream(descriptor: fromRemote.fileHandleForReading.fileDescriptor)
        let deadline = timer.frameDeadline()
        var scratch = [UInt8](repeating: 0, count: 4096)
        do {
            // Anything after the last answer is not ours to read: only the end of the stream counts.
            while try scratch.withUnsafeMutableBytes({ try source.read(into: $0, before: deadline) }) > 0 {}
        } catch {
            end()
            return
        }
        // ssh exits as it closes its output; there is no descriptor to poll for an exit, so it
        // is looked for every 10 ms until the deadline.
        while !reaped(WNOHANG) {
            guard ContinuousClock.now < deadline else { end(); return }
            _ = poll(nil, 0, 10)
        }
    }

    /// Ends ssh after a failed sync (a deadline passed, an answer was refused): it may be
    /// stuck, or a command that ignores its closed input, and must not outlive the sync.
    func abandon() {
        try? toRemote.fileHandleForWriting.close()
        end()
    }

    /// Kills ssh outright (we have nothing more to say to it, and a polite end could hang too)
    /// and reaps it. Not `Process.waitUntilExit`: Foundation learns of the exit from a socket
    /// the child's own children inherit, so it waits for the last of them (a `ProxyCommand`, a
    /// forwarder's `sleep`), and would hang with them.
    private func end() {
        if !reaped(WNOHANG) {
            kill(process.processIdentifier, SIGKILL)
            _ = reaped(0)
        }
    }

    /// Whether ssh has exited (and is reaped now); with `WNOHANG`, without waiting.
    private func reaped(_ options: Int32) -> Bool {
        var status: Int32 = 0
        while true {
            let result = waitpid(process.processIdentifier, &status, options)
            if result == process.processIdentifier { return true }
            if result == 0 { return false }
            if errno == EINTR { continue }
            // ECHILD: Foundation reaped it first.
            return true
        }
    }
}
