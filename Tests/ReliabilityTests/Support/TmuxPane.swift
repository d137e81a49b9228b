import Foundation
import TestSupport

/// A program running in a detached tmux server of its own, driven with `send-keys` and read with
/// `capture-pane`: the few pieces of EndToEndTests' tmux harness the reliability tests need (a test
/// target cannot import another's types). The server is killed when the value goes away, whatever
/// the test's outcome.
final class TmuxPane: @unchecked Sendable {
    /// tmux's path, or nil when it is not installed.
    static let executable = SpawnedProgram.path(of: "tmux")

    static var isAvailable: Bool { executable != nil }

    let socket = "scorekeeper-soak-\(getpid())-\(UUID().uuidString.prefix(8))"
    /// The last screen `screen()` read (guarded by `lock`: several threads may read the pane).
    private var captured = ""
    private let lock = NSLock()

    var lastScreen: String { lock.withLock { captured } }

    /// Starts `command` (run by sh) in `workingDirectory`, in a window of the given size with a
    /// UTF-8, 256-colour terminal. When the command ends the pane prints `EXIT=status` and stays
    /// (a `sleep` that kill-server ends), so the test can read how it ended.
    init(command: String, workingDirectory: String, columns: Int = 120, rows: Int = 34) throws {
        // `swift test` sets NO_COLOR for the tests; the program under test should not get it.
        let script = "cd \(Self.quote(workingDirectory)) && env -u NO_COLOR TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 "
            + "\(command); echo \"EXIT=$?\"; exec sleep 600"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", String(columns), "-y", String(rows), script])
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Quotes a value for sh.
    static func quote(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Named keys (`Enter`, `Escape`, `Down`) or single characters.
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// Text typed as is.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "main", "-l", text])
    }

    /// The pane's text now.
    @discardableResult
    func screen() throws -> String {
        let text = try tmux(["capture-pane", "-p", "-t", "main"])
        lock.withLock { captured = text }
        return text
    }

    /// Polls the screen until `condition` holds for it (the bound only catches a hung program);
    /// returns whether it held.
    func waitFor(timeout: Duration = .seconds(60), _ condition: (String) -> Bool) throws -> Bool {
        try waitUntilBlocking(timeout: timeout, every: .milliseconds(40)) { condition(try screen()) }
    }

    /// The first line of `screen` that contains `text`.
    static func line(containing text: String, in screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(text) }.map(String.init)
    }

    /// The score shown in the row of `name` on `screen`: the row's last number (a leader's row
    /// ends with a star after it).
    static func shownScore(of name: String, in screen: String) -> Int? {
        line(containing: name, in: screen)?.split(separator: " ").reversed().lazy.compactMap { Int($0) }.first
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.run(Self.executable ?? "tmux", ["-L", socket] + arguments)
    }

    /// Runs a program to its end and returns what it printed; throws when it fails.
    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let (status, text) = try SpawnedProgram.run(executable, arguments)
        guard SpawnedProgram.succeeded(status) else {
            throw TmuxFailure(description: "\(([executable] + arguments).joined(separator: " ")) failed: \(text)")
        }
        return text
    }
}

/// A tmux command that failed.
struct TmuxFailure: Error, CustomStringConvertible {
    var description: String
}
