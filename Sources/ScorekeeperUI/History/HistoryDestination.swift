import Foundation
import ScorekeeperStore

/// What is presented over a game's history; nil means nothing.
public enum HistoryDestination: Equatable, Sendable, DeletingListDestination {
    /// `e`: the amount a change should have had, or for a sheet entry what should have been entered.
    case correctChange(ScoreChange.ID, Prompt)
    case confirmDelete(ScoreChange.ID, ConfirmationChoice)

    public var rowID: ScoreChange.ID? {
        switch self {
        case .correctChange(let id, _), .confirmDelete(let id, _): return id
        }
    }

    public var prompt: Prompt? {
        get {
            if case .correctChange(_, let prompt) = self { return prompt }
            return nil
        }
        set {
            if let newValue, case .correctChange(let id, _) = self { self = .correctChange(id, newValue) }
        }
    }
}
