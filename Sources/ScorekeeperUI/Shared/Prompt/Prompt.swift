/// A one-line question with a text field: what is asked, what was typed, and why the last
/// submission was refused (shown inline; the prompt stays open).
public struct Prompt: Equatable, Sendable {
    public var title: String
    /// The label before the field ("Title", "Name", "Amount").
    public var label: String
    public var field: TextField
    /// A hint under the field (for example the amount syntax).
    public var hint: String?
    public var error: String?

    public init(title: String, label: String, text: String = "", hint: String? = nil) {
        self.title = title
        self.label = label
        self.field = TextField(text)
        self.hint = hint
    }

    /// Applies a key that a prompt handles by editing; clears a stale error once the user types.
    mutating func edit(_ action: Action) -> Bool {
        guard field.apply(action) else { return false }
        error = nil
        return true
    }

    mutating func type(_ character: Character) {
        field.insert(character)
        error = nil
    }
}
