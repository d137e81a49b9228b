import Foundation
import GRDB

/// A player's photo: the exact bytes of the file the user attached (no prefix, no re-encoding).
///
/// It lives in its own table, 1-to-1 with the player, so that scanning and sorting players never
/// touches image bytes.
public struct PlayerAsset: Codable, Equatable, Sendable {
    public var playerID: UUID
    public var imageData: Data

    public init(playerID: UUID, imageData: Data) {
        self.playerID = playerID
        self.imageData = imageData
    }
}

extension PlayerAsset: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "playerAssets"

    /// The table's columns, for the query interface.
    public enum Columns {
        public static let playerID = Column(CodingKeys.playerID)
        public static let imageData = Column(CodingKeys.imageData)
    }

    public static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {
        .lowercaseString
    }
}
