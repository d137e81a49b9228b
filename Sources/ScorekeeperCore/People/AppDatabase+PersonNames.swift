import Foundation
import GRDB

// Finding a person by what was typed, as games and players are found (AppDatabase+Names): an id
// or a unique id prefix first, then a name (`PersonName.key`: case ignored, surrounding spaces
// trimmed); a miss suggests the nearest names (`NearestNames`).
extension AppDatabase {
    /// The live person `reference` names: an id, a unique id prefix, or a name.
    public static func resolvePerson(_ db: Database, _ reference: String) throws -> Person {
        let notFound = { (typed: String) in ScorekeeperError.other("No person with id '\(Sanitized.text(typed))'.") }
        let byID = Result { try resolveID(db, reference, table: Person.databaseTableName, notFound: notFound,
                                          condition: #" AND "mergedInto" IS NULL"#) }
        if case .success(let id) = byID, let person = try Person.fetchOne(db, sql: #"SELECT * FROM "people" WHERE "id" = ?"#,
                                                                          arguments: [id.lowercasedString]) {
            return person
        }
        let people = try AppDatabase.people(db)
        let key = PersonName.key(reference)
        let named = people.filter { PersonName.key($0.name) == key }
        if named.count == 1 { return named[0] }
        if named.count > 1 {
            let listed = named.map { "\($0.id.prefix(8))" }.joined(separator: ", ")
            throw ScorekeeperError.ambiguousName("\(named.count) people are named '\(Sanitized.text(reference))': \(listed). Give the id (or its first characters) of the one you mean.")
        }
        if case .failure(let error) = byID, looksLikeID(reference) { throw error }
        let suggestions = NearestNames.suggest(reference.trimmingCharacters(in: .whitespaces), among: people.map(\.name))
        throw ScorekeeperError.other("No person named '\(Sanitized.text(reference))'.\(ScorekeeperError.didYouMean(suggestions)) See `scorekeeper people list`.")
    }

    public func resolvePerson(_ reference: String) throws -> Person {
        try read { db in try Self.resolvePerson(db, reference) }
    }

    /// Live people's names for completion, most recently played first.
    public static func personNamesForCompletion(_ db: Database) throws -> [String] {
        try knownPeople(db).map(\.name)
    }
}
