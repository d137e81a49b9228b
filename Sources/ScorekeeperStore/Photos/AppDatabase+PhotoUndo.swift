import Foundation
import GRDB

// Undoing "Remove photo": the interface keeps what it removed and, asked, attaches the same
// bytes again. Putting a photo back is a new write of the photo register (a later stamp), so a
// sync carries it like any photo: the removal that was undone neither comes back nor makes the
// photo vanish on another copy.
extension AppDatabase {
    /// A photo taken off a player or a person, kept (by the interface) so that undo can put it
    /// back byte for byte. It lives in memory only: the file gives the photo's space back as a
    /// removal does.
    public struct RemovedPhoto: Equatable, Sendable {
        /// Whose photo it was.
        public enum Owner: Equatable, Sendable {
            case player(Player.ID)
            case person(Person.ID)
        }

        public var owner: Owner
        public var imageData: Data
        public var thumbnailData: Data?

        /// The player it was taken off; nil for a person's photo.
        public var playerID: Player.ID? {
            if case .player(let id) = owner { id } else { nil }
        }

        /// The person it was taken off; nil for a player's photo.
        public var personID: Person.ID? {
            if case .person(let id) = owner { id } else { nil }
        }
    }

    /// Removes a player's photo as `removePhoto` does, and returns what it removed, read in the
    /// same transaction; nil when the player had no photo.
    public func removePhotoKeepingIt(playerID: Player.ID) throws -> RemovedPhoto? {
        let now = self.now
        return try write { db in
            guard try Player.exists(db, id: playerID) else { throw ScorekeeperError.playerNotFound(playerID.lowercasedString) }
            guard let imageData = try Data.fetchOne(db, sql: #"SELECT "imageData" FROM "playerAssets" WHERE "playerID" = ?"#,
                                                    arguments: [playerID.lowercasedString]) else { return nil }
            let thumbnail = try Data.fetchOne(db, sql: #"SELECT "thumbnailData" FROM "playerThumbnails" WHERE "playerID" = ?"#,
                                              arguments: [playerID.lowercasedString])
            _ = try AppDatabase.removePhoto(db, playerID: playerID, now: now)
            return RemovedPhoto(owner: .player(playerID), imageData: imageData, thumbnailData: thumbnail)
        }
    }

    /// Puts a removed photo back, byte for byte, with its thumbnail; refused when its player or
    /// person is gone. A photo attached since is replaced, as attaching one would.
    public func restorePhoto(_ removed: RemovedPhoto) throws {
        switch removed.owner {
        case .player(let id): try savePhoto(playerID: id, imageData: removed.imageData, thumbnailData: removed.thumbnailData)
        case .person(let id): try savePersonPhoto(personID: id, imageData: removed.imageData, thumbnailData: removed.thumbnailData)
        }
    }
}
