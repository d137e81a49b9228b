import Foundation
import ScorekeeperWeb

/// What this program says once it listens.
enum ServeAnnouncement {
    /// For a person (`scorekeeper serve`): the link, and with --lan every address and the risk.
    static func text(_ server: RunningWebServer) -> String {
        var lines = ["Serving at \(server.addresses[0])"]
        if server.isOnNetwork {
            lines.append("Open to the local network; listening on " + server.listeningOn.joined(separator: ", ") + ".")
            for address in server.addresses.dropFirst() { lines.append("  \(address)") }
            lines.append("These pages are plain HTTP: anyone on this network can read them, and the link's key lasts until the server stops.")
        } else {
            lines.append("Only this machine can open it (127.0.0.1); --lan opens it to the local network.")
        }
        lines.append("Ctrl-C stops it.")
        return lines.joined(separator: "\n")
    }

    /// For the interface (`--announce`): a line per address, then `ready` (read by the
    /// interface's `ServeAnnouncement.read`).
    static func lines(_ server: RunningWebServer) -> String {
        server.addresses.map { "address \($0)\n" }.joined() + "ready\n"
    }

    /// For the interface: why it could not serve, on one line.
    static func failure(_ message: String) -> String {
        "error " + message.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n"
    }

    /// Writes `text` to standard output at once, whatever it is (a script waits for the line).
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
