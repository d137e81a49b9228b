import Foundation

/// A player's photo: the exact bytes of the file the user attached (no prefix, no re-encoding).
///
/// It lives in its own table, 1-to-1 with the player, so that scanning and sorting players never
/// touches image bytes.
public struct PlayerAsset: Codable, Equatable, Sendable {
    public var playerID: Player.ID
    public var imageData: Data

    public init(playerID: Player.ID, imageData: Data) {
        self.playerID = playerID
        self.imageData = imageData
    }
}
