import Foundation

/// What an undo, redo, correction or deletion did, so it can be reported in one line
/// ("Undid +5 for Blob Jr: 67", "Undid round 3: 4 scores").
public struct HistoryOutcome: Equatable, Hashable, Sendable {
    /// Which history action happened.
    public enum Action: String, Sendable, Hashable {
        case undo, redo, correct, delete
    }

    public var action: Action
    /// The change acted on.
    public var changeID: ScoreChange.ID
    public var gameID: Game.ID
    public var playerID: Player.ID
    public var playerName: String
    /// The change's amount (for a correction, the new one).
    public var amount: Int
    /// For a correction, the amount before it.
    public var previousAmount: Int?
    /// For a correction of a sheet entry, what was entered before and what is entered now, in
    /// the sheet's notation ("sixes 18" to "sixes 12"); nil for a plain change.
    public var previousEntry: String?
    public var entry: String?
    /// The player's score afterwards.
    public var score: Int
    /// How many changes it took together (a round entered in one go is undone and redone whole).
    public var changes = 1
    /// The round of a whole round undone or redone.
    public var round: Int?
    /// What the action left wrong but did not refuse: "Round 3 adds up to 24, not 26" after a
    /// correction of a sheet entry in a game with a round total.
    public var warning: String?

    public init(action: Action, changeID: ScoreChange.ID, gameID: Game.ID, playerID: Player.ID, playerName: String,
                amount: Int, previousAmount: Int? = nil, score: Int) {
        self.action = action
        self.changeID = changeID
        self.gameID = gameID
        self.playerID = playerID
        self.playerName = playerName
        self.amount = amount
        self.previousAmount = previousAmount
        self.score = score
    }

    /// "Undid +5 for Blob Jr: 67", "Corrected +5 to +3 for Blob Jr: 65"... The name is as stored:
    /// pass the line through `Sanitized.text` before it reaches a terminal.
    public var summary: String {
        let name = playerName
        if changes > 1, let round {
            return "\(action == .undo ? "Undid" : "Redid") round \(round): \(changes) scores"
        }
        switch action {
        case .undo: return "Undid \(Self.signed(amount)) for \(name): \(score)"
        case .redo: return "Redid \(Self.signed(amount)) for \(name): \(score)"
        case .delete: return "Deleted \(Self.signed(amount)) for \(name): \(score)"
        case .correct:
            if let previousEntry, let entry {
                return "Corrected \(previousEntry) to \(entry) for \(name): \(score)"
            }
            return "Corrected \(Self.signed(previousAmount ?? amount)) to \(Self.signed(amount)) for \(name): \(score)"
        }
    }

    /// An amount with its sign: "+5", "-3", "+0".
    public static func signed(_ amount: Int) -> String {
        amount < 0 ? String(amount) : "+\(amount)"
    }
}
