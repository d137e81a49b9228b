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

    let executable: String
    let database: String

    /// A runner of the built executable (`ScorekeeperBinary`) on `database`.
    init(database: String) throws {
        executable = try ScorekeeperBinary.path()
        self.database = database
    }

    /// Runs `scorekeeper --db DATABASE arguments...` with stdin from /dev/null (not a terminal).
    func run(_ arguments: [String], environment: [String: String] = [:], user: UInt32? = nil,
             directory: URL? = nil) throws -> Outcome {
        var command = [executable, "--db", database] + arguments
        if let user {
            // Drop to another user (only root can), to see permissions as a person would.
            command = Unprivileged.command(command, as: user)
        }
        return try DatabaseCommandRunner.launch(command, environment: environment, directory: directory)
    }

    /// Runs a shell command line; `$SCOREKEEPER` and `$DB` are set for it.
    func shell(_ script: String, directory: URL) throws -> Outcome {
        try DatabaseCommandRunner.launch(["/bin/sh", "-c", script],
                                 environment: ["SCOREKEEPER": executable, "DB": database], directory: directory)
    }

    private static func launch(_ command: [String], environment: [String: String], directory: URL?) throws -> Outcome {
        let result = try CommandRunner.run(command[0], Array(command.dropFirst()), environment: environment, directory: directory)
        return Outcome(status: result.status, output: result.stdoutData, error: result.stderr)
    }
}
