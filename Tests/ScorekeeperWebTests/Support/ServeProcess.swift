import Foundation
import TestSupport

/// `scorekeeper serve` running as a process: started, waited for until it prints its link, and
/// stopped with a signal.
final class ServeProcess {
    let pid: pid_t
    let outputPath: String
    private(set) var link = ""
    private(set) var port = 0
    private var exited: Int32?

    /// Starts `scorekeeper --db DATABASE serve ARGUMENTS` and waits until it prints "Serving at".
    init(database: String, arguments: [String], folder: TemporaryFolder) throws {
        outputPath = folder.file("serve-\(UUID().uuidString).out")
        pid = try SpawnedProgram.spawn(try ScorekeeperBinary.path(), ["--db", database, "serve"] + arguments, outputPath: outputPath)
        let started = waitUntilBlocking(timeout: .seconds(60)) { [self] in
            if self.hasExited { return true }
            return self.output.contains("Serving at ") && self.output.contains("Ctrl-C stops it.")
        }
        guard started, !hasExited,
              let line = output.split(separator: "\n").first(where: { $0.hasPrefix("Serving at ") }) else {
            throw Failure("serve did not start: \(output)")
        }
        link = String(line.dropFirst("Serving at ".count))
        let afterColon = link.split(separator: ":")[2]
        port = Int(afterColon.prefix { $0.isNumber }) ?? 0
    }

    var output: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }

    /// The key the link carries.
    var token: String { String(link.split(separator: "token=").last ?? "") }

    var hasExited: Bool {
        if exited != nil { return true }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid { exited = status }
        return exited != nil
    }

    /// Sends `signal` and waits for the exit; returns the wait status (nil: it did not stop).
    func stop(_ signal: Int32 = SIGTERM) -> Int32? {
        kill(pid, signal)
        _ = waitUntilBlocking(timeout: .seconds(30)) { self.hasExited }
        return exited
    }

    deinit {
        if !hasExited {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
