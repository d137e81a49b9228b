import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// Incremental sync: with watermarks both files keep, a sync reads and sends only what changed
/// since the last one (measured in the frames on the wire), rows that came from a third copy
/// travel on, and a copy that lost its watermarks or was restored from a backup falls back on
/// digests and still ends equal. A watermark moves only once the side it speaks for committed.
@Suite struct SyncIncrementalTests {
    /// A file with `games` games of 4 players and 20 score changes each.
    static func club(games: Int) throws -> AppDatabase {
        let database = try AppDatabase.empty()
        for index in 0..<games {
            let game = try database.createGame(title: "Night \(index)")
            let players = try (0..<4).map { try database.addPlayer(gameID: game.id, name: "P\($0)", score: $0) }
            for turn in 0..<16 { _ = try database.changeScore(playerID: players[turn % 4].id, by: turn - 5) }
        }
        return database
    }

    /// Runs a sync through the wire and returns its report and every byte of it, both ways.
    static func sync(_ here: AppDatabase, _ there: AppDatabase) throws -> (report: SyncReport, bytes: Int) {
        let peer = LocalSyncPeer(database: there)
        let report = try Synchronizer.run(LocalSyncPeer(database: here), peer)
        return (report, peer.bytesSent + peer.bytesReceived)
    }

    static func equalContent(_ a: AppDatabase, _ b: AppDatabase) throws -> Bool {
        try SyncConvergenceTests.content(of: a) == SyncConvergenceTests.content(of: b)
    }

    static func version(_ database: AppDatabase) throws -> Int { try database.syncFileState().version }

