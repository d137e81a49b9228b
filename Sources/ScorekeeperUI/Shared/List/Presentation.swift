import Foundation
import ScorekeeperStore

/// A presented thing (a dialog, a prompt) that may belong to one row, named by the row's id.
public protocol RowPresentation {
    /// The kind of id the rows have (`Game.ID`, `Player.ID`, ...).
    associatedtype RowID: Hashable & Sendable
    /// The id of the row this presentation belongs to, or nil when it belongs to none.
    var rowID: RowID? { get }
}

extension Optional where Wrapped: RowPresentation {
    /// "Is my dialog presented?", asked by a row with its id. Setting it to false dismisses the
    /// presentation only if it belongs to that row; setting true does nothing (a row cannot
    /// invent the state it would present).
    public subscript(isPresenting id: Wrapped.RowID) -> Bool {
        get { self?.rowID == id }
        set {
            if !newValue, self?.rowID == id { self = nil }
        }
    }
}
