import Foundation
import GRDB

// Writes and reads: a person's own photo. It is stored by the rules of a player's (the user's
// bytes in `personAssets`, 1-to-1 with the person, a list thumbnail beside them) and stamped in
// `syncPhotoStamps` under the person's id, so a sync carries it as it carries players' photos. A
// player without a photo of their own shows their person's (`playerRowsSQL`, `thumbnails`).
extension AppDatabase {
    /// Attaches a photo to a person: an upsert of the exact bytes and their thumbnail (or none),
    /// in one transaction. A smaller photo replacing a larger one gives the difference back.
    public func savePersonPhoto(personID: Person.ID, imageData: Data, thumbnailData: Data?) throws {
        let now = self.now
        let replaced = try write { db in
            _ = try AppDatabase.livePerson(db, id: personID)
            let replaced = try Bool.fetchOne(db, sql: #"SELECT EXISTS (SELECT 1 FROM "personAssets" WHERE "personID" = ?)"#,
                                             arguments: [personID]) ?? false
            try AppDatabase.writePersonPhoto(db, personID: personID, imageData: imageData, thumbnailData: thumbnailData, now: now)
            return replaced
        }
        if replaced { reclaimFreeSpace() }
    }

    /// The upsert, inside the caller's transaction.
    static func writePersonPhoto(_ db: Database, personID: Person.ID, imageData: Data, thumbnailData: Data?, now: Date) throws {
        try stampingItself(db) {
            try db.execute(sql: """
                INSERT INTO "personAssets" ("personID", "imageData") VALUES (?, ?)
                ON CONFLICT ("personID") DO UPDATE SET "imageData" = excluded."imageData"
                """, arguments: [personID, imageData])
            if let thumbnailData {
                try db.execute(sql: """
                    INSERT INTO "personThumbnails" ("personID", "thumbnailData") VALUES (?, ?)
                    ON CONFLICT ("personID") DO UPDATE SET "thumbnailData" = excluded."thumbnailData"
                    """, arguments: [personID, thumbnailData])
            } else {
                try db.execute(sql: #"DELETE FROM "personThumbnails" WHERE "personID" = ?"#, arguments: [personID])
            }
            try writePhotoStamp(db, playerID: personID.lowercasedString, stamp: try nextStamp(db, now: now),
                                sha256: PhotoHash.sha256(imageData))
        }
    }

    /// Removes a person's photo (and its thumbnail) and gives the space back unless the caller
    /// does that later. Returns what it removed, read in the same transaction (kept by the
    /// interface so that undo can put it back); nil when the person had no photo.
    @discardableResult
    public func removePersonPhoto(personID: Person.ID, reclaimingSpace: Bool = true) throws -> RemovedPhoto? {
        let now = self.now
        let removed = try write { db -> RemovedPhoto? in
            _ = try AppDatabase.livePerson(db, id: personID)
            return try AppDatabase.removePersonPhoto(db, personID: personID, now: now)
        }
        if removed != nil && reclaimingSpace { reclaimFreeSpace() }
        return removed
    }

    /// The removal, inside the caller's transaction: what was removed, or nil.
    static func removePersonPhoto(_ db: Database, personID: Person.ID, now: Date) throws -> RemovedPhoto? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT "imageData", "thumbnailData" FROM "personAssets" LEFT JOIN "personThumbnails" USING ("personID")
            WHERE "personAssets"."personID" = ?
            """, arguments: [personID]) else { return nil }
        try stampingItself(db) {
            try db.execute(sql: #"DELETE FROM "personAssets" WHERE "personID" = ?"#, arguments: [personID])
            try writePhotoStamp(db, playerID: personID.lowercasedString, stamp: try nextStamp(db, now: now), sha256: nil)
        }
        return RemovedPhoto(owner: .person(personID), imageData: row["imageData"], thumbnailData: row["thumbnailData"])
    }

    /// Makes a player's own photo their person's (so every game of theirs without a photo of
    /// its own shows it), and the player then shows it through the person: the bytes move, in
    /// one transaction. Refused when the player has no photo or no person.
    public func makePersonPhoto(fromPlayer playerID: Player.ID) throws {
        let now = self.now
        try write { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT "players"."personID", "imageData", "thumbnailData" FROM "players"
                JOIN "playerAssets" ON "playerAssets"."playerID" = "players"."id"
                LEFT JOIN "playerThumbnails" ON "playerThumbnails"."playerID" = "players"."id"
                WHERE "players"."id" = ?
                """, arguments: [playerID.lowercasedString]) else {
                throw ScorekeeperError.other("This player has no photo of their own.")
            }
            guard let personID = row["personID"] as Person.ID? else {
                throw ScorekeeperError.other("This player is not linked to a person.")
            }
            _ = try AppDatabase.livePerson(db, id: personID)
            try AppDatabase.writePersonPhoto(db, personID: personID, imageData: row["imageData"], thumbnailData: row["thumbnailData"], now: now)
            _ = try AppDatabase.removePhoto(db, playerID: playerID, now: now)
        }
    }

    /// A person's photo, exactly as attached; nil when they have none.
    public func fetchPersonPhotoData(personID: Person.ID) throws -> Data? {
        try read { db in
            try Data.fetchOne(db, sql: #"SELECT "imageData" FROM "personAssets" WHERE "personID" = ?"#, arguments: [personID])
        }
    }

    /// A person's list thumbnail; nil when there is no photo or no thumbnail could be made.
    public func fetchPersonThumbnailData(personID: Person.ID) throws -> Data? {
        try read { db in
            try Data.fetchOne(db, sql: #"SELECT "thumbnailData" FROM "personThumbnails" WHERE "personID" = ?"#, arguments: [personID])
        }
    }

    /// Whether a person has a photo of their own.
    public static func personHasPhoto(_ db: Database, personID: Person.ID) throws -> Bool {
        try Bool.fetchOne(db, sql: #"SELECT EXISTS (SELECT 1 FROM "personAssets" WHERE "personID" = ?)"#, arguments: [personID]) ?? false
    }

    /// The photo a player shows: their own, else their person's; nil when neither has one.
    public func fetchShownPhotoData(playerID: Player.ID) throws -> Data? {
        try read { db in
            try Data.fetchOne(db, sql: """
                SELECT coalesce("playerAssets"."imageData", "personAssets"."imageData") FROM "players"
                LEFT JOIN "playerAssets" ON "playerAssets"."playerID" = "players"."id"
                LEFT JOIN "personAssets" ON "personAssets"."personID" = "players"."personID"
                WHERE "players"."id" = ?
                """, arguments: [playerID.lowercasedString])
        }
    }
}
