import Foundation
import PhotoTestSupport
import ScorekeeperStore
import ScorekeeperSync
import Testing
import TestSupport

/// `scorekeeper sync` killed at random moments: both files stay valid (integrity, foreign keys,
/// every score the sum of its live changes, checked with the sqlite3 shell), and running the
/// sync again brings them to the same content.
@Suite(.serialized) struct SyncCrashTests {
    @Test func killedSyncsLeaveBothFilesValidAndARerunCompletes() async throws {
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let baseSeed = ProcessInfo.processInfo.environment["SCOREKEEPER_SEED"].flatMap(UInt64.init) ?? 0xC0FFEE
        var random = SeededRandom(seed: baseSeed)
        let binary = try ScorekeeperBinary.path()
        var killedMidway = 0
        for trial in 0..<12 {
            let folder = try TemporaryFolder("sync-crash")
            let laptop = folder.file("laptop.sqlite")
            let club = folder.file("club.sqlite")
            let a = try AppDatabase.open(DatabaseLocation(path: laptop, isDefault: false))
            let b = try AppDatabase.open(DatabaseLocation(path: club, isDefault: false))
            let game = try a.createGame(title: "Evening \(trial)")
            let players = try (0..<6).map { try a.addPlayer(gameID: game.id, name: "P\($0)", score: $0) }
            _ = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
            // An evening apart: scores on both, a photo on one, a delete on the other.
            for _ in 0..<150 {
                let player = players[Int.random(in: 1..<6, using: &random)]
                _ = try (Bool.random(using: &random) ? a : b).changeScore(playerID: player.id, by: Int.random(in: -3...9, using: &random))
            }
            // A real picture (3 MB, uncompressed): a copy keeps only photos that attaching would.
            let photo = TestImage.png(width: 1_000, height: 1_000, red: UInt8(trial), green: 0, blue: 0)
            try a.savePhoto(playerID: players[1].id, imageData: photo, thumbnailData: nil)
            try b.deletePlayer(id: players[0].id)
            _ = try a.undo(gameID: game.id)

            let child = try ChildProcess(executable: binary, arguments: ["sync", club, "--db", laptop], outputFolder: folder.path)
            // A sync of these files takes 50 to 150 ms here, most of it starting the process.
            let killAt = ContinuousClock.now + .microseconds(Int.random(in: 2_000..<120_000, using: &random))
            let outcome = child.wait(timeout: .seconds(60), killAt: killAt)
            if outcome.termination == .signaled(SIGKILL) { killedMidway += 1 }
            for file in [laptop, club] {
                let problems = try SQLiteShell.problems(file, in: folder)
                #expect(problems.isEmpty, "trial \(trial), seed \(baseSeed): \(problems)")
            }
            let rerun = try ChildProcess.run(binary, ["sync", club, "--db", laptop], outputFolder: folder.path)
            #expect(rerun.termination == .exited(0), "\(rerun.standardError)")
            let exports = try [a, b].map { String(decoding: try $0.export().jsonData(), as: UTF8.self) }
            #expect(exports[0] == exports[1], "trial \(trial), seed \(baseSeed)")
            #expect(try b.fetchPhotoData(playerID: players[1].id) == photo, "the photo reached the copy that did not attach it")
            #expect(try b.fetchPlayer(id: players[0].id) == nil && a.fetchPlayer(id: players[0].id) == nil)
            for file in [laptop, club] { #expect(try SQLiteShell.problems(file, in: folder).isEmpty) }
        }
        // Most kills land inside the sync (the rest after it ended): the trials test something.
        #expect(killedMidway >= 3, "only \(killedMidway) of 12 syncs were killed before they ended")
    }
}
