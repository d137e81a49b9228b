/// The keys of a game's player list.
extension KeyTable {
    public static let game = KeyTable(title: "Game", bindings: [
        KeyBinding([.character("+"), .right], .incrementScore, "+1", help: "Add 1 to the selected score (→ too)", keysLabel: "+"),
        KeyBinding([.character("-"), .left], .decrementScore, "-1", help: "Take 1 from the selected score (← too)", keysLabel: "-"),
        KeyBinding([.character("=")], .enterScore, "Score", help: "Type an amount: 5 adds, -3 takes away, =12 sets"),
        KeyBinding([.character(" ")], .passTurn, "Turn", help: "Pass the turn to the next seat (the first starts turns)"),
        KeyBinding([.character("u")], .undo, "Undo", help: "Undo the game's last score change, whoever made it"),
        KeyBinding([.control("r")], .redo, "Redo", help: "Redo the change undone last", inKeyBar: false),
        KeyBinding([.character("h")], .openHistory, "History", help: "Every score change of this game, newest first"),
        KeyBinding([.character("n")], .nextRound, "Round", help: "Next round (after the last one: offers to finish)"),
        KeyBinding([.character("t")], .toggleRoundGrid, "Grid", help: "Player list or round grid"),
        KeyBinding([.character("c")], .showChart, "Chart", help: "Chart of the totals over the rounds (or the changes)"),
        KeyBinding([.character("f")], .finishGame, "Finish", help: "Finish, naming the winners (finished: reopen)"),
        KeyBinding([.character("m")], .rematch, "Rematch", help: "Rematch: same players and rules, scores at 0 (asks first)"),
        KeyBinding([.character("R")], .editRules, "Rules", help: "Rules: who wins, target score, rounds"),
        KeyBinding([.character("K")], .editKind, "Kind", help: "Kind for statistics (\"Hearts · 3\" counts as Hearts)", inKeyBar: false),
        KeyBinding([.character("a")], .addPlayer, "Add", help: "Add a player"),
        KeyBinding([.character("r")], .renamePlayer, "Rename", help: "Rename the selected player"),
        KeyBinding([.character("d"), .delete], .deletePlayer, "Delete", help: "Delete the selected player (asks first)", keysLabel: "d"),
        KeyBinding([.character("s")], .togglePlayerOrder, "Sort", help: "The rule's order, seat order, or scores the other way"),
        KeyBinding([.character("[")], .moveSeatUp, "Seat↑", help: "Move the selected player up a seat"),
        KeyBinding([.character("]")], .moveSeatDown, "Seat↓", help: "Move the selected player down a seat"),
        KeyBinding([.character("z")], .toggleClock, "Pause", help: "Pause or restart the game clock and turn timers"),
        KeyBinding([.character("p")], .playerPhoto, "Photo", help: "Choose, change or remove the selected player's photo"),
        KeyBinding([.character("v")], .viewPhoto, "View", help: "Show the selected player's photo full size"),
        sharePage,
        KeyBinding([.escape, .character("q")], .back, "Back", help: "Back to the games list", keysLabel: "Esc"),
    ] + CommonKeys.listNavigation + [
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    /// The round grid: the game's keys, Enter to type the selected player's points in the
    /// current round, then the next player's, and Esc back to the player list.
    public static let roundGrid = KeyTable(title: "Round grid", bindings: [
        KeyBinding([.enter], .enterRoundPoints, "Points", help: "Type the selected player's points in the current round, then the next player's"),
    ] + game.bindings).relabeling(.back, label: "List", help: "Back to the player list")

    /// What changes scores, rounds, rules or who plays: a finished game refuses all of it.
    static let scoreChangingActions: Set<Action> = [
        .incrementScore, .decrementScore, .enterScore, .undo, .redo, .nextRound, .editRules, .addPlayer, .deletePlayer,
        .enterRoundPoints, .passTurn, .toggleClock,
    ]

    /// A finished game: only what it allows (looking, renaming, photos, reopening, a rematch);
    /// the keys that would change it say so in the status line instead.
    public static let finishedGame = game
        .replacing(scoreChangingActions, with: .refuseFinished, title: "Game (finished)")
        .relabeling(.finishGame, label: "Reopen", help: "Reopen the game so its scores can change again (asks first)")
        .relabeling(.rematch, label: "Rematch", help: "Rematch: same players and rules, scores at 0")

    public static let finishedRoundGrid = roundGrid
        .replacing(scoreChangingActions, with: .refuseFinished, title: "Round grid (finished)")
        .relabeling(.finishGame, label: "Reopen", help: "Reopen the game so its scores can change again (asks first)")

    /// The chart: any key of the game's closes it.
    public static let chart = KeyTable(title: "Chart", bindings: [
        KeyBinding([.escape, .character("q"), .character("c")], .close, "Close", help: "Back to where the chart was opened", keysLabel: "Esc"),
        CommonKeys.help,
        CommonKeys.redraw,
    ])
}
