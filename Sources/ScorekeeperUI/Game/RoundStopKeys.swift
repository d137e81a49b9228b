/// The keys of the question Esc asks in the middle of a round typed into the grid: nothing typed
/// is saved or lost without a key that says so.
extension KeyTable {
    public static let roundStop = KeyTable(title: "Stop the round", bindings: [
        KeyBinding([.character("s")], .confirm, "Save",
                   help: "Save the scores typed (a round that does not add up is asked about first)"),
        KeyBinding([.character("d")], .discardTyped, "Discard", help: "Discard the scores typed: the round stays as it was"),
        KeyBinding([.escape], .cancel, "Keep typing", help: "Back to the round, with what was typed", keysLabel: "Esc"),
        KeyBinding([.enter], .activateChoice, "Choose", help: "Choose the highlighted button"),
        KeyBinding([.right, .tab, .character("l")], .nextChoice, "Switch", help: "Move between the buttons", keysLabel: "←/→/Tab"),
        KeyBinding([.left, .backTab, .character("h")], .previousChoice, "Back", help: "The button to the left", inKeyBar: false),
        CommonKeys.help,
        CommonKeys.redraw,
    ])
}
