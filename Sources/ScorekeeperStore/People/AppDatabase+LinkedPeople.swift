import Foundation
import GRDB

/// The person a player of a game is linked to, as the game's photo dialog names them.
public struct LinkedPerson: Equatable, Sendable {
    public var id: Person.ID
    public var name: String
}

// Reads for the interface's photo choices: who each player's person is, and who has a photo of
// their own. Both are small and followed by observations apart from the scores.
extension AppDatabase {
    /// Each linked player's person in a game, by player id.
    public static func linkedPeople(_ db: Database, gameID: Game.ID) throws -> [Player.ID: LinkedPerson] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT "players"."id", "people"."id" AS "personID", "people"."name"
            FROM "players" JOIN "people" ON "people"."id" = "players"."personID"
            WHERE "players"."gameID" = ?
            """, arguments: [gameID.lowercasedString])
        var people: [Player.ID: LinkedPerson] = [:]
        for row in rows {
            guard let id = Player.ID(uuidString: row["id"]), let personID = row["personID"] as Person.ID? else { continue }
            people[id] = LinkedPerson(id: personID, name: row["name"])
        }
        return people
    }

    /// The people who have a photo of their own.
    public static func peopleWithPhotos(_ db: Database) throws -> Set<Person.ID> {
        Set(try Person.ID.fetchAll(db, sql: #"SELECT "personID" FROM "personAssets""#))
    }
}
