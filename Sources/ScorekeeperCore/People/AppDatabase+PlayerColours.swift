import Foundation
import GRDB

// Reads: each player's colour, the colour of the person they are linked to.
extension AppDatabase {
    /// The colour of every player of a game who is linked to a person, by player id. It reads
    /// only the players' ids and links and the people's colours, so an observation of it is not
    /// woken by score changes.
    public static func playerColours(_ db: Database, gameID: UUID) throws -> [UUID: String] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT "players"."id", "people"."colour" FROM "players" JOIN "people" ON "people"."id" = "players"."personID"
            WHERE "players"."gameID" = ?
            """, arguments: [gameID.lowercasedString])
        var colours: [UUID: String] = [:]
        for row in rows {
            if let id = UUID(uuidString: row["id"]) { colours[id] = row["colour"] }
        }
        return colours
    }
}
