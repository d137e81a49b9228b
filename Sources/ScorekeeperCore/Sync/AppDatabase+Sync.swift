import Foundation
import GRDB

// One side of a sync: what it holds (digest and rows) and merging the other side's rows.
// The merge is commutative and idempotent, so two sides that apply each other's rows end equal,
// and applying the same rows again changes nothing. Rules:
// - score changes: union by id; per row, the state with the later `stateChangedAt` wins and the
//   amount with the later `correctedAt` wins (a missing stamp is older than any);
// - games and players: added when missing; the title or name with the later stamp of the
//   file's hybrid logical clock wins (ties: the greater text, so both sides agree);
// - tombstones: a deleted game or player is deleted on both sides, and its rows are never
//   taken from the other side again;
// - photos: the later stamp wins, whether it put or removed the photo;
// - scores are recomputed from the live changes in the same transaction, so the invariant holds.
extension AppDatabase {
    /// The digest of every game and the tombstones. Rows are hashed as they are read (cursors in
    /// the same order as `syncRows`, so the digest is the same), never held all at once: memory
    /// stays small whatever the file's size.
    public func syncDigest() throws -> SyncDigest {
        try read { db in
            var tombstones: [String: String] = [:]
            for row in try Row.fetchAll(db, sql: #"SELECT "id", "kind" FROM "syncTombstones""#) {
                tombstones[row["id"]] = row["kind"]
            }
            var hashes: [String: Hasher64] = [:]
            let games = try Row.fetchCursor(db, sql: #"""
                SELECT "id", "title", "createdAt", "updatedAt", "titleChangedAt", "lowestWins", "targetScore", "roundCount",
                       "currentRound", "finishedAt"
                FROM "games" ORDER BY "id"
                """#)
            while let row = try games.next() {
                let game = SyncGame(id: row["id"], title: row["title"], createdAt: row["createdAt"],
                                    updatedAt: row["updatedAt"], titleChangedAt: row["titleChangedAt"],
                                    lowestWins: row["lowestWins"], targetScore: row["targetScore"],
                                    roundCount: row["roundCount"], currentRound: row["currentRound"],
                                    finishedAt: row["finishedAt"])
                hashes[game.id, default: Hasher64()].add("g", game.id, game.title, game.createdAt, game.updatedAt, game.titleChangedAt,
                                                         game.rulesText, String(game.currentRound))
            }
            let players = try Row.fetchCursor(db, sql: #"SELECT "id", "gameID", "name", "createdAt", "nameChangedAt" FROM "players" ORDER BY "id""#)
            // Columns by position (as selected): a name lookup per column per row is most of the
            // time on a large file.
            while let row = try players.next() {
                let gameID: String = row[1]
                hashes[gameID, default: Hasher64()].add("p", row[0], row[2], row[3], row[4])
            }
            let changes = try Row.fetchCursor(db, sql: """
                SELECT "id", "gameID", "playerID", "amount", "originalAmount", "kind", "round", "createdAt", "state",
                       "stateChangedAt", "correctedAt" FROM "scoreChanges" ORDER BY "id"
                """)
            while let row = try changes.next() {
                let gameID: String = row[1]
                hashes[gameID, default: Hasher64()].add("c", row[0], row[2], String(row[3] as Int), String(row[4] as Int), row[5],
                                                        String(row[6] as Int), row[7], row[8], row[9], row[10])
            }
            // A photo stamp counts in its player's game (stamps of players gone count nowhere).
            let stamps = try Row.fetchCursor(db, sql: #"""
                SELECT "syncPhotoStamps"."playerID", "changedAt", "present", "players"."gameID"
                FROM "syncPhotoStamps" JOIN "players" ON "players"."id" = "syncPhotoStamps"."playerID"
                ORDER BY "syncPhotoStamps"."playerID"
                """#)
            while let row = try stamps.next() {
                let gameID: String = row["gameID"]
                hashes[gameID, default: Hasher64()].add("f", row["playerID"], row["changedAt"], (row["present"] as Bool) ? "1" : "0")
            }
            return SyncDigest(games: hashes.mapValues(\.text), tombstones: tombstones)
        }
    }

    /// Every row of `games` (nil: all), photo stamps but not photo bytes; tombstones always.
    public func syncRows(games: [String]) throws -> SyncChanges {
        try read { db in try Self.syncRows(db, games: Set(games)) }
    }

    static func syncRows(_ db: Database, games wanted: Set<String>?) throws -> SyncChanges {
        var result = SyncChanges()
        for row in try Row.fetchAll(db, sql: #"SELECT "id", "kind" FROM "syncTombstones""#) {
            result.tombstones[row["id"]] = row["kind"]
        }
        func included(_ gameID: String) -> Bool { wanted?.contains(gameID) ?? true }
        // The games wanted, as a JSON array for SQLite's json_each (NULL: all): only their rows
        // are read, through the gameID indexes, not every row of the file.
        let only: String? = try wanted.map { String(decoding: try JSONEncoder().encode($0.sorted()), as: UTF8.self) }
        // Rows are read in id order, so the digest does not depend on how SQLite walks a table.
        for row in try Row.fetchAll(db, sql: #"""
            SELECT "id", "title", "createdAt", "updatedAt", "titleChangedAt", "lowestWins", "targetScore", "roundCount",
                   "currentRound", "finishedAt"
            FROM "games" WHERE ?1 IS NULL OR "id" IN (SELECT "value" FROM json_each(?1)) ORDER BY "id"
            """#, arguments: [only])
        where included(row["id"]) {
            result.games.append(SyncGame(id: row["id"], title: row["title"], createdAt: row["createdAt"],
                                         updatedAt: row["updatedAt"], titleChangedAt: row["titleChangedAt"],
                                         lowestWins: row["lowestWins"], targetScore: row["targetScore"],
                                         roundCount: row["roundCount"], currentRound: row["currentRound"],
                                         finishedAt: row["finishedAt"]))
        }
        for row in try Row.fetchAll(db, sql: #"""
            SELECT "id", "gameID", "name", "createdAt", "nameChangedAt" FROM "players"
            WHERE ?1 IS NULL OR "gameID" IN (SELECT "value" FROM json_each(?1)) ORDER BY "id"
            """#, arguments: [only])
        where included(row["gameID"]) {
            result.players.append(SyncPlayer(id: row["id"], gameID: row["gameID"], name: row["name"],
                                             createdAt: row["createdAt"], nameChangedAt: row["nameChangedAt"]))
        }
        let players = Set(result.players.map(\.id))
        for row in try Row.fetchAll(db, sql: """
            SELECT "id", "gameID", "playerID", "amount", "originalAmount", "kind", "round", "createdAt", "state",
                   "stateChangedAt", "correctedAt" FROM "scoreChanges"
            WHERE ?1 IS NULL OR "gameID" IN (SELECT "value" FROM json_each(?1)) ORDER BY "id"
            """, arguments: [only]) where included(row["gameID"]) {
            result.changes.append(SyncScoreChange(id: row["id"], gameID: row["gameID"], playerID: row["playerID"],
                                                  amount: row["amount"], originalAmount: row["originalAmount"], kind: row["kind"],
                                                  round: row["round"], createdAt: row["createdAt"], state: row["state"],
                                                  stateChangedAt: row["stateChangedAt"], correctedAt: row["correctedAt"]))
        }
        for row in try Row.fetchAll(db, sql: #"""
            SELECT "playerID", "changedAt", "present" FROM "syncPhotoStamps"
            WHERE ?1 IS NULL OR "playerID" IN (SELECT "id" FROM "players" WHERE "gameID" IN (SELECT "value" FROM json_each(?1)))
            ORDER BY "playerID"
            """#, arguments: [only])
        where players.contains(row["playerID"]) {
            result.photoStamps.append(SyncPhotoStamp(playerID: row["playerID"], changedAt: row["changedAt"], present: row["present"]))
        }
        return result
    }

    /// The photos (and thumbnails) of some players.
    public func syncPhotos(players: [String]) throws -> [SyncPhoto] {
        try read { db in
            try players.compactMap { id in
                guard let row = try Row.fetchOne(db, sql: """
                    SELECT "imageData", "thumbnailData" FROM "playerAssets"
                    LEFT JOIN "playerThumbnails" USING ("playerID") WHERE "playerAssets"."playerID" = ?
                    """, arguments: [id]) else { return nil }
                return SyncPhoto(playerID: id, imageData: row["imageData"], thumbnailData: row["thumbnailData"])
            }
        }
    }

    /// Merges the other side's rows in one transaction (see the rules above).
    public func applySync(_ incoming: SyncChanges) throws {
        try write { db in try Self.applySync(db, incoming) }
    }

    static func applySync(_ db: Database, _ incoming: SyncChanges) throws {
        var latest: String?
        func saw(_ stamp: String?) { if let stamp, stamp > (latest ?? "") { latest = stamp } }
        var touchedGames = Set<String>()

        for (id, kind) in incoming.tombstones {
            try db.execute(sql: #"INSERT OR IGNORE INTO "syncTombstones" VALUES (?, ?, strftime('%Y-%m-%d %H:%M:%f', 'now'))"#,
                           arguments: [id, kind])
            if kind == "game" {
                try db.execute(sql: #"DELETE FROM "games" WHERE "id" = ?"#, arguments: [id])
            } else {
                if let gameID = try String.fetchOne(db, sql: #"SELECT "gameID" FROM "players" WHERE "id" = ?"#, arguments: [id]) {
                    touchedGames.insert(gameID)
                }
                try db.execute(sql: #"DELETE FROM "players" WHERE "id" = ?"#, arguments: [id])
            }
        }
        let tombstoned = Set(try String.fetchAll(db, sql: #"SELECT "id" FROM "syncTombstones""#))

        for game in incoming.games where !tombstoned.contains(game.id) {
            saw(game.titleChangedAt)
            touchedGames.insert(game.id)
            if let local = try Row.fetchOne(db, sql: #"""
                SELECT "title", "createdAt", "updatedAt", "titleChangedAt", "lowestWins", "targetScore", "roundCount",
                       "currentRound", "finishedAt"
                FROM "games" WHERE "id" = ?
                """#, arguments: [game.id]) {
                let mine = ((local["titleChangedAt"] as String?) ?? local["createdAt"], local["title"] as String)
                let theirs = (game.titleChangedAt ?? game.createdAt, game.title)
                if theirs > mine {
                    try db.execute(sql: #"UPDATE "games" SET "title" = ?, "titleChangedAt" = ? WHERE "id" = ?"#,
                                   arguments: [game.title, game.titleChangedAt, game.id])
                }
                // Rules and the finish: the copy whose game changed last wins them (ties by
                // value, the same on both sides); the round is the furthest either side reached.
                let localGame = SyncGame(id: game.id, title: local["title"], createdAt: local["createdAt"],
                                         updatedAt: local["updatedAt"], titleChangedAt: local["titleChangedAt"],
                                         lowestWins: local["lowestWins"], targetScore: local["targetScore"],
                                         roundCount: local["roundCount"], currentRound: local["currentRound"],
                                         finishedAt: local["finishedAt"])
                if (game.updatedAt, game.rulesText) > (localGame.updatedAt, localGame.rulesText) {
                    try db.execute(sql: #"""
                        UPDATE "games" SET "lowestWins" = ?, "targetScore" = ?, "roundCount" = ?, "finishedAt" = ? WHERE "id" = ?
                        """#, arguments: [game.lowestWins, game.targetScore, game.roundCount, game.finishedAt, game.id])
                }
                try db.execute(sql: #"UPDATE "games" SET "currentRound" = max("currentRound", ?) WHERE "id" = ?"#,
                               arguments: [game.currentRound, game.id])
                try db.execute(sql: #"UPDATE "games" SET "updatedAt" = max("updatedAt", ?) WHERE "id" = ?"#,
                               arguments: [game.updatedAt, game.id])
            } else {
                try db.execute(sql: #"""
                    INSERT INTO "games" ("id", "title", "createdAt", "updatedAt", "titleChangedAt", "lowestWins", "targetScore",
                                         "roundCount", "currentRound", "finishedAt")
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """#, arguments: [game.id, game.title, game.createdAt, game.updatedAt, game.titleChangedAt, game.lowestWins,
                                      game.targetScore, game.roundCount, game.currentRound, game.finishedAt])
            }
        }

        for player in incoming.players where !tombstoned.contains(player.id) && !tombstoned.contains(player.gameID) {
            saw(player.nameChangedAt)
            if let local = try Row.fetchOne(db, sql: #"SELECT "name", "createdAt", "nameChangedAt" FROM "players" WHERE "id" = ?"#,
                                           arguments: [player.id]) {
                let mine = ((local["nameChangedAt"] as String?) ?? local["createdAt"], local["name"] as String)
                let theirs = (player.nameChangedAt ?? player.createdAt, player.name)
                if theirs > mine {
                    try db.execute(sql: #"UPDATE "players" SET "name" = ?, "nameChangedAt" = ? WHERE "id" = ?"#,
                                   arguments: [player.name, player.nameChangedAt, player.id])
                }
            } else if try Bool.fetchOne(db, sql: #"SELECT EXISTS (SELECT 1 FROM "games" WHERE "id" = ?)"#, arguments: [player.gameID]) == true {
                try db.execute(sql: #"INSERT INTO "players" ("id", "gameID", "name", "score", "createdAt", "nameChangedAt") VALUES (?, ?, ?, 0, ?, ?)"#,
                               arguments: [player.id, player.gameID, player.name, player.createdAt, player.nameChangedAt])
                touchedGames.insert(player.gameID)
            }
        }

        // The later stamp wins each of the two things a change's row may have changed since it
        // was made: its state (undo, redo, delete) and its amount (a correction). Missing stamps
        // count as the change's creation; equal stamps fall back on the greater value.
        let upsert = try db.makeStatement(sql: """
            INSERT INTO "scoreChanges" ("id", "gameID", "playerID", "amount", "originalAmount", "kind", "round", "createdAt",
                                        "state", "stateChangedAt", "correctedAt")
            SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11
            WHERE EXISTS (SELECT 1 FROM "players" WHERE "id" = ?3 AND "gameID" = ?2)
            ON CONFLICT ("id") DO UPDATE SET
              "state" = CASE WHEN (coalesce(excluded."stateChangedAt", excluded."createdAt") > coalesce("stateChangedAt", "createdAt"))
                                  OR (coalesce(excluded."stateChangedAt", excluded."createdAt") = coalesce("stateChangedAt", "createdAt")
                                      AND excluded."state" > "state")
                             THEN excluded."state" ELSE "state" END,
              "stateChangedAt" = CASE WHEN coalesce(excluded."stateChangedAt", excluded."createdAt") > coalesce("stateChangedAt", "createdAt")
                                      THEN excluded."stateChangedAt" ELSE "stateChangedAt" END,
              "amount" = CASE WHEN coalesce(excluded."correctedAt", '') > coalesce("correctedAt", '')
                                   OR (coalesce(excluded."correctedAt", '') = coalesce("correctedAt", '') AND excluded."amount" > "amount")
                              THEN excluded."amount" ELSE "amount" END,
              "correctedAt" = CASE WHEN coalesce(excluded."correctedAt", '') > coalesce("correctedAt", '')
                                   THEN excluded."correctedAt" ELSE "correctedAt" END
            """)
        for change in incoming.changes where !tombstoned.contains(change.playerID) && !tombstoned.contains(change.gameID) {
            saw(change.createdAt)
            saw(change.stateChangedAt)
            saw(change.correctedAt)
            try upsert.execute(arguments: [change.id, change.gameID, change.playerID, change.amount, change.originalAmount,
                                           change.kind, change.round, change.createdAt, change.state, change.stateChangedAt,
                                           change.correctedAt])
            touchedGames.insert(change.gameID)
        }

        let photos = Dictionary(incoming.photos.map { ($0.playerID, $0) }, uniquingKeysWith: { first, _ in first })
        for stamp in incoming.photoStamps where !tombstoned.contains(stamp.playerID) {
            saw(stamp.changedAt)
            let local = try Row.fetchOne(db, sql: #"SELECT "changedAt", "present" FROM "syncPhotoStamps" WHERE "playerID" = ?"#,
                                         arguments: [stamp.playerID])
            let mine = local.map { ($0["changedAt"] as String, ($0["present"] as Bool) ? 1 : 0) }
            let theirs = (stamp.changedAt, stamp.present ? 1 : 0)
            guard mine.map({ theirs > $0 }) ?? true,
                  try Bool.fetchOne(db, sql: #"SELECT EXISTS (SELECT 1 FROM "players" WHERE "id" = ?)"#, arguments: [stamp.playerID]) == true
            else { continue }
            if stamp.present {
                // Without the bytes (the sender did not think this side needed them) nothing changes.
                guard let photo = photos[stamp.playerID] else { continue }
                try db.execute(sql: #"INSERT OR REPLACE INTO "playerAssets" ("playerID", "imageData") VALUES (?, ?)"#,
                               arguments: [photo.playerID, photo.imageData])
                if let thumbnail = photo.thumbnailData {
                    try db.execute(sql: #"INSERT OR REPLACE INTO "playerThumbnails" ("playerID", "thumbnailData") VALUES (?, ?)"#,
                                   arguments: [photo.playerID, thumbnail])
                }
            } else {
                try db.execute(sql: #"DELETE FROM "playerAssets" WHERE "playerID" = ?"#, arguments: [stamp.playerID])
            }
            // After the triggers stamped it with this side's clock: the sender's stamp stands.
            try db.execute(sql: """
                INSERT INTO "syncPhotoStamps" VALUES (?, ?, ?)
                ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present"
                """, arguments: [stamp.playerID, stamp.changedAt, stamp.present])
        }

        // The invariant: every score is the sum of its live changes, whatever arrived.
        for gameID in touchedGames {
            try db.execute(sql: """
                UPDATE "players" SET "score" = (SELECT coalesce(sum("amount"), 0) FROM "scoreChanges"
                                                WHERE "playerID" = "players"."id" AND "state" = 'live')
                WHERE "gameID" = ?
                """, arguments: [gameID])
        }
        // The hybrid logical clock moves past everything it has seen, so a rename made here
        // after this merge wins over the ones it merged, however far ahead the sender's clock was.
        if let latest {
            try db.execute(sql: #"UPDATE "syncClock" SET "stamp" = max("stamp", ?) WHERE "id" = 1"#, arguments: [latest])
        }
    }

    /// Answers one request of the protocol.
    public func handleSync(_ request: SyncRequest) -> SyncResponse {
        do {
            switch request.operation {
            case .hello:
                // Every migration the file records, known to this build or not.
                return SyncResponse(migrations: try read { db in
                    try String.fetchAll(db, sql: #"SELECT "identifier" FROM "grdb_migrations" ORDER BY "identifier""#)
                })
            case .digest: return SyncResponse(digest: try syncDigest())
            case .rows: return SyncResponse(rows: try syncRows(games: request.games ?? []))
            case .photos: return SyncResponse(photos: try syncPhotos(players: request.photos ?? []))
            case .apply:
                try applySync(request.changes ?? SyncChanges())
                return SyncResponse()
            }
        } catch {
            return SyncResponse(error: String(describing: error))
        }
    }
}

/// FNV-1a, 64 bits, over fields with separators: a digest that only needs to tell two copies of
/// the same rows apart from different ones, computed the same way on every machine.
struct Hasher64 {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ fields: String?...) {
        for field in fields {
            for byte in (field ?? "\u{0}").utf8 { mix(byte) }
            mix(0x1f)
        }
        mix(0x1e)
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }

    var text: String { String(value, radix: 16) }
}
