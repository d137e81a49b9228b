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
        try ok(arguments, sourceLocation: sourceLocation)
    }

    /// `ok` for arguments made as a list.
    @discardableResult
    func ok(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    /// A file `club.sqlite` in `directory` holding the game "Club night" with `players`, made by
    /// the binary itself: what the sync suites start from.
    static func clubNight(in directory: TemporaryFolder, players: [String] = []) throws -> String {
        let db = directory.file("club.sqlite")
        for arguments in [["game", "add", "Club night"]] + players.map({ ["player", "add", "Club night", $0] }) {
            let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return db
    }
}
