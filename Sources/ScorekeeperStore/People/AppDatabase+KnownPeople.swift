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
            WHERE "people"."mergedInto" IS NULL AND "people"."deletedAt" IS NULL
            ORDER BY "played"."lastPlayed" IS NULL, "played"."lastPlayed" DESC, "people"."name" COLLATE naturalOrder, "people"."id"
            """)
    }

    public func fetchKnownPeople() throws -> [Person] { try read { db in try Self.knownPeople(db) } }

    /// The player whose photo is the person's last: their most recently added player with a
    /// photo (other than `excluding`); nil when none of their players has one.
    static func lastPhotoPlayer(_ db: Database, personID: Person.ID, excluding: String? = nil) throws -> String? {
        try String.fetchOne(db, sql: """
            SELECT "players"."id" FROM "players" JOIN "playerAssets" ON "playerAssets"."playerID" = "players"."id"
            WHERE "players"."personID" = ? AND "players"."id" IS NOT ?
            ORDER BY "players"."createdAt" DESC, "players"."id" DESC LIMIT 1
            """, arguments: [personID, excluding])
    }

    /// The player whose photo a newly added player would be offered: the last photo of the new
    /// player's person, from another of their players; nil when there is none to offer (or the
    /// person has a photo of their own, which the player shows).
    public func lastPhotoPlayer(forPlayer playerID: Player.ID) throws -> Player.ID? {
        try read { db in
            let player = playerID.lowercasedString
            guard let personID = try Person.ID.fetchOne(db, sql: #"SELECT "personID" FROM "players" WHERE "id" = ?"#, arguments: [player]),
                  try !PlayerAsset.exists(db, key: player) else { return nil }
            // A person with a photo of their own: the new player shows it already.
            if try Self.personHasPhoto(db, personID: personID) { return nil }
            return try Self.lastPhotoPlayer(db, personID: personID, excluding: player).flatMap(Player.ID.init(uuidString:))
        }
    }

    /// Copies the offered photo (the one the user saw named) to a player who has none, as a
    /// rematch copies photos. False when the source has no photo any more or the target has one
    /// already: nothing is written then.
    @discardableResult
    public func copyPhoto(from source: Player.ID, to target: Player.ID) throws -> Bool {
        let now = self.now
        return try write { db in
            guard try Player.exists(db, id: target) else { throw ScorekeeperError.playerNotFound(target.lowercasedString) }
            guard try !PlayerAsset.exists(db, key: target.lowercasedString),
                  try Self.copyPhoto(db, from: source.lowercasedString, to: target.lowercasedString, now: now) else { return false }
            try Self.touchGame(db, playerID: target, now: now, for: .photo)
            return true
        }
    }
}
