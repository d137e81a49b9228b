import Foundation
import Testing

/// Photos are most of a database's size, so removing them must give the space back: the file
/// uses incremental auto-vacuum, and `photo remove` vacuums and checkpoints after deleting.
@Suite("Photo disk space", .timeLimit(.minutes(20)))
struct PhotoSpaceTests {
    static let photoCount = 50

    @Test("Attaching 50 photos and removing them all leaves the file within 5% of its size before")
    func removingPhotosGivesSpaceBack() throws {
        let fixture = try Fixture("photo-space")
        var players = [fixture.playerID]
        for index in 1..<Self.photoCount {
            let added = try fixture.run(["player", "add", fixture.gameID, "Player \(index)"])
            try #require(added.exitCode == 0, "\(added)")
            players.append(added.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let mode = try SQLiteShell.run(fixture.database, "PRAGMA auto_vacuum", in: fixture.folder)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(mode == "2", "auto_vacuum is \(mode), not INCREMENTAL (2)")

        // 50 distinct small photos (about 50 to 300 KB each).
        let sizes = (0..<Self.photoCount).map { index in (width: 320 + (index % 10) * 48, height: 240 + (index % 10) * 36, grain: 12) }
        let photos = try SamplePhotos.make(sizes, seed: 50, prefix: "small", in: fixture.folder)
        let photoBytes = photos.reduce(0) { $0 + $1.size }

        let before = try onDisk(fixture.database)
        for (player, photo) in zip(players, photos) {
            let attached = try fixture.run(["photo", "attach", player, photo.path])
            try #require(attached.exitCode == 0, "\(attached)")
        }
        let attached = try onDisk(fixture.database)
        for player in players {
            let removed = try fixture.run(["photo", "remove", player, "--yes"])
            try #require(removed.exitCode == 0, "\(removed)")
        }
        // Measured as the last command left it: no other program has checkpointed since.
        let after = try onDisk(fixture.database)
        let counts = try SQLiteShell.run(fixture.database, """
            SELECT (SELECT COUNT(*) FROM playerAssets) || ' ' || (SELECT COUNT(*) FROM players) || ' '
                || (SELECT freelist_count FROM pragma_freelist_count)
            """, in: fixture.folder).trimmingCharacters(in: .whitespacesAndNewlines)
        // No photo left, every player still there, and no free page kept in the file.
        #expect(counts == "0 \(Self.photoCount) 0", "photos, players, free pages: \(counts)")

        let ratio = Double(after) / Double(before)
        print("photo disk space: \(before) bytes before, \(attached) with \(Self.photoCount) photos "
              + "(\(photoBytes) bytes of files), \(after) after removing them all (\(String(format: "%.3f", ratio)) × before)")
        #expect(attached > before + photoBytes / 2, "the photos were never stored: \(attached) bytes")
        // One-sided: the vacuum also gives back pages that were already free before the photos
        // came (a page split among the players leaves one), so the file may end up smaller.
        #expect(ratio <= 1.05, "the file is \(after) bytes after removing every photo, \(before) before attaching them")
    }

    /// The database's bytes on disk: the file and the write-ahead log beside it.
    private func onDisk(_ database: String) throws -> Int {
        var total = 0
        for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: database + suffix) {
            total += try FileManager.default.attributesOfItem(atPath: database + suffix)[.size] as? Int ?? 0
        }
        return total
    }
}
