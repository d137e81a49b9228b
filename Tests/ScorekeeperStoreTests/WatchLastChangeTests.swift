import Foundation
import Testing
@testable import ScorekeeperStore

/// The watch's "+N" is each player's last change, read from the file (`Scoreboard.changes(since:)`),
/// never a sum over a few seconds; and the watch's game is the one last played.
@Suite struct WatchLastChangeTests {
    let database: AppDatabase
    let game: Game
    let ann: Player, bo: Player, cy: Player

    init() throws {
        database = try AppDatabase.empty()
        game = try database.createGame(title: "Hearts", rules: GameRules(winning: .lowest))
        ann = try database.addPlayer(gameID: game.id, name: "Ann")
        bo = try database.addPlayer(gameID: game.id, name: "Bo")
        cy = try database.addPlayer(gameID: game.id, name: "Cy")
    }

    func board() throws -> Scoreboard {
        try #require(try database.read { db in try Scoreboard.fetch(db, game: nil) })
    }

    /// What the watch would show after `write`, by name.
    func shown(after write: () throws -> Void) throws -> [String: Int] {
        let before = try board()
        try write()
        let after = try board()
        let names = Dictionary(uniqueKeysWithValues: after.entries.map { ($0.id, $0.player.name) })
        return Dictionary(uniqueKeysWithValues: after.changes(since: before).map { (names[$0.key]!, $0.value) })
    }

    @Test func eachChangeIsShownByItselfEvenTwoBetweenReads() throws {
        #expect(try shown { try database.changeScore(playerID: bo.id, by: 42) } == ["Bo": 42])
        #expect(try shown {
            try database.changeScore(playerID: ann.id, by: 5)
            try database.changeScore(playerID: ann.id, by: 3)
        } == ["Ann": 3])
        // Taken back: the score moved by the change undone.
        #expect(try shown { try database.undo(gameID: game.id) } == ["Ann": -3])
        #expect(try shown { try database.redo(gameID: game.id) } == ["Ann": 3])
    }

    @Test func aRoundShowsEachPlayersPointsInItZeroToo() throws {
        try database.changeScore(playerID: bo.id, by: 42)
        try database.nextRound(gameID: game.id)
        let points = [(ann, 13), (bo, 0), (cy, 9)]
        #expect(try shown {
            try database.recordRound(gameID: game.id, points: points.map { ($0.0.id, $0.1) }, mode: .refuseTaken)
        } == ["Ann": 13, "Bo": 0, "Cy": 9])
        // Nothing changed: nothing is shown.
        #expect(try shown {}.isEmpty)
    }

    @Test func theWatchsGameIsTheOneLastPlayed() throws {
        let old = try database.at(Date(timeIntervalSince1970: 0)).createGame(title: "Old")
        let player = try database.at(Date(timeIntervalSince1970: 0)).addPlayer(gameID: old.id, name: "Di")
        try database.changeScore(playerID: ann.id, by: 1)
        try database.savePhoto(playerID: player.id, imageData: Data([1]), thumbnailData: nil)
        try database.renameGame(id: old.id, title: "Older")
        #expect(try board().gameID == game.id)
        try database.changeScore(playerID: player.id, by: 1)
        #expect(try board().gameID == old.id)
    }
}
