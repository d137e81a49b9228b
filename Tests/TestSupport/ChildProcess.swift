import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a child process ended.
public enum Termination: Equatable, Sendable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    public var description: String {
        switch self {
        case .exited(let code): return "exit \(code)"
        case .signaled(let signal): return "signal \(signal)"
        }
    }
}

/// What a finished child process did: how it ended and what it printed.
public struct ProcessOutcome: Sendable, CustomStringConvertible {
    public var termination: Termination
    public var standardOutput: String
    public var standardError: String
    /// True when the child outlived its time limit and was killed for it: always a test failure.
    public var timedOut: Bool

    public var exitCode: Int32? {
        if case .exited(let code) = termination { return code }
        return nil
    }

    public var description: String {
        "\(termination)\(timedOut ? " (timed out)" : ""), stdout: \(standardOutput.debugDescription), stderr: \(standardError.debugDescription)"
    }
}

/// Failures to start a child process.
public struct ChildProcessError: Error, CustomStringConvertible {
    public var description: String
}

/// A child process started with `posix_spawn`, its output going to files.
///
/// Files rather than pipes: nothing can fill up and block the child, and tests running in
/// parallel cannot inherit each other's pipe ends and keep them open (every descriptor this
/// creates in the parent is close-on-exec).
public final class ChildProcess {
    public let pid: pid_t
    private let outputPath: String
    private let errorPath: String
    private var inputDescriptor: Int32?
    private var finished: Termination?

    /// Starts `executable` with `arguments`. With `withInput`, standard input is a pipe this
    /// object writes to (`send`); otherwise it is /dev/null, so nothing ever waits for a terminal.
    public convenience init(executable: String, arguments: [String], outputFolder: String, withInput: Bool = false) throws {
        try self.init(executable: executable, rawArguments: arguments.map { Array($0.utf8) },
                      outputFolder: outputFolder, withInput: withInput)
    }

    /// Starts `executable` with arguments given as bytes: a file name need not be UTF-8, and a
    /// Swift string cannot hold one that is not.
    public init(executable: String, rawArguments arguments: [[UInt8]], outputFolder: String, withInput: Bool = false) throws {
        let stem = outputFolder + "/child-" + UUID().uuidString
        outputPath = stem + ".out"
        errorPath = stem + ".err"

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }

        // Creating a pipe and marking it close-on-exec are two steps (pipe2 is not visible from
        // Swift here): the lock keeps another thread's spawn from inheriting it in between.
        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
        var pipeEnds: [Int32] = [-1, -1]
        if withInput {
            guard pipe(&pipeEnds) == 0 else {
                throw ChildProcessError(description: "pipe failed: \(String(cString: strerror(errno)))")
            }
            _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
            // dup2 clears close-on-exec on the child's copy only.
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = ([Array(executable.utf8)] + arguments).map { bytes in
            (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { strdup($0.baseAddress!) }
        } + [nil]
        defer { argv.forEach { free($0) } }
        // The test's own environment, built from ProcessInfo (Swift 6 will not read C's `environ`).
        let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment
            .map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }

        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, nil, argv, envp)
        if withInput { close(pipeEnds[0]) }
        guard result == 0 else {
            if withInput { close(pipeEnds[1]) }
            throw ChildProcessError(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
        inputDescriptor = withInput ? pipeEnds[1] : nil
    }

    /// Held while a pipe is made and while a child is spawned.
    private static let spawnLock = NSLock()

    deinit {
        // A child must never outlive its test.
        if finished == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        if let inputDescriptor { close(inputDescriptor) }
        try? FileManager.default.removeItem(atPath: outputPath)
        try? FileManager.default.removeItem(atPath: errorPath)
    }

    /// Writes `text` to the child's standard input.
    public func send(_ text: String) {
        guard let inputDescriptor else { return }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(inputDescriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return }
            written += count
        }
    }

    /// Closes standard input, so the child reads end-of-file.
    public func closeInput() {
        if let inputDescriptor { close(inputDescriptor) }
        inputDescriptor = nil
    }

    /// What the child has printed so far.
    public var outputSoFar: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }

    /// Waits for the child to end. At `killAt`, or as soon as `killWhen` returns true (it is
    /// asked every 0.2 ms or so), it gets SIGKILL (a simulated crash); at `timeout` it gets
    /// SIGKILL too and the outcome says `timedOut`, so a hung child never hangs the suite.
    public func wait(timeout: Duration, killAt: ContinuousClock.Instant? = nil, killWhen: (() -> Bool)? = nil) -> ProcessOutcome {
        let clock = ContinuousClock()
        let limit = clock.now + timeout
        var timedOut = false
        var killSent = false
        while finished == nil {
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid {
                finished = Self.termination(status)
                break
            }
            if reaped < 0 && errno != EINTR {
                finished = .exited(-1)
                break
            }
            let now = clock.now
            if !killSent, (killAt.map { now >= $0 } ?? false) || (killWhen?() ?? false) {
                kill(pid, SIGKILL)
                killSent = true
                continue
            }
            if now >= limit {
                kill(pid, SIGKILL)
                timedOut = true
                var final: Int32 = 0
                waitpid(pid, &final, 0)
                finished = Self.termination(final)
                break
            }
            // Short naps keep a planned kill within about 0.2 ms of its moment.
            var next = limit
            if let killAt, !killSent { next = min(next, killAt) }
            let nap = min(next - now, .microseconds(200))
            usleep(UInt32(max(1, nap.components.attoseconds / 1_000_000_000_000)))
        }
        return ProcessOutcome(
            termination: finished!,
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "",
            timedOut: timedOut)
    }

    /// Decodes a `waitpid` status (the C macros do not import into Swift).
    private static func termination(_ status: Int32) -> Termination {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }

    /// Runs a command to completion (or to its time limit) and returns what it did.
    public static func run(_ executable: String, _ arguments: [String], outputFolder: String,
                    timeout: Duration = .seconds(60)) throws -> ProcessOutcome {
        try ChildProcess(executable: executable, arguments: arguments, outputFolder: outputFolder)
            .wait(timeout: timeout)
    }

    /// `run` with arguments given as bytes (see `init(executable:rawArguments:outputFolder:withInput:)`).
    public static func run(_ executable: String, rawArguments: [[UInt8]], outputFolder: String,
                    timeout: Duration = .seconds(60)) throws -> ProcessOutcome {
        try ChildProcess(executable: executable, rawArguments: rawArguments, outputFolder: outputFolder)
            .wait(timeout: timeout)
    }
}
