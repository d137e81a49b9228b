import Foundation
import GRDB

// The rule every score write keeps: a player's stored score is the sum of its live changes.
extension AppDatabase {
    /// Players whose stored score differs from the sum of their live changes, or who have a
    /// change filed under another game than their own. Empty when the file is consistent.
    /// Reads every player and change: for tests and checks, not for screens.
    public static func invariantViolations(_ db: Database) throws -> [Player.ID] {
        var sums: [String: Int128] = [:]
        // Summed here rather than with SQL's SUM, which refuses partial sums beyond 64 bits.
        let changes = try Row.fetchCursor(db, sql: #"SELECT "playerID", "amount" FROM "scoreChanges" WHERE "state" = 'live'"#)
        while let row = try changes.next() {
            sums[row["playerID"], default: 0] += Int128(row["amount"] as Int)
        }
        var offenders = Set(try String.fetchAll(db, sql: """
            SELECT DISTINCT "scoreChanges"."playerID" FROM "scoreChanges"
            JOIN "players" ON "players"."id" = "scoreChanges"."playerID"
            WHERE "players"."gameID" <> "scoreChanges"."gameID"
            """))
        let players = try Row.fetchCursor(db, sql: #"SELECT "id", "score" FROM "players""#)
        while let row = try players.next() {
            let id: String = row["id"]
            if Int128(row["score"] as Int) != sums[id, default: 0] { offenders.insert(id) }
        }
        return offenders.sorted().compactMap(Player.ID.init(uuidString:))
    }

    public func invariantViolations() throws -> [Player.ID] {
        try read { db in try AppDatabase.invariantViolations(db) }
    }
}
