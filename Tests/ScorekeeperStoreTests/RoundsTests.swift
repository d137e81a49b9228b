import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore

/// Rules, rounds, finishing, reopening and the rematch.
@Suite struct RoundsTests {
    /// A Hearts evening: lowest wins, target 100, three players.
    static func hearts() throws -> (AppDatabase, Game, [Player]) {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts", rules: GameRules(winning: .lowest, target: 100, rounds: 6))
        let players = try ["Ana", "Bo", "Cy"].map { try database.addPlayer(gameID: game.id, name: $0) }
        return (database, game, players)
    }

    @Test func rulesAreStoredAndChangeable() throws {
        let (database, game, _) = try Self.hearts()
        #expect(try database.fetchGame(id: game.id)?.rules == GameRules(winning: .lowest, target: 100, rounds: 6))
        try database.setRules(gameID: game.id, GameRules(winning: .highest, target: nil, rounds: 3))
        let changed = try #require(try database.fetchGame(id: game.id))
        #expect(changed.rules == GameRules(winning: .highest, target: nil, rounds: 3))
        #expect(changed.rules.summary == "highest wins · 3 rounds")
        #expect(throws: ScorekeeperError.self) { try database.setRules(gameID: game.id, GameRules(rounds: 0)) }
    }

    @Test func everyChangeBelongsToTheCurrentRound() throws {
        let (database, game, players) = try Self.hearts()
        try database.changeScore(playerID: players[0].id, by: 5)
        #expect(try database.nextRound(gameID: game.id) == 2)
        try database.changeScore(playerID: players[0].id, by: 7)
        try database.setScore(playerID: players[1].id, to: 20)
        try database.changeScore(playerID: players[0].id, by: 1)
        let rounds = try database.reader.read { db in
            try Int.fetchAll(db, sql: #"SELECT "round" FROM "scoreChanges" ORDER BY "createdAt", "id""#)
        }
        #expect(rounds == [1, 2, 2, 2])
        let standings = try database.fetchStandings(gameID: game.id)
        #expect(standings.roundCount == 2)
        let byName = Dictionary(uniqueKeysWithValues: standings.players.map { ($0.player.name, $0.points) })
        #expect(byName == ["Ana": [5, 8], "Bo": [0, 20], "Cy": [0, 0]])
        // Lowest wins: Cy (0) leads, then Ana (13), then Bo (20).
        #expect(standings.players.map(\.player.name) == ["Cy", "Ana", "Bo"])
        #expect(standings.players.map(\.rank) == [1, 2, 3])
    }

    @Test func theLastRoundCannotBePassed() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Short", rules: GameRules(rounds: 2))
        #expect(try database.nextRound(gameID: game.id) == 2)
        #expect(throws: ScorekeeperError.self) { try database.nextRound(gameID: game.id) }
        #expect(try database.fetchGame(id: game.id)?.currentRound == 2)
    }

    @Test func finishNamesTheWinnersByTheRuleAndTiesShare() throws {
        let (database, game, players) = try Self.hearts()
        try database.changeScore(playerID: players[0].id, by: 30)
        try database.changeScore(playerID: players[1].id, by: 10)
        try database.changeScore(playerID: players[2].id, by: 10)
        let winners = try database.finishGame(id: game.id)
        #expect(winners.map(\.name) == ["Bo", "Cy"])
        let standings = try database.fetchStandings(gameID: game.id)
        #expect(standings.players.map(\.rank) == [1, 1, 3])
        #expect(standings.winners.map(\.name) == ["Bo", "Cy"])
        let summary = try #require(try database.read { db in try AppDatabase.gameSummary(db, id: game.id) })
        #expect(summary.winnerNames == ["Bo", "Cy"])
        #expect(summary.game.status == .finished)
    }

    @Test func aPlayedGameHasNoWinnersInTheList() throws {
        let (database, game, players) = try Self.hearts()
        try database.changeScore(playerID: players[0].id, by: 3)
        let summary = try #require(try database.fetchGameSummaries().first { $0.id == game.id })
        #expect(summary.winnerNames.isEmpty)
        #expect(summary.game.status == .playing)
    }

    @Test func aFinishedGameRefusesEveryWriteWithOneMessageAndWritesNothing() throws {
        let (database, game, players) = try Self.hearts()
        try database.changeScore(playerID: players[0].id, by: 4)
        try database.changeScore(playerID: players[1].id, by: 2)
        try database.undo(gameID: game.id)
        let change = try #require(try database.fetchHistory(gameID: game.id, limit: 10, offset: 0).first { !$0.isUndone })
        try database.finishGame(id: game.id)
        let before = try ScoreSnapshot(database)
        let refused = ScorekeeperError.gameFinished("Hearts")
        let writes: [(String, () throws -> Void)] = [
            ("changeScore", { try database.changeScore(playerID: players[0].id, by: 1) }),
            ("changeScore 0", { try database.changeScore(playerID: players[0].id, by: 0) }),
            ("setScore", { try database.setScore(playerID: players[0].id, to: 9) }),
            ("addPlayer", { try database.addPlayer(gameID: game.id, name: "Di") }),
            ("deletePlayer", { try database.deletePlayer(id: players[2].id) }),
            ("undo", { try database.undo(gameID: game.id) }),
            ("redo", { try database.redo(gameID: game.id) }),
            ("correctChange", { try database.correctChange(id: change.id, amount: 8) }),
            ("deleteChange", { try database.deleteChange(id: change.id) }),
            ("nextRound", { try database.nextRound(gameID: game.id) }),
            ("setRules", { try database.setRules(gameID: game.id, GameRules()) }),
            ("finishGame", { try database.finishGame(id: game.id) }),
        ]
        for (name, write) in writes {
            #expect(throws: refused, "\(name)") { try write() }
        }
        #expect(refused.description == "Hearts is finished: reopen it to change it.")
        #expect(try ScoreSnapshot(database) == before)
    }

