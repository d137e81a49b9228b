import Foundation
import GRDB

// Adding a known person to a game: the people an add-player prompt offers (most recently played
// first), and their last photo, offered to their new player and copied as a rematch copies photos.
extension AppDatabase {
    /// Live people, most recently played first (their latest player's creation), then by name and
    /// id; people who never played come last.
    public static func knownPeople(_ db: Database) throws -> [Person] {
        try Person.fetchAll(db, sql: """
            SELECT "people".* FROM "people"
            LEFT JOIN (SELECT "personID", max("createdAt") AS "lastPlayed" FROM "players" GROUP BY "personID") AS "played"
              ON "played"."personID" = "people"."id"
            WHERE "people"."mergedInto" IS NULL
            ORDER BY "played"."lastPlayed" IS NULL, "played"."lastPlayed" DESC, "people"."name" COLLATE NOCASE, "people"."id"
            """)
    }

    public func fetchKnownPeople() throws -> [Person] { try read { db in try Self.knownPeople(db) } }

    /// The player whose photo is the person's last: their most recently added player with a
    /// photo (other than `excluding`); nil when none of their players has one.
    static func lastPhotoPlayer(_ db: Database, personID: String, excluding: String? = nil) throws -> String? {
        try String.fetchOne(db, sql: """
            SELECT "players"."id" FROM "players" JOIN "playerAssets" ON "playerAssets"."playerID" = "players"."id"
            WHERE "players"."personID" = ? AND "players"."id" IS NOT ?
            ORDER BY "players"."createdAt" DESC, "players"."id" DESC LIMIT 1
            """, arguments: [personID, excluding])
    }

    /// The person's last photo, its bytes as they were attached; nil when they have none.
    public func lastPhoto(personID: String) throws -> Data? {
        try read { db in
            guard let player = try Self.lastPhotoPlayer(db, personID: personID) else { return nil }
            return try Data.fetchOne(db, sql: #"SELECT "imageData" FROM "playerAssets" WHERE "playerID" = ?"#, arguments: [player])
        }
    }

    /// Gives a player without a photo their person's last photo (bytes and thumbnail copied, as
    /// a rematch copies them); false when the player has a photo already, no person, or their
    /// person has no photo.
    @discardableResult
    public func copyLastPhoto(toPlayer id: UUID) throws -> Bool {
        let now = self.now
        return try write { db in
            let player = id.lowercasedString
            guard let row = try Row.fetchOne(db, sql: #"SELECT "personID" FROM "players" WHERE "id" = ?"#, arguments: [player]) else {
                throw ScorekeeperError.playerNotFound(player)
            }
            guard let personID = row["personID"] as String?,
                  try !PlayerAsset.exists(db, key: player),
                  let source = try Self.lastPhotoPlayer(db, personID: personID, excluding: player),
                  try Self.copyPhoto(db, from: source, to: player, now: now) else { return false }
            try Self.touchGame(db, playerID: id, now: now)
            return true
        }
    }
}
