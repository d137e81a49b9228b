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
            let added = try validated.map { name in
                try self.insertPlayer(db, id: self.newID(), gameID: gameID, name: name, score: score, now: now)
            }
            try AppDatabase.touchGame(db, id: gameID, now: now, for: .players)
            return added
        }
    }
}
