import Foundation
import GRDB

// Deleting a person: their players are unlinked (the games keep their names and scores), their
// photo goes, and the person stays as a tombstone (`people.deletedAt`), as a merged one does, so a
// copy that syncs later unlinks its players too and never brings them back.
extension AppDatabase {
    /// How many players a deletion of the person would unlink, and in how many games.
    public func unlinkCount(personID: Person.ID) throws -> (players: Int, games: Int) {
        try read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT count(*) AS "players", count(DISTINCT "gameID") AS "games" FROM "players" WHERE "personID" = ?
                """, arguments: [personID])
            return (row?["players"] ?? 0, row?["games"] ?? 0)
        }
    }

    /// Deletes a person: unlinks their players, removes their photo (the space is given back)
    /// and leaves a tombstone. Returns how many players were unlinked.
    @discardableResult
    public func deletePerson(id: Person.ID) throws -> Int {
        let now = self.now
        let (unlinked, hadPhoto) = try write { db in
            _ = try AppDatabase.livePerson(db, id: id)
            let count = try Int.fetchOne(db, sql: #"SELECT count(*) FROM "players" WHERE "personID" = ?"#, arguments: [id]) ?? 0
            let photo = try AppDatabase.removePersonPhoto(db, personID: id, now: now)
            let stamp = try AppDatabase.nextStamp(db, now: now)
            try db.execute(sql: #"UPDATE "people" SET "deletedAt" = ? WHERE "id" = ?"#, arguments: [stamp, id])
            try AppDatabase.unlinkDeletedPeople(db)
            return (count, photo != nil)
        }
        if hadPhoto { reclaimFreeSpace() }
        return unlinked
    }

    /// Players linked to a deleted person are unlinked, stamped with the deletion (or their own
    /// link's stamp when later, as a link made elsewhere after it): the rule reads only the
    /// registers, so every copy that holds the deletion writes the same.
    package static func unlinkDeletedPeople(_ db: Database) throws {
        try db.execute(sql: """
            UPDATE "players" SET "personID" = NULL,
              "personChangedAt" = max(coalesce("personChangedAt", ''), (SELECT "deletedAt" FROM "people" WHERE "id" = "players"."personID"))
            WHERE "personID" IN (SELECT "id" FROM "people" WHERE "deletedAt" IS NOT NULL)
            """)
    }
}
