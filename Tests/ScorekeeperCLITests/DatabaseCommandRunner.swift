import Foundation
import TestSupport

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
        let result = try CommandRunner.run(command[0], Array(command.dropFirst()), environment: environment, directory: directory)
        return Outcome(status: result.status, output: result.stdoutData, error: result.stderr)
    }
}
