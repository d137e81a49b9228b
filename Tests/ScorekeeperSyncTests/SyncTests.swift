import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// Merging copies of a file: union of changes, stamps for undo, corrections, renames and photos,
/// tombstones for deletes (convergence of several copies: SyncConvergenceTests).
@Suite struct SyncTests {
    @discardableResult
    static func sync(_ a: AppDatabase, _ b: AppDatabase) throws -> SyncReport {
        try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
    }

    static func exported(_ database: AppDatabase) throws -> String {
        String(decoding: try database.export().jsonData(), as: UTF8.self)
    }

    /// A copy holding what `source` holds, made by syncing into an empty file.
    static func copy(of source: AppDatabase) throws -> AppDatabase {
        let copy = try AppDatabase.empty()
        try sync(source, copy)
        return copy
    }

    @Test func scoresMergeByUnionAndASecondRunMovesNothing() throws {
        let laptop = try AppDatabase.empty()
        let game = try laptop.createGame(title: "Cabin")
        let ana = try laptop.addPlayer(gameID: game.id, name: "Ana", score: 5)
        let club = try Self.copy(of: laptop)
        #expect(try Self.exported(club) == Self.exported(laptop))

        _ = try laptop.changeScore(playerID: ana.id, by: 3)
        _ = try club.changeScore(playerID: ana.id, by: 10)
        let bo = try club.addPlayer(gameID: game.id, name: "Bo", score: 2)
        let report = try Self.sync(laptop, club)
        #expect(report.sent.changes == 1 && report.received.changes == 2 && report.received.players == 1)
        for copy in [laptop, club] {
            #expect(try copy.fetchPlayer(id: ana.id)?.score == 18)
            #expect(try copy.fetchPlayer(id: bo.id)?.score == 2)
            #expect(try copy.invariantViolations().isEmpty)
        }
        #expect(try Self.exported(club) == Self.exported(laptop))
        let again = try Self.sync(laptop, club)
        #expect(again.sent.isEmpty && again.received.isEmpty && again.sent.bytes == 0 && again.received.bytes == 0)
    }

    @Test func rulesRoundsAndTheFinishTravelWithTheGame() throws {
        let laptop = try AppDatabase.empty()
        let game = try laptop.createGame(title: "Hearts")
        try laptop.setRules(gameID: game.id, GameRules(winning: .lowest, target: 100, rounds: 6))
        try laptop.addPlayer(gameID: game.id, name: "Ana", score: 3)
        _ = try laptop.nextRound(gameID: game.id)
        let club = try Self.copy(of: laptop)
        let copied = try #require(try club.fetchGame(id: game.id))
        #expect(copied.rules == GameRules(winning: .lowest, target: 100, rounds: 6))
        #expect(copied.currentRound == 2)

        // The club plays on and finishes: the laptop learns the round and the finish.
        _ = try club.nextRound(gameID: game.id)
        _ = try club.finishGame(id: game.id)
        try Self.sync(laptop, club)
        let merged = try #require(try laptop.fetchGame(id: game.id))
        #expect(merged.currentRound == 3)
        #expect(merged.finishedAt != nil)
        #expect(try Self.exported(club) == Self.exported(laptop))
    }

    @Test func undoAndCorrectionsCarryOver() throws {
        let a = try AppDatabase.empty()
        let game = try a.createGame(title: "Poker")
        let ana = try a.addPlayer(gameID: game.id, name: "Ana")
        _ = try a.changeScore(playerID: ana.id, by: 50)
        _ = try a.changeScore(playerID: ana.id, by: 7)
        let b = try Self.copy(of: a)
        _ = try a.undo(gameID: game.id)
        let fifty = try #require(a.export().games[0].history.first { $0.amount == 50 })
        _ = try b.correctChange(id: ScoreChange.ID(uuidString: fifty.id)!, amount: 5)
        try Self.sync(a, b)
        for copy in [a, b] {
            #expect(try copy.fetchPlayer(id: ana.id)?.score == 5)
            #expect(try copy.invariantViolations().isEmpty)
        }
        #expect(try Self.exported(a) == Self.exported(b))
    }

