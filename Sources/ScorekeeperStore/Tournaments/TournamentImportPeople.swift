import Foundation
import GRDB

/// The people a tournament import may link its entrants to, read from the file in one pass: the
/// live people by name key (namesakes in the order `personID(forName:)` prefers them), the person
/// each FIDE ID was last entered as, and the FIDE IDs each person was entered with. An import of
/// thousands of entrants asks this in memory instead of querying the file once per entrant, which
/// made the import quadratic in its entrants (each query scanned every person or every entry).
struct TournamentImportPeople {
    /// A live person who may be linked by name.
    struct Candidate {
        var id: Person.ID
        var lastPlayed: String
    }

    /// Live people by `PersonName.key`, the one who played most recently first (ties: the
    /// greater id), as `personID(forName:)` chooses among namesakes.
    private var byKey: [String: [Candidate]] = [:]
    /// The live person the latest entry with each FIDE ID is linked to.
    private var byFIDEID: [Int: Person.ID] = [:]
    /// The FIDE IDs each person has been entered with.
    private var fideIDsOfPerson: [Person.ID: Set<Int>] = [:]

    /// Reads the file's people and tournament entries as they are now.
    init(_ db: Database) throws {
        let people = try Row.fetchAll(db, sql: """
            SELECT "people"."id", "people"."name", (SELECT max("createdAt") FROM "players" WHERE "personID" = "people"."id") AS "lastPlayed"
            FROM "people" WHERE "mergedInto" IS NULL AND "deletedAt" IS NULL
            """)
        for row in people {
            let candidate = Candidate(id: row["id"], lastPlayed: (row["lastPlayed"] as String?) ?? "")
            byKey[PersonName.key(row["name"]), default: []].append(candidate)
        }
        for key in byKey.keys {
            byKey[key]!.sort { ($0.lastPlayed, $0.id.lowercasedString) > ($1.lastPlayed, $1.id.lowercasedString) }
        }
        // Oldest first, so the latest entry of a FIDE ID is the one kept.
        let entries = try Row.fetchAll(db, sql: """
            SELECT "tournamentEntries"."fideID", "tournamentEntries"."personID",
              ("people"."mergedInto" IS NULL AND "people"."deletedAt" IS NULL) AS "live"
            FROM "tournamentEntries" JOIN "people" ON "people"."id" = "tournamentEntries"."personID"
            WHERE "tournamentEntries"."fideID" IS NOT NULL
            ORDER BY "tournamentEntries"."createdAt", "tournamentEntries"."rowid"
            """)
        for row in entries {
            let fideID: Int = row["fideID"], personID: Person.ID = row["personID"]
            fideIDsOfPerson[personID, default: []].insert(fideID)
            if row["live"] as Bool { byFIDEID[fideID] = personID }
        }
    }

    /// The person `entry` is, as `AppDatabase.importedPersonID` rules it: the one its FIDE ID was
    /// last entered as (unless `linked` to another entrant of this report); else the namesake
    /// preferred, passing over those `linked` and those entered with another FIDE ID. Nil: a new
    /// person is to be made.
    func person(for entry: TournamentEntry, skipping linked: Set<Person.ID>) -> Person.ID? {
        if let fideID = entry.fideID, let known = byFIDEID[fideID], !linked.contains(known) { return known }
        return byKey[PersonName.key(entry.name)]?.first { candidate in
            guard !linked.contains(candidate.id) else { return false }
            guard let fideID = entry.fideID, let theirs = fideIDsOfPerson[candidate.id] else { return true }
            return theirs.allSatisfy { $0 == fideID }
        }?.id
    }

    /// Counts an entry just written: its person is now the one its FIDE ID was last entered as,
    /// as the query this replaces would have seen the row. (A new person needs no place among
    /// the namesakes: linked to this entry, no other entrant of the report may be linked to them.)
    /// A nil person is a new one, linked to this entrant alone: their FIDE ID then names no one
    /// another entrant may be linked to.
    mutating func entered(_ entry: TournamentEntry, as personID: Person.ID?) {
        guard let fideID = entry.fideID else { return }
        byFIDEID[fideID] = personID
        if let personID { fideIDsOfPerson[personID, default: []].insert(fideID) }
    }
}
