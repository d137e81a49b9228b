import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper history ...`: a game's score changes, newest first; correcting or deleting one.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Show a game's score changes, or correct or delete one.",
        subcommands: [Show.self, Fix.self, Delete.self],
        defaultSubcommand: Show.self
    )

    /// `history [show] GAME [--json] [--limit N]`.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "List a game's score changes, newest first.",
            discussion: """
                Undone changes are listed (marked undone) until a new change replaces them; \
                deleted ones are not. TOTAL is the player's score right after the change. In a \
                game that follows a score sheet, ENTRY is what was entered, in the sheet's notation.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
        @Option(help: "Show only the newest N changes.") var limit: Int?
        @Flag(help: "Print a JSON array of {id, playerID, playerName, amount, total, round, createdAt, undone, entry}.")
        var json = false

        func validate() throws {
            if let limit, limit < 1 { throw ValidationError("--limit must be at least 1.") }
        }

        func run() throws {
            let db = try database.openForReading()
            let entries = try db.fetchHistory(gameID: db.resolveGame(game).id, limit: limit ?? Int(Int64.max))
            if json {
                try TableOutput.printJSON(entries.map(HistoryEntryJSON.init))
            } else if entries.isEmpty {
                print("No score changes yet. Change one with: scorekeeper player score PLAYER --by N")
            } else {
                let time = DateFormatter()
                time.locale = Locale(identifier: "en_US_POSIX")
                time.dateFormat = "yyyy-MM-dd HH:mm:ss"
                // A sheet game's changes say what was entered; a plain game's table is as it was.
                let sheet = entries.contains { $0.entry != nil }
                TableOutput.print(header: ["ID", "TIME", "ROUND", "AMOUNT", "TOTAL"] + (sheet ? ["ENTRY"] : []) + ["NOTE", "PLAYER"],
                                  rows: entries.map { entry in
                                      [String(entry.id.lowercasedString.prefix(8)), time.string(from: entry.createdAt),
                                       String(entry.round), HistoryOutcome.signed(entry.amount), String(entry.total)]
                                          + (sheet ? [entry.entry ?? "-"] : []) + [Self.note(entry), entry.playerName]
                                  },
                                  rightAligned: [2, 3, 4])
            }
        }

        /// What else a person should know about a change, in a word or two.
        static func note(_ entry: HistoryEntry) -> String {
            var notes: [String] = []
            if entry.isUndone { notes.append("undone") }
            if entry.fromSyncConflict { notes.append("from sync conflict") }
            if entry.isCorrected { notes.append(entry.entry == nil ? "was \(HistoryOutcome.signed(entry.originalAmount))" : "corrected") }
            switch entry.kind {
            case .add: break
            case .set: notes.append("set")
            case .start: notes.append("start")
            case .carriedOver: notes.append("carried over")
            }
            return notes.isEmpty ? "-" : notes.joined(separator: ", ")
        }
    }

    /// `history fix CHANGE --amount N | --entry ENTRY`.
    struct Fix: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fix",
            abstract: "Correct a score change's amount, or what was entered on a score sheet; the player's total follows.",
            discussion: """
                The change keeps its place in the history, which shows the amount it had first. A sheet \
                entry's points follow from the sheet: give what should have been entered, in the sheet's \
                notation (--entry "sixes 12"), checked by the sheet in the entry's place.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The change's id or a unique prefix of it (see scorekeeper history GAME).") var change: String
        @Option(parsing: .unconditional, help: "The amount it should have been (may be negative: --amount -3).",
                transform: ScoreArgument.read)
        var amount: Int?
        @Option(parsing: .unconditional, help: "What should have been entered on the score sheet (\"sixes 12\", \"9/\").")
        var entry: String?

        func validate() throws {
            if (amount == nil) == (entry == nil) { throw ValidationError("Give either --amount or --entry.") }
        }

        func run() throws {
            let db = try database.openForCommand()
            let id = try db.resolveChange(change).id
            let outcome = try entry.map { try db.correctSheetEntry(id: id, entry: $0) } ?? db.correctChange(id: id, amount: amount ?? 0)
            // A corrected sheet entry is a new change in the old one's place: its id is new.
            let renamed = outcome.changeID != id ? " (now change \(outcome.changeID.lowercasedString.prefix(8)))" : ""
            print(Sanitized.text(outcome.summary) + renamed)
            if let warning = outcome.warning { FileHandle.standardError.write(Data("Warning: \(warning).\n".utf8)) }
        }
    }

    /// `history delete CHANGE [--yes]`.
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: "Delete a score change from its game's history; the player's total loses it.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The change's id or a unique prefix of it (see scorekeeper history GAME).") var change: String
        @Flag(name: [.short, .long], help: "Do not ask for confirmation.") var yes = false

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveChange(change)
            let name = try db.fetchPlayer(id: target.playerID)?.name ?? ""
            let question = "Delete the change \(HistoryOutcome.signed(target.amount)) for \"\(Sanitized.text(name))\""
                + " (\(target.id.lowercasedString.prefix(8)))?"
            guard try Confirmation.confirm(question, yes: yes) else {
                throw ScorekeeperError.other("Nothing deleted.")
            }
            print(Sanitized.text(try db.deleteChange(id: target.id).summary))
        }
    }
}

/// The JSON shape of a change in `history GAME --json`.
struct HistoryEntryJSON: Codable, Equatable {
    var id: String
    var playerID: String
    var playerName: String
    var amount: Int
    var total: Int
    var round: Int
    /// ISO 8601, UTC, milliseconds.
    var createdAt: String
    var undone: Bool
    /// What was entered on the game's score sheet, in its notation; null for a plain change.
    var entry: String?

    enum CodingKeys: String, CodingKey {
        case id, playerID, playerName, amount, total, round, createdAt, undone, entry
    }

    /// Written out so that `entry` appears as null for a plain change rather than vanish: every
    /// change has the same keys.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(playerID, forKey: .playerID)
        try container.encode(playerName, forKey: .playerName)
        try container.encode(amount, forKey: .amount)
        try container.encode(total, forKey: .total)
        try container.encode(round, forKey: .round)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(undone, forKey: .undone)
        try container.encode(entry, forKey: .entry)
    }

    init(_ entry: HistoryEntry) {
        id = entry.id.lowercasedString
        playerID = entry.playerID.lowercasedString
        playerName = entry.playerName
        amount = entry.amount
        total = entry.total
        round = entry.round
        createdAt = ChangeClock.iso8601(entry.createdAt)
        undone = entry.isUndone
        self.entry = entry.entry
    }
}
