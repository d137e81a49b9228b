import Foundation
import GRDB

// Adding a known person to a game: the people to complete a typed name from, and their last
// photo, copied to the new player as a rematch copies photos.
extension AppDatabase {
    /// Every live person, most recently played first (their latest player's creation), then by
    /// name: what the interface's add-player prompt completes from.
    public static func peopleByLastPlayed(_ db: Database) throws -> [Person] {
        try Person.fetchAll(db, sql: """
            SELECT "people".* FROM "people" WHERE "mergedInto" IS NULL
            ORDER BY (SELECT max("createdAt") FROM "players" WHERE "personID" = "people"."id") DESC, "name" COLLATE NOCASE, "id"
            """)
    }

    /// The player whose photo is a person's last: the latest of their players outside `gameID`
    /// that has a photo. Nil when the player is linked to no one or none of theirs has one.
    public static func lastPhotoPlayer(_ db: Database, forPlayer playerID: UUID) throws -> UUID? {
        try String.fetchOne(db, sql: """
            SELECT "other"."id" FROM "players" AS "new"
            JOIN "players" AS "other" ON "other"."personID" = "new"."personID" AND "other"."gameID" <> "new"."gameID"
            JOIN "playerAssets" ON "playerAssets"."playerID" = "other"."id"
            WHERE "new"."id" = ?
            ORDER BY "other"."createdAt" DESC, "other"."id" DESC LIMIT 1
            """, arguments: [playerID.lowercasedString]).flatMap(UUID.init(uuidString:))
    }

    public func lastPhotoPlayer(forPlayer playerID: UUID) throws -> UUID? {
        try read { db in try Self.lastPhotoPlayer(db, forPlayer: playerID) }
    }

    /// Copies a player's photo and thumbnail to a player who has none, inside SQLite (the bytes
    /// never become a Swift `Data`), as a rematch does. False when the source has no photo any
    /// more or the target has one already: nothing is written then.
    @discardableResult
    public func copyPhoto(from source: UUID, to target: UUID) throws -> Bool {
        let now = self.now
        return try write { db in
            guard try Player.exists(db, id: target) else { throw ScorekeeperError.playerNotFound(target.lowercasedString) }
            guard try !PlayerAsset.exists(db, key: target.lowercasedString) else { return false }
            let copied = try AppDatabase.stampingItself(db) { () -> Bool in
                try db.execute(sql: """
                    INSERT INTO "playerAssets" ("playerID", "imageData")
                    SELECT ?, "imageData" FROM "playerAssets" WHERE "playerID" = ?
                    """, arguments: [target.lowercasedString, source.lowercasedString])
                guard db.changesCount > 0 else { return false }
                try db.execute(sql: """
                    INSERT INTO "playerThumbnails" ("playerID", "thumbnailData")
                    SELECT ?, "thumbnailData" FROM "playerThumbnails" WHERE "playerID" = ?
                    """, arguments: [target.lowercasedString, source.lowercasedString])
                try AppDatabase.writePhotoStamp(db, playerID: target.lowercasedString, stamp: try AppDatabase.nextStamp(db, now: now),
                                                sha256: try AppDatabase.photoHash(db, playerID: source.lowercasedString))
                return true
            }
            if copied { try AppDatabase.touchGame(db, playerID: target, now: now) }
            return copied
        }
    }
}
