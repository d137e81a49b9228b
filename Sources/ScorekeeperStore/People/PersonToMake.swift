import Foundation
import GRDB

/// A new person as `AppDatabase.newPerson` and `AppDatabase.peopleToMake` decide them, before
/// the row is written: their id, name, colour and the stamp of their every register.
struct PersonToMake {
    var name: String
    var id: Person.ID
    var colour: PersonColour
    var stamp: String

    /// A new person's id: their name's own (`derived`), unless a person holds it already
    /// (renamed or merged since, or another of the name); then the next of `ids`.
    static func newID(derived: String, taken: Bool, ids: IDGenerator) -> Person.ID {
        taken ? ids() : Person.ID(uuidString: derived)!
    }

    /// Writes the person, in the caller's transaction.
    ///
    /// A cached statement: an import makes thousands of people in one transaction. The insert
    /// fails as it stands (`OR FAIL`: the row is the statement's first write, so nothing of it
    /// is kept either way, and the caller's transaction rolls back): with the sync trigger, a
    /// statement that may stop half-way keeps a journal of each page it touches (see
    /// `AppDatabase.largeWrite`, under which the import makes its people, many to a statement
    /// with `insertHead` and `row`).
    func insert(_ db: Database) throws {
        try db.cachedStatement(sql: Self.insertHead + " VALUES (?, ?, ?, ?, ?, ?)").execute(arguments: StatementArguments(row))
    }

    /// The insert up to its values: the columns `row` gives, in its order.
    static let insertHead = #"INSERT OR FAIL INTO "people" ("id", "name", "colour", "createdAt", "nameChangedAt", "colourChangedAt")"#

    /// The person's row, in `insertHead`'s columns.
    var row: [DatabaseValue] {
        [id.databaseValue, name.trimmingCharacters(in: .whitespacesAndNewlines).databaseValue, colour.rawValue.databaseValue,
         stamp.databaseValue, stamp.databaseValue, stamp.databaseValue]
    }
}
