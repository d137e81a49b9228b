import Foundation
import ScorekeeperStore

/// A `scorekeeper-serve` the interface's share key started: a child process with three pipes.
///
/// It must never outlive the interface, however the interface ends: its standard input is a pipe
/// only this process holds the writing end of, and it stops when that pipe ends, which the kernel
/// does when this process exits, even killed. Its standard error is a pipe too, never the
/// terminal curses draws on; it is read for the line that says why it did not start. It runs in a
/// process group of its own, so the terminal's Ctrl-C or Ctrl-Z does not reach it.
final class ServeChild: Sendable {
    let pid: pid_t
    /// The writing end of the child's standard input; closing it stops the child.
    private let input: Int32
    /// The addresses it listens on, the first the one to show.
    let addresses: [String]

    private init(pid: pid_t, input: Int32, addresses: [String]) {
        self.pid = pid
        self.input = input
        self.addresses = addresses
    }

    /// Starts `program` and returns once it listens (after its `ready` line), or throws the line
    /// that says why it could not, the child gone.
    static func start(_ program: ServeProgram) throws -> ServeChild {
        let executable = try ServeProgram.location()
        var invocation = program
        invocation.announcing = true
        let stdin = try Pipe2(), stdout = try Pipe2(), stderr = try Pipe2()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin.readEnd, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout.writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.writeEnd, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Signals back to their defaults (the interface catches or ignores some, and an ignored
        // signal stays ignored across exec), none blocked, and a process group of its own.
        var defaults = sigset_t(), nothing = sigset_t()
        sigemptyset(&defaults)
        sigemptyset(&nothing)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGWINCH, SIGQUIT] { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &nothing)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        var pid: pid_t = 0
        let spawned = CStrings.withArgv([Array(executable.utf8)] + invocation.arguments) { argv in
            posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        }
        // The child has its own copies now; this process keeps only its ends.
        close(stdin.readEnd)
        close(stdout.writeEnd)
        close(stderr.writeEnd)
        guard spawned == 0 else {
            [stdin.writeEnd, stdout.readEnd, stderr.readEnd].forEach { close($0) }
            throw ScorekeeperError.other("\(ServeProgram.name) could not be started (\(executable)): \(String(cString: strerror(spawned))).")
        }
        let errors = ErrorTail(stderr.readEnd)
        let announcement = ServeAnnouncement.read(from: stdout.readEnd)
        close(stdout.readEnd)
        switch announcement {
        case .ready(let addresses):
            return ServeChild(pid: pid, input: stdin.writeEnd, addresses: addresses)
        case .failed(let message):
            close(stdin.writeEnd)
            _ = reap(pid)
            errors.finish()
            throw ScorekeeperError.other(message)
        case .ended:
            close(stdin.writeEnd)
            let status = reap(pid)
            let said = errors.finish()
            throw ScorekeeperError.other(said.isEmpty ? "\(ServeProgram.name) stopped before it listened (\(status))."
                                                      : "\(ServeProgram.name) stopped before it listened: \(Sanitized.text(said))")
        }
    }

    /// Stops the server (SIGTERM, as Ctrl-C stops `serve`) and waits until it has ended.
    func stop() {
        kill(pid, SIGTERM)
        close(input)
        _ = Self.reap(pid)
    }

    /// Waits for the child to end; how it ended, in words.
    @discardableResult
    static func reap(_ pid: pid_t) -> String {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signalled = status & 0x7f
        return signalled == 0 ? "exit status \((status >> 8) & 0xff)" : "signal \(signalled)"
    }
}

/// A pipe whose two ends close on exec: a child gets only the ends it is handed.
private struct Pipe2 {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw ScorekeeperError.other("No pipe for \(ServeProgram.name): \(String(cString: strerror(errno))).")
        }
        // (Glibc's pipe2 is not visible to Swift without _GNU_SOURCE.)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        readEnd = ends[0]
        writeEnd = ends[1]
    }
}

/// The child's standard error, read to its end on a thread of its own (a child that writes much
/// must never block on a full pipe), keeping only its last line.
private final class ErrorTail: @unchecked Sendable {
    private let lock = NSLock()
    private var tail = ""
    private let done = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            var kept: [UInt8] = []
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                kept += buffer[0..<count]
                if kept.count > 8192 { kept.removeFirst(kept.count - 8192) }
                let text = String(decoding: kept, as: UTF8.self)
                let last = text.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
                lock.withLock { tail = last }
            }
            close(descriptor)
            done.signal()
        }
        thread.start()
    }

    /// The last line, once the child's standard error has ended.
    @discardableResult
    func finish() -> String {
        done.wait()
        return lock.withLock { tail }
    }
}
