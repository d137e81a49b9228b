/// The games list's title filter: one value, so "editing" without a filter cannot be written.
public enum GamesFilter: Equatable, Sendable {
    /// Being typed (`/`): keys go into the field and the list narrows with each one.
    case editing(TextField)
    /// Kept (Enter) while the list is used; `/` edits it again, Esc clears it.
    case applied(TextField)

    public var field: TextField {
        switch self {
        case .editing(let field), .applied(let field): return field
        }
    }

    public var isEditing: Bool {
        if case .editing = self { return true }
        return false
    }
}
