import Foundation
import TestSupport
import Testing

/// The real `scorekeeper` binary running in a detached tmux server of its own, driven with
/// `send-keys` and read with `capture-pane`.
final class Tmux {
    /// tmux's path, or nil when it is not installed (the tests are then skipped).
    static let executable = SpawnedProgram.path(of: "tmux")

    static var isAvailable: Bool { executable != nil }

    /// The `scorekeeper` binary SwiftPM built next to the test bundle (the test target depends on
    /// the executable target, so it is built before the tests run).
    static var scorekeeperBinary: String {
        // A missing binary shows as the command failing to start, with its path in the output.
        (try? ScorekeeperBinary.path()) ?? "scorekeeper"
    }

    let socket = "scorekeeper-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    private(set) var lastScreen = ""

    /// Starts `command` (run by sh) in a window of the given size with a UTF-8, 256-color
    /// terminal. When the command ends, the pane prints its exit status and stays open (a
    /// `sleep` that kill-server ends), so the test can read it.
    init(command: String, columns: Int = 100, rows: Int = 30, workingDirectory: String? = nil,
         environment: [String: String] = [:]) throws {
        var variables = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        variables.merge(environment) { $1 }
        let exports = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Tmux.quote($0.value))" }.joined(separator: " ")
        let cd = workingDirectory.map { "cd \(Tmux.quote($0)) && " } ?? ""
        // `swift test` sets NO_COLOR for the tests; the program under test gets it only if asked.
        // tmux's remain-on-exit can lose the last lines a dying pane printed, so the shell waits.
        let script = "\(cd)env -u NO_COLOR \(exports) \(command); echo \"EXIT=$?\"; exec sleep 600"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", String(columns), "-y", String(rows), script])
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Quotes a value for sh.
    static func quote(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        try Tmux.run(Tmux.executable ?? "tmux", ["-L", socket] + arguments)
    }

    /// Runs a program and returns what it printed; throws when it fails (`SpawnedProgram`).
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let (status, text) = try runWithStatus(executable, arguments)
        guard SpawnedProgram.succeeded(status) else {
            throw CommandFailure(command: ([executable] + arguments).joined(separator: " "), output: text)
        }
        return text
    }

    /// Runs a program and returns its wait status and what it printed, whatever the status.
    static func runWithStatus(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try SpawnedProgram.run(executable, arguments)
    }

    /// Starts a program with stdin from /dev/null and stdout and stderr appended to `outputPath`.
    static func spawn(_ executable: String, _ arguments: [String], outputPath: String) throws -> pid_t {
        try SpawnedProgram.spawn(executable, arguments, outputPath: outputPath)
    }

    /// Named keys (`Enter`, `Escape`, `C-u`, `Down`).
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// Text typed as is, wide characters included.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "main", "-l", text])
    }

    func screen() throws -> String {
        lastScreen = try tmux(["capture-pane", "-p", "-t", "main"])
        return lastScreen
    }

    /// Polls the screen until `condition` holds, up to `timeout`; records a failure with the last
    /// screen otherwise. The timeout is a bound for a hung program, not a speed requirement.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 30, sourceLocation: SourceLocation = #_sourceLocation,
                 _ condition: (String) -> Bool) throws -> Bool {
        if try waitUntilBlocking(timeout: .seconds(timeout), { condition(try screen()) }) { return true }
        Issue.record("Timed out waiting for \(what). Screen:\n\(lastScreen)", sourceLocation: sourceLocation)
        return false
    }

    @discardableResult
    func waitFor(text: String, timeout: TimeInterval = 30, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        try waitFor("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// The screen line that contains `text`.
    func line(containing text: String) -> String? {
        lastScreen.split(separator: "\n").first { $0.contains(text) }.map(String.init)
    }
}

/// A command that exited with a failure status.
struct CommandFailure: Error, CustomStringConvertible {
    var command: String
    var output: String
    var description: String { "\(command) failed: \(output)" }
}
