import Foundation
import GRDB

/// What players joining one game together (`player add GAME Ann Bo ...`) are linked and
/// coloured by, read from the file once for all of them: the live people by name key (namesakes
/// in the order `personID(forName:)` prefers them) and the game's players already linked, with
/// their people's colours (`colourMembers`). Each joining player is added to the members as it
/// is linked, so the next one sees the game as a query would. Reading both per name made
/// `player add` of 2,000 names quadratic: every name read every person and every player.
struct JoiningPlayers {
    /// A live person a name may link to, with their own colour.
    struct Candidate {
        var id: Person.ID
        var colour: PersonColour
        var lastPlayed: String
    }

    private var byKey: [String: [Candidate]] = [:]
    /// The game's players linked to a person, as `colourMembers` reads them.
    private(set) var members: [GameColours.Member]

    init(_ db: Database, gameID: Game.ID) throws {
        let people = try Row.fetchAll(db, sql: """
            SELECT "people"."id", "people"."name", "people"."colour",
              (SELECT max("createdAt") FROM "players" WHERE "personID" = "people"."id") AS "lastPlayed"
            FROM "people" WHERE "mergedInto" IS NULL AND "deletedAt" IS NULL
            """)
        for row in people {
            byKey[PersonName.key(row["name"]), default: []].append(
                Candidate(id: row["id"], colour: PersonColour.stored(row["colour"]), lastPlayed: (row["lastPlayed"] as String?) ?? ""))
        }
        for key in byKey.keys {
            byKey[key]!.sort { ($0.lastPlayed, $0.id.lowercasedString) > ($1.lastPlayed, $1.id.lowercasedString) }
        }
        members = try AppDatabase.colourMembers(db, gameID: gameID)
    }

    /// The person a name links to, as `personID(forName:)` chooses: the namesake who played most
    /// recently. Nil: a new person is to be made. The names of one `player add` differ by key,
    /// so no person found here is asked for twice (their last game changes as they join).
    func person(forName name: String) -> Candidate? {
        byKey[PersonName.key(name)]?.first
    }

    /// Counts a player just linked to a person of `colour`.
    mutating func joined(_ player: Player, personID: Person.ID, colour: PersonColour) {
        // The join as the file keeps it: to the millisecond, as `colourMembers` would read it back.
        let joinedAt = DatabaseTimestamp.canonicalDate(DatabaseTimestamp.text(player.createdAt)) ?? player.createdAt
        members.append(GameColours.Member(playerID: player.id, personID: personID, colour: colour, joinedAt: joinedAt))
    }
}
