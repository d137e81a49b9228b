import Foundation
import ScorekeeperStore
import GRDB

// Merging players: added when missing, the name a register; the score is not taken from the
// other copy but recomputed from the merged changes, in 128 bits.
extension AppDatabase {
    static func mergePlayers(_ db: Database, _ incoming: [SyncPlayer], gameID: Game.ID) throws {
        for player in incoming where player.gameID == gameID {
            // The people merged first hold every person a copy's player points to; one that is
            // not there comes from a broken copy, and its game is left as it was.
            if let person = player.personID,
               try Bool.fetchOne(db, sql: #"SELECT EXISTS (SELECT 1 FROM "people" WHERE "id" = ?)"#, arguments: [person]) != true {
                throw GameMergeFailure(reason: "\(Sanitized.text(player.name)) is linked to a person the other copy did not send")
            }
            if let local = try SyncPlayer.fetchOne(db, key: player.id) {
                let merged = local.merged(with: player)
                if merged != local { try merged.update(db) }
            } else {
                try player.insert(db)
            }
        }
    }

    /// Every player's score of a game set to the sum of its live changes, added up in 128 bits
    /// (`RunningTotals`), so a sum never fails on the way; a total that does not fit a score
    /// makes the game one that cannot merge.
    static func recomputeScores(_ db: Database, gameID: Game.ID) throws {
        var totals = RunningTotals<String>()
        let changes = try Row.fetchCursor(db, sql: """
            SELECT "playerID", "amount" FROM "scoreChanges" WHERE "gameID" = ? AND "state" = 'live'
            """, arguments: [gameID])
        while let row = try changes.next() { totals.add(row["amount"], to: row["playerID"]) }
        for row in try Row.fetchAll(db, sql: #"SELECT "id", "name", "score" FROM "players" WHERE "gameID" = ?"#, arguments: [gameID]) {
            let id: String = row["id"]
            guard let score = Int(exactly: totals.sum(of: id)) else {
                let name: String = row["name"]
                throw GameMergeFailure(reason: "\(Sanitized.text(name))'s total would be \(totals.sum(of: id)), beyond a score's limits")
            }
            if score != row["score"] as Int {
                try db.execute(sql: #"UPDATE "players" SET "score" = ? WHERE "id" = ?"#, arguments: [score, id])
            }
        }
    }
}
