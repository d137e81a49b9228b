import Foundation

/// A player in one game, with a score.
public struct Player: Codable, Identifiable, Equatable, Hashable, Sendable {
    public var id: UUID
    public var gameID: UUID
    public var name: String
    public var score: Int
    public var createdAt: Date

    public init(id: UUID, gameID: UUID, name: String, score: Int = 0, createdAt: Date) {
        self.id = id
        self.gameID = gameID
        self.name = name
        self.score = score
        self.createdAt = createdAt
    }
}
