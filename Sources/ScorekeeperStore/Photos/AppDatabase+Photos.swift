import Foundation
import GRDB

// Writes and reads: player photos. Validation of the bytes (is this an image?) and thumbnail
// making happen before these calls, outside the write lock, in the photo module.
extension AppDatabase {
    /// Attaches a photo: an upsert of the player's asset row with the exact bytes given, and its
    /// thumbnail (or none), in one transaction. A smaller photo replacing a larger one gives the
    /// difference back to the file system.
    public func savePhoto(playerID: Player.ID, imageData: Data, thumbnailData: Data?) throws {
        let now = self.now
        let hash = PhotoHash.sha256(imageData)
        let replaced = try write { db in
            guard try Player.exists(db, id: playerID) else {
                throw ScorekeeperError.playerNotFound(playerID.lowercasedString)
            }
            let replaced = try PlayerAsset.exists(db, key: playerID.lowercasedString)
            try AppDatabase.stampingItself(db) {
                try PlayerAsset(playerID: playerID, imageData: imageData).upsert(db)
                if let thumbnailData {
                    try PlayerThumbnail(playerID: playerID, thumbnailData: thumbnailData).upsert(db)
                } else {
                    try PlayerThumbnail.deleteOne(db, key: playerID.lowercasedString)
                }
                try AppDatabase.writePhotoStamp(db, playerID: playerID.lowercasedString,
                                                stamp: try AppDatabase.nextStamp(db, now: now), sha256: hash)
            }
            try AppDatabase.touchGame(db, playerID: playerID, now: now, for: .photo)
            return replaced
        }
        if replaced { reclaimFreeSpace() }
    }

    /// Removes a player's photo (and, by cascade, its thumbnail), and gives the space back unless
    /// the caller does that later (the interface, once per burst).
    /// Returns false when the player had no photo.
    @discardableResult
    public func removePhoto(playerID: Player.ID, reclaimingSpace: Bool = true) throws -> Bool {
        let now = self.now
        let removed = try write { db in try AppDatabase.removePhoto(db, playerID: playerID, now: now) }
        if removed && reclaimingSpace { reclaimFreeSpace() }
        return removed
    }

    /// The removal, inside the caller's transaction: the photo row goes (its thumbnail by
    /// cascade) and the photo register records the removal with the next stamp.
    static func removePhoto(_ db: Database, playerID: Player.ID, now: Date) throws -> Bool {
        guard try Player.exists(db, id: playerID) else {
            throw ScorekeeperError.playerNotFound(playerID.lowercasedString)
        }
        let removed = try AppDatabase.stampingItself(db) {
            let removed = try PlayerAsset.deleteOne(db, key: playerID.lowercasedString)
            if removed {
                try AppDatabase.writePhotoStamp(db, playerID: playerID.lowercasedString,
                                                stamp: try AppDatabase.nextStamp(db, now: now), sha256: nil)
            }
            return removed
        }
        if removed {
            try AppDatabase.touchGame(db, playerID: playerID, now: now, for: .photo)
        }
        return removed
    }

    /// The photo's bytes, exactly as attached; nil when the player has none.
    public func fetchPhotoData(playerID: Player.ID) throws -> Data? {
        try read { db in
            try Data.fetchOne(db, sql: #"SELECT "imageData" FROM "playerAssets" WHERE "playerID" = ?"#,
                              arguments: [playerID.lowercasedString])
        }
    }

    /// The list thumbnail's bytes; nil when there is no photo or no thumbnail could be made.
    public func fetchThumbnailData(playerID: Player.ID) throws -> Data? {
        try read { db in
            try Data.fetchOne(db, sql: #"SELECT "thumbnailData" FROM "playerThumbnails" WHERE "playerID" = ?"#,
                              arguments: [playerID.lowercasedString])
        }
    }
}

// Reads: the thumbnails a game's list draws its avatars from.
extension AppDatabase {
    /// The list thumbnails of a game's players, by player id (players without one are absent): a
    /// player's own, else (when the player has no photo of its own) their person's. It reads only
    /// the photo tables and the players' ids, game and person, so a score change does not make an
    /// observation of it read again.
    public static func thumbnails(_ db: Database, gameID: Game.ID) throws -> [Player.ID: Data] {
        var thumbnails: [Player.ID: Data] = [:]
        let rows = try Row.fetchCursor(db, sql: """
            SELECT "players"."id",
              CASE WHEN "playerAssets"."playerID" IS NOT NULL THEN "playerThumbnails"."thumbnailData"
                   ELSE "personThumbnails"."thumbnailData" END AS "thumbnailData"
            FROM "players"
            LEFT JOIN "playerAssets" ON "playerAssets"."playerID" = "players"."id"
            LEFT JOIN "playerThumbnails" ON "playerThumbnails"."playerID" = "players"."id"
            LEFT JOIN "personThumbnails" ON "personThumbnails"."personID" = "players"."personID"
            WHERE "players"."gameID" = ?
            """, arguments: [gameID.lowercasedString])
        while let row = try rows.next() {
            if let id = Player.ID(uuidString: row["id"]), let data = row["thumbnailData"] as Data? { thumbnails[id] = data }
        }
        return thumbnails
    }

    /// The content hash of a player's photo: the stored one, or hashed from the bytes (a rematch
    /// copies it; a sync compares photos by it).
    package static func photoHash(_ db: Database, playerID: String) throws -> String? {
        if let stored = try String.fetchOne(db, sql: #"SELECT "sha256" FROM "syncPhotoStamps" WHERE "playerID" = ? AND "present""#,
                                            arguments: [playerID]) {
            return stored
        }
        // A person's photo is stamped under the person's id (ids are unique across both tables).
        return try Data.fetchOne(db, sql: #"""
            SELECT "imageData" FROM "playerAssets" WHERE "playerID" = ?1
            UNION ALL SELECT "imageData" FROM "personAssets" WHERE "personID" = ?1 LIMIT 1
            """#, arguments: [playerID]).map(PhotoHash.sha256)
    }
}
