import Foundation

/// A row of the games list: a game and how many players it has.
public struct GameSummary: Decodable, Equatable, Hashable, Sendable, Identifiable {
    public var game: Game
    public var playerCount: Int
    /// A finished game's winners (ties share the win, in natural order), by `GameStandings`;
    /// empty while it is played.
    public var winnerNames: [String]
    /// Where a tournament's table game is played (nil for any other game): the games list groups
    /// a tournament's tables under it.
    public var table: TablePlace?

    public var id: Game.ID { game.id }

    /// A table game's tournament, round and table, and when any of its tournament's games was
    /// last played (where the group stands in the "most recent" order).
    public struct TablePlace: Equatable, Hashable, Sendable {
        public var tournamentID: Tournament.ID
        public var tournamentName: String
        public var round: Int
        public var table: Int
        public var tournamentLastPlayed: Date

        public init(tournamentID: Tournament.ID, tournamentName: String, round: Int, table: Int, tournamentLastPlayed: Date) {
            (self.tournamentID, self.tournamentName, self.round, self.table) = (tournamentID, tournamentName, round, table)
            self.tournamentLastPlayed = tournamentLastPlayed
        }
    }

    public init(game: Game, playerCount: Int, winnerNames: [String] = [], table: TablePlace? = nil) {
        self.game = game
        self.playerCount = playerCount
        self.winnerNames = winnerNames
        self.table = table
    }

    /// When the list counts the game played: its tournament's latest play for a table game (its
    /// tables stay together), else its own.
    public var listedAsPlayed: Date { table?.tournamentLastPlayed ?? game.lastPlayed }

    /// The column next to the game's own.
    enum CodingKeys: String, CodingKey { case playerCount }

    public init(from decoder: any Decoder) throws {
        // The game's columns are at the top level of the row, next to the count.
        game = try Game(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        playerCount = try container.decode(Int.self, forKey: .playerCount)
        winnerNames = []
        table = nil
    }
}
