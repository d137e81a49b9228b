import Foundation
import ScorekeeperStore
import GRDB

// One side of a sync: what it holds (a digest per game and rows; the rows changed since a
// version are in AppDatabase+SyncVersions) and merging the other side's rows.
// The merge is commutative and idempotent, so two sides that apply each other's rows end equal,
// and applying the same rows again changes nothing. Rules (each register by `Stamped`, the
// later stamp of the file's one clock):
// - score changes: union by id; per row, its state and its amount are registers;
// - games: the title, the rules and the finish (with the winners it announced) are registers
//   of their own, so a score never reopens a game or undoes its rules; the round is the
//   furthest either copy reached; scores made into a game the other copy finished are kept;
// - players: added when missing; the name is a register;
// - tombstones: a deleted game or player is deleted on both sides and never taken back, and
//   what it held here is reported (`SyncOutcome.dropped`);
// - photos: a register whose ties resolve by content hash;
// - scores are recomputed per game from the live changes in 128 bits; a game whose total does
//   not fit a score is reported and left as it was (`SyncOutcome.skipped`), the rest merges;
// - stamps more than a day ahead of this machine's clock are refused, nothing applied.
extension AppDatabase {
    /// The digest of every game and the tombstones, with the file's version when read. Digests
    /// are kept in the file (`syncDigests`): triggers drop a game's when any of its rows
    /// changes, and only the games without one are hashed here, so a digest costs a read of the
    /// kept ones, not a hash of every row.
    public func syncDigest() throws -> (digest: SyncDigest, version: Int) {
        try write { db in
            try Self.refreshDigests(db)
            var tombstones: [String: String] = [:]
            for tombstone in try SyncTombstone.fetchAll(db) { tombstones[tombstone.id] = tombstone.kind }
            var games: [String: String] = [:]
            let digests = try Row.fetchCursor(db, sql: #"SELECT "gameID", "digest" FROM "syncDigests""#)
            while let row = try digests.next() { games[row["gameID"]] = row["digest"] }
            // Each person apart, so only the people that differ travel; hashed on each request (a
            // club's people are few beside its rows).
            var people: [String: String] = [:]
            let photoStamps = try Dictionary(Row.fetchAll(db, sql: #"""
                SELECT "syncPhotoStamps".* FROM "syncPhotoStamps" JOIN "people" ON "people"."id" = "syncPhotoStamps"."playerID"
                """#).map { ($0["playerID"] as String, $0) }, uniquingKeysWith: { first, _ in first })
            let rows = try SyncPerson.order(Column("id")).fetchCursor(db)
            while let person = try rows.next() {
                var hasher = Hasher64()
                hasher.add(person)
                // The person's own photo counts with the person.
                if let stamp = photoStamps[person.id.lowercasedString] { hasher.add(try Self.photoStampForDigest(db, stamp)) }
                people[person.id.lowercasedString] = hasher.text
            }
            return (SyncDigest(games: games, people: people, tombstones: tombstones, tournaments: try Self.tournamentDigests(db),
                               tournamentTombstones: try SyncTournamentTombstone.order(Column("id")).fetchAll(db)),
                    try Self.syncVersion(db))
        }
    }

    /// Past this many games without a digest, one pass over every table hashes them (rows read
    /// in table order) rather than a few queries per game.
    static let digestPassThreshold = 200

    /// Hashes the games that have no digest kept, and keeps them.
    static func refreshDigests(_ db: Database) throws {
        let missing = try Game.ID.fetchAll(db, sql: """
            SELECT "id" FROM "games" WHERE "id" NOT IN (SELECT "gameID" FROM "syncDigests") ORDER BY "id"
            """)
        guard !missing.isEmpty else { return }
        var hashes: [Game.ID: Hasher64] = [:]
        if missing.count > digestPassThreshold {
            let wanted = Set(missing)
            let games = try SyncGame.order(Column("id")).fetchCursor(db)
            while let game = try games.next() {
                if wanted.contains(game.id) { hashes[game.id, default: Hasher64()].add(game) }
            }
            let players = try SyncPlayer.order(Column("id")).fetchCursor(db)
            while let player = try players.next() {
                if wanted.contains(player.gameID) { hashes[player.gameID]?.add(player) }
            }
            let changes = try SyncScoreChange.order(Column("id")).fetchCursor(db)
            while let change = try changes.next() {
                if wanted.contains(change.gameID) { hashes[change.gameID]?.add(change) }
            }
            let stamps = try Row.fetchCursor(db, sql: #"""
                SELECT "syncPhotoStamps".*, "players"."gameID" FROM "syncPhotoStamps"
                JOIN "players" ON "players"."id" = "syncPhotoStamps"."playerID" ORDER BY "syncPhotoStamps"."playerID"
                """#)
            while let row = try stamps.next() {
                let gameID: Game.ID = row["gameID"]
                guard wanted.contains(gameID) else { continue }
                hashes[gameID]?.add(try photoStampForDigest(db, row))
            }
        } else {
            for gameID in missing {
                guard let game = try SyncGame.fetchOne(db, key: gameID) else { continue }
                var hasher = Hasher64()
                hasher.add(game)
                for player in try SyncPlayer.filter(Column("gameID") == gameID).order(Column("id")).fetchAll(db) { hasher.add(player) }
                let changes = try SyncScoreChange.filter(Column("gameID") == gameID).order(Column("id")).fetchCursor(db)
                while let change = try changes.next() { hasher.add(change) }
                let stamps = try Row.fetchCursor(db, sql: #"""
                    SELECT "syncPhotoStamps".* FROM "syncPhotoStamps"
                    JOIN "players" ON "players"."id" = "syncPhotoStamps"."playerID" WHERE "players"."gameID" = ?
                    ORDER BY "syncPhotoStamps"."playerID"
                    """#, arguments: [gameID])
                while let row = try stamps.next() { hasher.add(try photoStampForDigest(db, row)) }
                hashes[gameID] = hasher
            }
        }
        for (gameID, hasher) in hashes {
            try db.execute(sql: #"INSERT OR REPLACE INTO "syncDigests" ("gameID", "digest") VALUES (?, ?)"#, arguments: [gameID, hasher.text])
        }
    }

    /// A photo stamp as the digest counts it: with its content hash (computed for a photo
    /// another program changed).
    static func photoStampForDigest(_ db: Database, _ row: Row) throws -> SyncPhotoStamp {
        var stamp = try SyncPhotoStamp(row: row)
        if stamp.present && stamp.sha256 == nil { stamp.sha256 = try photoHash(db, playerID: stamp.playerID.lowercasedString) }
        return stamp
    }

    /// Every row of `games`, the rows of `people` and of `tournaments`, photo stamps but not
    /// photo bytes; tombstones of games and players always (a tournament's go with the digest).
    public func syncRows(games: [String], people: [String] = [], tournaments: [String] = []) throws -> SyncChanges {
        try read { db in try Self.syncRows(db, games: Set(games), people: Set(people), tournaments: Set(tournaments)) }
    }

    /// Every row of `games`, of `people` and of `tournaments` (nil: all of all three).
    static func syncRows(_ db: Database, games wanted: Set<String>?, people wantedPeople: Set<String> = [],
                         tournaments wantedTournaments: Set<String> = []) throws -> SyncChanges {
        var result = SyncChanges()
        if wanted == nil || !wantedTournaments.isEmpty {
            result.tournaments = try syncTournamentRows(db, tournaments: wanted == nil ? nil : wantedTournaments)
        }
        for tombstone in try SyncTombstone.fetchAll(db) { result.tombstones[tombstone.id] = tombstone.kind }
        // Rows are read in id order, so the digest does not depend on how SQLite walks a table.
        let gameID = Column("gameID")
        if let wanted {
            // A few hundred ids per statement (`SyncValidation.queryChunk`): SQLite refuses more
            // than 32,766 values in one, and a statement's values are held while it runs. Chunks
            // of sorted ids keep the games in order; the rest is sorted once read.
            for chunk in Self.chunks(wanted.sorted()) {
                result.games += try SyncGame.filter(chunk.contains(Column("id"))).order(Column("id")).fetchAll(db)
                result.players += try SyncPlayer.filter(chunk.contains(gameID)).fetchAll(db)
                result.changes += try SyncScoreChange.filter(chunk.contains(gameID)).fetchAll(db)
            }
            for chunk in Self.chunks(wantedPeople.sorted()) {
                result.people += try SyncPerson.filter(chunk.contains(Column("id"))).order(Column("id")).fetchAll(db)
            }
            // By the ids' stored text, the order of the chunks' reads.
            result.players.sort { $0.id.lowercasedString < $1.id.lowercasedString }
            result.changes.sort { $0.id.lowercasedString < $1.id.lowercasedString }
            // The players' photo stamps, and the people's own.
            for chunk in Self.chunks(result.players.map(\.id.lowercasedString) + result.people.map(\.id.lowercasedString)) {
                result.photoStamps += try SyncPhotoStamp.filter(chunk.contains(Column("playerID"))).fetchAll(db)
            }
            result.photoStamps.sort { $0.playerID.lowercasedString < $1.playerID.lowercasedString }
        } else {
            result.people = try SyncPerson.order(Column("id")).fetchAll(db)
            result.games = try SyncGame.order(Column("id")).fetchAll(db)
            result.players = try SyncPlayer.order(Column("id")).fetchAll(db)
            result.changes = try SyncScoreChange.order(Column("id")).fetchAll(db)
            let owners = Set(result.players.map(\.id.rawValue) + result.people.map(\.id.rawValue))
            result.photoStamps = try SyncPhotoStamp.order(Column("playerID")).fetchAll(db).filter { owners.contains($0.playerID.rawValue) }
        }
        // A photo another program changed has no hash yet: hashed from its bytes.
        for index in result.photoStamps.indices where result.photoStamps[index].present && result.photoStamps[index].sha256 == nil {
            result.photoStamps[index].sha256 = try photoHash(db, playerID: result.photoStamps[index].playerID.lowercasedString)
        }
        return result
    }

    /// `ids` a statement's worth at a time.
    static func chunks(_ ids: [String]) -> [ArraySlice<String>] {
        stride(from: 0, to: ids.count, by: SyncValidation.queryChunk).map { ids[$0..<min($0 + SyncValidation.queryChunk, ids.count)] }
    }

    /// The photos (and thumbnails) of some players.
    public func syncPhotos(players: [String]) throws -> [SyncPhoto] {
        try read { db in
            try players.compactMap { text in
                // The request's ids were checked as lowercase UUID text (`SyncValidation`).
                // A person's own photo is asked for by the person's id.
                guard let id = Player.ID(uuidString: text), let row = try Row.fetchOne(db, sql: """
                    SELECT "imageData", "thumbnailData" FROM "playerAssets"
                    LEFT JOIN "playerThumbnails" USING ("playerID") WHERE "playerAssets"."playerID" = ?1
                    UNION ALL
                    SELECT "imageData", "thumbnailData" FROM "personAssets"
                    LEFT JOIN "personThumbnails" USING ("personID") WHERE "personAssets"."personID" = ?1
                    LIMIT 1
                    """, arguments: [id]) else { return nil }
                return SyncPhoto(playerID: id, imageData: row["imageData"], thumbnailData: row["thumbnailData"])
            }
        }
    }

    /// Answers one request of the protocol.
    public func handleSync(_ request: SyncRequest) -> SyncResponse {
        do {
            switch request {
            case .hello:
                // Every migration the file records, known to this build or not, then (when the
                // file has them) its id, version and watermarks.
                let (migrations, versioned) = try read { db in
                    (try String.fetchAll(db, sql: #"SELECT "identifier" FROM "grdb_migrations" ORDER BY "identifier""#),
                     try db.tableExists("syncState"))
                }
                return .hello(migrations: migrations, state: versioned ? try syncFileState() : nil)
            case let .since(version):
                let (rows, read) = try syncChanges(since: version)
                return .since(rows, version: read)
            case .digest:
                let (digest, version) = try syncDigest()
                return .digest(digest, version: version)
            case let .rows(games, people, tournaments): return .rows(try syncRows(games: games, people: people, tournaments: tournaments))
            case let .photos(players): return .photos(try syncPhotos(players: players))
            case let .apply(changes):
                let (outcome, applied) = try applySyncCounting(changes)
                return .apply(merged: outcome, applied: applied)
            case let .record(watermark, fileID):
                try recordSyncWatermark(watermark, fileID: fileID)
                return .record
            }
        } catch {
            return .failed(String(describing: error))
        }
    }
}

/// FNV-1a, 64 bits, over fields with separators: a digest that only needs to tell two copies of
/// the same rows apart from different ones, computed the same way on every machine.
struct Hasher64 {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// A synced row: its fixed fields, then each register (`SyncRow.digestText`).
    mutating func add(_ row: some SyncRow) {
        for field in row.digestText {
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
