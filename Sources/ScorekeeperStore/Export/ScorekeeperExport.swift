import Foundation

/// Everything about some games, as `scorekeeper export` writes it in JSON: each game, its
/// players and its whole history, tombstones of deleted changes included. It is the form other
/// copies of a file will be merged from, so every change keeps its id, state and stamps.
/// Times are ISO 8601 in UTC with milliseconds (`2026-11-22T10:11:12.123Z`).
public struct ScorekeeperExport: Codable, Equatable, Sendable {
    /// Names the format, for readers that are handed any JSON file.
    public var format: String
    /// Grows when the shape changes incompatibly.
    public var version: Int
    /// Oldest game first (by creation, then id).
    public var games: [ExportedGame]
    /// The people the exported players are linked to, by name (absent in exports made before people).
    public var people: [ExportedPerson]?

    public static let formatName = "scorekeeper-export"
    public static let currentVersion = 1

    public init(games: [ExportedGame], people: [ExportedPerson]? = nil) {
        format = Self.formatName
        version = Self.currentVersion
        self.games = games
        self.people = people
    }

    /// Pretty-printed JSON with sorted keys, so two exports of the same data are the same bytes;
    /// no control character or direction override raw (`PrettyJSON.escapingUnsafe`).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return PrettyJSON.escapingUnsafe(try encoder.encode(self))
    }
}

/// One game in an export, with its standings as every other surface shows them.
public struct ExportedGame: Codable, Equatable, Sendable {
    public var id: String
    public var title: String
    public var createdAt: String
    public var updatedAt: String
    public var rules: ExportedRules
    public var currentRound: Int
    /// "playing" or "finished".
    public var status: GameStatus
    /// When it was finished; null while it is played.
    public var finishedAt: String?
    /// The names of the players ranked first (ties share), in natural order.
    public var leaders: [String]
    /// A finished game's leaders; empty while it is played.
    public var winners: [String]
    /// Oldest first (by creation, then id).
    public var players: [ExportedPlayer]
    /// Every change in the order of play, oldest first.
    public var history: [ExportedChange]
    /// The kind statistics count it under (its title without a rematch suffix unless set).
    public var kind: String? = nil

    enum CodingKeys: String, CodingKey {
        case id, title, createdAt, updatedAt, rules, currentRound, status, finishedAt, leaders, winners, players, history, kind
    }

    /// Written out so that the finish time appears as null rather than vanishes. A wire format,
    /// the export's JSON: its first lines are `Game`'s, as the two share those fields' names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
        try container.encode(rules, forKey: .rules)
        try container.encode(currentRound, forKey: .currentRound)
        try container.encode(status, forKey: .status)
        try container.encode(finishedAt, forKey: .finishedAt)
        try container.encode(leaders, forKey: .leaders)
        try container.encode(winners, forKey: .winners)
        try container.encode(players, forKey: .players)
        try container.encode(history, forKey: .history)
        try container.encode(kind, forKey: .kind)
    }
}

/// A game's rules in an export; a missing target or number of rounds is null.
public struct ExportedRules: Codable, Equatable, Sendable {
    /// "highest" or "lowest".
    public var winning: GameRules.Winning
    public var target: Int?
    public var rounds: Int?

    public init(_ rules: GameRules) {
        winning = rules.winning
        target = rules.target
        rounds = rules.rounds
    }

    enum CodingKeys: String, CodingKey { case winning, target, rounds }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(winning, forKey: .winning)
        try container.encode(target, forKey: .target)
        try container.encode(rounds, forKey: .rounds)
    }
}

/// One player in an export.
public struct ExportedPlayer: Codable, Equatable, Sendable {
    public var id: String
    public var name: String
    public var score: Int
    /// By the game's rule; tied players share a rank (1, 1, 3).
    public var rank: Int
    public var hasPhoto: Bool
    public var createdAt: String
    /// The person this player is (nil: none).
    public var personID: String? = nil
}

/// A person in an export: who the players of many games are.
public struct ExportedPerson: Codable, Equatable, Sendable {
    public var id: String
    public var name: String
    public var colour: String
}

/// One score change in an export.
public struct ExportedChange: Codable, Equatable, Sendable {
    public var id: String
    public var playerID: String
    public var playerName: String
    public var amount: Int
    public var originalAmount: Int
    public var kind: ScoreChangeKind
    public var round: Int
    public var createdAt: String
    public var state: ScoreChangeState
    /// When it was last undone, redone or deleted; null if never.
    public var stateChangedAt: String?
    /// When its amount was last corrected; null if never.
    public var correctedAt: String?
    /// The player's total right after it (as in the history).
    public var total: Int
    /// Whether it does not count (undone or deleted).
    public var undone: Bool
    /// What was entered on the game's score sheet, in its notation ("X", "sixes 18"); null for a
    /// plain change.
    public var entry: String? = nil

    enum CodingKeys: String, CodingKey {
        case id, playerID, playerName, amount, originalAmount, kind, round, createdAt, state, stateChangedAt,
             correctedAt, total, undone, entry
    }

    /// Written out so that the optional stamps appear as null rather than vanish: every change
    /// has the same keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(playerID, forKey: .playerID)
        try container.encode(playerName, forKey: .playerName)
        try container.encode(amount, forKey: .amount)
        try container.encode(originalAmount, forKey: .originalAmount)
        try container.encode(kind, forKey: .kind)
        try container.encode(round, forKey: .round)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(state, forKey: .state)
        try container.encode(stateChangedAt, forKey: .stateChangedAt)
        try container.encode(correctedAt, forKey: .correctedAt)
        try container.encode(total, forKey: .total)
        try container.encode(undone, forKey: .undone)
        try container.encode(entry, forKey: .entry)
    }
}
