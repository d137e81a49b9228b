import Foundation

/// A player in one game, with a score.
public struct Player: Codable, Identifiable, Equatable, Hashable, Sendable {
    public var id: ID
    public var gameID: Game.ID
    public var name: String
    public var score: Int
    public var createdAt: Date

    public init(id: ID, gameID: Game.ID, name: String, score: Int = 0, createdAt: Date) {
        self.id = id
        self.gameID = gameID
        self.name = name
        self.score = score
        self.createdAt = createdAt
    }
}
