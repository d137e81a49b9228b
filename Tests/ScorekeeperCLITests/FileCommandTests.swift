import Foundation
import Testing
import TestSupport

/// Errors name the file they are about, `info` says which file is in use and what it holds, and
/// a file the user may read but not write can be read. Run as the real binary; JSON is read with
/// JSONSerialization and the expected figures come from the test's own setup and from stat.
@Suite struct FileCommandTests {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("file.sqlite")
    }

    @discardableResult
    func ok(_ arguments: [String], environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", db], environment: environment)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    @Test func errorsAboutContentsNameTheFile() throws {
        try ok(["game", "add", "Hearts"])
        let result = try CommandRunner.scorekeeper(["game", "show", "Haerts", "--db", db])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Did you mean 'Hearts'?") && result.stderr.contains(db), "\(result.stderr)")
        let player = try CommandRunner.scorekeeper(["player", "score", "Ann", "--by", "1", "--db", db])
        #expect(player.status == 1 && player.stderr.contains("No player named 'Ann'") && player.stderr.contains(db))
    }

    @Test func aDamagedFileIsNamed() throws {
        for index in 1...5 { try ok(["game", "add", "Game \(index)"]) }
        // Every page after the first (the schema's) gets garbage where its header was.
        let handle = try #require(FileHandle(forUpdatingAtPath: db))
        let size = try handle.seekToEnd()
        var offset: UInt64 = 16_384
        while offset < size {
            try handle.seek(toOffset: offset)
            handle.write(Data(repeating: 0xFF, count: 200))
            offset += 16_384
        }
        try handle.close()
        let result = try CommandRunner.scorekeeper(["game", "list", "--db", db])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(db) is damaged (SQLite reports corruption)."), "\(result.stderr)")
    }
}
