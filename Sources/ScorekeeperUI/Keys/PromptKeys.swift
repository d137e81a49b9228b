/// The keys of a one-line prompt (a title, a name, a score amount).
extension KeyTable {
    public static let prompt = KeyTable(title: "Prompt", bindings: [
        KeyBinding([.enter], .submit, "OK", help: "Save"),
        KeyBinding([.escape], .cancel, "Cancel", help: "Close without saving"),
    ] + CommonKeys.textEditing + [CommonKeys.redraw], unboundKeys: .typedAsText)
}
