import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperCore
@testable import ScorekeeperSync

/// Games that follow a sheet: entries are score changes whose amounts follow from the sheet, so
/// undo, redo, deletion and sync work as for scores and every score is the sum of its live changes.
@Suite struct SheetGameTests {
    static func entry(_ name: String) throws -> SheetLibrary.Entry {
        try #require(SheetLibrary.builtIn.first { $0.sheet.name == name })
    }

    static func score(_ database: AppDatabase, _ player: Player) throws -> Int {
        try #require(try database.fetchPlayer(id: player.id)).score
    }

    @Test func aBowlingGameScoresItsFramesAndUndoTakesOneBack() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Bowling night", sheet: try Self.entry("bowling"))
        #expect(try database.fetchGame(id: game.id)?.rules == GameRules())
        let ann = try database.addPlayer(gameID: game.id, name: "Ann")
        let bo = try database.addPlayer(gameID: game.id, name: "Bo")
        for frame in ["X", "7/", "9 -", "X", "- 8", "8/", "- 6", "X", "X", "X 8 1"] {
            try database.enterSheet(gameID: game.id, playerID: ann.id, frame)
        }
        #expect(try Self.score(database, ann) == 167)
        #expect(try database.invariantViolations().isEmpty)
        // A frame the sheet does not allow changes nothing.
        #expect(throws: ScorekeeperError.other("9 and 5 make more than 10 pins in one frame.")) {
            try database.enterSheet(gameID: game.id, playerID: bo.id, "9 5")
        }
        #expect(throws: ScorekeeperError.self) { try database.changeScore(playerID: bo.id, by: 5) }
        #expect(try Self.score(database, bo) == 0)
        let outcome = try database.undo(gameID: game.id)
        #expect(outcome.score == 120 && outcome.amount == 47)
        #expect(try database.redo(gameID: game.id).score == 167)
        #expect(try database.invariantViolations().isEmpty)
        // A rematch plays by the same sheet.
        let rematch = try database.rematch(gameID: game.id)
        #expect(try database.fetchSheet(gameID: rematch.id)?.name == "bowling")
    }

    @Test func deletingAnEarlierEntrySettlesTheLaterOnes() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Bowling", sheet: try Self.entry("bowling"))
        let ann = try database.addPlayer(gameID: game.id, name: "Ann")
        for frame in ["X", "X", "5 4"] { try database.enterSheet(gameID: game.id, playerID: ann.id, frame) }
        #expect(try Self.score(database, ann) == 25 + 19 + 9)
        // The export's history is oldest first: the first strike.
        let first = try #require(try database.export(gameIDs: [game.id]).games.first?.history.first)
        try database.deleteChange(id: try #require(ScoreChange.ID(uuidString: first.id)))
        // X, 5 4 remain: 19 + 9.
        #expect(try Self.score(database, ann) == 28)
        #expect(try database.invariantViolations().isEmpty)
        #expect(throws: ScorekeeperError.self) { try database.correctChange(id: try #require(ScoreChange.ID(uuidString: first.id)), amount: 3) }
    }

    @Test func shootingTheMoonWritesTheWholeRoundAsOneStep() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts", sheet: try Self.entry("hearts"))
        #expect(try database.fetchGame(id: game.id)?.rules.winning == .lowest)
        let players = try ["Ann", "Bo", "Cy"].map { try database.addPlayer(gameID: game.id, name: $0) }
        let outcome = try database.enterSheet(gameID: game.id, playerID: players[2].id, "moon")
        #expect(outcome.stored.map(\.text) == ["moon", "26", "26"])
        #expect(try players.map { try Self.score(database, $0) } == [26, 26, 0])
        let undone = try database.undo(gameID: game.id)
        #expect(undone.changes == 3)
        #expect(try players.map { try Self.score(database, $0) } == [0, 0, 0])
    }

    @Test func anEntryWorthNothingIsStillAnEntry() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Yahtzee", sheet: try Self.entry("yahtzee"))
        let ann = try database.addPlayer(gameID: game.id, name: "Ann")
        try database.enterSheet(gameID: game.id, playerID: ann.id, "full house 0")
        #expect(try database.fetchSheetTally(gameID: game.id)?.sheets[ann.id.lowercasedString]?.cells.first { $0.label == "Full house" }?.text == "0")
        #expect(throws: ScorekeeperError.other("Ann already has full-house (0).")) {
            try database.enterSheet(gameID: game.id, playerID: ann.id, "full-house 25")
        }
        try database.finishGame(id: game.id)
        #expect(throws: ScorekeeperError.self) { try database.enterSheet(gameID: game.id, playerID: ann.id, "sixes 6") }
    }

    @Test func aSheetGamesWinnersAreAPlainGamesWithTheSameTotals() throws {
        let database = try AppDatabase.empty()
        let sheetGame = try database.createGame(title: "Golf", sheet: try Self.entry("golf"))
        let plain = try database.createGame(title: "Golf by hand", rules: GameRules(winning: .lowest, rounds: 9))
        for (name, strokes) in [("Ann", ["4", "5", "3"]), ("Bo", ["3", "3", "3"]), ("Cy", ["5", "2", "2"])] {
            let player = try database.addPlayer(gameID: sheetGame.id, name: name)
            for stroke in strokes { try database.enterSheet(gameID: sheetGame.id, playerID: player.id, stroke) }
            let other = try database.addPlayer(gameID: plain.id, name: name)
            try database.changeScore(playerID: other.id, by: strokes.compactMap(Int.init).reduce(0, +))
        }
        let winners = try [sheetGame, plain].map { try database.finishGame(id: $0.id).map(\.name) }
        #expect(winners[0] == winners[1] && winners[0] == ["Bo", "Cy"])
        let standings = try [sheetGame, plain].map { try database.fetchStandings(gameID: $0.id).players.map { "\($0.rank) \($0.player.name) \($0.player.score)" } }
        #expect(standings[0] == standings[1])
    }

    @Test func aSheetGameMergesOnTwoCopiesAndItsAmountsSettleAlike() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let game = try a.createGame(title: "Darts", sheet: try Self.entry("darts-501"))
        let bo = try a.addPlayer(gameID: game.id, name: "Bo")
        try a.enterSheet(gameID: game.id, playerID: bo.id, "180")
        _ = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
        #expect(try b.fetchSheet(gameID: game.id)?.name == "darts-501")
        // Both copies enter Bo's next turn before they sync again: both count, in stamp order.
        try a.enterSheet(gameID: game.id, playerID: bo.id, "T20 T20 T20")
        try b.enterSheet(gameID: game.id, playerID: bo.id, "100")
        for _ in 0..<2 { _ = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b)) }
        for copy in [a, b] {
            #expect(try Self.score(copy, bo) == 460)
            #expect(try copy.fetchSheetTally(gameID: game.id)?.sheets[bo.id.lowercasedString]?.remaining == 41)
            #expect(try copy.invariantViolations().isEmpty)
        }
        #expect(try SyncConvergenceTests.content(of: a) == SyncConvergenceTests.content(of: b))
    }
}
