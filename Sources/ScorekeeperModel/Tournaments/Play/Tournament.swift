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

    /// The title of a table's game: "Club Swiss: round 2, table 1" (a long name shortened so the
    /// title stays a title any copy takes).
    public func tableGameTitle(round: Int, table: Int) -> String {
        Self.fitted(name, then: ": round \(round), table \(table)")
    }

    /// The title a table game takes when its pairing is set aside ("…, table 1 (set aside)"): what
    /// was played at it stays, told apart from the kept table of the same number.
    public static func setAsideTitle(_ title: String) -> String {
        fitted(title, then: " (set aside)")
    }

    /// `base` followed by `suffix`, `base` shortened to keep within `NameValidation.maximumLength`.
    static func fitted(_ base: String, then suffix: String) -> String {
        let room = NameValidation.maximumLength - suffix.count
        guard base.count > room else { return base + suffix }
        return String(base.prefix(room)).trimmingCharacters(in: .whitespaces) + suffix
    }
}
