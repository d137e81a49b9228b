import Foundation
import ScorekeeperCore

/// The other side of a sync at the end of an `ssh` command: `scorekeeper sync-serve` on the
/// other machine, one JSON line each way per request, as git and rsync talk over ssh.
final class RemoteSyncPeer: SyncPeer {
    private let process = Process()
    private let input: FileHandle
    private let output: FileHandle
    private var buffer = Data()
    private(set) var bytesSent = 0
    private(set) var bytesReceived = 0

    /// `host:path` or `user@host:path` (a colon before any slash, as scp and rsync read it).
    static func remoteTarget(_ other: String) -> (host: String, path: String)? {
        guard let colon = other.firstIndex(of: ":") else { return nil }
        let host = String(other[..<colon])
        guard !host.isEmpty, !host.contains("/") else { return nil }
        return (host, String(other[other.index(after: colon)...]))
    }

    init(ssh: String, host: String, remoteCommand: String, path: String) throws {
        // Shell words, as rsync reads `-e`: a quoted program path with spaces stays one word.
        let words = try ShellWords.split(ssh, what: "The ssh command")
        guard let program = words.first else { throw ScorekeeperError.other("The ssh command is empty.") }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The remote side runs the words through its shell: the path is quoted for it.
        process.arguments = [program] + words.dropFirst() + [host, "\(remoteCommand) sync-serve --db \(ShellWords.quoted(path))"]
        let toRemote = Pipe()
        let fromRemote = Pipe()
        process.standardInput = toRemote
        process.standardOutput = fromRemote
        input = toRemote.fileHandleForWriting
        output = fromRemote.fileHandleForReading
        do {
            try process.run()
        } catch {
            throw ScorekeeperError.other("Cannot run \(Sanitized.text(program)): \(error.localizedDescription)")
        }
    }

    func send(_ request: SyncRequest) throws -> SyncResponse {
        let line = try JSONEncoder().encode(request) + Data("\n".utf8)
        bytesSent += line.count
        input.write(line)
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let answer = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                bytesReceived += answer.count + 1
                return try JSONDecoder().decode(SyncResponse.self, from: Data(answer))
            }
            let more = output.availableData
            if more.isEmpty {
                throw ScorekeeperError.other("The connection closed before the sync finished; nothing was lost, run it again.")
            }
            buffer.append(more)
        }
    }

    /// Closes the other side's input, so it ends, and waits for ssh.
    func finish() {
        try? input.close()
        process.waitUntilExit()
    }
}
