import Foundation

/// A row of the games list: a game and how many players it has.
public struct GameSummary: Decodable, Equatable, Hashable, Sendable, Identifiable {
    public var game: Game
    public var playerCount: Int
    /// A finished game's winners (ties share the win, in natural order), by `GameStandings`;
    /// empty while it is played.
    public var winnerNames: [String]

    public var id: Game.ID { game.id }

    public init(game: Game, playerCount: Int, winnerNames: [String] = []) {
        self.game = game
        self.playerCount = playerCount
        self.winnerNames = winnerNames
    }

    /// The column next to the game's own.
    enum CodingKeys: String, CodingKey { case playerCount }

    public init(from decoder: any Decoder) throws {
        // The game's columns are at the top level of the row, next to the count.
        game = try Game(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        playerCount = try container.decode(Int.self, forKey: .playerCount)
        winnerNames = []
    }
}
