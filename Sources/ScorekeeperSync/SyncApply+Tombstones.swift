import Foundation
import ScorekeeperStore
import GRDB

// Merging deletes: a game or player deleted on the other copy is deleted here too, for good (its
// tombstone keeps any copy from bringing it back), and what it held here is reported, so nothing
// is discarded in silence.
extension AppDatabase {
    static func applyTombstones(_ db: Database, _ tombstones: [String: String], now: Date, outcome: inout SyncOutcome) throws {
        let known = Set(try String.fetchAll(db, sql: #"SELECT "id" FROM "syncTombstones""#))
        for (id, kind) in tombstones.sorted(by: { $0.key < $1.key }) where !known.contains(id) {
            try writeTombstone(db, id: id, kind: kind, stamp: try nextStamp(db, now: now))
            if kind == "game" {
                guard let title = try String.fetchOne(db, sql: #"SELECT "title" FROM "games" WHERE "id" = ?"#, arguments: [id]) else { continue }
                let changes = try ScoreChange.ID.fetchAll(db, sql: #"SELECT "id" FROM "scoreChanges" WHERE "gameID" = ? ORDER BY "id""#, arguments: [id])
                let players = try Int.fetchOne(db, sql: #"SELECT count(*) FROM "players" WHERE "gameID" = ?"#, arguments: [id]) ?? 0
                let photos = try Int.fetchOne(db, sql: """
                    SELECT count(*) FROM "playerAssets" JOIN "players" ON "players"."id" = "playerAssets"."playerID" WHERE "gameID" = ?
                    """, arguments: [id]) ?? 0
                try db.execute(sql: #"DELETE FROM "games" WHERE "id" = ?"#, arguments: [id])
                outcome.dropped.append(SyncOutcome.Dropped(kind: kind, id: id, title: title, name: nil, changeIDs: changes,
                                                           players: players, photos: photos))
            } else {
                guard let row = try Row.fetchOne(db, sql: """
                    SELECT "players"."name", "games"."title" FROM "players" JOIN "games" ON "games"."id" = "players"."gameID"
                    WHERE "players"."id" = ?
                    """, arguments: [id]) else { continue }
                let changes = try ScoreChange.ID.fetchAll(db, sql: #"SELECT "id" FROM "scoreChanges" WHERE "playerID" = ? ORDER BY "id""#, arguments: [id])
                let photos = try Int.fetchOne(db, sql: #"SELECT count(*) FROM "playerAssets" WHERE "playerID" = ?"#, arguments: [id]) ?? 0
                try db.execute(sql: #"DELETE FROM "players" WHERE "id" = ?"#, arguments: [id])
                outcome.dropped.append(SyncOutcome.Dropped(kind: kind, id: id, title: row["title"], name: row["name"], changeIDs: changes,
                                                           players: 0, photos: photos))
            }
        }
    }
}
