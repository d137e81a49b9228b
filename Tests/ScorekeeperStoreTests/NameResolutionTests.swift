import Foundation
import Testing
@testable import ScorekeeperStore

/// Games are found by title and players by name (as well as by id), through the one resolver
/// the commands and the watch share; a whole round is recorded in one transaction.
@Suite struct NameResolutionTests {
    @Test func titleCaseIgnoredAndIDsStillFirst() throws {
        let database = try AppDatabase.empty()
        let hearts = try database.createGame(title: "Hearts")
        #expect(try database.resolveGame("hearts").id == hearts.id)
        #expect(try database.resolveGame("  HEARTS ").id == hearts.id)
        #expect(try database.resolveGame(String(hearts.id.lowercasedString.prefix(6))).id == hearts.id)
        // A title made of hex digits is still found by title when no id starts with it.
        let cafe = try database.createGame(title: "Café")
        let dead = try database.createGame(title: "dead")
        #expect(try database.resolveGame("CAFÉ").id == cafe.id)
        if !hearts.id.lowercasedString.hasPrefix("dead") && !cafe.id.lowercasedString.hasPrefix("dead") {
            #expect(try database.resolveGame("DEAD").id == dead.id)
        }
    }

    @Test func sharedTitlePicksTheOneUnfinishedElseListsThem() throws {
        let database = try AppDatabase.empty()
        let old = try database.at(Date(timeIntervalSince1970: 1_000)).createGame(title: "Hearts")
        try database.addPlayer(gameID: old.id, name: "Ann")
        try database.finishGame(id: old.id)
        let current = try database.at(Date(timeIntervalSince1970: 2_000)).createGame(title: "Hearts")
        #expect(try database.resolveGame("Hearts").id == current.id)
        let third = try database.at(Date(timeIntervalSince1970: 3_000)).createGame(title: "hearts")
        do {
            _ = try database.resolveGame("Hearts")
            Issue.record("resolved an ambiguous title")
        } catch let error as ScorekeeperError {
            let text = error.description
            guard case .ambiguousName = error else { Issue.record("\(error)"); return }
            for game in [old, current, third] { #expect(text.contains(String(game.id.lowercasedString.prefix(8)))) }
            #expect(text.contains("finished") && text.contains("playing") && text.contains("Ann"))
            #expect(text.contains("1970-01-01") || text.contains("1969-12-31"))
            #expect(!text.contains("\n"))
        }
    }

    @Test func unknownTitleSuggestsTheNearest() throws {
        let database = try AppDatabase.empty()
        try database.createGame(title: "Hearts")
        try database.createGame(title: "Chess")
        #expect(throws: ScorekeeperError.gameNotNamed("Haerts", suggestions: ["Hearts"])) { try database.resolveGame("Haerts") }
        #expect(throws: ScorekeeperError.gameNotNamed("Poker", suggestions: [])) { try database.resolveGame("Poker") }
        let text = ScorekeeperError.gameNotNamed("Haerts", suggestions: ["Hearts"]).description
        // What was not found, and what is near; the command line adds where to look.
        #expect(text == "No game named 'Haerts'. Did you mean 'Hearts'?")
    }

    @Test func playersByNameInAGameOrAmongUnfinishedGames() throws {
        let database = try AppDatabase.empty()
        let hearts = try database.createGame(title: "Hearts")
        let chess = try database.createGame(title: "Chess")
        let ann = try database.addPlayer(gameID: hearts.id, name: "Ann")
        let bo = try database.addPlayer(gameID: hearts.id, name: "Bo")
        let chessAnn = try database.addPlayer(gameID: chess.id, name: "ann")
        #expect(try database.resolvePlayer("bo").id == bo.id)
        #expect(try database.resolvePlayer("Ann", game: "hearts").id == ann.id)
        #expect(try database.resolvePlayer("ANN", game: "Chess").id == chessAnn.id)
        #expect(throws: ScorekeeperError.self) { try database.resolvePlayer("Ann") }
        // An id of a player of another game is not that game's player.
        #expect(throws: ScorekeeperError.self) { try database.resolvePlayer(bo.id.lowercasedString, game: "Chess") }
        #expect(try database.resolvePlayer(bo.id.lowercasedString).id == bo.id)
        // Once Chess is finished, its Ann no longer competes without --game.
        try database.finishGame(id: chess.id)
        #expect(try database.resolvePlayer("Ann").id == ann.id)
        #expect(throws: ScorekeeperError.playerNotNamed("Bob", game: "Hearts", suggestions: ["Bo"])) {
            try database.resolvePlayer("Bob", game: "Hearts")
        }
        try database.finishGame(id: hearts.id)
        // Only finished games have a Bo: the candidates are named rather than "nobody".
        do {
            _ = try database.resolvePlayer("Bo")
            Issue.record("resolved a player of a finished game without --game")
        } catch let error as ScorekeeperError {
            #expect(error.description.contains(String(bo.id.lowercasedString.prefix(8))))
        }
    }

