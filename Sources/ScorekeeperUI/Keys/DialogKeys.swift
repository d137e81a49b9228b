/// The keys of confirmation dialogs and the player photo dialog.
extension KeyTable {
    /// A yes/no question about losing something; the focus starts on the safe answer.
    public static let confirmation = KeyTable(title: "Confirm", bindings: [
        KeyBinding([.character("y"), .character("Y")], .confirm, "Yes", help: "Yes, go ahead", keysLabel: "y"),
        KeyBinding([.character("n"), .character("N"), .escape], .decline, "No", help: "No, keep everything", keysLabel: "n/Esc"),
        KeyBinding([.enter], .activateChoice, "Choose", help: "Choose the highlighted button"),
        KeyBinding([.left, .right, .tab, .backTab, .character("h"), .character("l")], .nextChoice, "Switch",
                   help: "Move between the buttons", keysLabel: "←/→/Tab"),
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    public static let photoDialog = KeyTable(title: "Player photo", bindings: [
        KeyBinding([.up, .character("k"), .backTab], .previousChoice, "Up", help: "Highlight the choice above", inKeyBar: false),
        KeyBinding([.down, .character("j"), .tab], .nextChoice, "Down", help: "Highlight the choice below", inKeyBar: false),
        KeyBinding([.enter], .activateChoice, "Choose", help: "Do the highlighted choice"),
        KeyBinding([.character("s")], .selectNewPhoto, "Select new", help: "Select a new photo"),
        KeyBinding([.character("r")], .removePhoto, "Remove", help: "Remove the photo"),
        KeyBinding([.escape, .character("c"), .character("q")], .cancel, "Cancel", help: "Close, changing nothing (also c or q)",
                   keysLabel: "Esc"),
        CommonKeys.help,
        CommonKeys.redraw,
    ])
}
