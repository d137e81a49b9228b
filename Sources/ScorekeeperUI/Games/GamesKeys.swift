/// The keys of the games list.
extension KeyTable {
    public static let games = KeyTable(title: "Games", bindings: [
        KeyBinding([.enter], .openGame, "Open", help: "Open the selected game to keep score"),
        KeyBinding([.character("a")], .addGame, "Add", help: "Add a game"),
        KeyBinding([.character("r")], .renameGame, "Rename", help: "Rename the selected game"),
        KeyBinding([.character("d"), .delete], .deleteGame, "Delete", help: "Delete the selected game and its players (asks first)",
                   keysLabel: "d"),
        KeyBinding([.character("s")], .cycleGameOrder, "Sort", help: "Sort by most recent, title or player count"),
        KeyBinding([.character("/")], .startFilter, "Filter", help: "Filter games by title as you type"),
        KeyBinding([.character("e")], .showEvening, "Evening",
                   help: "The selected game's evening: games, winners, ratings"),
        KeyBinding([.character(">")], .nextTableGame, "Next table",
                   // `NextTableGame`: the same table number in the latest round when it is still to
                   // play, else the next one still to play after it, round to table 1.
                   help: "My next game: this table or the next of the latest round"),
        KeyBinding([.character("P")], .openPeople, "People", help: "People across games: wins, ratings, head-to-head"),
        KeyBinding([.character("T")], .openTournaments, "Tournaments", help: "Tournaments: rounds, tables, standings"),
        KeyBinding([.escape], .clearFilter, "Clear filter", help: "Clear the filter", inKeyBar: false),
    ] + CommonKeys.listNavigation + [
        CommonKeys.help,
        CommonKeys.redraw,
        KeyBinding([.character("q")], .quit, "Quit", help: "Quit Scorekeeper"),
    ])

    /// While typing a filter: the list narrows with each key; arrows still move the selection.
    public static let gamesFilter = KeyTable(title: "Filter", bindings: [
        KeyBinding([.enter], .finishFilter, "Done", help: "Keep the filter and go back to the list"),
        KeyBinding([.escape], .clearFilter, "Clear", help: "Clear the filter"),
        KeyBinding([.up], .moveUp, "Up", help: "Select the row above", inKeyBar: false),
        KeyBinding([.down], .moveDown, "Down", help: "Select the row below", inKeyBar: false),
    ] + CommonKeys.textEditing + [CommonKeys.redraw], unboundKeys: .typedAsText)
}
