import Foundation
import GRDB

// Merging people: added when missing, the name and colour registers, the earliest creation, and
// a merge (a tombstone pointing to the person kept) winning over none; after the games merged,
// players of merged people follow the merge (`repointMergedPeople`).
extension AppDatabase {
    static func mergePeople(_ db: Database, _ incoming: [SyncPerson]) throws {
        for person in incoming {
            if let local = try SyncPerson.fetchOne(db, key: person.id) {
                let merged = local.merged(with: person)
                if merged != local { try merged.update(db) }
            } else {
                try person.insert(db)
            }
        }
        // A copy sends the person kept with every merge it sends: one that is missing comes from a
        // broken copy, and the whole sync is refused rather than leave people merged into no one.
        if try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM "people" AS "merged" WHERE "mergedInto" IS NOT NULL
                           AND NOT EXISTS (SELECT 1 FROM "people" WHERE "id" = "merged"."mergedInto"))
            """) == true {
            throw ScorekeeperError.other("The other copy merged a person into one it did not send; nothing was applied.")
        }
    }
}
