import ScorekeeperStore

/// The keys of a sheet game's sheet (`t`), and its rules after them in `?` help.
extension KeyTable {
    /// The sheet's own keys; `sheet(rules:)` adds the rules of the sheet on screen.
    static let sheetKeys: [KeyBinding] = [
        KeyBinding([.enter, .character("e")], .enterOnSheet, "Entry",
                   help: "Enter for the selected player; on a categories sheet, the selected row's points (e too)", keysLabel: "Enter"),
        KeyBinding([.left], .moveColumnLeft, "Left", help: "Select the player to the left", inKeyBar: false),
        KeyBinding([.right], .moveColumnRight, "Right", help: "Select the player to the right", inKeyBar: false),
    ] + CommonKeys.listNavigation + [
        KeyBinding([.character("u")], .undo, "Undo", help: "Undo the game's last entry, whoever made it"),
        KeyBinding([.control("r")], .redo, "Redo", help: "Redo the entry undone last", inKeyBar: false),
        KeyBinding([.character("n")], .nextRound, "Round", help: "Next round (after the last one: offers to finish)"),
        KeyBinding([.character("f")], .finishGame, "Finish", help: "Finish, naming the winners (finished: reopen)"),
        KeyBinding([.escape, .character("q"), .character("t")], .back, "Close", help: "Back to the player list (q, t too)",
                   keysLabel: "Esc"),
        CommonKeys.help,
        CommonKeys.redraw,
    ]

    /// How wide a line of the rules is in help: the help box's text column at its widest.
    static let sheetRulesWidth = 54

    /// The sheet's keys with `rules` (`Sheet.rulesLines`) after them, for `?` help only: lines
    /// with no keys, wrapped to help's width, the first marked "Rules". `n` is there only for
    /// sheets entered round by round (`hasRounds`): the others have no rounds to move on.
    static func sheet(title: String, rules: [String], hasRounds: Bool) -> KeyTable {
        // A sheet may be the user's own file: its words are shown as text, never as controls.
        // Lines keep their spacing (the categories are aligned in columns), wrapped ones too.
        let lines = rules.map(Sanitized.text).flatMap { line in
            DisplayWidth.of(line) <= sheetRulesWidth ? [line] : TextWrapping.hanging(line, width: sheetRulesWidth)
        }
        let ruleBindings = lines.enumerated().map { index, line in
            KeyBinding([], .showHelp, "", help: line, inKeyBar: false, keysLabel: index == 0 ? "Rules" : "")
        }
        let keys = hasRounds ? sheetKeys : sheetKeys.filter { $0.action != .nextRound }
        return KeyTable(title: "Sheet · \(title)", bindings: keys + ruleBindings)
    }

    /// What changes the sheet: a finished game refuses it, as it refuses score changes.
    static let sheetChangingActions: Set<Action> = [.enterOnSheet, .undo, .redo, .nextRound]

    static func finishedSheet(title: String, rules: [String], hasRounds: Bool) -> KeyTable {
        sheet(title: title, rules: rules, hasRounds: hasRounds)
            .replacing(sheetChangingActions, with: .refuseFinished, title: "Sheet · \(title) (finished)")
            .relabeling(.finishGame, label: "Reopen", help: "Reopen the game so its scores can change again (asks first)")
    }
}
