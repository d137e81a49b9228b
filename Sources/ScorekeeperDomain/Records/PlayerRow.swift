import Foundation

/// A row of a game's player list: the player, whether it has a photo (its own, or its person's),
/// and (when asked for) the small thumbnail. It never carries the photo's bytes.
public struct PlayerRow: Equatable, Hashable, Sendable, Identifiable {
    public var player: Player
    /// Whether the player has a photo of their own (in this game).
    public var hasPhoto: Bool
    /// Whether the player's person has a photo, which the player shows when it has none of its own.
    public var hasPersonPhoto: Bool
    /// The list thumbnail, when the query asked for thumbnails and one exists.
    public var thumbnail: Data?

    public var id: Player.ID { player.id }

    /// Whether the player shows a photo: their own, else their person's.
    public var showsPhoto: Bool { hasPhoto || hasPersonPhoto }

    public init(player: Player, hasPhoto: Bool, hasPersonPhoto: Bool = false, thumbnail: Data? = nil) {
        self.player = player
        self.hasPhoto = hasPhoto
        self.hasPersonPhoto = hasPersonPhoto
        self.thumbnail = thumbnail
    }
}
