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
    }
}
