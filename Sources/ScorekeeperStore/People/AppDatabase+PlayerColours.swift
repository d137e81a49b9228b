import Foundation
import GRDB

// Reads: the colour each player of a game shows, the rule of `GameColours` over the colours of
// the people they are linked to.
extension AppDatabase {
    /// The colour every player of a game who is linked to a person shows there (`GameColours`:
    /// their person's own colour unless someone who joined before already shows it), by player
    /// id. It reads only the players' ids, stamps and links and the people's colours, so an
    /// observation of it is not woken by score changes.
    public static func playerColours(_ db: Database, gameID: Game.ID) throws -> [Player.ID: PersonColour] {
        GameColours.assign(try colourMembers(db, gameID: gameID))
    }

    /// The players of a game linked to a person, with their person's own colour.
    static func colourMembers(_ db: Database, gameID: Game.ID) throws -> [GameColours.Member] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT "players"."id", "players"."personID", "players"."createdAt", "people"."colour"
            FROM "players" JOIN "people" ON "people"."id" = "players"."personID"
            WHERE "players"."gameID" = ?
            """, arguments: [gameID.lowercasedString])
        var members: [GameColours.Member] = []
        for row in rows {
            guard let id = Player.ID(uuidString: row["id"]) else { continue }
            members.append(GameColours.Member(playerID: id, personID: row["personID"], colour: PersonColour.stored(row["colour"]),
                                              joinedAt: try DatabaseTimestamp.decode(row, "createdAt")))
        }
        return members
    }
}
