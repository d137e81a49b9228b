import Foundation
import GRDB

// Writes: people. A player is linked to a person when added (a name that matches a person, by
// `PersonName.key`, links to them; a new name makes a new person); a rematch keeps the links;
// moving a player and merging people fix wrong links. Every stamp is the file's one clock.
extension AppDatabase {
    /// The person a name links to, made when no live person has that name (with the name's own
    /// id, else the next of `ids`). Among namesakes, the one who played most recently; never one
    /// of `skipping` (people known to be someone else), for whom a new person is made instead.
    static func personID(_ db: Database, forName name: String, gameID: Game.ID? = nil, skipping: Set<Person.ID> = [],
                         now: Date, ids: IDGenerator) throws -> Person.ID {
        let key = PersonName.key(name)
        let candidates = try Row.fetchAll(db, sql: """
            SELECT "people"."id", "people"."name", (SELECT max("createdAt") FROM "players" WHERE "personID" = "people"."id") AS "lastPlayed"
            FROM "people" WHERE "mergedInto" IS NULL AND "deletedAt" IS NULL
            """)
        let matching = candidates.filter { PersonName.key($0["name"]) == key && !skipping.contains($0["id"]) }
            .sorted { (($0["lastPlayed"] as String?) ?? "", $0["id"] as String) > (($1["lastPlayed"] as String?) ?? "", $1["id"] as String) }
        if let found = matching.first { return found["id"] }
        return try newPerson(db, named: name, gameID: gameID, now: now, ids: ids)
    }

