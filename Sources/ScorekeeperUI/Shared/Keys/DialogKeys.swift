/// The keys of confirmation dialogs and the photo dialogs (a player's, a person's).
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
        KeyBinding([.character("o")], .personPhotoChoice, "Person's",
                   help: "Use the person's photo, or make this theirs"),
        KeyBinding([.escape, .character("c"), .character("q")], .cancel, "Cancel", help: "Close, changing nothing (also c or q)",
                   keysLabel: "Esc"),
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    /// A photo dialog's keys with only the shortcuts of the choices it offers, so the key bar and
    /// help show what is possible. The "Player photo" dialog offering everything is `photoDialog`.
    public static func photoDialog(offering choices: [PhotoDialogChoice], title: String = "Player photo") -> KeyTable {
        var table = photoDialog
        table.title = title
        table.bindings.removeAll { binding in
            [.selectNewPhoto, .removePhoto, .personPhotoChoice].contains(binding.action)
                && PhotoDialogChoice.chosen(by: binding.action, among: choices) == nil
        }
        // With a person's photo there, `r` does what "Use Ann's photo" does: it says so.
        if choices.contains(.usePersonPhoto), let index = table.bindings.firstIndex(where: { $0.action == .removePhoto }) {
            table.bindings[index].inKeyBar = false
            table.bindings[index].help = "Remove this photo: the person's shows (as o)"
        }
        return table
    }
}
