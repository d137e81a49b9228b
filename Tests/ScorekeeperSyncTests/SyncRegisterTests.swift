import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// The game's state as registers of their own, judged by the file's one clock: a finish, a
/// rules change or an undo made on one copy is not undone by a later write of another kind on
/// the other copy, whichever copy's clock runs ahead; what a merge changes or drops is reported.
@Suite struct SyncRegisterTests {
    /// What every copy's wall clock reads, and the machine's clock a sync compares stamps with:
    /// pinned, so no run depends on the day or the machine's clock. A stamp is the later of the
    /// wall clock and the file's last stamp + 1 ms, and a new file's clock starts at SQLite's
    /// reading of the real time: the pinned moment (1 January 2100) is ahead of any real clock,
    /// so that every stamp these tests make comes from it.
    static let now = Date(timeIntervalSince1970: 4_102_444_800)

    /// A wall clock that starts at `start` and moves a second at each reading: time passing on a
    /// machine between its writes, the same on every run however fast the test goes.
    static func ticking(from start: Date) -> @Sendable () -> Date {
        let readings = Locked(0)
        return {
            let count = readings.update { count in
                count += 1
                return count
            }
            return start.addingTimeInterval(Double(count))
        }
    }

    /// An empty copy whose wall clock reads `now`.
    static func copy() throws -> AppDatabase {
        try AppDatabase.empty().withWallClock(WallClock { now })
    }

    @discardableResult
    static func sync(_ a: AppDatabase, _ b: AppDatabase) throws -> SyncReport {
        try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
    }

    /// Cabin: Ana 10, Bo 5 (highest wins), on two copies.
    static func cabin() throws -> (a: AppDatabase, b: AppDatabase, game: Game, ana: Player, bo: Player) {
        let a = try copy()
        let game = try a.createGame(title: "Cabin")
        let ana = try a.addPlayer(gameID: game.id, name: "Ana", score: 10)
        let bo = try a.addPlayer(gameID: game.id, name: "Bo", score: 5)
        let b = try copy()
        try sync(a, b)
        return (a, b, game, ana, bo)
    }

    static func winners(_ database: AppDatabase, _ game: Game) throws -> [String] {
        try database.read { db in try AppDatabase.standings(db, gameID: game.id)?.winners.map(\.name) ?? [] }
    }

    static func resultChanged(_ database: AppDatabase, _ game: Game) throws -> Bool {
        try database.read { db in try AppDatabase.standings(db, gameID: game.id)?.resultChangedSinceFinish ?? false }
    }

    @Test func aFinishIsKeptWhenTheOtherCopyScoresLater() throws {
        let (a, b, game, _, bo) = try Self.cabin()
        #expect(try a.finishGame(id: game.id).map(\.name) == ["Ana"])
        // A moment later, on the other copy, Bo scores in the game it does not know is finished.
        try b.at(Self.now.addingTimeInterval(1)).changeScore(playerID: bo.id, by: 20)
        let report = try Self.sync(a, b)
        for copy in [a, b] {
            #expect(try copy.fetchGame(id: game.id)?.isFinished == true)
            #expect(try copy.fetchPlayer(id: bo.id)?.score == 25)
            #expect(try Self.winners(copy, game) == ["Bo"])
            #expect(try Self.resultChanged(copy, game))
            #expect(try copy.invariantViolations().isEmpty)
        }
        // The copy that finished learns its winners changed; the other that the game was finished.
        let here = try #require(report.mergedHere.winnersChanged.first)
        #expect(here.title == "Cabin" && here.before == ["Ana"] && here.after == ["Bo"])
        #expect(here.finishedBefore && here.finishedAfter && here.resultChangedSinceFinish)
        let there = try #require(report.mergedThere.winnersChanged.first)
        #expect(there.before == [] && there.after == ["Bo"] && !there.finishedBefore && there.finishedAfter)
        #expect(try Self.sync(a, b).received.isEmpty)
    }

    @Test func aFinishMadeAfterTheOtherCopyScoredIsKeptAndItsChangedResultReported() throws {
        let (a, b, game, _, bo) = try Self.cabin()
        try b.changeScore(playerID: bo.id, by: 20)
        #expect(try a.at(Self.now.addingTimeInterval(1)).finishGame(id: game.id).map(\.name) == ["Ana"])
        let report = try Self.sync(b, a)
        for copy in [a, b] {
            #expect(try copy.fetchGame(id: game.id)?.isFinished == true)
            #expect(try copy.fetchPlayer(id: bo.id)?.score == 25)
            #expect(try Self.winners(copy, game) == ["Bo"])
            #expect(try Self.resultChanged(copy, game))
        }
        let finisher = try #require(report.mergedThere.winnersChanged.first)
        #expect(finisher.before == ["Ana"] && finisher.after == ["Bo"] && finisher.resultChangedSinceFinish)
    }

