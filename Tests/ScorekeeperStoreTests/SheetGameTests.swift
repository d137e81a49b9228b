import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// Games that follow a sheet: entries are score changes whose amounts follow from the sheet, so
/// undo, redo and deletion work as for scores and every score is the sum of its live changes (two
/// copies merging a sheet game: `SheetSyncTests`).
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

    /// Entering a game, then undoing and redoing in any order, gives the same sheet each time
    /// everything is redone, and at every step each score is its sheet's total.
    @Test(arguments: 0..<6) func undoAndRedoInAnyOrderGiveTheSameSheet(trial: Int) throws {
        var random = SeededRandom(seed: SeededRandom.baseSeed &+ UInt64(trial))
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Bowling", sheet: try Self.entry("bowling"))
        let players = try ["Ann", "Bo"].map { try database.addPlayer(gameID: game.id, name: $0) }
        let frames = ["X", "9/", "8 1", "- -", "X", "7 2", "5/", "X", "0 0"]
        for frame in frames {
            for player in players { try database.enterSheet(gameID: game.id, playerID: player.id, frame) }
        }
        try database.enterSheet(gameID: game.id, playerID: players[0].id, "X X X")
        let whole = try #require(try database.fetchSheetTally(gameID: game.id)).sheets
        var undone = 0
        for _ in 0..<60 {
            if undone > 0 && Bool.random(using: &random) {
                try database.redo(gameID: game.id)
                undone -= 1
            } else if undone < 19 {
                try database.undo(gameID: game.id)
                undone += 1
            }
            let tally = try #require(try database.fetchSheetTally(gameID: game.id))
            for player in players {
                #expect(try Self.score(database, player) == tally.sheets[player.id.lowercasedString]?.total)
            }
            #expect(try database.invariantViolations().isEmpty)
        }
        while undone > 0 {
            try database.redo(gameID: game.id)
            undone -= 1
        }
        #expect(try database.fetchSheetTally(gameID: game.id)?.sheets == whole)
    }

    /// A sheet game's players are rated as a plain game's with the same totals.
    @Test func aSheetGamesStatisticsAndRatingsAreAPlainGamesWithTheSameTotals() throws {
        func figures(sheet: Bool) throws -> [String: [Double]] {
            let database = try AppDatabase.empty()
            let strokes = [("Ann", ["4", "5", "3"]), ("Bo", ["3", "3", "4"]), ("Cy", ["6", "2", "2"])]
            for round in 0..<2 {
                let game = sheet ? try database.createGame(title: "Golf", sheet: try Self.entry("golf"))
                                 : try database.createGame(title: "Golf", rules: GameRules(winning: .lowest, rounds: 9))
                for (name, holes) in strokes {
                    let player = try database.addPlayer(gameID: game.id, name: name)
                    let played = round == 0 ? holes : holes.reversed()
                    if sheet {
                        for hole in played { try database.enterSheet(gameID: game.id, playerID: player.id, hole) }
                    } else {
                        try database.changeScore(playerID: player.id, by: played.compactMap(Int.init).reduce(0, +))
                    }
                }
                _ = try database.finishGame(id: game.id)
            }
            let statistics = try database.fetchPeopleStatistics()
            return Dictionary(uniqueKeysWithValues: statistics.people.map {
                ($0.person.name, [Double($0.games), Double($0.wins), $0.rating.mu, $0.rating.sigma])
            })
        }
        let (sheet, plain) = (try figures(sheet: true), try figures(sheet: false))
        #expect(sheet.count == 3 && sheet == plain)
    }
}
