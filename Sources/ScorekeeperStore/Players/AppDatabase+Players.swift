import Foundation
import GRDB


// Writes: players.
extension AppDatabase {
    /// Adds a player to a game; the name is validated and trimmed. A starting score other than 0
    /// is recorded as the player's first change (kind `start`), so the score is the sum of its
    /// changes from the start.
    @discardableResult
    public func addPlayer(gameID: Game.ID, name: String, score: Int = 0) throws -> Player {
        try addPlayer(id: newID(), gameID: gameID, name: name, score: score)
    }

    /// Adds a player whose id the caller chose (`newID()`: the interface selects it before it
    /// exists). Joined now, by the file's wall clock.
    @discardableResult
    public func addPlayer(id: Player.ID, gameID: Game.ID, name: String, score: Int = 0) throws -> Player {
        let now = self.now
        let name = try NameValidation.validated(name, what: "Name")
        return try write { db in
            // A finished game's list of players is its result: no one joins it until it is reopened.
            _ = try AppDatabase.playingGame(db, id: gameID)
            let player = try self.insertPlayer(db, id: id, gameID: gameID, name: name, score: score, now: now)
            try AppDatabase.touchGame(db, id: gameID, now: now, for: .players)
            return player
        }
    }

    /// Inserts a player joining `gameID`, in the caller's transaction: the name finds its person
    /// (or makes one: the same player across games), and the starting score is recorded as the
    /// first change, so the score stays the sum of its changes.
    func insertPlayer(_ db: Database, id: Player.ID, gameID: Game.ID, name: String, score: Int, now: Date) throws -> Player {
        var player = Player(id: id, gameID: gameID, name: name, score: 0, createdAt: now)
        try player.insert(db)
        try AppDatabase.linkPlayer(db, playerID: player.id, personID: try AppDatabase.personID(db, forName: player.name, gameID: gameID,
                                                                                                now: now, ids: ids))
        player.score = try AppDatabase.recordChange(db, id: ids(), player: player, amount: score, kind: .start, now: now)
        return player
    }

    public func renamePlayer(id: Player.ID, name: String) throws {
        let name = try NameValidation.validated(name, what: "Name")
        let now = self.now
        try write { db in
            guard let player = try Player.fetch(db, id: id) else {
                throw ScorekeeperError.playerNotFound(id.lowercasedString)
            }
            let stamp = try AppDatabase.nextStamp(db, now: now)
            try db.execute(sql: #"UPDATE "players" SET "name" = ?, "nameChangedAt" = ? WHERE "id" = ?"#,
                           arguments: [name, stamp, id.lowercasedString])
            try AppDatabase.touchGame(db, id: player.gameID, now: now, for: .players)
        }
    }

    /// Deletes a player, its photo and its score changes (ON DELETE CASCADE). The freed space is
    /// given back unless the caller does that later (the interface, once per burst).
    public func deletePlayer(id: Player.ID, reclaimingSpace: Bool = true) throws {
        let now = self.now
        try write { db in
            guard let player = try Player.fetch(db, id: id) else {
                throw ScorekeeperError.playerNotFound(id.lowercasedString)
            }
            // Its result stays as it was finished: no one leaves a finished game either.
            let game = try AppDatabase.playingGame(db, id: player.gameID)
            try AppDatabase.turnLeaves(db, game: game, playerID: id, stamp: try AppDatabase.nextStamp(db, now: now))
            try AppDatabase.stampingItself(db) {
                try AppDatabase.writeTombstone(db, id: id.lowercasedString, kind: "player", stamp: try AppDatabase.nextStamp(db, now: now))
                try player.delete(db)
            }
            try AppDatabase.touchGame(db, id: player.gameID, now: now, for: .players)
        }
        if reclaimingSpace { reclaimFreeSpace() }
    }
}

// Reads: players.
extension AppDatabase {
    /// The SQL behind a game's players. It LEFT JOINs the photo rows (the player's and their
    /// person's) only to learn whether one exists (their primary keys, never `imageData`), and the
    /// thumbnail (the player's, else the person's) only when asked. In the order they joined: the
    /// order on screen is the standings' (`GameStandings`).
    static func playerRowsSQL(includeThumbnails: Bool) -> String {
        let thumbnailColumn = includeThumbnails
            ? #", CASE WHEN "playerAssets"."playerID" IS NOT NULL THEN "playerThumbnails"."thumbnailData" ELSE "personThumbnails"."thumbnailData" END AS "thumbnailData""#
            : ""
        let thumbnailJoin = includeThumbnails
            ? #"""
              LEFT JOIN "playerThumbnails" ON "playerThumbnails"."playerID" = "players"."id"
              LEFT JOIN "personThumbnails" ON "personThumbnails"."personID" = "players"."personID"
              """# : ""
        return """
            SELECT "players".*, ("playerAssets"."playerID" IS NOT NULL) AS "hasPhoto",
              ("personAssets"."personID" IS NOT NULL) AS "hasPersonPhoto"\(thumbnailColumn)
            FROM "players"
            LEFT JOIN "playerAssets" ON "playerAssets"."playerID" = "players"."id"
            LEFT JOIN "personAssets" ON "personAssets"."personID" = "players"."personID"
            \(thumbnailJoin)
            WHERE "players"."gameID" = ?
            ORDER BY "players"."createdAt", "players"."id"
            """
    }

    /// A game's players in the order they joined, each saying whether it has a photo; never
    /// reads photo bytes.
    public static func playerRows(_ db: Database, gameID: Game.ID, includeThumbnails: Bool = false) throws -> [PlayerRow] {
        try PlayerRow.fetchAll(db, sql: playerRowsSQL(includeThumbnails: includeThumbnails),
                               arguments: [gameID.lowercasedString])
    }

    /// A game's players in `order` (nil: the leader first, by the game's rule); ties by name.
    public func fetchPlayerRows(gameID: Game.ID, order: PlayerOrder? = nil, includeThumbnails: Bool = false) throws -> [PlayerRow] {
        try read { db in
            let rows = try AppDatabase.playerRows(db, gameID: gameID, includeThumbnails: includeThumbnails)
            guard let game = try Game.fetch(db, id: gameID) else { return rows }
            let standings = GameStandings(game: game, rows: rows)
            return standings.players(in: order ?? game.rules.leaderFirst).map(\.row)
        }
    }

    public func fetchPlayer(id: Player.ID) throws -> Player? {
        try read { db in try Player.fetch(db, id: id) }
    }
}
