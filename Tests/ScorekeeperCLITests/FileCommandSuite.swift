import Foundation
import Testing
import TestSupport

/// A test suite that runs the real binary against one temporary database file (`db`): `run`
/// returns what happened, `ok` insists on success with nothing on stderr and returns the output
/// without its final newline.
protocol FileCommandSuite {
    var db: String { get }
}

extension FileCommandSuite {
    @discardableResult
    func run(_ arguments: String..., stdin: Data? = nil) throws -> CommandResult {
        try CommandRunner.scorekeeper(arguments + ["--db", db], stdin: stdin)
    }

    @discardableResult
    func ok(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .newlines)
    }
}
