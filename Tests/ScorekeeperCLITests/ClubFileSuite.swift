import Foundation
import Testing
import TestSupport

/// A temporary folder holding one database file the suite runs the binary on.
struct ClubFile {
    let directory: TemporaryFolder
    let db: String

    init(named name: String = "club.sqlite") throws {
        directory = try TemporaryFolder()
        db = directory.file(name)
    }
}

/// A suite that runs the real binary on its `ClubFile`, whose `ok` asks only for success (a
/// warning on stderr is allowed) and returns the whole output. (`FileCommandSuite` is the strict one.)
protocol ClubFileSuite {
    var club: ClubFile { get }
}

extension ClubFileSuite {
    var db: String { club.db }
    var directory: TemporaryFolder { club.directory }

    @discardableResult
    func run(_ arguments: String...) throws -> CommandResult {
        try run(arguments)
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> CommandResult {
        try CommandRunner.scorekeeper(arguments + ["--db", db])
    }

    /// Runs a command that must succeed.
    @discardableResult
    func ok(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }
}
