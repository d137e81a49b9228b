import Foundation
import Testing
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// Undoing "Remove photo": the same bytes go back, and on three copies with skewed clocks the
/// removal that was undone neither comes back nor takes the photo away after syncs; a removal
/// not undone stays.
@Suite struct PhotoRemovalUndoTests {
    static func sync(_ a: AppDatabase, _ b: AppDatabase) throws {
        _ = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
    }

    @Test func aRemovalPutBackIsTheSameBytesOnEveryCopy() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let c = try AppDatabase.empty().withWallClock(.offset(by: -7200))
        let game = try a.createGame(title: "Evening")
        let ann = try a.addPlayer(gameID: game.id, name: "Ann")
        let bo = try a.addPlayer(gameID: game.id, name: "Bo")
        let photo = Data((0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try a.savePhoto(playerID: ann.id, imageData: photo, thumbnailData: Data([1]))
        try a.savePhoto(playerID: bo.id, imageData: Data(photo.reversed()), thumbnailData: nil)
        try Self.sync(a, b)
        try Self.sync(a, c)
        // On A: Ann's photo removed and put back; Bo's removed for good. B syncs in between.
        let removed = try #require(try a.removePhotoKeepingIt(playerID: ann.id))
        #expect(removed.imageData == photo && removed.thumbnailData == Data([1]))
        #expect(try a.removePhotoKeepingIt(playerID: bo.id) != nil)
        try Self.sync(a, b)
        #expect(try b.fetchPhotoData(playerID: ann.id) == nil)
        try a.restorePhoto(removed)
        try Self.sync(b, c)
        for _ in 0..<2 { try Self.sync(a, b); try Self.sync(b, c); try Self.sync(c, a) }
        for copy in [a, b, c] {
            #expect(try copy.fetchPhotoData(playerID: ann.id) == photo)
            #expect(try copy.fetchThumbnailData(playerID: ann.id) == Data([1]))
            #expect(try copy.fetchPhotoData(playerID: bo.id) == nil)
        }
        #expect(try a.removePhotoKeepingIt(playerID: bo.id) == nil, "nothing to remove")
    }
}