    @Test func reopeningAllowsChangesAndUndoOfTheLastChange() throws {
        let (database, game, players) = try Self.hearts()
        try database.changeScore(playerID: players[0].id, by: 4)
        try database.changeScore(playerID: players[1].id, by: 2)
        try database.finishGame(id: game.id)
        #expect(throws: ScorekeeperError.gameNotFinished("Other")) {
            let other = try database.createGame(title: "Other")
            try database.reopenGame(id: other.id)
        }
        try database.reopenGame(id: game.id)
        let undone = try database.undo(gameID: game.id)
        #expect(undone.playerName == "Bo")
        #expect(try database.fetchPlayer(id: players[1].id)?.score == 0)
        try database.changeScore(playerID: players[2].id, by: 1)
    }

    @Test func rematchCopiesPlayersPhotosAndRulesWithScoresAtZero() throws {
        let (database, game, players) = try Self.hearts()
        try database.changeScore(playerID: players[0].id, by: 4)
        try database.nextRound(gameID: game.id)
        try database.savePhoto(playerID: players[0].id, imageData: Data([1, 2, 3]), thumbnailData: Data([9]))
        try database.finishGame(id: game.id)
        let rematch = try database.rematch(gameID: game.id)
        #expect(rematch.title == "Hearts · 2")
        #expect(rematch.rules == game.rules)
        #expect(rematch.currentRound == 1)
        #expect(!rematch.isFinished)
        let rows = try database.fetchPlayerRows(gameID: rematch.id, order: .lowestFirst)
        #expect(rows.map(\.player.name) == ["Ana", "Bo", "Cy"])
        #expect(rows.map(\.player.score) == [0, 0, 0])
        #expect(rows.map(\.hasPhoto) == [true, false, false])
        let ana = try #require(rows.first)
        #expect(ana.player.id != players[0].id)
        #expect(try database.fetchPhotoData(playerID: ana.player.id) == Data([1, 2, 3]))
        #expect(try database.fetchThumbnailData(playerID: ana.player.id) == Data([9]))
        // Each copy is its own row: deleting the first game keeps the rematch's photo.
        try database.deleteGame(id: game.id)
        #expect(try database.fetchPhotoData(playerID: ana.player.id) == Data([1, 2, 3]))
        #expect(try database.invariantViolations().isEmpty)
    }

    @Test func rematchTitlesTakeTheNextFreeNumber() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Poker night")
        let second = try database.rematch(gameID: game.id)
        #expect(second.title == "Poker night · 2")
        #expect(try database.rematch(gameID: game.id).title == "Poker night · 3")
        #expect(try database.rematch(gameID: second.id).title == "Poker night · 4")
        let long = try database.createGame(title: String(repeating: "x", count: 100))
        let longRematch = try database.rematch(gameID: long.id)
        #expect(longRematch.title.count == 100)
        #expect(longRematch.title.hasSuffix(" · 2"))
    }

    @Test func theRoundGridReadsTheIndexWithoutSorting() throws {
        let (database, game, _) = try Self.hearts()
        let plan = try database.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + AppDatabase.roundCellsSQL,
                             arguments: [game.id.lowercasedString]).map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("USING COVERING INDEX index_scoreChanges_live_on_gameID_round") }, "\(plan)")
        #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }

    @Test func roundSumsBeyondSixtyFourBitsOnTheWayStillAddUp() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Big")
        let player = try database.addPlayer(gameID: game.id, name: "Ana")
        // The covering index hands SQLite the amounts in ascending order: -max, -max, max. Its
        // running sum passes Int.min on the way to a total (-max) that fits.
        try database.changeScore(playerID: player.id, by: -Int.max)
        try database.changeScore(playerID: player.id, by: Int.max)
        try database.changeScore(playerID: player.id, by: -Int.max)
        let standings = try database.fetchStandings(gameID: game.id)
        #expect(standings.players.first?.points == [-Int.max])
    }
}

/// Everything a refused write must leave as it was.
private struct ScoreSnapshot: Equatable {
    var games: [Row]
    var players: [Row]
    var changes: [Row]

    init(_ database: AppDatabase) throws {
        (games, players, changes) = try database.read { db in
            (try Row.fetchAll(db, sql: #"SELECT * FROM "games" ORDER BY "id""#),
             try Row.fetchAll(db, sql: #"SELECT * FROM "players" ORDER BY "id""#),
             try Row.fetchAll(db, sql: #"SELECT * FROM "scoreChanges" ORDER BY "id""#))
        }
    }
}
