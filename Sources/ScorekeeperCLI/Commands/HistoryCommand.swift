import ArgumentParser
import Foundation
import ScorekeeperCore

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
                deleted ones are not. TOTAL is the player's score right after the change.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
        @Option(help: "Show only the newest N changes.") var limit: Int?
        @Flag(help: "Print a JSON array of {id, playerID, playerName, amount, total, round, createdAt, undone}.")
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
                TableOutput.print(header: ["ID", "TIME", "ROUND", "AMOUNT", "TOTAL", "NOTE", "PLAYER"],
                                  rows: entries.map { entry in
                                      [String(entry.id.lowercasedString.prefix(8)), time.string(from: entry.createdAt),
                                       String(entry.round), HistoryOutcome.signed(entry.amount), String(entry.total),
                                       Self.note(entry), entry.playerName]
                                  },
                                  rightAligned: [2, 3, 4])
            }
        }

        /// What else a person should know about a change, in a word or two.
        static func note(_ entry: HistoryEntry) -> String {
            var notes: [String] = []
            if entry.isUndone { notes.append("undone") }
            if entry.isCorrected { notes.append("was \(HistoryOutcome.signed(entry.originalAmount))") }
            switch entry.kind {
            case .add: break
            case .set: notes.append("set")
            case .start: notes.append("start")
            case .carriedOver: notes.append("carried over")
            }
            return notes.isEmpty ? "-" : notes.joined(separator: ", ")
        }
    }

    /// `history fix CHANGE --amount N`.
    struct Fix: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fix",
            abstract: "Correct a score change's amount; the player's total follows.",
            discussion: "The change keeps its place in the history, which shows the amount it had first.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The change's id or a unique prefix of it (see scorekeeper history GAME).") var change: String
        @Option(parsing: .unconditional, help: "The amount it should have been (may be negative: --amount -3).")
        var amount: Int

        func run() throws {
            let db = try database.openForCommand()
            print(Sanitized.text(try db.correctChange(id: db.resolveChange(change).id, amount: amount).summary))
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

    init(_ entry: HistoryEntry) {
        id = entry.id.lowercasedString
        playerID = entry.playerID.lowercasedString
        playerName = entry.playerName
        amount = entry.amount
        total = entry.total
        round = entry.round
        createdAt = ChangeClock.iso8601(entry.createdAt)
        undone = entry.isUndone
    }
}
