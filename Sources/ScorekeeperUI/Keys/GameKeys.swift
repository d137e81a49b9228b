/// The keys of a game's player list.
extension KeyTable {
    public static let game = KeyTable(title: "Game", bindings: [
        KeyBinding([.character("+"), .right], .incrementScore, "+1", help: "Add 1 to the selected score (→ too)", keysLabel: "+"),
        KeyBinding([.character("-"), .left], .decrementScore, "-1", help: "Take 1 from the selected score (← too)", keysLabel: "-"),
        KeyBinding([.character("=")], .enterScore, "Score", help: "Type an amount: 5 adds, -3 takes away, =12 sets"),
        KeyBinding([.character("u")], .undo, "Undo", help: "Undo the game's last score change, whoever made it"),
        KeyBinding([.control("r")], .redo, "Redo", help: "Redo the change undone last", inKeyBar: false),
        KeyBinding([.character("h")], .openHistory, "History", help: "Every score change of this game, newest first"),
        KeyBinding([.character("a")], .addPlayer, "Add", help: "Add a player"),
        KeyBinding([.character("r")], .renamePlayer, "Rename", help: "Rename the selected player"),
        KeyBinding([.character("d"), .delete], .deletePlayer, "Delete", help: "Delete the selected player (asks first)", keysLabel: "d"),
        KeyBinding([.character("s")], .togglePlayerOrder, "Sort", help: "Highest score first, or lowest first"),
        KeyBinding([.character("p")], .playerPhoto, "Photo", help: "Choose, change or remove the selected player's photo"),
        KeyBinding([.character("v")], .viewPhoto, "View", help: "Show the selected player's photo full size"),
        KeyBinding([.escape, .character("q")], .back, "Back", help: "Back to the games list", keysLabel: "Esc"),
    ] + CommonKeys.listNavigation + [
        CommonKeys.help,
        CommonKeys.redraw,
    ])
}
