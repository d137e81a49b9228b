import Foundation

/// Runs the built `scorekeeper` executable against one database, optionally as another user.
struct DatabaseCommandRunner {
    /// What a run printed and how it ended.
    struct Outcome {
        var status: Int32
        var output: Data
        var error: String

        var text: String { String(decoding: output, as: UTF8.self) }
    }

    let executable: URL
    let database: String

    /// The executable sits next to the test bundle in the build folder (`swift test` builds it).
    static func locateExecutable() -> URL? {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let running = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent("scorekeeper"))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("scorekeeper"))
        return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `scorekeeper --db DATABASE arguments...` with stdin from /dev/null (not a terminal).
    func run(_ arguments: [String], environment: [String: String] = [:], user: Int? = nil,
             directory: URL? = nil) throws -> Outcome {
        var command = [executable.path, "--db", database] + arguments
        if let user {
            // Drop to another user (only root can), to see permissions as a person would.
            command = ["/usr/bin/setpriv", "--reuid=\(user)", "--regid=\(user)", "--clear-groups", "--"] + command
        }
        return try DatabaseCommandRunner.launch(command, environment: environment, directory: directory)
    }

    /// Runs a shell command line; `$SCOREKEEPER` and `$DB` are set for it.
    func shell(_ script: String, directory: URL) throws -> Outcome {
        try DatabaseCommandRunner.launch(["/bin/sh", "-c", script],
                                 environment: ["SCOREKEEPER": executable.path, "DB": database], directory: directory)
    }

    private static func launch(_ command: [String], environment: [String: String], directory: URL?) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        var fullEnvironment = ProcessInfo.processInfo.environment
        fullEnvironment.removeValue(forKey: "NO_COLOR")
        fullEnvironment.removeValue(forKey: "SCOREKEEPER_RESOURCES")
        fullEnvironment.merge(environment) { _, new in new }
        process.environment = fullEnvironment
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        // Read both pipes before waiting, so a large output cannot fill a pipe and stall.
        let errorData = Mutex(Data())
        let errorReader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        return Outcome(status: process.terminationStatus, output: outputData,
                       error: String(decoding: errorData.value, as: UTF8.self))
    }
}

/// A value handed from one thread to another.
private final class Mutex<Value>: @unchecked Sendable {
    // Guarded by `lock`.
    private var stored: Value
    private var done = false
    private let lock = NSLock()

    init(_ value: Value) { stored = value }

    func set(_ value: Value) { lock.withLock { stored = value; done = true } }
    var isSet: Bool { lock.withLock { done } }
    var value: Value { lock.withLock { stored } }
}
