import Foundation
import ScorekeeperStore

/// The key reference (`scorekeeper keys`, docs/keys.md): every screen's and dialog's key table,
/// read from the same tables the key bar and `?` help read, so the reference cannot drift from
/// what the keys do.
public enum KeyReference {
    /// One table of the reference, with where it is met.
    public struct Section: Sendable {
        public var heading: String
        /// Where the screen or dialog is met, in one sentence.
        public var whereMet: String
        public var table: KeyTable
    }

    /// Every table, in the order a newcomer meets them. A finished game's tables are its own with
    /// the changing keys taken out (`KeyTable.finishedGame`), so they are not listed again.
    public static let sections: [Section] = [
        Section(heading: "Games", whereMet: "The list `scorekeeper` opens on.", table: .games),
        Section(heading: "Filter", whereMet: "Typing a filter on the games list (`/`).", table: .gamesFilter),
        Section(heading: "Evening", whereMet: "The selected game's evening (`e` on the games list).", table: .eveningSummary),
        Section(heading: "New game", whereMet: "The title of a new game (`a` on the games list).", table: .addGamePrompt),
        Section(heading: "Choose a sheet", whereMet: "The score sheets a new game may follow (Ctrl-T in New game).",
                table: .sheetChoice),
        Section(heading: "New game on a sheet", whereMet: "New game once a sheet is chosen.", table: .addSheetGamePrompt),
        Section(heading: "Game", whereMet: "A game's players (Enter on the games list).", table: .game),
        Section(heading: "Round grid", whereMet: "A game's rounds, a column each (`t` in a game without a sheet).",
                table: .roundGrid),
        Section(heading: "Stop the round", whereMet: "Esc while a round is typed into the grid.", table: .roundStop),
        Section(heading: "Sheet", whereMet: "A sheet game's sheet (`t`); `?` lists the sheet's rules after its keys.",
                table: KeyTable(title: "Sheet", bindings: KeyTable.sheetKeys)),
        Section(heading: "Chart", whereMet: "The totals over the rounds (`c` in a game).", table: .chart),
        Section(heading: "History", whereMet: "A game's score changes, newest first (`h` in a game).", table: .history),
        Section(heading: "New player", whereMet: "The name of a new player (`a` in a game).", table: .addPlayerPrompt),
        Section(heading: "People", whereMet: "Everyone across games (`P` on the games list).", table: .people),
        Section(heading: "Person", whereMet: "One person (Enter on People).", table: .person),
        Section(heading: "Colour", whereMet: "A person's colour (`C` on People or a person).", table: .colourPicker),
        Section(heading: "Merge into", whereMet: "Whom to merge a person into (`M` on People or a person).",
                table: .mergePrompt),
        Section(heading: "Tournaments", whereMet: "The tournaments (`T` on the games list).", table: .tournaments),
        Section(heading: "Format", whereMet: "A new tournament's format (after its name).", table: .tournamentFormat),
        Section(heading: "Tournament", whereMet: "One tournament's round, tables and standings (Enter on Tournaments).",
                table: .tournament),
        Section(heading: "Swap", whereMet: "Choosing whom to swap seats with (`s` on the standings).", table: .tournamentSwap),
        Section(heading: "Keep a pairing", whereMet: "A round paired two ways (`w` on the tournament).", table: .tournamentKeep),
        Section(heading: "Share", whereMet: "Where to open a live page of the screen (`S` on a game or a tournament).",
                table: .sharingQuestion),
        Section(heading: "Shared page", whereMet: "The addresses and QR code of the page being served (after `S`).",
                table: .sharingPanel),
        Section(heading: "Accept a report", whereMet: "A table's reports that differ (`A` on the tournament).",
                table: .tournamentReportChoice),
        Section(heading: "Player photo", whereMet: "A player's or person's photo choices (`p`); it lists only what it offers.",
                table: .photoDialog),
        Section(heading: "Choose a photo", whereMet: "The photo picker's list of files.", table: .photoPicker),
        Section(heading: "Type a path", whereMet: "A path typed in the photo picker (`/`).", table: .photoPickerPath),
        Section(heading: "Photo", whereMet: "A photo as large as the window allows (`v` in a game).", table: .photoViewer),
        Section(heading: "Prompt", whereMet: "Every other one-line prompt: a title, a name, an amount, the rules.",
                table: .prompt),
        Section(heading: "Confirm", whereMet: "A question before something is lost or changed.", table: .confirmation),
        Section(heading: "Help", whereMet: "The list of keys (`?` anywhere text is not typed).", table: .help),
        Section(heading: "Watch only", whereMet: "The scoreboard `scorekeeper --watch` shows.", table: .watch),
    ]

    /// The reference as Markdown: a section per table, each binding `?` help lists as a row.
    public static func markdown() -> String {
        var lines = [
            "# Keys",
            "",
            "<!-- Generated by `scorekeeper keys --markdown` (`make docs`) from the key tables in",
            "     each screen's `*Keys.swift` under Sources/ScorekeeperUI/: do not edit by hand. -->",
            "",
            "Every screen and dialog of the interface, with the keys `?` lists there and the key bar",
            "shows (`^L` is Ctrl-L, `S-Tab` Shift-Tab). A finished game keeps the keys that look,",
            "rename and add photos; the others say that it is finished. Mouse: a click selects, a",
            "click on an avatar opens the photo choices, the wheel scrolls.",
        ]
        for section in sections {
            lines += ["", "## \(section.heading)", "", section.whereMet + unboundSentence(section.table.unboundKeys), "",
                      "| Keys | What they do |", "|---|---|"]
            lines += section.table.helpBindings.map { binding in
                "| \(code(binding.keysText)) | \(cell(binding.help)) |"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The reference as plain text for a terminal: a title per table, keys and help aligned.
    public static func text() -> String {
        var lines: [String] = []
        for section in sections {
            if !lines.isEmpty { lines.append("") }
            lines.append(section.heading)
            let bindings = section.table.helpBindings
            let width = bindings.map { DisplayWidth.of($0.keysText) }.max() ?? 0
            lines += bindings.map { binding in
                let keys = binding.keysText
                return "  " + keys + String(repeating: " ", count: width - DisplayWidth.of(keys)) + "  " + binding.help
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a table does with the keys it does not list, as a sentence after where it is met.
    static func unboundSentence(_ unbound: KeyTable.UnboundKeys) -> String {
        switch unbound {
        case .ignored: return ""
        case .typedAsText: return " Other keys type text."
        case .perform: return " Any other key closes it."
        }
    }

    /// Keys in code spans; a key that is itself a backtick would need a longer fence, and none is.
    static func code(_ keys: String) -> String {
        "`" + keys.replacingOccurrences(of: "|", with: "\\|") + "`"
    }

    /// A table cell: a pipe would end it.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
