import Foundation

/// What kind of write made a score change. Only for showing and exporting it: the amount alone
/// is what counts towards the score.
public enum ScoreChangeKind: String, Codable, Sendable, CaseIterable {
    /// An amount added (or taken away): `+`, `-`, `--by N`.
    case add
    /// A score set to a value, stored as the difference it made: `=12`, `--to N`.
    case set
    /// A new player's starting score.
    case start
    /// The score a player already had when the change log was introduced.
    case carriedOver
}

/// Where a score change stands. Only `live` changes count towards the score.
public enum ScoreChangeState: String, Codable, Sendable, CaseIterable {
    /// Counts towards the score.
    case live
    /// Undone, and the next redo in its game may put it back (the most recently undone first).
    case redoable
    /// Undone for good: a newer change was made after it was undone, as in an editor.
    case undone
    /// Deleted from the history. The row stays, as a tombstone, so that merging two copies of a
    /// file by the union of their changes cannot bring it back.
    case deleted
}

/// One change of one player's score, as stored in `scoreChanges`.
///
/// Rows are never rewritten apart from their state (undo, redo, delete) and a corrected amount,
/// and each has its own UUID: two copies of a file can be merged by the union of their changes.
public struct ScoreChange: Codable, Identifiable, Equatable, Hashable, Sendable {
    public var id: ID
    /// The player's game, kept on the row (a player never changes game) so that everything
    /// about one game's history is read from one index.
    public var gameID: Game.ID
    public var playerID: Player.ID
    /// What the change adds to the score (negative takes away). Corrections change it.
    public var amount: Int
    /// The amount first recorded, before any correction.
    public var originalAmount: Int
    public var kind: ScoreChangeKind
    /// The round it was scored in (1 until games have rounds).
    public var round: Int
    /// When it was made; with `id`, the order of play (see `ChangeClock`).
    public var createdAt: Date
    public var state: ScoreChangeState
    /// When it was last undone, redone or deleted.
    public var stateChangedAt: Date?
    /// When its amount was last corrected.
    public var correctedAt: Date?
    /// The round entry it was made in (a round typed round the table, `round add`); nil for a
    /// change made on its own. Undo and redo take an entry's changes together.
    public var entryID: RoundEntryID?

    /// Whether it counts towards its player's score.
    public var isLive: Bool { state == .live }
}
