import Foundation

/// Runs the built `scorekeeper` binary (or any program) and captures its output, for tests.
public struct CommandResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// The standard output's raw bytes.
    public var stdoutData: Data
}

/// Locates and runs programs for tests, with a bounded wait so a hung child never hangs the suite.
public enum CommandRunner {
    /// Runs `scorekeeper` with `arguments`, standard input from /dev/null unless `stdin` is given.
    @discardableResult
    public static func scorekeeper(_ arguments: [String], environment: [String: String] = [:],
                                   stdin: Data? = nil, timeout: TimeInterval = 60) throws -> CommandResult {
        try run(ScorekeeperBinary.path(), arguments, environment: environment, stdin: stdin, timeout: timeout)
    }

    /// Runs any program.
    @discardableResult
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                           stdin: Data? = nil, directory: URL? = nil, timeout: TimeInterval = 60) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        // The caller's settings must not leak into what a test sees.
        for key in ["SCOREKEEPER_DB", "NO_COLOR", "SCOREKEEPER_RESOURCES"] { env.removeValue(forKey: key) }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        let inPipe = Pipe()
        if stdin != nil {
            process.standardInput = inPipe
        } else {
            process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        }
        let outBox = Locked(Data()), errBox = Locked(Data())
        let group = DispatchGroup()
        group.enter(); group.enter()
        DispatchQueue.global().async {
            let data = outPipe.fileHandleForReading.readDataToEndOfFile()
            outBox.update { $0 = data }
            group.leave()
        }
        DispatchQueue.global().async {
            let data = errPipe.fileHandleForReading.readDataToEndOfFile()
            errBox.update { $0 = data }
            group.leave()
        }
        try process.run()
        if let stdin {
            inPipe.fileHandleForWriting.write(stdin)
            try? inPipe.fileHandleForWriting.close()
        }
        if !waitUntilBlocking(timeout: .seconds(timeout), every: .milliseconds(2), { !process.isRunning }) {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw CommandRunnerError.timedOut(([executable] + arguments).joined(separator: " "))
        }
        process.waitUntilExit()
        group.wait()
        return CommandResult(status: process.terminationStatus,
                             stdout: String(decoding: outBox.value, as: UTF8.self),
                             stderr: String(decoding: errBox.value, as: UTF8.self),
                             stdoutData: outBox.value)
    }
}

/// Why a command could not be run.
public enum CommandRunnerError: Error, CustomStringConvertible {
    case timedOut(String)

    public var description: String {
        switch self {
        case .timedOut(let command): return "Timed out: \(command)"
        }
    }
}

/// The database's rows as text (`sqlite3 FILE .dump`), for "nothing changed" checks: SQLite may
/// rewrite header bytes on open, but the rows must stay the same.
public func databaseDump(_ path: String) throws -> String {
    let result = try CommandRunner.run("/usr/bin/sqlite3", [path, ".dump"])
    guard result.status == 0 else { throw CommandRunnerError.timedOut("sqlite3 .dump failed: \(result.stderr)") }
    return result.stdout
}
