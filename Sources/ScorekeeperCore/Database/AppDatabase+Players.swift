import Foundation
import GRDB

/// How a game's players are ordered. Ties are broken by name in natural order ("K2" before "K10",
/// case-insensitive), then id, so the order is stable.
public enum PlayerOrder: String, CaseIterable, Sendable {
    case highestFirst
    case lowestFirst

    public var toggled: PlayerOrder { self == .highestFirst ? .lowestFirst : .highestFirst }

    public var label: String { self == .highestFirst ? "highest first" : "lowest first" }
}

// Writes: players.
extension AppDatabase {
    /// Adds a player to a game; the name is validated and trimmed.
    @discardableResult
    public func addPlayer(gameID: UUID, name: String, score: Int = 0, now: Date = Date()) throws -> Player {
        try addPlayer(Player(gameID: gameID, name: name, score: score, createdAt: now))
    }

    /// Adds a player whose id the caller chose (the interface selects it before it exists).
    @discardableResult
    public func addPlayer(_ player: Player) throws -> Player {
        var player = player
        player.name = try NameValidation.validated(player.name, what: "Name")
        return try write { db in
            guard try Game.exists(db, id: player.gameID) else {
                throw ScorekeeperError.gameNotFound(player.gameID.lowercasedString)
            }
            try player.insert(db)
            try touchGame(db, id: player.gameID, now: player.createdAt)
            return player
        }
    }

    public func renamePlayer(id: UUID, name: String) throws {
        let name = try NameValidation.validated(name, what: "Name")
        try write { db in
            guard var player = try Player.fetchOne(db, id: id) else {
                throw ScorekeeperError.playerNotFound(id.lowercasedString)
            }
            player.name = name
            try player.update(db)
            try touchGame(db, id: player.gameID, now: Date())
        }
    }

    /// Deletes a player and its photo (ON DELETE CASCADE). The freed space is given back unless
    /// the caller does that later (the interface, once per burst).
    public func deletePlayer(id: UUID, reclaimingSpace: Bool = true) throws {
        try write { db in
            guard let player = try Player.fetchOne(db, id: id) else {
                throw ScorekeeperError.playerNotFound(id.lowercasedString)
            }
            try player.delete(db)
            try touchGame(db, id: player.gameID, now: Date())
        }
        if reclaimingSpace { reclaimFreeSpace() }
    }

    /// Adds `amount` (which may be negative) to a score and returns the new score.
    ///
    /// The addition happens in SQL (`score = score + ?`) inside an IMMEDIATE transaction, so two
    /// processes incrementing at once never lose an update. An overflow is refused.
    @discardableResult
    public func changeScore(playerID: UUID, by amount: Int) throws -> Int {
        try write { db in
            guard let current = try Int.fetchOne(db, sql: #"SELECT "score" FROM "players" WHERE "id" = ?"#,
                                                 arguments: [playerID.lowercasedString]) else {
                throw ScorekeeperError.playerNotFound(playerID.lowercasedString)
            }
            guard !current.addingReportingOverflow(amount).overflow else {
                throw ScorekeeperError.scoreOverflow
            }
            let score = try Int.fetchOne(db, sql: #"UPDATE "players" SET "score" = "score" + ? WHERE "id" = ? RETURNING "score""#,
                                         arguments: [amount, playerID.lowercasedString])!
            try touchGame(db, playerID: playerID)
            return score
        }
    }

    /// Sets a score to `value`.
    public func setScore(playerID: UUID, to value: Int) throws {
        try write { db in
            try db.execute(sql: #"UPDATE "players" SET "score" = ? WHERE "id" = ?"#,
                           arguments: [value, playerID.lowercasedString])
            guard db.changesCount == 1 else {
                throw ScorekeeperError.playerNotFound(playerID.lowercasedString)
            }
            try touchGame(db, playerID: playerID)
        }
    }

    /// Marks a game as just changed, for the "most recent" order.
    private func touchGame(_ db: Database, id: UUID, now: Date) throws {
        try Game.filter(id: id).updateAll(db, Game.Columns.updatedAt.set(to: now))
    }

    private func touchGame(_ db: Database, playerID: UUID) throws {
        try db.execute(sql: #"UPDATE "games" SET "updatedAt" = ? WHERE "id" = (SELECT "gameID" FROM "players" WHERE "id" = ?)"#,
                       arguments: [Date(), playerID.lowercasedString])
    }
}

// Reads: players.
extension AppDatabase {
    /// The SQL behind a game's player list. It LEFT JOINs the photo row only to learn whether one
    /// exists (its primary key, never `imageData`), and the thumbnail row only when asked.
    static func playerRowsSQL(order: PlayerOrder, includeThumbnails: Bool) -> String {
        let direction = order == .highestFirst ? "DESC" : "ASC"
        let thumbnailColumn = includeThumbnails ? #", "playerThumbnails"."thumbnailData" AS "thumbnailData""# : ""
        let thumbnailJoin = includeThumbnails
            ? #"LEFT JOIN "playerThumbnails" ON "playerThumbnails"."playerID" = "players"."id""# : ""
        return """
            SELECT "players".*, ("playerAssets"."playerID" IS NOT NULL) AS "hasPhoto"\(thumbnailColumn)
            FROM "players"
            LEFT JOIN "playerAssets" ON "playerAssets"."playerID" = "players"."id"
            \(thumbnailJoin)
            WHERE "players"."gameID" = ?
            ORDER BY "players"."score" \(direction), "players"."name" COLLATE naturalOrder, "players"."id"
            """
    }

    /// A game's players, sorted, each saying whether it has a photo; never reads photo bytes.
    public static func playerRows(_ db: Database, gameID: UUID, order: PlayerOrder = .highestFirst,
                                  includeThumbnails: Bool = false) throws -> [PlayerRow] {
        try PlayerRow.fetchAll(db, sql: playerRowsSQL(order: order, includeThumbnails: includeThumbnails),
                               arguments: [gameID.lowercasedString])
    }

    public func fetchPlayerRows(gameID: UUID, order: PlayerOrder = .highestFirst,
                                includeThumbnails: Bool = false) throws -> [PlayerRow] {
        try read { db in
            try AppDatabase.playerRows(db, gameID: gameID, order: order, includeThumbnails: includeThumbnails)
        }
    }

    public func fetchPlayer(id: UUID) throws -> Player? {
        try read { db in try Player.fetchOne(db, id: id) }
    }
}
