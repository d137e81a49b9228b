import Foundation

/// A row of a game's history: one score change with its player's name and the total it left.
public struct HistoryEntry: Equatable, Hashable, Sendable, Identifiable {
    /// The change's id.
    public var id: ScoreChange.ID
    public var playerID: Player.ID
    public var playerName: String
    /// What the change adds (as corrected, when it was).
    public var amount: Int
    /// The amount first recorded; differs from `amount` once corrected.
    public var originalAmount: Int
    public var kind: ScoreChangeKind
    /// The player's total right after this change: the sum of its live changes up to and
    /// including this one. An undone change adds nothing, so its total is the one before it.
    public var total: Int
    public var round: Int
    public var createdAt: Date
    /// `live`, `redoable` or `undone` (deleted changes are not part of the history).
    public var state: ScoreChangeState
    /// What was entered on the game's score sheet, in its notation ("X", "sixes 18", "T20 T20
    /// D16"); nil for a plain change.
    public var entry: String?
    /// Whether a sheet entry was corrected (its amount follows from the sheet, so it says
    /// nothing of a correction).
    public var entryCorrected: Bool
    /// Whether its round was recorded on two copies before they met and kept as two rounds by a
    /// sync, a question not yet answered by deleting or editing one of them.
    public var fromSyncConflict: Bool = false

    /// Whether the change is undone (redoable or not): it does not count.
    public var isUndone: Bool { state != .live }
    /// Whether the next redo may put it back.
    public var isRedoable: Bool { state == .redoable }
    /// Whether its amount was corrected after it was made (a plain change), or what was entered
    /// (a sheet entry, whose amount follows from the sheet and changes with later entries).
    public var isCorrected: Bool { entry == nil ? amount != originalAmount : entryCorrected }

    public init(id: ScoreChange.ID, playerID: Player.ID, playerName: String, amount: Int, originalAmount: Int,
                kind: ScoreChangeKind, total: Int, round: Int, createdAt: Date, state: ScoreChangeState, entry: String? = nil, entryCorrected: Bool = false) {
        self.id = id
        self.playerID = playerID
        self.playerName = playerName
        self.amount = amount
        self.originalAmount = originalAmount
        self.kind = kind
        self.total = total
        self.round = round
        self.createdAt = createdAt
        self.state = state
        self.entry = entry
        self.entryCorrected = entryCorrected
    }
}
