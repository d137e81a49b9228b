import Foundation

/// A tournament as lists show it: its name, its settings, and what its table games start with.
public struct Tournament: Sendable, Hashable, Identifiable {
    public typealias ID = Tagged<Tournament, UUID>

    public var id: ID
    public var name: String
    public var settings: TournamentSettings
    /// The rules line the table games start with (nil: the format's own: highest wins).
    public var gameRules: GameRules?
    /// The text of the sheet the table games follow (nil: plain games).
    public var sheet: String?
    public var createdAt: Date

    public init(id: ID, name: String, settings: TournamentSettings, gameRules: GameRules? = nil, sheet: String? = nil,
                createdAt: Date) {
        self.id = id
        self.name = name
        self.settings = settings
        self.settings.tableGamesLowestWins = gameRules?.winning == .lowest
        self.gameRules = gameRules
        self.sheet = sheet
        self.createdAt = createdAt
    }

    /// The title of a table's game: "Club Swiss: round 2, table 1".
    public func tableGameTitle(round: Int, table: Int) -> String {
        "\(name): round \(round), table \(table)"
    }
}
