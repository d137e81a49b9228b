/// The keys of the Tournaments screen, of one tournament, and of the choice of a new one's format.
extension KeyTable {
    public static let tournaments = KeyTable(title: "Tournaments", bindings: [
        KeyBinding([.enter], .openTournament, "Open", help: "Open the selected tournament: its round, tables and standings"),
        KeyBinding([.character("a")], .addTournament, "Add", help: "Add a tournament: its name, its format, its settings"),
        KeyBinding([.character("d"), .delete], .deleteTournament, "Delete",
                   help: "Delete the selected tournament (asks first; its games stay)", keysLabel: "d"),
        KeyBinding([.escape, .character("q")], .back, "Back", help: "Back to the games list", keysLabel: "Esc"),
    ] + CommonKeys.listNavigation + [
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    /// One tournament: the tables of a round (current by default), the standings beside or below.
    public static let tournament = KeyTable(title: "Tournament", bindings: [
        KeyBinding([.enter], .openGame, "Open game", help: "Open the selected table's game (Esc comes back here)"),
        KeyBinding([.character("p")], .pairRound, "Pair", help: "Pair the next round (asks first if a table has no result)"),
        KeyBinding([.character("a")], .joinTournament, "Add", help: "Add an entrant by name"),
        KeyBinding([.character("r")], .enterTableResult, "Result",
                   help: "Enter the table's result by hand (stands over its game's)"),
        KeyBinding([.character("d")], .dropFromTournament, "Drop",
                   help: "Remove (not played) or drop the selected person (asks first)"),
        KeyBinding([.character("s")], .swapSeats, "Swap",
                   help: "Swap seats: this person, then another, in the standings"),
        KeyBinding([.character("P")], .repairRound, "Re-pair",
                   help: "Re-pair the current round, before any result (asks first)"),
        KeyBinding([.character("z")], .toggleClock, "Clock",
                   help: "Start, pause or resume the round clock (set: --round-time)"),
        sharePage,
        KeyBinding([.character("w")], .keepPairing, "Keep one",
                   help: "Keep one pairing of a round in conflict (paired two ways)",
                   inKeyBar: false),
        KeyBinding([.character("A")], .acceptReport, "Accept",
                   help: "Accept the table's reports (asks whose if they differ)"),
        KeyBinding([.character("X")], .rejectReports, "Reject",
                   help: "Reject the selected table's reports (asks first)", inKeyBar: false),
        KeyBinding([.character("*")], .acceptAllReports, "Accept all",
                   help: "Accept every table whose reports agree (asks first)", inKeyBar: false),
        KeyBinding([.character("["), .left], .earlierRound, "Earlier", help: "Show the round before (← too)", keysLabel: "["),
        KeyBinding([.character("]"), .right], .laterRound, "Later", help: "Show the round after (→ too)", keysLabel: "]"),
        KeyBinding([.tab], .switchFocus, "Focus", help: "Move between the tables and the standings"),
        KeyBinding([.escape, .character("q")], .back, "Back", help: "Back to the tournaments", keysLabel: "Esc"),
    ] + CommonKeys.listNavigation + [
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    /// Choosing whom to swap with: the standings' selection moves, Enter (or `s` again) takes it.
    public static let tournamentSwap = KeyTable(title: "Swap", bindings: [
        KeyBinding([.enter, .character("s")], .swapSeats, "Swap with",
                   help: "Swap with the one selected (asks first if a rule breaks)",
                   keysLabel: "Enter"),
        KeyBinding([.escape, .character("q")], .cancel, "Cancel", help: "Swap no one", keysLabel: "Esc"),
    ] + CommonKeys.listNavigation + [
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    /// The pairings of a round in conflict, one a line: Enter keeps the highlighted one.
    public static let tournamentKeep = KeyTable(title: "Keep a pairing", bindings: [
        KeyBinding([.up, .character("k"), .backTab], .moveUp, "Up", help: "Highlight the pairing above", inKeyBar: false),
        KeyBinding([.down, .character("j"), .tab], .moveDown, "Down", help: "Highlight the pairing below", inKeyBar: false),
        KeyBinding([.enter], .activateChoice, "Keep", help: "Keep the highlighted pairing; the others are set aside, their games kept"),
        KeyBinding([.escape, .character("q")], .cancel, "Cancel", help: "Keep none yet", keysLabel: "Esc"),
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    /// The reports of a table that differ, one a line: Enter accepts the highlighted one.
    public static let tournamentReportChoice = KeyTable(title: "Accept a report", bindings: [
        KeyBinding([.up, .character("k"), .backTab], .moveUp, "Up", help: "Highlight the report above", inKeyBar: false),
        KeyBinding([.down, .character("j"), .tab], .moveDown, "Down", help: "Highlight the report below", inKeyBar: false),
        KeyBinding([.enter], .activateChoice, "Accept", help: "Accept the highlighted report as the table's result"),
        KeyBinding([.escape, .character("q")], .cancel, "Cancel", help: "Accept none; the reports keep waiting", keysLabel: "Esc"),
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    /// The formats a new tournament may have, one a line: it moves as every list does.
    public static let tournamentFormat = KeyTable(title: "Format", bindings: [
        KeyBinding([.up, .character("k"), .backTab], .moveUp, "Up", help: "Highlight the format above", inKeyBar: false),
        KeyBinding([.down, .character("j"), .tab], .moveDown, "Down", help: "Highlight the format below", inKeyBar: false),
        KeyBinding([.home, .character("g"), .pageUp], .moveToTop, "Top", help: "Highlight the first format", inKeyBar: false),
        KeyBinding([.end, .character("G"), .pageDown], .moveToBottom, "Bottom", help: "Highlight the last format", inKeyBar: false),
        KeyBinding([.enter], .activateChoice, "Next",
                   help: "Go on to the highlighted format's settings (asked, each with its default, before anything is made)"),
        KeyBinding([.escape, .character("q")], .cancel, "Back", help: "Back to the name, creating nothing", keysLabel: "Esc"),
        CommonKeys.help,
        CommonKeys.redraw,
    ])
}
