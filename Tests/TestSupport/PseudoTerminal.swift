import Foundation

/// Runs a program with its standard output and error on a pseudo-terminal, as when a person runs
/// it in a terminal, and returns the bytes the terminal received: for tests of what reaches a
/// terminal (escaped) against what reaches a file or a pipe (exact). Standard input is /dev/null.
/// The terminal's line discipline writes each "\n" as "\r\n", as a real one does.
public enum PseudoTerminal {
    /// Runs `executable` to its end; its wait status and every byte written to the terminal.
    /// `environment` adds to (or replaces in) the test's own, after the variables every run drops.
    public static func run(_ executable: String, _ arguments: [String], environment extra: [String: String] = [:],
                           timeout: Duration = .seconds(60)) throws -> (status: Int32, output: Data) {
        // posix_openpt/unlockpt/ptsname are hidden by Glibc's module: their Linux ioctls (the
        // asm-generic numbers, the same on x86_64 and arm64).
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw SpawnedProgram.StartFailure(description: "no pseudo-terminal available") }
        defer { close(master) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0, ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0 else {
            throw SpawnedProgram.StartFailure(description: "the pseudo-terminal could not be unlocked")
        }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw SpawnedProgram.StartFailure(description: "cannot open /dev/pts/\(number)") }
        let null = open("/dev/null", O_RDONLY)
        defer { if null >= 0 { close(null) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, null, 0)
        posix_spawn_file_actions_adddup2(&actions, slave, 1)
        posix_spawn_file_actions_adddup2(&actions, slave, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        var environment = ProcessInfo.processInfo.environment
        for key in ["SCOREKEEPER_DB", "NO_COLOR", "SCOREKEEPER_RESOURCES"] { environment.removeValue(forKey: key) }
        environment["TERM"] = "xterm-256color"
        environment.merge(extra) { _, given in given }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(slave)
        guard spawned == 0 else { throw SpawnedProgram.StartFailure(description: "cannot start \(executable)") }

        // Read until the terminal has no writer left (read fails with EIO once the child and
        // everything it started have closed it), then collect the status.
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 200)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = read(master, &buffer, buffer.count)
            if count > 0 { output.append(contentsOf: buffer[0..<count]) } else if count < 0 && errno == EINTR { continue } else { break }
        }
        if ContinuousClock.now >= deadline { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (status, output)
    }
}
