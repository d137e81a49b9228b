import Foundation
import GRDB

// Merging photos: the photo of a player is a register (`SyncPhotoStamp.register`), a removal
// included; a tie resolves by content hash, so both sides keep the same bytes.
extension AppDatabase {
    /// `wanted` gets the players whose incoming stamp wins but came without its photo's bytes.
    static func mergePhotos(_ db: Database, _ incoming: [SyncPhotoStamp], photos: [String: SyncPhoto], gameID: String,
                            wanted: inout [String]) throws {
        for stamp in incoming {
            guard try String.fetchOne(db, sql: #"SELECT "gameID" FROM "players" WHERE "id" = ?"#, arguments: [stamp.playerID]) == gameID
            else { continue }
            if let local = try SyncPhotoStamp.fetchOne(db, key: stamp.playerID), !local.register.yields(to: stamp.register) { continue }
            if stamp.present {
                // Without the bytes (they travel after the rows, one photo at a time: `wanted`
                // asks for them), or with bytes that are not the ones stamped (changed since, a
                // change the source's next sync carries), nothing changes now.
                guard let photo = photos[stamp.playerID] else {
                    wanted.append(stamp.playerID)
                    continue
                }
                guard PhotoHash.sha256(photo.imageData) == stamp.sha256 else { continue }
                try db.execute(sql: """
                    INSERT INTO "playerAssets" ("playerID", "imageData") VALUES (?, ?)
                    ON CONFLICT ("playerID") DO UPDATE SET "imageData" = excluded."imageData"
                    """, arguments: [photo.playerID, photo.imageData])
                if let thumbnail = photo.thumbnailData {
                    try db.execute(sql: """
                        INSERT INTO "playerThumbnails" ("playerID", "thumbnailData") VALUES (?, ?)
                        ON CONFLICT ("playerID") DO UPDATE SET "thumbnailData" = excluded."thumbnailData"
                        """, arguments: [photo.playerID, thumbnail])
                } else {
                    try db.execute(sql: #"DELETE FROM "playerThumbnails" WHERE "playerID" = ?"#, arguments: [photo.playerID])
                }
            } else {
                try db.execute(sql: #"DELETE FROM "playerAssets" WHERE "playerID" = ?"#, arguments: [stamp.playerID])
            }
            try stamp.save(db)
        }
    }
}