    @Test func laterRenameWinsEvenAfterAClockAhead() throws {
        let a = try AppDatabase.empty()
        let game = try a.createGame(title: "Golf")
        let b = try Self.copy(of: a)
        // A's clock runs an hour fast: its stamps are an hour ahead of B's wall clock.
        try a.write { db in
            try db.execute(sql: #"UPDATE "syncClock" SET "stamp" = strftime('%Y-%m-%d %H:%M:%f', 'now', '+1 hour')"#)
        }
        try a.renameGame(id: game.id, title: "Golf (fast clock)")
        try Self.sync(a, b)
        #expect(try b.fetchGame(id: game.id)?.title == "Golf (fast clock)")
        // B renames after seeing A's rename: although B's wall clock is behind A's stamp, its
        // clock moved past every stamp it merged, so the later rename wins on both sides.
        try b.renameGame(id: game.id, title: "Mini golf")
        try Self.sync(a, b)
        #expect(try a.fetchGame(id: game.id)?.title == "Mini golf")
        #expect(try b.fetchGame(id: game.id)?.title == "Mini golf")
        // Concurrent renames: the later stamp wins, the same on both sides.
        try a.renameGame(id: game.id, title: "First")
        try b.renameGame(id: game.id, title: "Second")
        try Self.sync(b, a)
        #expect(try a.fetchGame(id: game.id)?.title == b.fetchGame(id: game.id)?.title)
        #expect(try Self.exported(a) == Self.exported(b))
    }

    @Test func deletesAreNotBroughtBack() throws {
        let a = try AppDatabase.empty()
        let game = try a.createGame(title: "Chess")
        let other = try a.createGame(title: "Go")
        let ana = try a.addPlayer(gameID: game.id, name: "Ana", score: 1)
        let bo = try a.addPlayer(gameID: other.id, name: "Bo", score: 1)
        let b = try Self.copy(of: a)
        try a.deleteGame(id: game.id)
        try b.deletePlayer(id: bo.id)
        // Meanwhile B scored in the game A deleted: the delete still wins.
        _ = try b.changeScore(playerID: ana.id, by: 4)
        try Self.sync(a, b)
        for copy in [a, b] {
            #expect(try copy.fetchGame(id: game.id) == nil)
            #expect(try copy.fetchPlayer(id: bo.id) == nil)
            #expect(try copy.fetchGame(id: other.id) != nil)
        }
        // A third copy made before the deletes does not bring them back, either way round.
        let old = try AppDatabase.empty()
        _ = try old.createGame(id: game.id, title: "Chess")
        try Self.sync(old, a)
        #expect(try a.fetchGame(id: game.id) == nil)
        #expect(try old.fetchGame(id: game.id) == nil)
        #expect(try Self.exported(a) == Self.exported(b))
    }

    @Test func photosTravelOnlyWhenMissingOrChanged() throws {
        let a = try AppDatabase.empty()
        let game = try a.createGame(title: "Portraits")
        let ana = try a.addPlayer(gameID: game.id, name: "Ana")
        try a.savePhoto(playerID: ana.id, imageData: Data(repeating: 1, count: 10_000), thumbnailData: Data([9]))
        let b = try AppDatabase.empty()
        let first = try Self.sync(a, b)
        #expect(first.sent.photos == 1 && first.sent.bytes >= 10_000)
        #expect(try b.fetchPhotoData(playerID: ana.id)?.count == 10_000)
        #expect(try b.fetchThumbnailData(playerID: ana.id) == Data([9]))
        // A score elsewhere in the game does not send the photo again.
        _ = try b.changeScore(playerID: ana.id, by: 1)
        let second = try Self.sync(a, b)
        #expect(second.sent.photos == 0 && second.received.photos == 0 && second.received.changes == 1)
        // A new photo on B replaces A's; a removal on A then removes it on B.
        try b.savePhoto(playerID: ana.id, imageData: Data(repeating: 2, count: 500), thumbnailData: nil)
        let third = try Self.sync(a, b)
        #expect(third.received.photos == 1 && third.sent.photos == 0)
        #expect(try a.fetchPhotoData(playerID: ana.id) == Data(repeating: 2, count: 500))
        _ = try a.removePhoto(playerID: ana.id)
        try Self.sync(a, b)
        #expect(try b.fetchPhotoData(playerID: ana.id) == nil)
        #expect(try Self.exported(a) == Self.exported(b))
    }

    @Test func differentVersionsAreRefused() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        try b.write { db in try db.execute(sql: #"INSERT INTO "grdb_migrations" VALUES ('zz-future')"#) }
        #expect(throws: ScorekeeperError.self) { try Self.sync(a, b) }
    }
}
