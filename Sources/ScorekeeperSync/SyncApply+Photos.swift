import Foundation
import ScorekeeperStore
import GRDB

// Merging photos: the photo of a player (or a person's own) is a register (`SyncPhotoStamp.registers`), a removal
// included; a tie resolves by content hash, so both sides keep the same bytes. A received photo
// passes the checks an attached one does (`AppDatabase.receivedPhotoCheck`), or is refused: this
// copy keeps what it had, photo and stamp, and the sync reports it (`SyncOutcome.refusedPhotos`).
// Its stamp is not taken, so no copy claims bytes it does not hold; the other copy keeps its
// photo, and a later sync refuses it again until it is replaced or removed there.
extension AppDatabase {
    /// Why each incoming photo cannot be kept, by player id: its bytes, then its thumbnail. Run
    /// before the merge's transaction (a check decodes the image), on every photo that came.
    func refusedPhotos(_ photos: [SyncPhoto]) -> [Player.ID: String] {
        guard let check = receivedPhotoCheck else { return [:] }
        var refused: [Player.ID: String] = [:]
        for photo in photos where refused[photo.playerID] == nil {
            if let reason = check(photo.imageData, false) ?? photo.thumbnailData.flatMap({ check($0, true) }) {
                refused[photo.playerID] = reason
            }
        }
        return refused
    }

    /// `wanted` gets the players whose incoming stamp wins but came without its photo's bytes;
    /// `refused` holds the photos that failed their check, reported in `refusals` when they win.
    static func mergePhotos(_ db: Database, _ incoming: [SyncPhotoStamp], photos: [Player.ID: SyncPhoto], refused: [Player.ID: String],
                            gameID: Game.ID, wanted: inout [Player.ID], refusals: inout [SyncOutcome.RefusedPhoto]) throws {
        for stamp in incoming {
            guard try Game.ID.fetchOne(db, sql: #"SELECT "gameID" FROM "players" WHERE "id" = ?"#, arguments: [stamp.playerID]) == gameID
            else { continue }
            if let local = try SyncPhotoStamp.fetchOne(db, key: stamp.playerID), !local.yields(to: stamp) { continue }
            if stamp.present {
                switch arrival(of: stamp, photos: photos, refused: refused, wanted: &wanted) {
                case .notNow: continue
                case .store(let photo): try store(db, photo, in: .players)
                case .refused(let reason):
                    let names = try Row.fetchOne(db, sql: """
                        SELECT "players"."name", "games"."title" FROM "players" JOIN "games" ON "games"."id" = "players"."gameID"
                        WHERE "players"."id" = ?
                        """, arguments: [stamp.playerID])
                    refusals.append(SyncOutcome.RefusedPhoto(
                        playerID: stamp.playerID, name: names?["name"] ?? "", gameID: gameID, title: names?["title"] ?? "",
                        reason: reason))
                    continue
                }
            } else {
                try PhotoTables.players.remove(db, owner: stamp.playerID.lowercasedString)
            }
            try stamp.save(db)
        }
    }

    /// What becomes of a photo whose winning stamp says it is present, for players and people alike.
    enum PhotoArrival {
        /// Kept as it is for now: the bytes are asked for (`wanted`), or are not the ones stamped.
        case notNow
        /// Stored.
        case store(SyncPhoto)
        /// Refused by its check, for the reason given.
        case refused(String)
    }

    /// Without the bytes (they travel after the rows, one photo at a time: `wanted` asks for
    /// them), or with bytes that are not the ones stamped (changed since, a change the source's
    /// next sync carries), nothing changes now; bytes that failed their check are refused.
    static func arrival(of stamp: SyncPhotoStamp, photos: [Player.ID: SyncPhoto], refused: [Player.ID: String],
                        wanted: inout [Player.ID]) -> PhotoArrival {
        guard let photo = photos[stamp.playerID] else {
            wanted.append(stamp.playerID)
            return .notNow
        }
        guard PhotoHash.sha256(photo.imageData) == stamp.sha256 else { return .notNow }
        if let reason = refused[stamp.playerID] { return .refused(reason) }
        return .store(photo)
    }

    /// People's own photos: the stamps whose id is a person's here (the people merged first),
    /// merged by the rule of players' photos. `wanted` gets those whose stamp wins without bytes.
    static func mergePersonPhotos(_ db: Database, _ incoming: [SyncPhotoStamp], photos: [Player.ID: SyncPhoto], refused: [Player.ID: String],
                                  wanted: inout [Player.ID], refusals: inout [SyncOutcome.RefusedPhoto]) throws {
        for stamp in incoming {
            let personID = stamp.playerID.lowercasedString
            guard let name = try String.fetchOne(db, sql: #"SELECT "name" FROM "people" WHERE "id" = ?"#, arguments: [personID]) else { continue }
            if let local = try SyncPhotoStamp.fetchOne(db, key: personID), !local.yields(to: stamp) { continue }
            if stamp.present {
                switch arrival(of: stamp, photos: photos, refused: refused, wanted: &wanted) {
                case .notNow: continue
                case .store(let photo): try store(db, photo, in: .people)
                case .refused(let reason):
                    refusals.append(SyncOutcome.RefusedPhoto(playerID: stamp.playerID, name: name, gameID: nil, title: "", reason: reason))
                    continue
                }
            } else {
                try PhotoTables.people.remove(db, owner: personID)
            }
            try stamp.save(db)
        }
    }

    /// Keeps a received photo and its thumbnail (or none) for its owner.
    private static func store(_ db: Database, _ photo: SyncPhoto, in tables: PhotoTables) throws {
        let owner = photo.playerID.lowercasedString
        try db.execute(sql: """
            INSERT INTO "\(tables.assets)" ("\(tables.key)", "imageData") VALUES (?, ?)
            ON CONFLICT ("\(tables.key)") DO UPDATE SET "imageData" = excluded."imageData"
            """, arguments: [owner, photo.imageData])
        if let thumbnail = photo.thumbnailData {
            try db.execute(sql: """
                INSERT INTO "\(tables.thumbnails)" ("\(tables.key)", "thumbnailData") VALUES (?, ?)
                ON CONFLICT ("\(tables.key)") DO UPDATE SET "thumbnailData" = excluded."thumbnailData"
                """, arguments: [owner, thumbnail])
        } else {
            try db.execute(sql: #"DELETE FROM "\#(tables.thumbnails)" WHERE "\#(tables.key)" = ?"#, arguments: [owner])
        }
    }
}

/// Where a photo's bytes and thumbnail live: a player's, or a person's own.
private struct PhotoTables {
    var assets: String
    var thumbnails: String
    /// The owner's id column in both.
    var key: String

    static let players = PhotoTables(assets: "playerAssets", thumbnails: "playerThumbnails", key: "playerID")
    static let people = PhotoTables(assets: "personAssets", thumbnails: "personThumbnails", key: "personID")

    /// Removes the owner's photo (its thumbnail goes by cascade).
    func remove(_ db: Database, owner: String) throws {
        try db.execute(sql: #"DELETE FROM "\#(assets)" WHERE "\#(key)" = ?"#, arguments: [owner])
    }
}
