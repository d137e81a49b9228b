import Foundation

/// A small image (a few KB) made from a player's photo; it is what lists read instead of the photo.
///
/// Its row belongs to the photo's row (ON DELETE CASCADE), so a thumbnail never outlives its photo.
public struct PlayerThumbnail: Codable, Equatable, Sendable {
    public var playerID: Player.ID
    /// An encoded image (whatever the photo module writes; it reads it back).
    public var thumbnailData: Data

    public init(playerID: Player.ID, thumbnailData: Data) {
        self.playerID = playerID
        self.thumbnailData = thumbnailData
    }
}
