import Foundation

/// Starts programs with posix_spawn and waits with waitpid, for tests that drive tmux or
/// background programs: Foundation's Process did not return from its wait once the child had
/// started a tmux server. Output goes to a file, not a pipe: a server started by the child would
/// keep a pipe open forever.
public enum SpawnedProgram {
    /// A program that could not be started.
    public struct StartFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The path of a program on PATH (or in the usual folders), or nil when it is not installed.
    public static func path(of name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return (folders + ["/usr/bin", "/usr/local/bin", "/bin"]).map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a program to its end; its wait status and what it printed (standard output and error).
    public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let outputPath = NSTemporaryDirectory() + "scorekeeper-test-output-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let pid = try spawn(executable, arguments, outputPath: outputPath)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (status, (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "")
    }

    /// A program that ran and failed, with what it printed.
    public struct Failure: Error, CustomStringConvertible {
        public var command: String
        public var output: String
        public init(command: String, output: String) {
            self.command = command
            self.output = output
        }
        public var description: String { "\(command) failed: \(output)" }
    }

    /// Runs a program to its end and returns what it printed; throws `Failure` when it does not
    /// exit with status 0.
    @discardableResult
    public static func output(_ executable: String, _ arguments: [String]) throws -> String {
        let (status, text) = try run(executable, arguments)
        guard succeeded(status) else {
            throw Failure(command: ([executable] + arguments).joined(separator: " "), output: text)
        }
        return text
    }

    /// Whether a wait status says the program exited normally with status 0 (WIFEXITED and
    /// WEXITSTATUS, spelled out).
    public static func succeeded(_ status: Int32) -> Bool {
        status & 0x7F == 0 && (status >> 8) & 0xFF == 0
    }

    /// Starts a program with standard input from /dev/null and standard output and error
    /// appended to `outputPath`.
    public static func spawn(_ executable: String, _ arguments: [String], outputPath: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            environment.forEach { free($0) }
        }
        // Tests run on threads that block every signal, and a spawned program inherits that
        // mask: tmux would then ignore kill-server, and the program under test SIGHUP. Children
        // start with no signal blocked and the usual default actions.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGHUP, SIGINT, SIGTERM, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environment)
        guard spawned == 0 else { throw StartFailure(description: "cannot start \(executable) (error \(spawned))") }
        return pid
    }
}
