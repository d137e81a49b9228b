import Foundation
import InterfaceTestSupport
import GRDB
import PhotoTestSupport
import ScorekeeperStore
import ScorekeeperPhotos
import Testing
import TestSupport

/// Photos that arrive through `scorekeeper sync` pass the checks attaching makes: what attaching
/// refuses (and a thumbnail that is not small) is not kept, the summary says why, and the rest
/// of the sync, a valid photo included, goes through.
@Suite(.enabled(if: PhotoSupport.isAvailable, "\(PhotoSupport.unavailableReason ?? "")"))
struct ReceivedPhotoTests {
    @Test func refusedPhotosAreNotKeptAndTheSummarySaysWhy() throws {
        let folder = try TemporaryFolder()
        let source = folder.file("source.sqlite")
        let night = try SeededGame(source, title: "Night", players: [("Ann", 0), ("Bob", 0), ("Cy", 0), ("Dee", 0)])
        let (seeded, players) = (night.database, night.players)
        let valid = TestImage.png(width: 32, height: 32, red: 0, green: 200, blue: 0)
        try valid.write(to: URL(fileURLWithPath: folder.file("dee.png")))
        try seeded.attachPhoto(playerID: players[3].id, fileAt: folder.file("dee.png"))

        // Written as another program (or an older copy) would: a text file, a picture too large
        // to decode, and a valid photo whose thumbnail claims 16383 x 16383 pixels.
        let text = Data("This is not a picture.\n".utf8)
        let huge = TestImage.pngClaiming(width: 30_000, height: 30_000)
        let bigThumbnail = TestImage.webPClaiming(width: 16_383, height: 16_383)
        let queue = try DatabaseQueue(path: source)
        try queue.write { db in
            for (player, bytes) in [(players[0], text), (players[1], huge), (players[2], valid)] {
                try db.execute(sql: #"INSERT INTO "playerAssets" ("playerID", "imageData") VALUES (?, ?)"#,
                               arguments: [player.id.lowercasedString, bytes])
            }
            try db.execute(sql: #"INSERT INTO "playerThumbnails" ("playerID", "thumbnailData") VALUES (?, ?)"#,
                           arguments: [players[2].id.lowercasedString, bigThumbnail])
        }
        try queue.close()

        let copy = folder.file("copy.sqlite")
        _ = try AppDatabase.open(DatabaseLocation(path: copy, isDefault: false))
        let outcome = try ScorekeeperBinary.run(["--db", copy, "sync", source], in: folder)
        #expect(outcome.exitCode == 0, "\(outcome)")
        let summary = outcome.standardOutput
        #expect(summary.contains("Ann's photo in Night from the other copy was not kept: it is not an image Scorekeeper can read"),
                "\(summary)")
        #expect(summary.contains("Bob's photo in Night from the other copy was not kept: it is too large a picture (30000 x 30000 pixels)"),
                "\(summary)")
        #expect(summary.contains("Cy's photo in Night from the other copy was not kept: its thumbnail"), "\(summary)")
        #expect(!summary.contains("Dee's photo"), "\(summary)")

        // The copy holds the players and Dee's photo, and none of the refused bytes.
        let received = try DatabaseQueue(path: copy)
        try received.read { db in
            let names = try String.fetchAll(db, sql: #"SELECT "name" FROM "players" ORDER BY "name""#)
            #expect(names == ["Ann", "Bob", "Cy", "Dee"])
            let photos = try Row.fetchAll(db, sql: #"SELECT "playerID", "imageData" FROM "playerAssets""#)
            #expect(photos.map { $0["playerID"] as String } == [players[3].id.lowercasedString])
            #expect(photos.first.map { $0["imageData"] as Data } == valid)
            let stored = try Data.fetchAll(db, sql: #"SELECT "imageData" FROM "playerAssets" UNION ALL SELECT "thumbnailData" FROM "playerThumbnails""#)
            for hostile in [text, huge, bigThumbnail] { #expect(!stored.contains(hostile)) }
            // No stamp claims a photo the copy does not hold.
            let stamped = try String.fetchAll(db, sql: #"SELECT "playerID" FROM "syncPhotoStamps" WHERE "present""#)
            #expect(stamped == [players[3].id.lowercasedString])
        }
        try received.close()
    }
}
