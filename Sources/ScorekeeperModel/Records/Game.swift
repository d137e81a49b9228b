import Foundation

/// A game: a titled scoreboard that players belong to, with its rules, its current round and
/// whether it is finished.
public struct Game: Codable, Identifiable, Equatable, Hashable, Sendable {
    public var id: ID
    public var title: String
    /// When the game was created; orders games stably.
    public var createdAt: Date
    /// When the game was last played (a score, a round, the finish: see `GameActivity`), or
    /// created; drives "most recent" sorting, the watch's game and `lastPlayed`. A photo or a
    /// rename leaves it.
    public var updatedAt: Date
    /// Who wins (highest or lowest score), and when the game ends.
    public var rules: GameRules
    /// The round new score changes belong to (1 for a game that never started a round).
    public var currentRound: Int
    /// When the game was finished; nil while it is being played.
    public var finishedAt: Date?
    /// The winners' ids when it was finished (`GameStandings.winnerList`); nil while it is played,
    /// or when another program finished it. See `GameStandings.resultChangedSinceFinish`.
    public var announcedWinners: String?

    public init(id: ID, title: String, createdAt: Date, updatedAt: Date? = nil,
                rules: GameRules = GameRules(), currentRound: Int = 1, finishedAt: Date? = nil) {
        self.id = id
        self.title = title
        self.createdAt = createdAt
        self.updatedAt = (updatedAt ?? createdAt)
        self.rules = rules
        self.currentRound = currentRound
        self.finishedAt = finishedAt
    }

    public var isFinished: Bool { finishedAt != nil }

    /// When the game was last played (or created, before any play), as the games list shows it.
    public var lastPlayed: Date { updatedAt }

    /// `playing` or `finished`, as scripts see it.
    public var status: GameStatus { isFinished ? .finished : .playing }

    /// Whether the game is on its last round (it has a number of rounds and reached it).
    public var isOnLastRound: Bool {
        guard let rounds = rules.rounds else { return false }
        return currentRound >= rounds
    }

    enum CodingKeys: String, CodingKey {
        case id, title, createdAt, updatedAt, lowestWins, targetScore, roundCount, currentRound, finishedAt, announcedWinners
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(ID.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        updatedAt = try container.decode(Date.self, forKey: .updatedAt)
        // The rules' columns came with the "rules and rounds" migration. A query that selects only
        // the older columns still decodes, as a game with the default rules.
        let lowestWins = try container.decodeIfPresent(Bool.self, forKey: .lowestWins) ?? false
        rules = GameRules(winning: lowestWins ? .lowest : .highest,
                          target: try container.decodeIfPresent(Int.self, forKey: .targetScore),
                          rounds: try container.decodeIfPresent(Int.self, forKey: .roundCount))
        currentRound = try container.decodeIfPresent(Int.self, forKey: .currentRound) ?? 1
        finishedAt = try container.decodeIfPresent(Date.self, forKey: .finishedAt)
        announcedWinners = try container.decodeIfPresent(String.self, forKey: .announcedWinners)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
        try container.encode(rules.winning == .lowest, forKey: .lowestWins)
        try container.encode(rules.target, forKey: .targetScore)
        try container.encode(rules.rounds, forKey: .roundCount)
        try container.encode(currentRound, forKey: .currentRound)
        try container.encode(finishedAt, forKey: .finishedAt)
        try container.encode(announcedWinners, forKey: .announcedWinners)
    }
}

/// Whether a game is still played or finished.
public enum GameStatus: String, Codable, Sendable {
    case playing
    case finished
}
