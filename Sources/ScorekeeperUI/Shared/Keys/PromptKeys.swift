/// The keys of a one-line prompt (a title, a name, a score amount).
extension KeyTable {
    public static let prompt = KeyTable(title: "Prompt", bindings: [
        KeyBinding([.enter], .submit, "OK", help: "Save"),
        KeyBinding([.escape], .cancel, "Cancel", help: "Close without saving"),
    ] + CommonKeys.textEditing + [CommonKeys.redraw], unboundKeys: .typedAsText)
}

/// The add-player prompt: Tab completes a known person's name (again: the next one).
extension KeyTable {
    public static let addPlayerPrompt = KeyTable(title: "New player", bindings: [
        KeyBinding([.enter], .submit, "OK", help: "Add the player (a known person's name links to them)"),
        KeyBinding([.tab], .completeName, "Complete", help: "Complete a known person's name, most recently played first (again: the next)"),
        KeyBinding([.escape], .cancel, "Cancel", help: "Close without saving"),
    ] + CommonKeys.textEditing + [CommonKeys.redraw], unboundKeys: .typedAsText)
}

/// The merge prompt: whom to merge into, Tab completing the other people's names.
extension KeyTable {
    public static let mergePrompt = KeyTable(title: "Merge into", bindings: [
        KeyBinding([.enter], .submit, "OK", help: "Merge into this person (asks first, naming the games that move)"),
        KeyBinding([.tab], .completeName, "Complete", help: "Complete another person's name, most recently played first (again: the next)"),
        KeyBinding([.escape], .cancel, "Cancel", help: "Close, merging nothing"),
    ] + CommonKeys.textEditing + [CommonKeys.redraw], unboundKeys: .typedAsText)
}

/// The add-game prompt: a prompt whose Tab goes on to the new game's rules, so the common case
/// (a title and Enter) stays one step.
extension KeyTable {
    public static let addGamePrompt = KeyTable(title: "New game", bindings: [
        KeyBinding([.enter], .submit, "OK", help: "Create the game (highest score wins, no target, no rounds)"),
        KeyBinding([.tab], .addRules, "Rules", help: "Set the rules first: lowest wins, a target, a number of rounds"),
        KeyBinding([.control("t")], .chooseSheet, "Sheet", help: "Follow a score sheet: Yahtzee, bowling, darts, a sheet of your own"),
        KeyBinding([.escape], .cancel, "Cancel", help: "Close without saving"),
    ] + CommonKeys.textEditing + [CommonKeys.redraw], unboundKeys: .typedAsText)
}
