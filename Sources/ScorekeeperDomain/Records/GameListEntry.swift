import Foundation

/// A line of `game list`: a game as a script or a person scanning the list reads it (its id,
/// title, player count, status, winners and when it was last played), read without the rest of
/// the game's row.
public struct GameListEntry: Equatable, Hashable, Sendable {
    /// The id as lowercase text, as the file stores it and every command prints it.
    public var id: String
    public var title: String
    public var playerCount: Int
    public var status: GameStatus
    /// A finished game's winners (ties share the win, in natural order), by `GameStandings`;
    /// empty while it is played.
    public var winnerNames: [String]
    /// When it was last played (`Game.lastPlayed`): what tells two games of one title apart.
    public var lastPlayed: Date

    public init(id: String, title: String, playerCount: Int, status: GameStatus, winnerNames: [String] = [], lastPlayed: Date) {
        self.id = id
        self.title = title
        self.playerCount = playerCount
        self.status = status
        self.winnerNames = winnerNames
        self.lastPlayed = lastPlayed
    }
}
