import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// A file from before the registers (schema "sync") opens with values two copies of it compute
/// alike: the rules as old as the game, the finish as old as itself with the winners as they
/// stand, photos hashed, the clock past every stamp in the file.
@Suite struct SyncRegistersMigrationTests {
    @Test func aFileFromBeforeTheRegistersGetsValuesEveryCopyComputesAlike() throws {
        let directory = try TemporaryFolder()
        let paths = [directory.file("a.sqlite"), directory.file("b.sqlite")]
        for path in paths {
            let queue = try DatabaseQueue(path: path, configuration: AppDatabase.makeConfiguration())
            try Schema.migrator.migrate(queue, upTo: "sync")
            try queue.write { db in
                try db.execute(sql: """
                    INSERT INTO games (id, title, createdAt, updatedAt, finishedAt, lowestWins)
                    VALUES ('00000000-0000-4000-8000-000000000001', 'Old game', '2026-01-01 10:00:00.000',
                            '2026-01-02 10:00:00.000', '2026-01-02 09:00:00.000', 1);
                    INSERT INTO games (id, title, createdAt, updatedAt)
                    VALUES ('00000000-0000-4000-8000-000000000002', 'Playing', '2026-01-03 10:00:00.000', '2026-01-03 10:00:00.000');
                    INSERT INTO players (id, gameID, name, score, createdAt) VALUES
                      ('00000000-0000-4000-9000-000000000001', '00000000-0000-4000-8000-000000000001', 'Ana', 3, '2026-01-01 10:00:01.000'),
                      ('00000000-0000-4000-9000-000000000002', '00000000-0000-4000-8000-000000000001', 'Bo', 7, '2026-01-01 10:00:02.000');
                    INSERT INTO scoreChanges (id, gameID, playerID, amount, originalAmount, kind, createdAt) VALUES
                      ('00000000-0000-4000-a000-000000000001', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-9000-000000000001', 3, 3, 'add', '2026-01-01 11:00:00.000'),
                      ('00000000-0000-4000-a000-000000000002', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-9000-000000000002', 7, 7, 'add', '2026-01-01 11:00:01.000');
                    INSERT INTO playerAssets (playerID, imageData) VALUES ('00000000-0000-4000-9000-000000000001', x'616263');
                    UPDATE syncPhotoStamps SET changedAt = '2026-01-01 12:00:00.000';
                    UPDATE syncClock SET stamp = '2020-01-01 00:00:00.000';
                    """)
            }
            try queue.close()
        }
        let copies = try paths.map { try AppDatabase.open(DatabaseLocation(path: $0, isDefault: false)) }
        let rows = try copies.map { try $0.syncRows(games: ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"]) }
        let old = try #require(rows[0].games.first { $0.title == "Old game" })
        // Each rule as old as the game (by "rules registers", from the rules' one stamp).
        #expect([old.lowestWinsChangedAt, old.targetScoreChangedAt, old.roundCountChangedAt] == Array(repeating: "2026-01-01 10:00:00.000", count: 3))
        #expect(old.finishChangedAt == "2026-01-02 09:00:00.000")
        // Lowest wins: Ana, with 3.
        #expect(old.announcedWinners == "00000000-0000-4000-9000-000000000001")
        let playing = try #require(rows[0].games.first { $0.title == "Playing" })
        #expect(playing.finishChangedAt == playing.createdAt && playing.announcedWinners == nil)
        #expect(rows[0].photoStamps.first?.sha256 == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // Both copies migrated alike: a sync finds nothing to move.
        #expect(rows[0] == rows[1])
        let report = try Synchronizer.run(LocalSyncPeer(database: copies[0]), LocalSyncPeer(database: copies[1]))
        #expect(report.sent.isEmpty && report.received.isEmpty)
        // The clock, set back before, starts past every stamp in the file.
        let clock = try copies[0].read { db in try String.fetchOne(db, sql: #"SELECT "stamp" FROM "syncClock""#) }
        #expect(clock == "2026-01-03 10:00:00.000")
    }
}
