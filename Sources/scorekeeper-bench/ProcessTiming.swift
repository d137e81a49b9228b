import Foundation

/// A child program timed from spawning to its exit, waited for with `waitpid`. Every part that
/// times a process goes through here, never through Foundation's `Process.waitUntilExit`: on
/// Linux that wakes every 50 ms to look whether the child has ended, so each figure timed with it
/// came out as the next step of about 50 ms (`/bin/true` took 51 ms that way).
enum ProcessTiming {
    /// How a timed run ended.
    struct Exit {
        /// Seconds from spawning the program until it exited.
        let seconds: Double
        /// The wait status's exit code, or 128 plus the signal that ended it.
        let status: Int32
    }

    /// Runs `executable` with `arguments`: standard output to /dev/null, standard input from
    /// `input` (else /dev/null), standard error to `errors` (else /dev/null), the benchmark's own
    /// environment with `environment` laid over it.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:],
                    input: URL? = nil, errors: URL? = nil) throws -> Exit {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input?.path ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        if let errors {
            posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // Built before the clock starts, so the figure is the child's alone.
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        let start = ContinuousClock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw BenchError("cannot start \(executable.path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw BenchError("waitpid for \(executable.lastPathComponent): \(String(cString: strerror(errno)))") }
        }
        let seconds = (ContinuousClock.now - start).seconds
        let signal = status & 0x7f
        return Exit(seconds: seconds, status: signal == 0 ? (status >> 8) & 0xff : 128 + signal)
    }

    /// Seconds from spawning the program until it exits, as `run`. A failure is an error, so a
    /// refused command is never timed as a fast one.
    static func secondsToExit(_ executable: URL, _ arguments: [String], environment: [String: String] = [:],
                              input: URL? = nil) throws -> Double {
        let exit = try run(executable, arguments, environment: environment, input: input)
        guard exit.status == 0 else {
            throw BenchError("\(executable.lastPathComponent) \(arguments.prefix(3).map { $0.prefix(40) }.joined(separator: " ")) failed (status \(exit.status))")
        }
        return exit.seconds
    }
}
