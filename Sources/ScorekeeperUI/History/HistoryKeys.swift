/// The keys of a game's history (its score changes, newest first).
extension KeyTable {
    public static let history = KeyTable(title: "History", bindings: [
        KeyBinding([.character("e")], .correctChange, "Correct", help: "Correct the selected change's amount, or what a sheet entry entered (the total follows)"),
        KeyBinding([.character("d"), .delete], .deleteChange, "Delete", help: "Delete the selected change (asks first)", keysLabel: "d"),
        KeyBinding([.enter], .goToPlayer, "Player", help: "Go to the selected change's player"),
        KeyBinding([.character("u")], .undo, "Undo", help: "Undo the game's last score change"),
        KeyBinding([.control("r")], .redo, "Redo", help: "Redo the change undone last"),
        KeyBinding([.escape, .character("q"), .character("h")], .back, "Back", help: "Back to the players (also q or h)",
                   keysLabel: "Esc"),
    ] + CommonKeys.listNavigation + [
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    /// The history of a finished game: it can be read, not changed.
    public static let finishedHistory = history.replacing([.correctChange, .deleteChange, .undo, .redo],
                                                          with: .refuseFinished, title: "History (finished)")
}
