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
    /// The kind its table games take for statistics ("Hearts": a Hearts cup's games count as
    /// Hearts); chosen when it is made, by default its sheet's title, else its name.
    public var kind: String
    public var createdAt: Date
    /// The round time and the clock of the round it last ran for (none until one is set).
    public var roundClock = RoundClock()

    public init(id: ID, name: String, settings: TournamentSettings, gameRules: GameRules? = nil, sheet: String? = nil,
                kind: String? = nil, createdAt: Date) {
        self.id = id
        self.name = name
        self.kind = kind ?? name
        self.settings = settings
        self.settings.tableGamesLowestWins = gameRules?.winning == .lowest
        self.gameRules = gameRules
        self.sheet = sheet
        self.createdAt = createdAt
    }

    /// The kind a tournament's table games take when none is chosen: its sheet's title (a cup
    /// on the Hearts sheet counts as Hearts), else the tournament's name.
    public static func defaultKind(name: String, sheet: Sheet?) -> String {
        guard let title = sheet?.title.trimmingCharacters(in: .whitespaces), !title.isEmpty,
              (try? NameValidation.validated(title, what: "Kind")) != nil else { return name }
        return title
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
