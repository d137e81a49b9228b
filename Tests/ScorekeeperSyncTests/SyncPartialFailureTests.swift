import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// A sync that fails after one side merged (the other side's disk is full) says what each side
/// kept, not "nothing was changed"; once there is room, running it again completes it.
@Suite struct SyncPartialFailureTests {
    @Test func aFullDiskOnTheOtherSideAfterThisSideMergedIsToldAsItIs() throws {
        let folder = try TemporaryFolder()
        let here = try AppDatabase.open(DatabaseLocation(path: folder.file("here.sqlite"), isDefault: false))
        let there = try AppDatabase.open(DatabaseLocation(path: folder.file("there.sqlite"), isDefault: false))
        // Enough here that the other file must grow to take it; one game there that this side lacks.
        for index in 0..<300 {
            let game = try here.createGame(title: "Evening \(index)")
            for name in ["Ana", "Bo", "Cy", "Di"] { try here.addPlayer(gameID: game.id, name: "\(name) \(String(repeating: "x", count: 90))") }
        }
        let uno = try there.createGame(title: "Uno")
        try there.addPlayer(gameID: uno.id, name: "Eve", score: 7)
        // The other file may not grow by a page: what a full disk does to a write.
        let pages = try there.dbWriter.writeWithoutTransaction { db -> Int in
            let count = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(count)")
            return count
        }
        #expect(pages > 0)

        do {
            try Synchronizer.run(LocalSyncPeer(database: here), LocalSyncPeer(database: there), name: "there.sqlite")
            Issue.record("the sync went through a full disk")
        } catch {
            let message = "\(error)"
            #expect(message.contains("The disk is full"), "\(message)")
            #expect(!message.contains("nothing was changed"), "\(message)")
            #expect(message.contains("this copy merged 1 game, 1 player, 1 score change, 1 person from there.sqlite"), "\(message)")
            #expect(message.contains("there.sqlite merged nothing from this copy") && message.contains("running the sync again completes it"),
                    "\(message)")
        }
        // What it says is what the files hold: Uno arrived here, nothing arrived there.
        #expect(try here.fetchGameList().contains { $0.title == "Uno" })
        #expect(try there.fetchGameList().map(\.title) == ["Uno"])
        for database in [here, there] { #expect(try database.invariantViolations().isEmpty) }

        // With room again, the same sync completes.
        try there.dbWriter.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA max_page_count = 1073741823") }
        try Synchronizer.run(LocalSyncPeer(database: here), LocalSyncPeer(database: there), name: "there.sqlite")
        #expect(try SyncTests.exported(here) == SyncTests.exported(there))
    }
}
