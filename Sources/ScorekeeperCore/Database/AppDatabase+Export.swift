import Foundation
import GRDB

// Reads: whole games for export, in one read transaction so the export is a consistent snapshot.
extension AppDatabase {
    /// The given games (nil: every game in the file), with players and whole histories.
    public static func export(_ db: Database, gameIDs: [UUID]? = nil) throws -> ScorekeeperExport {
        let games: [Row]
        if let gameIDs {
            games = try gameIDs.compactMap { id in
                try Row.fetchOne(db, sql: #"SELECT * FROM "games" WHERE "id" = ?"#, arguments: [id.lowercasedString])
            }
        } else {
            games = try Row.fetchAll(db, sql: #"SELECT * FROM "games" ORDER BY "createdAt", "id""#)
        }
        return ScorekeeperExport(games: try games.map { try exportedGame(db, game: $0) })
    }

    public func export(gameIDs: [UUID]? = nil) throws -> ScorekeeperExport {
        try read { db in try AppDatabase.export(db, gameIDs: gameIDs) }
    }

    private static func exportedGame(_ db: Database, game: Row) throws -> ExportedGame {
        let gameID: String = game["id"]
        let players = try Row.fetchAll(db, sql: """
            SELECT "players".*, ("playerAssets"."playerID" IS NOT NULL) AS "hasPhoto"
            FROM "players" LEFT JOIN "playerAssets" ON "playerAssets"."playerID" = "players"."id"
            WHERE "players"."gameID" = ? ORDER BY "players"."createdAt", "players"."id"
            """, arguments: [gameID]).map { row in
            ExportedPlayer(id: row["id"], name: row["name"], score: row["score"], hasPhoto: row["hasPhoto"],
                           createdAt: ChangeClock.iso8601(row["createdAt"] as String))
        }
        let names = Dictionary(uniqueKeysWithValues: players.map { ($0.id, $0.name) })
        // Running totals in the order of play; Int128 as in `historyEntries`.
        var totals: [String: Int128] = [:]
        let history = try Row.fetchAll(db, sql: """
            SELECT * FROM "scoreChanges" WHERE "gameID" = ? ORDER BY "createdAt", "id"
            """, arguments: [gameID]).map { row -> ExportedChange in
            let playerID: String = row["playerID"]
            let state: ScoreChangeState = row["state"]
            let amount: Int = row["amount"]
            if state == .live { totals[playerID, default: 0] += Int128(amount) }
            return ExportedChange(
                id: row["id"], playerID: playerID, playerName: names[playerID] ?? "", amount: amount,
                originalAmount: row["originalAmount"], kind: row["kind"], round: row["round"],
                createdAt: ChangeClock.iso8601(row["createdAt"] as String), state: state,
                stateChangedAt: (row["stateChangedAt"] as String?).map(ChangeClock.iso8601),
                correctedAt: (row["correctedAt"] as String?).map(ChangeClock.iso8601),
                total: Int(clamping: totals[playerID, default: 0]), undone: state != .live)
        }
        return ExportedGame(id: gameID, title: game["title"], createdAt: ChangeClock.iso8601(game["createdAt"] as String),
                            updatedAt: ChangeClock.iso8601(game["updatedAt"] as String), players: players, history: history)
    }
}
