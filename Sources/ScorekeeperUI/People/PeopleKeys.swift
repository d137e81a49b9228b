/// The keys of the People screen, of one person, and of the colour picker.
extension KeyTable {
    /// What both people screens do to a person: the selected one, or the one open.
    static let personActions: [KeyBinding] = [
        KeyBinding([.character("C")], .changeColour, "Colour", help: "Change the person's colour (from the palette)"),
        KeyBinding([.character("r")], .renamePerson, "Rename", help: "Rename the person (their players keep their names)"),
        KeyBinding([.character("M")], .mergePerson, "Merge", help: "Merge into another person (asks first, naming the games)"),
        KeyBinding([.character("p")], .personPhoto, "Photo",
                   help: "Choose, change or remove the person's own photo"),
        KeyBinding([.character("d")], .deletePerson, "Delete",
                   help: "Delete the person (asks first; unlinks their players)"),
        KeyBinding([.character("u")], .undo, "Undo", help: "Put back the photo just removed (right after removing it)",
                   inKeyBar: false),
    ]

    public static let people = KeyTable(title: "People", bindings: [
        KeyBinding([.enter], .openPerson, "Open", help: "Open the selected person: statistics, rating, games"),
        KeyBinding([.character("s")], .cyclePeopleOrder, "Sort",
                   help: "Sort by name, games, wins, win rate, rating or last played"),
    ] + personActions + [
        KeyBinding([.escape, .character("q")], .back, "Back", help: "Back to the games list", keysLabel: "Esc"),
    ] + CommonKeys.listNavigation + [
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    /// One person: Tab goes through their statistics, their rating chart and their games.
    public static let person = KeyTable(title: "Person", bindings: [
        KeyBinding([.tab, .right, .character("l")], .nextSection, "Next",
                   help: "Next view: statistics, rating chart, games (→ too)", keysLabel: "Tab"),
        KeyBinding([.backTab, .left, .character("h")], .previousSection, "Previous",
                   help: "Previous view (← too)", inKeyBar: false, keysLabel: "S-Tab"),
        KeyBinding([.enter], .openGame, "Open game", help: "Open the selected game (in the games view)"),
    ] + personActions + [
        KeyBinding([.escape, .character("q")], .back, "Back", help: "Back to the people", keysLabel: "Esc"),
    ] + CommonKeys.listNavigation + [
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    /// The palette, one colour a line.
    public static let colourPicker = KeyTable(title: "Colour", bindings: [
        KeyBinding([.up, .character("k"), .backTab], .moveUp, "Up", help: "Highlight the colour above", inKeyBar: false),
        KeyBinding([.down, .character("j"), .tab], .moveDown, "Down", help: "Highlight the colour below", inKeyBar: false),
        KeyBinding([.enter], .activateChoice, "Choose", help: "Give the person the highlighted colour"),
        KeyBinding([.escape, .character("q")], .cancel, "Cancel", help: "Close, changing nothing", keysLabel: "Esc"),
        CommonKeys.help,
        CommonKeys.redraw,
    ])
}
