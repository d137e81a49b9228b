import Foundation

/// One entry on a sheet, as stored: whose, in which round, and its text in the sheet's own
/// notation, as the sheet wrote it back when it was accepted ("X", "sixes 18", "T20 T20 D16").
public struct SheetEntryRecord: Equatable, Sendable {
    /// The player's id as text.
    public var player: String
    /// The round it was entered in (1 for sheets without rounds).
    public var round: Int
    public var text: String

    public init(player: String, round: Int, text: String) {
        self.player = player
        self.round = round
        self.text = text
    }
}

/// One player's sheet, scored: their cells in the sheet's order, bonuses, total and status. Each
/// player's sheet depends on their own entries alone.
public struct PlayerSheet: Equatable, Sendable {
    /// A row of the player's column: its label ("Sixes", "Frame 3", "Round 2") and what it shows
    /// (nil: not filled yet).
    public struct Cell: Equatable, Sendable {
        public var label: String
        public var text: String?
        /// The points the cell is worth so far (nil: not filled, or waiting for later rolls).
        public var points: Int?

        public init(label: String, text: String?, points: Int?) {
            self.label = label
            self.text = text
            self.points = points
        }
    }

    /// Points a rule added (or took away): "Upper section bonus", "10 bags".
    public struct Bonus: Equatable, Sendable {
        public var label: String
        public var points: Int

        public init(label: String, points: Int) {
            self.label = label
            self.points = points
        }
    }

    public var cells: [Cell] = []
    public var bonuses: [Bonus] = []
    /// How far the player is toward each bonus not earned yet, by the bonus's label (the upper
    /// section's 48 toward 63).
    public var bonusProgress: [String: Int] = [:]
    /// The total the standings read: the points scored (a countdown's too: darts' 360 of 501).
    public var total = 0
    /// What is left to score, for a countdown that shows it (darts' 141); nil otherwise.
    public var remaining: Int?
    /// "finished", "out (three misses)"; nil while playing.
    public var status: String?

    public init() {}
}

/// A sheet's arithmetic over a game's entries: each entry checked against what came before it, and
/// every player's sheet scored. Pure: the same entries always give the same sheet, whatever order
/// undo and redo left them in.
public struct SheetTally: Equatable, Sendable {
    public let sheet: Sheet
    /// The players, in seat order (ids as text).
    public let players: [String]
    /// The live entries, in the order they were made.
    public let records: [SheetEntryRecord]

    public init(sheet: Sheet, players: [String], records: [SheetEntryRecord]) {
        self.sheet = sheet
        self.players = players
        self.records = records
    }

    /// Checks an entry a player makes now (in `round`) and gives it back in the sheet's own words,
    /// as it is stored; refused with the reason when the sheet does not allow it.
    public func accept(_ text: String, player: String, round: Int, name: String) throws(SheetEntryError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw SheetEntryError("an entry is empty") }
        let before = records.filter { $0.player == player }
        switch sheet.kind {
        case .sum(let rules): return try rules.accept(trimmed)
        case .categories(let rules): return try rules.accept(trimmed, before: before, name: name)
        case .bids(let rules): return try rules.accept(trimmed, round: round, before: before, name: name)
        case .frames(let rules): return try rules.accept(trimmed, before: before, name: name)
        case .countdown(let rules): return try rules.accept(trimmed, before: before, name: name)
        }
    }

    /// Every player's sheet, each from their own entries, by player id.
    public var sheets: [String: PlayerSheet] {
        Dictionary(zip(players, sheetsInSeatOrder), uniquingKeysWith: { first, _ in first })
    }

    /// Every player's sheet in seat order, the entries gone through once: what a table of the
    /// sheet shows, a column per player. (Looking each player up in `sheets` would score every
    /// sheet once per player.)
    public var sheetsInSeatOrder: [PlayerSheet] {
        let entriesByPlayer = Dictionary(grouping: records, by: \.player)
        return players.map { score(entriesByPlayer[$0] ?? []) }
    }

    /// One player's sheet, scoring no one else's; nil for a player not at the game.
    public func sheet(of player: String) -> PlayerSheet? {
        guard players.contains(player) else { return nil }
        return score(records.filter { $0.player == player })
    }

    /// A player's sheet from their own entries, in the order they were made.
    private func score(_ own: [SheetEntryRecord]) -> PlayerSheet {
        switch sheet.kind {
        case .sum(let rules): rules.score(own)
        case .categories(let rules): rules.score(own)
        case .bids(let rules): rules.score(own)
        case .frames(let rules): rules.score(own)
        case .countdown(let rules): rules.score(own)
        }
    }
}