    /// The id of the score change written last, and whether a file has a change.
    static func lastChange(_ database: AppDatabase) throws -> String {
        try database.read { db in try String.fetchOne(db, sql: #"SELECT "id" FROM "scoreChanges" ORDER BY rowid DESC LIMIT 1"#)! }
    }

    static func has(_ database: AppDatabase, change id: String) throws -> Bool {
        try database.read { db in
            try Bool.fetchOne(db, sql: #"SELECT EXISTS (SELECT 1 FROM "scoreChanges" WHERE "id" = ?)"#, arguments: [id]) ?? false
        }
    }

    @Test func aSyncWithNothingToMoveSendsAFewBytesAndWritesNothing() throws {
        let here = try Self.club(games: 60)
        let there = try AppDatabase.empty()
        let first = try Self.sync(here, there)
        let changes = try here.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "scoreChanges""#) }
        #expect(!first.report.incremental && first.report.sent.changes == changes)
        let before = try [here.syncFileState(), there.syncFileState()]
        let idle = try Self.sync(here, there)
        #expect(idle.report.incremental && idle.report.sent.isEmpty && idle.report.received.isEmpty)
        // Neither file wrote a row, nor a watermark (they are the ones kept).
        #expect(try [here.syncFileState(), there.syncFileState()] == before)
        // The same files by digests: a digest per game on the wire.
        try here.forgetSyncWatermarks()
        let byDigests = try Self.sync(here, there)
        #expect(!byDigests.report.incremental && byDigests.report.sent.isEmpty && byDigests.report.received.isEmpty)
        #expect(idle.bytes < 1_500 && idle.bytes * 3 < byDigests.bytes, "by watermarks \(idle.bytes) bytes, by digests \(byDigests.bytes)")
    }

    @Test func oneChangedRowSendsThatRow() throws {
        let here = try Self.club(games: 20)
        let there = try AppDatabase.empty()
        _ = try Self.sync(here, there)
        let game = try here.fetchGameSummaries().map(\.game).first { $0.title == "Night 7" }!
        let ana = try here.fetchPlayerRows(gameID: game.id)[0].player
        _ = try here.changeScore(playerID: ana.id, by: 3)
        let one = try Self.sync(here, there)
        // The change, and its game's "most recent" time; not the game's other 16 changes or players.
        #expect(one.report.incremental)
        #expect(one.report.sent.changes == 1 && one.report.sent.players == 0 && one.report.sent.games == 1)
        #expect(one.report.received.isEmpty)
        #expect(try there.fetchPlayer(id: ana.id)?.score == here.fetchPlayer(id: ana.id)?.score)
        #expect(try Self.equalContent(here, there))
        // A row another program wrote on the other side travels back alike.
        try there.write { db in
            try db.execute(sql: #"UPDATE "players" SET "name" = 'Bea' WHERE "id" = ?"#, arguments: [ana.id.lowercasedString])
        }
        let back = try Self.sync(here, there)
        #expect(back.report.incremental && back.report.received.players == 1 && back.report.received.changes == 0)
        #expect(try here.fetchPlayer(id: ana.id)?.name == "Bea")
        #expect(back.bytes < 3_000, "\(back.bytes) bytes for one renamed player")
    }

    @Test func rowsFromAThirdCopyRelayThoughTheirStampsAreOld() throws {
        let a = try AppDatabase.empty().withWallClock(.offset(by: -7200))
        let b = try AppDatabase.empty()
        let c = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let game = try b.createGame(title: "Relay")
        let ana = try b.addPlayer(gameID: game.id, name: "Ana", score: 1)
        for (x, y) in [(a, b), (b, c), (a, c)] { _ = try Self.sync(x, y) }
        // C writes and syncs with B: B's watermark for C now covers stamps two hours ahead.
        _ = try c.changeScore(playerID: ana.id, by: 5)
        #expect(try Self.sync(b, c).report.incremental)
        // A change on A, stamped by a clock two hours behind, reaches C through B.
        _ = try a.changeScore(playerID: ana.id, by: 2)
        let made = try Self.lastChange(a)
        let ab = try Self.sync(a, b)
        let bc = try Self.sync(b, c)
        #expect(ab.report.incremental && bc.report.incremental)
        #expect(bc.report.sent.changes == 1)
        #expect(try Self.has(c, change: made))
        _ = try Self.sync(a, c)
        #expect(try Self.equalContent(a, b) && Self.equalContent(b, c))
    }

    @Test func aCopyRestoredFromABackupFallsBackAndConverges() throws {
        let folder = try TemporaryFolder("sync-restore")
        let pathA = folder.file("a.sqlite")
        var a: AppDatabase? = try AppDatabase.open(DatabaseLocation(path: pathA, isDefault: false))
        let b = try AppDatabase.open(DatabaseLocation(path: folder.file("b.sqlite"), isDefault: false))
        let game = try a!.createGame(title: "Cabin")
        let ana = try a!.addPlayer(gameID: game.id, name: "Ana", score: 1)
        _ = try Self.sync(a!, b)
        try a!.backup(to: folder.file("backup.sqlite"))
        var lost: [String] = []
        for _ in 0..<3 {
            _ = try a!.changeScore(playerID: ana.id, by: 4)
            lost.append(try Self.lastChange(a!))
        }
        #expect(try Self.sync(a!, b).report.incremental)
        // The backup put back (the changes above are gone from it), and one change made.
        a = nil
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: pathA + suffix) }
        try FileManager.default.copyItem(atPath: folder.file("backup.sqlite"), toPath: pathA)
        let restored = try AppDatabase.open(DatabaseLocation(path: pathA, isDefault: false))
        #expect(try restored.fetchPlayer(id: ana.id)?.score == 1)
        _ = try restored.changeScore(playerID: ana.id, by: 2)
        let after = try Self.lastChange(restored)
        // Its version is below what the other copy recorded (or the file is another one): digests.
        let sync = try Self.sync(restored, b)
        #expect(!sync.report.incremental)
        #expect(sync.report.received.changes == 3 && sync.report.sent.changes == 1)
        for id in lost { #expect(try Self.has(restored, change: id)) }
        #expect(try Self.has(b, change: after))
        #expect(try restored.fetchPlayer(id: ana.id)?.score == 1 + 12 + 2)
        #expect(try Self.equalContent(restored, b))
        // And from then on by watermarks again.
        let next = try Self.sync(restored, b)
        #expect(next.report.incremental && next.report.sent.isEmpty && next.report.received.isEmpty)
    }

    /// A file put back in place to an older state (SQLite's backup into the same file, which
    /// keeps its id): its version is below what the other copy recorded, so digests decide; and
    /// once it has written past that version, each side's own records still send what it lost.
    @Test(arguments: [false, true]) func aFileRolledBackInPlaceIsSentWhatItLost(writesPastTheWatermark: Bool) throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let game = try a.createGame(title: "Cabin")
        let ana = try a.addPlayer(gameID: game.id, name: "Ana", score: 1)
        _ = try Self.sync(a, b)
        let snapshot = try DatabaseQueue()
        try a.dbWriter.backup(to: snapshot)
        for _ in 0..<3 { _ = try a.changeScore(playerID: ana.id, by: 4) }
        _ = try Self.sync(a, b)
        try snapshot.backup(to: a.dbWriter)
        #expect(try a.fetchPlayer(id: ana.id)?.score == 1)
        for _ in 0..<(writesPastTheWatermark ? 12 : 1) { _ = try a.changeScore(playerID: ana.id, by: 1) }
        let sync = try Self.sync(a, b)
        #expect(sync.report.incremental == writesPastTheWatermark)
        #expect(sync.report.received.changes == 3)
        #expect(try a.fetchPlayer(id: ana.id)?.score == 1 + 12 + (writesPastTheWatermark ? 12 : 1))
        #expect(try Self.equalContent(a, b))
    }

    /// A peer that fails one kind of request, as a connection that drops at that point would.
    final class FailingPeer: SyncPeer {
        let inner: LocalSyncPeer
        let failing: SyncRequest.Operation
        var bytesSent: Int { inner.bytesSent }
        var bytesReceived: Int { inner.bytesReceived }
        var wallClock: WallClock? { inner.wallClock }

        init(_ database: AppDatabase, failing: SyncRequest.Operation) {
            inner = LocalSyncPeer(database: database)
            self.failing = failing
        }

        func send(_ request: SyncRequest) throws -> SyncResponse {
            if request.operation == failing { throw ScorekeeperError.other("The connection closed.") }
            return try inner.send(request)
        }
    }

    @Test(arguments: [SyncRequest.Operation.apply, .record])
    func anInterruptedSyncMovesNoWatermarkAndTheNextRunSendsAgain(cutAt operation: SyncRequest.Operation) throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let game = try a.createGame(title: "Cabin")
        let ana = try a.addPlayer(gameID: game.id, name: "Ana", score: 1)
        _ = try Self.sync(a, b)
        let kept = try (a.syncFileState().peers, b.syncFileState().peers)
        _ = try a.changeScore(playerID: ana.id, by: 4)
        try b.renamePlayer(id: ana.id, name: "Bea")
        #expect(throws: ScorekeeperError.self) {
            try Synchronizer.run(LocalSyncPeer(database: a), FailingPeer(b, failing: operation))
        }
        // The side that did not commit (B, cut before its merge or before its watermark) moved
        // no watermark; cut before B merged, neither did A: the change is sent again.
        #expect(try b.syncFileState().peers == kept.1)
        if operation == .apply { #expect(try a.syncFileState().peers == kept.0) }
        let rerun = try Self.sync(a, b)
        #expect(rerun.report.incremental)
        if operation == .apply { #expect(rerun.report.sent.changes == 1) }
        #expect(try b.fetchPlayer(id: ana.id)?.score == 5 && a.fetchPlayer(id: ana.id)?.name == "Bea")
        #expect(try Self.equalContent(a, b))
    }

    /// A file from before the versions (schema "sync registers"), copied with `cp`: each copy
    /// takes an id of its own, the first sync goes by digests and moves nothing, the next by
    /// watermarks; another program's delete still leaves its tombstone.
    @Test func aFileFromBeforeTheVersionsSyncsByDigestsThenByWatermarks() throws {
        let directory = try TemporaryFolder()
        let (pathA, pathB) = (directory.file("a.sqlite"), directory.file("b.sqlite"))
        let queue = try DatabaseQueue(path: pathA, configuration: AppDatabase.makeConfiguration())
        try Schema.migrator.migrate(queue, upTo: "sync registers")
        try queue.close()
        let old = try AppDatabase.open(DatabaseLocation(path: pathA, isDefault: false))
        let game = try old.createGame(title: "Old game")
        let ana = try old.addPlayer(gameID: game.id, name: "Ana", score: 2)
        let gone = try old.createGame(title: "Gone")
        try old.backup(to: pathB)
        let (a, b) = try (old, AppDatabase.open(DatabaseLocation(path: pathB, isDefault: false)))
        #expect(try a.syncFileState().fileID != b.syncFileState().fileID)
        let first = try Self.sync(a, b)
        #expect(!first.report.incremental && first.report.sent.isEmpty && first.report.received.isEmpty)
        try b.write { db in try db.execute(sql: #"DELETE FROM "games" WHERE "id" = ?"#, arguments: [gone.id.lowercasedString]) }
        _ = try a.changeScore(playerID: ana.id, by: 1)
        let next = try Self.sync(a, b)
        #expect(next.report.incremental && next.report.sent.changes == 1 && next.report.received.tombstones == 1)
        #expect(try a.fetchGame(id: gone.id) == nil)
        #expect(try Self.equalContent(a, b))
    }

    /// People are a synced table like the others: a renamed person travels alone, by watermarks.
    @Test func aRenamedPersonTravelsAlone() throws {
        let here = try Self.club(games: 5)
        let there = try AppDatabase.empty()
        _ = try Self.sync(here, there)
        let game = try here.fetchGameSummaries().map(\.game)[0]
        let player = try here.fetchPlayerRows(gameID: game.id)[0].player
        let person = try #require(try here.personID(ofPlayer: player.id))
        try here.renamePerson(id: person, name: "Ann Lee")
        let sync = try Self.sync(here, there)
        #expect(sync.report.incremental && sync.report.sent.people == 1)
        #expect(sync.report.sent.games + sync.report.sent.players + sync.report.sent.changes == 0)
        #expect(try there.fetchPeople().contains { $0.name == "Ann Lee" })
        #expect(try Self.equalContent(here, there))
    }
}
