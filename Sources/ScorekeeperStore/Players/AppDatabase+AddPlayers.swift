import Foundation
import GRDB

// Several players joining a game at once: `player add GAME Ann Bo Cy`.
extension AppDatabase {
    /// Adds a player per name, in the order given, in one transaction: every one joins or none
    /// does. A name given twice (`PersonName`: case and spaces aside) is refused by name before
    /// anything is written. A name the game already has is allowed, as `addPlayer` allows it: a
    /// second Eve is a new person.
    @discardableResult
    public func addPlayers(gameID: Game.ID, names: [String], score: Int = 0) throws -> [Player] {
        let now = self.now
        let validated = try names.map { try NameValidation.validated($0, what: "Name") }
        var seen: [String: String] = [:]
        for name in validated {
            if let earlier = seen[PersonName.key(name)] {
                throw ScorekeeperError.other("'\(Sanitized.text(name))' is given twice"
                    + (earlier == name ? "" : " (as '\(Sanitized.text(earlier))')") + ": a game has one player of a name. Nobody was added.")
            }
            seen[PersonName.key(name)] = name
        }
        return try write { db in
            // A finished game's list of players is its result: no one joins it until it is reopened.
            _ = try AppDatabase.playingGame(db, id: gameID)
            // The people and the game's colours read once for all the names, not once per name.
            var joining = try JoiningPlayers(db, gameID: gameID)
            let added = try validated.map { name in
                try self.insertJoiningPlayer(db, id: self.newID(), gameID: gameID, name: name, score: score, now: now, joining: &joining)
            }
            try AppDatabase.touchGame(db, id: gameID, now: now, for: .players)
            return added
        }
    }

    /// `insertPlayer` for one of several players joining together: the person found (or made,
    /// in the colour the game leaves them) from what `joining` read, which then counts the player.
    func insertJoiningPlayer(_ db: Database, id: Player.ID, gameID: Game.ID, name: String, score: Int, now: Date,
                             joining: inout JoiningPlayers) throws -> Player {
        var player = Player(id: id, gameID: gameID, name: name, score: 0, createdAt: now)
        try player.insert(db)
        let personID: Person.ID, colour: PersonColour
        if let found = joining.person(forName: player.name) {
            personID = found.id
            colour = found.colour
        } else {
            personID = try AppDatabase.newPerson(db, named: player.name, gameID: gameID, members: joining.members, now: now, ids: ids)
            colour = PersonColour.stored(try String.fetchOne(db.cachedStatement(sql: #"SELECT "colour" FROM "people" WHERE "id" = ?"#),
                                                             arguments: [personID]) ?? "")
        }
        try AppDatabase.linkPlayer(db, playerID: player.id, personID: personID)
        joining.joined(player, personID: personID, colour: colour)
        player.score = try AppDatabase.recordChange(db, id: ids(), player: player, amount: score, kind: .start, now: now)
        return player
    }
}
