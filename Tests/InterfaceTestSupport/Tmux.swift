import Foundation
import Testing
import TestSupport

/// A program (the real `scorekeeper`, mostly) running in a detached tmux server of its own,
/// driven with `send-keys` and read with `capture-pane`: the one tmux harness of the end-to-end
/// and reliability tests. The server is killed when the value goes away, whatever the test's
/// outcome.
///
/// Several threads may read one pane (a soak's loops), hence the lock around the last screen.
public final class Tmux: @unchecked Sendable {
    /// tmux's path, or nil when it is not installed (the suites that need it are then reported
    /// as skipped: see `ConditionTrait.tmuxInstalled`).
    public static let executable = SpawnedProgram.path(of: "tmux")

    public static var isAvailable: Bool { executable != nil }

    public let socket = "scorekeeper-tmux-\(getpid())-\(UUID().uuidString.prefix(8))"
    /// The last screen `screen()` read (guarded by `lock`).
    private var captured = ""
    private let lock = NSLock()

    /// The screen as `screen()` (or a wait) last read it.
    public var lastScreen: String { lock.withLock { captured } }

    /// Starts `command` (run by sh) in a window of the given size with a UTF-8, 256-colour
    /// terminal. When the command ends, the pane prints its exit status (`EXIT=status`) and stays
    /// open (a `sleep` that kill-server ends), so the test can read how it ended.
    public init(command: String, columns: Int = 100, rows: Int = 30, workingDirectory: String? = nil,
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
    public static func quote(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Runs a tmux command on this server and returns what it printed.
    @discardableResult
    public func tmux(_ arguments: [String]) throws -> String {
        try SpawnedProgram.output(Tmux.executable ?? "tmux", ["-L", socket] + arguments)
    }

    /// Named keys (`Enter`, `Escape`, `C-u`, `Down`) or single characters.
    public func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// Text typed as is, wide characters included.
    public func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "main", "-l", text])
    }

    /// The pane's text now.
    @discardableResult
    public func screen() throws -> String {
        let text = try tmux(["capture-pane", "-p", "-t", "main"])
        lock.withLock { captured = text }
        return text
    }

    /// Polls the screen until `condition` holds; records a failure with the last screen
    /// otherwise. The timeout is a bound for a hung program, not a speed requirement.
    @discardableResult
    public func waitFor(_ what: String, timeout: TimeInterval = 30, sourceLocation: SourceLocation = #_sourceLocation,
                        _ condition: (String) -> Bool) throws -> Bool {
        if try waitUntilBlocking(timeout: .seconds(timeout), { condition(try screen()) }) { return true }
        Issue.record("Timed out waiting for \(what). Screen:\n\(lastScreen)", sourceLocation: sourceLocation)
        return false
    }

    /// `waitFor` the screen to contain `text`.
    @discardableResult
    public func waitFor(text: String, timeout: TimeInterval = 30, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        try waitFor("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Polls the screen until `condition` holds (bounded: the bound only catches a hung program)
    /// and returns whether it held, recording nothing: for loops that report their own failures.
    public func screenShows(within timeout: Duration = .seconds(60), _ condition: (String) -> Bool) throws -> Bool {
        try waitUntilBlocking(timeout: timeout, every: .milliseconds(40)) { condition(try screen()) }
    }

    /// The line of the last screen that contains `text`.
    public func line(containing text: String) -> String? {
        Tmux.line(containing: text, in: lastScreen)
    }

    /// The first line of `screen` that contains `text`.
    public static func line(containing text: String, in screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(text) }.map(String.init)
    }

    /// The score shown on the last screen in the row of `name`.
    public func shownScore(of name: String) -> Int? {
        Tmux.shownScore(of: name, in: lastScreen)
    }

    /// The score shown in the row of `name` on `screen`: the row's last number (a leader's row
    /// ends with a star after it).
    public static func shownScore(of name: String, in screen: String) -> Int? {
        line(containing: name, in: screen)?.split(separator: " ").reversed().lazy.compactMap { Int($0) }.first
    }

    /// A tmux format for the pane (`#{alternate_on}`, `#{cursor_flag}`, `#{pane_title}`...).
    public func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "main", format]).trimmingCharacters(in: .newlines)
    }

    /// The screen with its escape sequences (colours, attributes) as tmux keeps them.
    public func escapedScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", "main"])
    }

    /// The pane's terminal modes as `stty -a` lists them (`echo` or `-echo`, `icanon` or `-icanon`).
    public func terminalModes() throws -> Set<String> {
        let tty = try format("#{pane_tty}")
        let text = try SpawnedProgram.output("/bin/stty", ["-a", "-F", tty])
        return Set(text.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\n" }).map(String.init))
    }

    /// Waits until the process has ended (bounded); false if it is still there.
    public func waitUntilGone(_ pid: pid_t, timeout: TimeInterval = 30) -> Bool {
        waitUntilBlocking(timeout: .seconds(timeout)) { kill(pid, 0) != 0 && errno == ESRCH }
    }
}

extension Trait where Self == ConditionTrait {
    /// The suite drives a program in tmux: without tmux it is reported as skipped, saying so.
    public static var tmuxInstalled: Self {
        .enabled(if: Tmux.isAvailable, "tmux is not installed: these tests drive the interface in it (make deps installs it)")
    }
}
