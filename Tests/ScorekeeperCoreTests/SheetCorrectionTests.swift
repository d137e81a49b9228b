import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

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

    @Test func aCorrectionReachesTheOtherCopy() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let game = try a.createGame(title: "Yahtzee", sheet: try SheetGameTests.entry("yahtzee"))
        let ann = try a.addPlayer(gameID: game.id, name: "Ann")
        try a.enterSheet(gameID: game.id, playerID: ann.id, "sixes 18")
        _ = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
        let change = try #require(try b.fetchHistory(gameID: game.id, limit: 1).first)
        try b.correctSheetEntry(id: change.id, entry: "sixes 24")
        _ = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
        for copy in [a, b] {
            #expect(try Self.score(copy, ann) == 24)
            #expect(try copy.fetchHistory(gameID: game.id, limit: 10).map(\.entry) == ["sixes 24"])
            #expect(try copy.invariantViolations().isEmpty)
        }
        #expect(try SyncConvergenceTests.content(of: a) == SyncConvergenceTests.content(of: b))
    }

    /// Both copies correct the same entry before they meet: after a sync each holds the later
    /// correction once (the other deleted), the totals are its, and the copies agree.
    @Test func oneEntryCorrectedOnBothCopiesCountsOnce() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let game = try a.createGame(title: "Yahtzee", sheet: try SheetGameTests.entry("yahtzee"))
        let ann = try a.addPlayer(gameID: game.id, name: "Ann")
        try a.enterSheet(gameID: game.id, playerID: ann.id, "sixes 18")
        try a.enterSheet(gameID: game.id, playerID: ann.id, "fives 10")
        _ = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
        let sixes = try #require(try a.fetchHistory(gameID: game.id, limit: 10).first { $0.entry == "sixes 18" })
        try a.correctSheetEntry(id: sixes.id, entry: "sixes 12")
        // The later copy (two hours ahead) corrects it too: its correction stands.
        try b.correctSheetEntry(id: sixes.id, entry: "sixes 24")
        for _ in 1...2 { _ = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b)) }
        for copy in [a, b] {
            #expect(try Self.score(copy, ann) == 34)
            #expect(try copy.fetchHistory(gameID: game.id, limit: 10).map(\.entry) == ["fives 10", "sixes 24"])
            #expect(try copy.invariantViolations().isEmpty)
        }
        #expect(try SyncConvergenceTests.content(of: a) == SyncConvergenceTests.content(of: b))
    }

    /// A game whose sheet does not read (written into the file by another program) is refused by
    /// the copy it syncs to, which keeps nothing of it; with its sheet as it was, it merges.
    @Test func aSheetThatDoesNotReadArrivingBySyncIsRefused() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let entry = try SheetGameTests.entry("darts-501")
        let game = try a.createGame(title: "Darts", sheet: entry)
        let bo = try a.addPlayer(gameID: game.id, name: "Bo")
        try a.enterSheet(gameID: game.id, playerID: bo.id, "180")
        func write(_ sheet: String) throws {
            try a.dbWriter.write { db in
                try db.execute(sql: #"UPDATE "games" SET "sheet" = ? WHERE "id" = ?"#, arguments: [sheet, game.id.lowercasedString])
            }
        }
        for hostile in ["name: x\ntitle: X\nkind: sum\nrun: rm -rf ~\n", "name: x\ntitle: [unclosed\nkind: sum\n",
                        entry.text + String(repeating: "#", count: SheetFile.largestBytes)] {
            try write(hostile)
            _ = try? Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
            #expect(try b.fetchGame(id: game.id) == nil, "\(hostile.prefix(40))")
        }
        try write(entry.text)
        _ = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
        #expect(try b.fetchSheet(gameID: game.id)?.name == "darts-501")
        #expect(try Self.score(b, bo) == 180)
    }
}
