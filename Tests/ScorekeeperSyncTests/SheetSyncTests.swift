import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// Score sheets across copies: a sheet game and its corrections merge and settle alike on both,
/// and a sheet that does not read, arriving by sync, is refused.
@Suite struct SheetSyncTests {
    /// The built-in sheet called `name`.
    static func entry(_ name: String) throws -> SheetLibrary.Entry { try #require(SheetLibrary.builtIn.first { $0.sheet.name == name }) }
    /// The player's score as `copy` holds it.
    static func score(_ copy: AppDatabase, _ player: Player) throws -> Int { try #require(try copy.fetchPlayer(id: player.id)?.score) }

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

    @Test func aCorrectionReachesTheOtherCopy() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let game = try a.createGame(title: "Yahtzee", sheet: try Self.entry("yahtzee"))
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
        let game = try a.createGame(title: "Yahtzee", sheet: try Self.entry("yahtzee"))
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
        let entry = try Self.entry("darts-501")
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
