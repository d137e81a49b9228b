import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// A sheet game's history says what was entered, and a sheet entry is corrected by entering what
/// should have been, checked by the sheet in the entry's place; a refusal changes nothing.
@Suite struct SheetCorrectionTests {
    static func score(_ database: AppDatabase, _ player: Player) throws -> Int {
        try #require(try database.fetchPlayer(id: player.id)).score
    }

    /// A bowling game of Ann's: X, X, 5 4 (25 + 19 + 9 = 53; 10 and 30 on the way, the strikes
    /// waiting for their rolls).
    static func bowling() throws -> (AppDatabase, Game, Player) {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Bowling", sheet: try SheetGameTests.entry("bowling"))
        let ann = try database.addPlayer(gameID: game.id, name: "Ann")
        for frame in ["X", "X", "5 4"] { try database.enterSheet(gameID: game.id, playerID: ann.id, frame) }
        return (database, game, ann)
    }

    @Test func theHistoryShowsWhatEachChangeEntered() throws {
        let (database, game, ann) = try Self.bowling()
        let plain = try database.createGame(title: "Plain")
        let bo = try database.addPlayer(gameID: plain.id, name: "Bo")
        try database.changeScore(playerID: bo.id, by: 5)
        let history = try database.fetchHistory(gameID: game.id, limit: 10)
        #expect(history.map(\.entry) == ["5 4", "X", "X"])
        #expect(history.map(\.total) == [53, 30, 10])
        // An entry's amount follows from the sheet: that is no correction.
        #expect(history.allSatisfy { !$0.isCorrected })
        #expect(try database.fetchHistory(gameID: plain.id, limit: 10).map(\.entry) == [nil])
        #expect(try Self.score(database, ann) == 53)
    }

    @Test func aCorrectedEntryIsCheckedInItsPlaceAndTheTotalsSettle() throws {
        let (database, game, ann) = try Self.bowling()
        let first = try #require(try database.fetchHistory(gameID: game.id, limit: 10).last)
        // The first strike was a 7 and a spare: 7/ X 5 4 is 20 + 19 + 9, written as the sheet writes it.
        let outcome = try database.correctSheetEntry(id: first.id, entry: "7/")
        #expect(outcome.summary == "Corrected X to 7 / for Ann: 48")
        #expect(try Self.score(database, ann) == 48)
        let history = try database.fetchHistory(gameID: game.id, limit: 10)
        #expect(history.map(\.entry) == ["5 4", "X", "7 /"])
        #expect(history.map(\.total) == [48, 30, 10])
        #expect(history.last?.isCorrected == true && history.first?.isCorrected == false)
        #expect(history.last?.createdAt == first.createdAt && history.last?.round == first.round)
        #expect(try database.invariantViolations().isEmpty)
        // Undo and redo treat it as the entry it replaced: the latest entry goes first.
        #expect(try database.undo(gameID: game.id).score == 30)
        #expect(try database.redo(gameID: game.id).score == 48)
    }

    @Test func aCorrectionTheSheetDoesNotAllowChangesNothing() throws {
        let (database, game, ann) = try Self.bowling()
        let history = try database.fetchHistory(gameID: game.id, limit: 10)
        let before = try database.export(gameIDs: [game.id])
        // Not a frame; a frame of 11 pins; the same entry again; an amount for a sheet entry.
        #expect(throws: ScorekeeperError.other("9 and 5 make more than 10 pins in one frame.")) {
            try database.correctSheetEntry(id: history[0].id, entry: "9 5")
        }
        #expect(throws: ScorekeeperError.other("That is what was entered already: nothing changed.")) {
            try database.correctSheetEntry(id: history[0].id, entry: "5 4")
        }
        #expect(throws: ScorekeeperError.self) { try database.correctSheetEntry(id: history[1].id, entry: "strike") }
        #expect(throws: ScorekeeperError.other("A sheet entry's points follow from the sheet: correct what was entered (\"X\") instead.")) {
            try database.correctChange(id: history[1].id, amount: 3)
        }
        #expect(try database.export(gameIDs: [game.id]).games == before.games)
        #expect(try Self.score(database, ann) == 53)
        // A plain change is corrected by its amount, not by an entry.
        let plain = try database.createGame(title: "Plain")
        let bo = try database.addPlayer(gameID: plain.id, name: "Bo")
        try database.changeScore(playerID: bo.id, by: 5)
        let change = try #require(try database.fetchHistory(gameID: plain.id, limit: 1).first)
        #expect(throws: ScorekeeperError.self) { try database.correctSheetEntry(id: change.id, entry: "5") }
    }

    @Test func aCorrectionThatWouldLeaveALaterEntryNotAllowedIsRefused() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Yahtzee", sheet: try SheetGameTests.entry("yahtzee"))
        let ann = try database.addPlayer(gameID: game.id, name: "Ann")
        for entry in ["yahtzee 50", "sixes 18", "extra-yahtzees 1"] { try database.enterSheet(gameID: game.id, playerID: ann.id, entry) }
        #expect(try Self.score(database, ann) == 168)
        let yahtzee = try #require(try database.fetchHistory(gameID: game.id, limit: 10).last)
        #expect(yahtzee.entry == "yahtzee 50")
        #expect(throws: ScorekeeperError.other("That would leave Ann's later entry \"extra-yahtzees 1\" not allowed: extra-yahtzees scores only after yahtzee 50 (Ann has yahtzee 0); enter 0.")) {
            try database.correctSheetEntry(id: yahtzee.id, entry: "yahtzee 0")
        }
        // Another category already filled later is refused as entering it would be.
        let sixes = try #require(try database.fetchHistory(gameID: game.id, limit: 10)[1])
        #expect(throws: ScorekeeperError.other("Ann already has yahtzee (50).")) {
            try database.correctSheetEntry(id: sixes.id, entry: "yahtzee 0")
        }
        try database.correctSheetEntry(id: sixes.id, entry: "fives 20")
        #expect(try Self.score(database, ann) == 170)
        #expect(try database.fetchSheetTally(gameID: game.id)?.sheets[ann.id.lowercasedString]?.cells.first { $0.label == "Sixes" }?.text == nil)
    }

    @Test func anUndoneEntryIsCorrectedForWhenItIsRedone() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Yahtzee", sheet: try SheetGameTests.entry("yahtzee"))
        let ann = try database.addPlayer(gameID: game.id, name: "Ann")
        for entry in ["sixes 18", "fives 15"] { try database.enterSheet(gameID: game.id, playerID: ann.id, entry) }
        try database.undo(gameID: game.id)
        let undone = try #require(try database.fetchHistory(gameID: game.id, limit: 1).first)
        #expect(undone.isRedoable && undone.entry == "fives 15")
        #expect(try database.correctSheetEntry(id: undone.id, entry: "fives 20").score == 18)
        #expect(try database.fetchHistory(gameID: game.id, limit: 1).first?.isRedoable == true)
        #expect(try database.redo(gameID: game.id).score == 38)
        #expect(try Self.score(database, ann) == 38)
    }
}
