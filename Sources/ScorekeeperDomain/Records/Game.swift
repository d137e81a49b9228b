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
    /// The winners as the source of an imported play stated them (`GameStandings.winnerList`'s
    /// text); nil: the winners follow from the scores. `GameStandings` reads it: once finished,
    /// these players won, whatever the scores say (an app may keep no score, or a winner by a
    /// rule Scorekeeper does not know).
    public var statedWinners: String?
    /// The seating order as stored (empty: the order players joined); players it does not list sit
    /// after those it does (`Seating.ordered`).
    public var seating: [Player.ID] = []
    /// Whose turn it is; nil while the game follows no turns.
    public var turn: GameTurn?
    /// The playing time.
    public var clock = GameClock()

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

    /// The ids of the stated winners (`statedWinners`); nil when the scores decide.
    public var statedWinnerIDs: Set<Player.ID>? {
        guard let statedWinners else { return nil }
        return Set(Game.ids(statedWinners))
    }

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
        case statedWinners
        case dealerRotates, turnLimit, playerClocks, roundTotals, seating, turnPlayerID, turnStartedAt, clockElapsed, clockRunningSince
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
        // The table's (seats, turns, the clock, their rules) came with the "table" migration.
        rules = GameRules(winning: lowestWins ? .lowest : .highest,
                          target: try container.decodeIfPresent(Int.self, forKey: .targetScore),
                          rounds: try container.decodeIfPresent(Int.self, forKey: .roundCount),
                          dealerRotates: try container.decodeIfPresent(Bool.self, forKey: .dealerRotates) ?? false,
                          turnLimit: try container.decodeIfPresent(Int.self, forKey: .turnLimit),
                          playerClocks: try container.decodeIfPresent(Bool.self, forKey: .playerClocks) ?? false,
                          roundTotals: Game.numbers(try container.decodeIfPresent(String.self, forKey: .roundTotals)))
        currentRound = try container.decodeIfPresent(Int.self, forKey: .currentRound) ?? 1
        finishedAt = try container.decodeIfPresent(Date.self, forKey: .finishedAt)
        announcedWinners = try container.decodeIfPresent(String.self, forKey: .announcedWinners)
        // Came with the "imported plays" migration.
        statedWinners = try container.decodeIfPresent(String.self, forKey: .statedWinners)
        seating = Game.ids(try container.decodeIfPresent(String.self, forKey: .seating))
        if let turnPlayer = try container.decodeIfPresent(String.self, forKey: .turnPlayerID), let playerID = Player.ID(uuidString: turnPlayer) {
            turn = GameTurn(playerID: playerID, startedAt: try container.decodeIfPresent(Int.self, forKey: .turnStartedAt) ?? 0)
        }
        clock = GameClock(elapsed: try container.decodeIfPresent(Int.self, forKey: .clockElapsed) ?? 0,
                          runningSince: try container.decodeIfPresent(Date.self, forKey: .clockRunningSince))
    }

    /// The seating as the file keeps it: lowercase ids, comma-separated (nil: none stored).
    public static func seatingText(_ seating: [Player.ID]) -> String? {
        seating.isEmpty ? nil : seating.map(\.lowercasedString).joined(separator: ",")
    }

    /// The ids of a stored seating; ids that do not read are left out.
    public static func ids(_ text: String?) -> [Player.ID] {
        guard let text, !text.isEmpty else { return [] }
        return text.split(separator: ",").compactMap { Player.ID(uuidString: String($0)) }
    }

    /// Round totals as the file keeps them: "26,78" (nil: any total).
    public static func roundTotalsText(_ totals: [Int]) -> String? {
        totals.isEmpty ? nil : totals.map(String.init).joined(separator: ",")
    }

    public static func numbers(_ text: String?) -> [Int] {
        guard let text, !text.isEmpty else { return [] }
        return text.split(separator: ",").compactMap { Int($0) }
    }

    /// A wire format, the `games` table's columns: its first lines are the export's
    /// (`ExportedGame`), as the two share those fields' names.
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
        try container.encodeIfPresent(statedWinners, forKey: .statedWinners)
        try container.encode(rules.dealerRotates, forKey: .dealerRotates)
        try container.encode(rules.turnLimit, forKey: .turnLimit)
        try container.encode(rules.playerClocks, forKey: .playerClocks)
        try container.encode(Game.roundTotalsText(rules.roundTotals), forKey: .roundTotals)
        try container.encode(Game.seatingText(seating), forKey: .seating)
        try container.encode(turn?.playerID.lowercasedString, forKey: .turnPlayerID)
        try container.encode(turn?.startedAt, forKey: .turnStartedAt)
        try container.encode(clock.elapsed, forKey: .clockElapsed)
        try container.encode(clock.runningSince, forKey: .clockRunningSince)
    }
}

/// Whether a game is still played or finished.
public enum GameStatus: String, Codable, Sendable {
    case playing
    case finished
}