    @Test func watchUsesTheSameResolver() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts")
        let board = try database.read { db in try Scoreboard.fetch(db, game: "hearts") }
        #expect(board?.gameID == game.id)
        #expect(try database.read { db in try Scoreboard.fetch(db, game: "Nothing") } == nil)
    }

    @Test func recordRoundIsOneChangePerPlayerAndAdvances() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts", rules: GameRules(winning: .lowest, rounds: 2))
        let ann = try database.addPlayer(gameID: game.id, name: "Ann")
        let bo = try database.addPlayer(gameID: game.id, name: "Bo")
        try database.changeScore(playerID: ann.id, by: 1)
        let first = try database.recordRound(gameID: game.id, points: [(ann.id, 3), (bo.id, 13)])
        #expect(first == AppDatabase.RecordedRound(round: 1, currentRound: 2))
        var standings = try database.fetchStandings(gameID: game.id)
        #expect(standings.players.map(\.player.score) == [3, 13])
        #expect(try database.fetchHistory(gameID: game.id, limit: 100).count == 3)
        let last = try database.recordRound(gameID: game.id, points: [(ann.id, 5)])
        #expect(last == AppDatabase.RecordedRound(round: 2, currentRound: 2))
        standings = try database.fetchStandings(gameID: game.id)
        #expect(standings.players.first { $0.player.id == ann.id }?.points == [3, 5])
    }

    @Test func recordRoundAddsSetsOrRefusesPointsAlreadyInTheRound() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts")
        let ann = try database.addPlayer(gameID: game.id, name: "Ann")
        let bo = try database.addPlayer(gameID: game.id, name: "Bo")
        let scored = 5
        try database.changeScore(playerID: ann.id, by: scored)
        let before = try database.fetchStandings(gameID: game.id)
        #expect(throws: AppDatabase.RoundCellTaken(round: 1, cells: [.init(name: "Ann", points: scored, adding: scored + 3, setting: 3)])) {
            try database.recordRound(gameID: game.id, points: [(ann.id, 3), (bo.id, 4)], mode: .refuseTaken)
        }
        #expect(try database.fetchStandings(gameID: game.id) == before)
        try database.recordRound(gameID: game.id, points: [(ann.id, 3), (bo.id, 4)], mode: .adding)
        try database.changeScore(playerID: bo.id, by: 1)
        try database.recordRound(gameID: game.id, points: [(ann.id, 2), (bo.id, 6)], mode: .setting)
        let points = try database.fetchStandings(gameID: game.id).players.map { [$0.player.name: $0.points] }
        #expect(Set(points) == [["Ann": [scored + 3, 2, 0]], ["Bo": [4, 6, 0]]])
    }

    @Test func recordRoundRefusesAndWritesNothing() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts")
        let other = try database.createGame(title: "Chess")
        let ann = try database.addPlayer(gameID: game.id, name: "Ann")
        let bo = try database.addPlayer(gameID: game.id, name: "Bo")
        let stranger = try database.addPlayer(gameID: other.id, name: "Zed")
        try database.changeScore(playerID: bo.id, by: Int.max - 1)
        try database.nextRound(gameID: game.id)
        let before = try database.fetchStandings(gameID: game.id)
        #expect(throws: ScorekeeperError.self) { try database.recordRound(gameID: game.id, points: [(ann.id, 3), (ann.id, 4)]) }
        #expect(throws: ScorekeeperError.self) { try database.recordRound(gameID: game.id, points: [(ann.id, 3), (stranger.id, 4)]) }
        // Ann's points would be written before Bo's overflow: the whole round goes.
        #expect(throws: ScorekeeperError.scoreOverflow) { try database.recordRound(gameID: game.id, points: [(ann.id, 3), (bo.id, 5)]) }
        #expect(try database.fetchStandings(gameID: game.id) == before)
        #expect(try database.fetchHistoryCount(gameID: game.id) == 1)
        try database.finishGame(id: game.id)
        #expect(throws: ScorekeeperError.gameFinished("Hearts")) { try database.recordRound(gameID: game.id, points: [(ann.id, 1)]) }
    }
}
