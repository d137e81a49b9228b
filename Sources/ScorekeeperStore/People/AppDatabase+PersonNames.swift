import Foundation
import GRDB

// Finding a person by what was typed, as games and players are found (AppDatabase+Names): a
// live person's name (`PersonName.key`: case ignored, surrounding spaces trimmed) first, since a
// name such as "Bead" is also the start of some id; else an id or a unique id prefix (4 characters
// or more); else a merged person's name, answered with whom they were merged into; a miss
// suggests the nearest names (`NearestNames`).
extension AppDatabase {
    /// The live person `reference` names: a name, an id, or a unique id prefix.
    public static func resolvePerson(_ db: Database, _ reference: String) throws -> Person {
        let people = try AppDatabase.people(db)
        let key = PersonName.key(reference)
        let named = people.filter { PersonName.key($0.name) == key }
        if named.count == 1 { return named[0] }
        let notFound = { (typed: String) in ScorekeeperError.other("No person with id '\(Sanitized.text(typed))'.") }
        let byID = Result<Person.ID, any Error> { try resolveID(db, reference, table: Person.databaseTableName, notFound: notFound,
                                          condition: #" AND "mergedInto" IS NULL AND "deletedAt" IS NULL"#) }
        if case .success(let id) = byID, let person = try Person.fetchOne(db, sql: #"SELECT * FROM "people" WHERE "id" = ?"#,
                                                                          arguments: [id.lowercasedString]),
           named.isEmpty || named.contains(where: { $0.id == person.id }) {
            return person
        }
        if named.count > 1 {
            let listed = named.map { "\($0.id.lowercasedString.prefix(8))" }.joined(separator: ", ")
            throw ScorekeeperError.ambiguousName("\(named.count) people are named '\(Sanitized.text(reference))': \(listed). Give the id (or its first characters) of the one you mean.")
        }
        // Someone merged away by that name (or id): say whom they count for now.
        if let merged = try mergedPerson(db, reference, key: key) { throw merged }
        // A reference too short to be an id prefix ("Dee") was a name, and no one has it.
        if case .failure(let error) = byID, looksLikeID(reference),
           reference.trimmingCharacters(in: .whitespaces).count >= AppDatabase.minimumPrefixLength { throw error }
        let suggestions = NearestNames.suggest(reference.trimmingCharacters(in: .whitespaces), among: people.map(\.name))
        throw ScorekeeperError.personNotNamed(reference, suggestions: suggestions)
    }

    /// The refusal for a reference that names a merged person (by name, most recently merged
    /// first, or by their whole id): whom they were merged into, at the end of the chain.
    private static func mergedPerson(_ db: Database, _ reference: String, key: String) throws -> ScorekeeperError? {
        let merged = try Person.fetchAll(db, sql: #"SELECT * FROM "people" WHERE "mergedInto" IS NOT NULL ORDER BY "mergedAt" DESC, "id""#)
        let typed = reference.trimmingCharacters(in: .whitespaces).lowercased()
        guard let person = merged.first(where: { PersonName.key($0.name) == key }) ?? merged.first(where: { $0.id.lowercasedString == typed }) else {
            return nil
        }
        let chain = MergeChain(mergedInto: Dictionary(merged.compactMap { merged in merged.mergedInto.map { (merged.id, $0) } },
                                                      uniquingKeysWith: { first, _ in first }))
        let end = chain.end(of: person.id)
        let kept = try end.flatMap { try Person.fetchOne(db, sql: #"SELECT * FROM "people" WHERE "id" = ?"#, arguments: [$0]) }
        let name = kept.map { "\(Sanitized.text($0.name)) (\($0.id.lowercasedString.prefix(8)))" } ?? "another person"
        return ScorekeeperError.other("\(Sanitized.text(person.name)) was merged into \(name); give \(kept.map { Sanitized.text($0.name) } ?? "that person") instead.")
    }

    public func resolvePerson(_ reference: String) throws -> Person {
        try read { db in try Self.resolvePerson(db, reference) }
    }

    /// Live people's names for completion, most recently played first.
    public static func personNamesForCompletion(_ db: Database) throws -> [String] {
        try knownPeople(db).map(\.name)
    }
}
