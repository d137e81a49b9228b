import Foundation

/// A player in one game, with a score.
public struct Player: Codable, Identifiable, Equatable, Hashable, Sendable {
    public var id: ID
    public var gameID: Game.ID
    public var name: String
    public var score: Int
    public var createdAt: Date
    /// The playing time of this player's past turns, in milliseconds (the turn under way is the
    /// game's `turn`): their clock when the game has player clocks.
    public var clockTime: Int

    public init(id: ID, gameID: Game.ID, name: String, score: Int = 0, createdAt: Date, clockTime: Int = 0) {
        self.id = id
        self.gameID = gameID
        self.name = name
        self.score = score
        self.createdAt = createdAt
        self.clockTime = clockTime
    }

    enum CodingKeys: String, CodingKey {
        case id, gameID, name, score, createdAt, clockTime
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(ID.self, forKey: .id)
        gameID = try container.decode(Game.ID.self, forKey: .gameID)
        name = try container.decode(String.self, forKey: .name)
        score = try container.decode(Int.self, forKey: .score)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        // Came with the "table" migration.
        clockTime = try container.decodeIfPresent(Int.self, forKey: .clockTime) ?? 0
    }
}