    @Test func aRulesChangeIsNotUndoneByALaterScoreOnTheOtherCopy() throws {
        let (a, b, game, ana, _) = try Self.cabin()
        try a.setRules(gameID: game.id, GameRules(winning: .lowest, target: 50, rounds: 4))
        try b.at(Self.now.addingTimeInterval(1)).changeScore(playerID: ana.id, by: 1)
        try Self.sync(a, b)
        for copy in [a, b] {
            #expect(try copy.fetchGame(id: game.id)?.rules == GameRules(winning: .lowest, target: 50, rounds: 4))
            #expect(try copy.fetchPlayer(id: ana.id)?.score == 11)
        }
    }

    @Test func aReopenAndARoundTravelAndAScoreNeverReopens() throws {
        let (a, b, game, ana, _) = try Self.cabin()
        _ = try a.nextRound(gameID: game.id)
        _ = try a.nextRound(gameID: game.id)
        _ = try b.nextRound(gameID: game.id)
        try Self.sync(a, b)
        #expect(try b.fetchGame(id: game.id)?.currentRound == 3)
        _ = try b.finishGame(id: game.id)
        try Self.sync(a, b)
        try a.reopenGame(id: game.id)
        try a.changeScore(playerID: ana.id, by: 2)
        try Self.sync(b, a)
        for copy in [a, b] {
            #expect(try copy.fetchGame(id: game.id)?.isFinished == false)
            #expect(try copy.fetchGame(id: game.id)?.currentRound == 3)
        }
    }

    @Test func anUndoIsKeptAfterAClockTwoHoursAhead() throws {
        let (a, b, game, ana, _) = try Self.cabin()
        // A's clock runs two hours fast.
        try a.at(Self.now.addingTimeInterval(7200)).changeScore(playerID: ana.id, by: 7)
        try Self.sync(a, b)
        #expect(try b.fetchPlayer(id: ana.id)?.score == 17)
        #expect(try b.undo(gameID: game.id).amount == 7)
        try Self.sync(a, b)
        for copy in [a, b] {
            #expect(try copy.fetchPlayer(id: ana.id)?.score == 10)
            #expect(try copy.invariantViolations().isEmpty)
        }
    }

