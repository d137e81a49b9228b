import Foundation

/// A row of a game's player list: the player, whether it has a photo, and (when asked for) the
/// small thumbnail. It never carries the photo's bytes.
public struct PlayerRow: Equatable, Hashable, Sendable, Identifiable {
    public var player: Player
    public var hasPhoto: Bool
    /// The list thumbnail, when the query asked for thumbnails and one exists.
    public var thumbnail: Data?

    public var id: Player.ID { player.id }

    public init(player: Player, hasPhoto: Bool, thumbnail: Data? = nil) {
        self.player = player
        self.hasPhoto = hasPhoto
        self.thumbnail = thumbnail
    }
}
