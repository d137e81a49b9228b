import Foundation
import GRDB

// Reads: the games of one person, for the interface's person screen.
extension AppDatabase {
    /// The games a person has a player in, most recently changed first (the games list's own
    /// order), with their player counts and a finished game's winners.
    public static func gameSummaries(_ db: Database, personID: Person.ID) throws -> [GameSummary] {
        let ids = try String.fetchAll(db, sql: """
            SELECT "id" FROM "games" WHERE "id" IN (SELECT "gameID" FROM "players" WHERE "personID" = ?)
            ORDER BY "updatedAt" DESC, "createdAt" DESC, "id"
            """, arguments: [personID]).compactMap(Game.ID.init(uuidString:))
        return try gameSummaries(db, ids: ids)
    }
}