    /// A new person named `name`, beside any other of that name (a second person of one name
    /// is a new person, as `importTournament` makes for two entrants their FIDE IDs tell apart).
    /// `members`, when given, are the game's players as `colourMembers` would read them now
    /// (players joining together keep them in memory: `JoiningPlayers`).
    static func newPerson(_ db: Database, named name: String, gameID: Game.ID? = nil, members: [GameColours.Member]? = nil,
                          now: Date, ids: IDGenerator) throws -> Person.ID {
        let key = PersonName.key(name)
        let derived = PersonName.derivedID(key)
        // Cached statement: a write of many names makes a person for each in one transaction.
        let taken = try Bool.fetchOne(db.cachedStatement(sql: #"SELECT EXISTS (SELECT 1 FROM "people" WHERE "id" = ?)"#),
                                      arguments: [derived]) ?? false
        // The name's own colour, unless someone in the game shows it: then the one they would
        // show there (`GameColours`), so their own colour is the one their first game shows.
        var colour = PersonColour.initial(forKey: key)
        if let members {
            colour = GameColours.colour(own: colour, joining: members)
        } else if let gameID {
            colour = GameColours.colour(own: colour, joining: try colourMembers(db, gameID: gameID))
        }
        let person = PersonToMake(name: name, id: PersonToMake.newID(derived: derived, taken: taken, ids: ids), colour: colour,
                                  stamp: try nextStamp(db, now: now))
        try person.insert(db)
        return person.id
    }

    /// The people `newPerson` makes for `names` one after another outside a game (an import's
    /// entrants that are no one yet), in that order, for the caller to insert in the same
    /// transaction (`PersonToMake.row`, many to a statement). The file is asked once which of
    /// the names' own ids a person holds, and its clock read and moved once for all their
    /// stamps, rather than once per person (each query a statement of its own, for each of
    /// thousands of entrants).
    static func peopleToMake(_ db: Database, named names: [String], now: Date, ids: IDGenerator) throws -> [PersonToMake] {
        guard !names.isEmpty else { return [] }
        let keys = names.map(PersonName.key)
        let derived = keys.map(PersonName.derivedID)
        // The ids are lowercase hexadecimal and dashes: a JSON array of them needs no escaping.
        let asJSON = "[" + derived.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        var taken = Set(try String.fetchAll(db, sql: #"SELECT "id" FROM "people" WHERE "id" IN (SELECT "value" FROM json_each(?))"#,
                                            arguments: [asJSON]))
        let stamps = try nextStamps(db, count: names.count, now: now)
        return names.indices.map { index in
            let id = PersonToMake.newID(derived: derived[index], taken: taken.contains(derived[index]), ids: ids)
            // A later namesake of this report finds the name's id held by this one.
            taken.insert(id.lowercasedString)
            return PersonToMake(name: names[index], id: id, colour: PersonColour.initial(forKey: keys[index]), stamp: stamps[index])
        }
    }

    /// Links a new player to a person (its creation stands for the link's stamp).
    static func linkPlayer(_ db: Database, playerID: Player.ID, personID: Person.ID) throws {
        try db.execute(sql: #"UPDATE "players" SET "personID" = ? WHERE "id" = ?"#, arguments: [personID, playerID.lowercasedString])
    }

    /// A live person by id, or a one-line refusal.
    static func livePerson(_ db: Database, id: Person.ID) throws -> Person {
        guard let person = try Person.fetchOne(db, sql: #"SELECT * FROM "people" WHERE "id" = ?"#, arguments: [id]) else {
            throw ScorekeeperError.other("No person with id \(id.lowercasedString).")
        }
        if let kept = person.mergedInto {
            throw ScorekeeperError.other("\(Sanitized.text(person.name)) was merged into another person (\(kept.lowercasedString)).")
        }
        if try Bool.fetchOne(db, sql: #"SELECT "deletedAt" IS NOT NULL FROM "people" WHERE "id" = ?"#, arguments: [id]) == true {
            throw ScorekeeperError.other("\(Sanitized.text(person.name)) was deleted.")
        }
        return person
    }

    /// Moves a player to another person (a wrong link fixed); the link is a register.
    public func movePlayer(id: Player.ID, toPerson personID: Person.ID) throws {
        let now = self.now
        try write { db in
            guard try Player.fetchOne(db, id: id) != nil else { throw ScorekeeperError.playerNotFound(id.lowercasedString) }
            _ = try AppDatabase.livePerson(db, id: personID)
            let stamp = try AppDatabase.nextStamp(db, now: now)
            try db.execute(sql: #"UPDATE "players" SET "personID" = ?, "personChangedAt" = ? WHERE "id" = ?"#,
                           arguments: [personID, stamp, id.lowercasedString])
        }
    }

    /// Merges a person into another: every player of `from` moves to `into`, and `from` stays as
    /// a tombstone pointing to `into` (so a copy that syncs later moves its players too). Returns
    /// how many games moved.
    @discardableResult
    public func mergePeople(from: Person.ID, into: Person.ID) throws -> Int {
        guard from != into else { throw ScorekeeperError.other("A person cannot be merged into themselves.") }
        let now = self.now
        return try write { db in
            _ = try AppDatabase.livePerson(db, id: from)
            _ = try AppDatabase.livePerson(db, id: into)
            let games = try Int.fetchOne(db, sql: #"SELECT count(DISTINCT "gameID") FROM "players" WHERE "personID" = ?"#, arguments: [from]) ?? 0
            let stamp = try AppDatabase.nextStamp(db, now: now)
            try db.execute(sql: #"UPDATE "people" SET "mergedInto" = ?, "mergedAt" = ? WHERE "id" = ?"#, arguments: [into, stamp, from])
            try AppDatabase.repointMergedPeople(db)
            return games
        }
    }

    /// Players whose person was merged follow the merge to the person kept (the end of the chain),
    /// stamped with the merge's own stamp, so every copy that applies the merge writes the same.
    /// A link made after the merge (a later stamp) stays.
    package static func repointMergedPeople(_ db: Database) throws {
        let merged = try Row.fetchAll(db, sql: #"SELECT "id", "mergedInto", "mergedAt" FROM "people" WHERE "mergedInto" IS NOT NULL"#)
        guard !merged.isEmpty else { return }
        let chain = MergeChain(mergedInto: Dictionary(uniqueKeysWithValues: merged.map { ($0["id"] as Person.ID, $0["mergedInto"] as Person.ID) }))
        for row in merged {
            let id: Person.ID = row["id"]
            guard let end = chain.end(of: id), end != id else { continue }
            try db.execute(sql: """
                UPDATE "players" SET "personID" = ?, "personChangedAt" = ?
                WHERE "personID" = ? AND ("personChangedAt" IS NULL OR "personChangedAt" < ?)
                """, arguments: [end, row["mergedAt"] as String, id, row["mergedAt"] as String])
        }
    }

    /// Renames a person (their players keep the names they had in each game).
    public func renamePerson(id: Person.ID, name: String) throws {
        let name = try NameValidation.validated(name, what: "Name")
        let now = self.now
        try write { db in
            _ = try AppDatabase.livePerson(db, id: id)
            let stamp = try AppDatabase.nextStamp(db, now: now)
            try db.execute(sql: #"UPDATE "people" SET "name" = ?, "nameChangedAt" = ? WHERE "id" = ?"#, arguments: [name, stamp, id])
        }
    }

    /// Gives a person another colour from the palette.
    public func setColour(personID: Person.ID, _ colour: PersonColour) throws {
        let now = self.now
        try write { db in
            _ = try AppDatabase.livePerson(db, id: personID)
            let stamp = try AppDatabase.nextStamp(db, now: now)
            try db.execute(sql: #"UPDATE "people" SET "colour" = ?, "colourChangedAt" = ? WHERE "id" = ?"#,
                           arguments: [colour.rawValue, stamp, personID])
        }
    }

    /// Sets a game's kind for statistics (a register, stamped by the clock).
    public func setKind(gameID: Game.ID, _ kind: String) throws {
        let kind = try NameValidation.validated(kind, what: "Kind")
        let now = self.now
        try write { db in
            guard try Game.fetchOne(db, id: gameID) != nil else { throw ScorekeeperError.gameNotFound(gameID.lowercasedString) }
            let stamp = try AppDatabase.nextStamp(db, now: now)
            try db.execute(sql: #"UPDATE "games" SET "kind" = ?, "kindChangedAt" = ? WHERE "id" = ?"#,
                           arguments: [kind, stamp, gameID.lowercasedString])
        }
    }
}

// Reads: people.
extension AppDatabase {
    /// A game's kind: the one set, else its title without a rematch suffix.
    public static func kind(stored: String?, title: String) -> String {
        stored ?? rematchBase(title)
    }

    /// The kind statistics count a game under (see `kind(stored:title:)`).
    public func fetchKind(gameID: Game.ID) throws -> String {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: #"SELECT "kind", "title" FROM "games" WHERE "id" = ?"#,
                                             arguments: [gameID.lowercasedString]) else {
                throw ScorekeeperError.gameNotFound(gameID.lowercasedString)
            }
            return Self.kind(stored: row["kind"], title: row["title"])
        }
    }

    /// Every live person (not merged), in the natural order of names.
    public static func people(_ db: Database) throws -> [Person] {
        try Person.fetchAll(db, sql: #"SELECT * FROM "people" WHERE "mergedInto" IS NULL AND "deletedAt" IS NULL ORDER BY "name" COLLATE naturalOrder, "id""#)
    }

    public func fetchPeople() throws -> [Person] { try read { db in try Self.people(db) } }

    /// How many games a person's players are in.
    public func gameCount(personID: Person.ID) throws -> Int {
        try read { db in
            try Int.fetchOne(db, sql: #"SELECT count(DISTINCT "gameID") FROM "players" WHERE "personID" = ?"#, arguments: [personID]) ?? 0
        }
    }

    /// The person a player is linked to.
    public func personID(ofPlayer id: Player.ID) throws -> Person.ID? {
        try read { db in
            try Person.ID.fetchOne(db, sql: #"SELECT "personID" FROM "players" WHERE "id" = ?"#, arguments: [id])
        }
    }
}