    @Test func everyWritePathStampsWithTheInjectedClock() throws {
        // The injected clock moves an hour before each write: a write that stamped with any other
        // clock (the system's, or the last stamp + 1 ms alone) would leave its latest stamp behind
        // the moment it was made at. That stamp is the file's clock, or for a write that only
        // marks its game as the most recent (a new round), the game's time.
        let clock = Locked(Self.now)
        let database = try AppDatabase.empty().withWallClock(WallClock { clock.value })
        let first = Self.now.addingTimeInterval(3600)
        @discardableResult
        func write<T>(_ what: String, _ body: () throws -> T) throws -> T {
            let moment = clock.update { now in
                now.addTimeInterval(3600)
                return now
            }
            let result = try body()
            let stamp = try database.read { db in
                try String.fetchOne(db, sql: #"SELECT max("stamp") FROM (SELECT "stamp" FROM "syncClock" UNION ALL SELECT "updatedAt" FROM "games")"#)
            }
            let reached = try #require(stamp.flatMap(ChangeClock.milliseconds))
            #expect(reached >= ChangeClock.milliseconds(moment), "\(what) did not stamp with the injected clock: \(stamp ?? "no stamp")")
            return result
        }
        let game = try write("createGame") { try database.createGame(title: "Clock") }
        let ana = try write("addPlayer") { try database.addPlayer(gameID: game.id, name: "Ana", score: 1) }
        try write("changeScore") { try database.changeScore(playerID: ana.id, by: 2) }
        try write("undo") { try database.undo(gameID: game.id) }
        try write("redo") { try database.redo(gameID: game.id) }
        let change = try #require(try database.export().games[0].history.first)
        try write("correctChange") { try database.correctChange(id: try #require(ScoreChange.ID(uuidString: change.id)), amount: 3) }
        try write("renameGame") { try database.renameGame(id: game.id, title: "Clocks") }
        try write("renamePlayer") { try database.renamePlayer(id: ana.id, name: "Ann") }
        try write("savePhoto") { try database.savePhoto(playerID: ana.id, imageData: Data([1, 2, 3]), thumbnailData: nil) }
        try write("setRules") { try database.setRules(gameID: game.id, GameRules(winning: .lowest)) }
        try write("nextRound") { try database.nextRound(gameID: game.id) }
        try write("finishGame") { try database.finishGame(id: game.id) }
        try write("reopenGame") { try database.reopenGame(id: game.id) }
        let bo = try write("addPlayer") { try database.addPlayer(gameID: game.id, name: "Bo") }
        try write("recordRound") { try database.recordRound(gameID: game.id, points: [(ana.id, 4), (bo.id, 2)]) }
        try write("deletePlayer") { try database.deletePlayer(id: bo.id) }
        let rematch = try write("rematch") { try database.rematch(gameID: game.id) }
        let cy = try write("addPlayer") { try database.addPlayer(gameID: game.id, name: "Cy") }
        try write("savePhoto") { try database.savePhoto(playerID: cy.id, imageData: Data([4]), thumbnailData: nil) }
        try write("removePhoto") { try database.removePhoto(playerID: cy.id) }
        let ids = [game.id, rematch.id].map(\.lowercasedString)
        let rows = try database.syncRows(games: ids)
        var stamps = rows.games.flatMap(\.stamps) + rows.players.flatMap(\.stamps) + rows.changes.flatMap(\.stamps)
        stamps += rows.photoStamps.map(\.changedAt)
        stamps += try database.read { db in try String.fetchAll(db, sql: #"SELECT "deletedAt" FROM "syncTombstones""#) }
        #expect(rows.games.count == 2 && rows.photoStamps.count == 3 && stamps.count > 30, "\(rows.games.count) \(rows.photoStamps.count) \(stamps.count)")
        for stamp in stamps.compactMap({ $0 }) {
            // Every stamp is the injected clock's: none is older than its first reading.
            #expect(try #require(ChangeClock.milliseconds(stamp)) >= ChangeClock.milliseconds(first), "\(stamp)")
        }
    }

    /// Another program (a script, the sqlite3 shell) writing to a new file: the triggers stamp
    /// its renames, rules, finishes, photos and deletes with the file's clock.
    @Test func otherProgramsWritesAreStampedToo() throws {
        let database = try Self.copy()
        // The first write to a new file is another program's.
        try database.write { db in
            try db.execute(sql: """
                INSERT INTO games (id, title, createdAt, updatedAt) VALUES ('g0', 'First', '2026-11-24 09:00:00.000', '2026-11-24 09:00:00.000');
                UPDATE games SET title = 'First!' WHERE id = 'g0';
                DELETE FROM games WHERE id = 'g0';
                """)
        }
        #expect(try database.syncRows(games: []).tombstones["g0"] == "game")
        let game = try database.createGame(title: "Shell")
        let ana = try database.addPlayer(gameID: game.id, name: "Ana")
        let bo = try database.addPlayer(gameID: game.id, name: "Bo")
        let before = try #require(try database.syncRows(games: [game.id.lowercasedString]).games.first)
        let id = game.id.lowercasedString
        try database.write { db in
            try db.execute(sql: """
                UPDATE games SET title = 'Shell 2' WHERE id = ?;
                UPDATE games SET lowestWins = 1 WHERE id = ?;
                UPDATE games SET finishedAt = '2026-11-24 10:00:00.000' WHERE id = ?;
                INSERT INTO playerAssets (playerID, imageData) VALUES (?, x'01');
                DELETE FROM players WHERE id = ?;
                """, arguments: [id, id, id, ana.id.lowercasedString, bo.id.lowercasedString])
        }
        let after = try #require(try database.syncRows(games: [id]).games.first)
        #expect(after.titleChangedAt != nil && after.titleChangedAt! > before.createdAt)
        #expect(after.lowestWinsChangedAt! > before.lowestWinsChangedAt! && after.finishChangedAt! > before.finishChangedAt!)
        // Only the rule it changed: the others keep their stamps.
        #expect(after.targetScoreChangedAt == before.targetScoreChangedAt && after.roundCountChangedAt == before.roundCountChangedAt)
        let rows = try database.syncRows(games: [id])
        #expect(rows.tombstones[bo.id.lowercasedString] == "player")
        #expect(rows.photoStamps.first?.present == true && rows.photoStamps.first?.sha256 == PhotoHash.sha256(Data([1])))
        try database.write { db in try db.execute(sql: "DELETE FROM games WHERE id = ?", arguments: [id]) }
        #expect(try database.syncRows(games: []).tombstones[id] == "game")
    }

    @Test func aClockMoreThanADayAheadIsRefusedAndNothingIsApplied() throws {
        let (a, b, game, ana, bo) = try Self.cabin()
        try a.at(Self.now.addingTimeInterval(3 * 86_400)).changeScore(playerID: ana.id, by: 1)
        try b.changeScore(playerID: bo.id, by: 1)
        let before = try [a, b].map { try $0.syncRows(games: [game.id.lowercasedString]) }
        do {
            try Synchronizer.run(LocalSyncPeer(database: b), LocalSyncPeer(database: a), name: "laptop.sqlite")
            Issue.record("the sync went through")
        } catch {
            let message = String(describing: error)
            #expect(message.contains("laptop.sqlite's clock is more than a day ahead"), "\(message)")
            #expect(message.contains("Z"), "names the clock's stamp: \(message)")
        }
        #expect(try [a, b].map { try $0.syncRows(games: [game.id.lowercasedString]) } == before)
        // Applied directly (a peer that skips the check), the merge refuses it too.
        #expect(throws: ScorekeeperError.self) { try b.applySync(before[0]) }
    }

    @Test func aDeleteStillWinsAndSaysWhatItDropped() throws {
        let a = try Self.copy()
        let game = try a.createGame(title: "Cabin")
        let ana = try a.addPlayer(gameID: game.id, name: "Ana")
        let b = try Self.copy()
        try Self.sync(a, b)
        try a.deleteGame(id: game.id)
        for amount in [1, 2, 3] { try b.changeScore(playerID: ana.id, by: amount) }
        let report = try Self.sync(a, b)
        #expect(try b.fetchGame(id: game.id) == nil)
        let dropped = try #require(report.mergedThere.dropped.first)
        #expect(dropped.kind == "game" && dropped.title == "Cabin" && dropped.changeIDs.count == 3 && dropped.players == 1)
        #expect(report.mergedHere.dropped.isEmpty)
    }

    @Test func aGameThatCannotMergeIsReportedAndTheRestMerges() throws {
        let a = try Self.copy()
        let big = try a.createGame(title: "Big")
        let ana = try a.addPlayer(gameID: big.id, name: "Ana", score: Int.max - 5)
        let small = try a.createGame(title: "Small")
        let bo = try a.addPlayer(gameID: small.id, name: "Bo")
        let b = try Self.copy()
        try Self.sync(a, b)
        // Each copy's total fits; both together would pass 64 bits.
        try a.changeScore(playerID: ana.id, by: 3)
        try b.changeScore(playerID: ana.id, by: 4)
        try b.changeScore(playerID: bo.id, by: 9)
        let report = try Self.sync(a, b)
        #expect(report.mergedHere.skipped.map(\.title) == ["Big"])
        #expect(report.mergedThere.skipped.map(\.title) == ["Big"])
        #expect(try a.fetchPlayer(id: bo.id)?.score == 9)
        #expect(try a.fetchPlayer(id: ana.id)?.score == Int.max - 2)
        #expect(try b.fetchPlayer(id: ana.id)?.score == Int.max - 1)
        for copy in [a, b] { #expect(try copy.invariantViolations().isEmpty) }
    }

    @Test func equalPhotoStampsWithDifferentBytesResolveAlike() throws {
        let a = try Self.copy()
        let game = try a.createGame(title: "Portraits")
        let ana = try a.addPlayer(gameID: game.id, name: "Ana")
        let b = try Self.copy()
        try Self.sync(a, b)
        // Both clocks read the same millisecond, far ahead of either file's clock.
        let moment = Self.now.addingTimeInterval(600)
        try a.withWallClock(WallClock { moment }).savePhoto(playerID: ana.id, imageData: Data(repeating: 1, count: 100), thumbnailData: nil)
        try b.withWallClock(WallClock { moment }).savePhoto(playerID: ana.id, imageData: Data(repeating: 2, count: 100), thumbnailData: nil)
        try Self.sync(a, b)
        let photos = try [a, b].map { try $0.fetchPhotoData(playerID: ana.id) }
        #expect(photos[0] != nil && photos[0] == photos[1])
        #expect(try Self.sync(a, b).received.isEmpty)
    }

    @Test func theLaterStampRuleIsOneRule() {
        let older = Stamped(stamp: "2026-11-24 10:00:00.000", value: "b")
        let newer = Stamped(stamp: "2026-11-24 10:00:00.001", value: "a")
        #expect(older.yields(to: newer) && !newer.yields(to: older))
        let tie = Stamped(stamp: older.stamp, value: "c")
        #expect(older.yields(to: tie) && !tie.yields(to: older))
        #expect(!older.yields(to: older))
    }

    @Test func photoHashesAreSHA256() {
        #expect(PhotoHash.sha256(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(PhotoHash.sha256(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
