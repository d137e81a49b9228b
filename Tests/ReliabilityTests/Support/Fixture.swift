import Foundation
import TestSupport
import Testing

/// A small Scorekeeper database made with real commands: one game, one player.
struct Fixture {
    let folder: TemporaryFolder
    let database: String
    let gameID: String
    let playerID: String

    init(_ label: String, score: Int = 0) throws {
        folder = try TemporaryFolder(label)
        database = folder.file("scores.sqlite")
        let game = try ScorekeeperBinary.run(["game", "add", "Family Game Night", "--db", database], in: folder)
        try #require(game.exitCode == 0, "\(game)")
        gameID = game.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let player = try ScorekeeperBinary.run(["player", "add", gameID, "Blob", "--score", String(score), "--db", database],
                                               in: folder)
        try #require(player.exitCode == 0, "\(player)")
        playerID = player.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `scorekeeper` on this database.
    func run(_ arguments: [String]) throws -> ProcessOutcome {
        try ScorekeeperBinary.run(arguments + ["--db", database], in: folder)
    }

    /// The whole database as SQL: equal dumps, equal rows.
    func dump() throws -> String { try SQLiteShell.dump(database, in: folder) }

    /// The player's score, read with the sqlite3 shell.
    func score() throws -> String {
        try SQLiteShell.run(database, "SELECT score FROM players WHERE id = '\(playerID)'", in: folder)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
