import Foundation
import Testing
import TestSupport

/// Two copies of a file in one temporary folder, for the sync suites: this one ("the club",
/// `db`) and the laptop's.
struct TwoCopies {
    let directory: TemporaryFolder
    let db: String
    let laptop: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("club.sqlite")
        laptop = directory.file("laptop.sqlite")
    }
}

/// A suite that runs the real binary on two copies: `ok` on the club's, `onLaptop` on the laptop's.
protocol TwoCopyCommandSuite: FileCommandSuite {
    var copies: TwoCopies { get }
}

extension TwoCopyCommandSuite {
    var db: String { copies.db }
    var laptop: String { copies.laptop }

    /// The same command on the laptop's copy.
    @discardableResult
    func onLaptop(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", laptop])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    /// Makes the laptop's file (a sync needs both files; reading commands create none).
    func makeLaptop() throws {
        let scratch = try onLaptop("game", "add", "Scratch")
        try onLaptop("game", "delete", scratch, "--yes")
    }
}
