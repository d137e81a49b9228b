import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper tournament ...`: Swiss, round robin, knockouts and tables of 3 to 5, whose tables
/// are games.
struct TournamentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tournament",
        abstract: "Run a tournament: entrants, pairings, results and standings.",
        discussion: """
            Each round's tables are games, kept as any game is (scores, undo, the watch, sync). A \
            table's result is its finished game's, or one entered with `tournament result`. \
            Formats: swiss (FIDE's Dutch system), round-robin (Berger tables), knockout, \
            double-knockout, and tables (3 to 5 a table, repeat meetings avoided).
            """,
        subcommands: [Add.self, List.self, Join.self, Leave.self, Drop.self, Pair.self, Unpair.self, Swap.self, Result.self, Resolve.self, Codes.self, Reports.self,
                      Show.self, Standings.self, Export.self, Import.self, Settings.self, RoundClockCommand.self, Rename.self, Delete.self]
    )

    /// The TOURNAMENT argument's help.
    static let tournamentHelp = ArgumentHelp("The tournament's name (see `tournament list`).", valueName: "tournament")

    /// `tournament add NAME --format F ...`.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Make a tournament.",
            discussion: """
                Points are a win's, a draw's and a loss's for two per table ("1,0.5,0", "3,1,0"), a \
                place's at tables of 3 to 5 ("3,2,1,0"), or at tables the game's own score ("score": \
                each seat scores its final score; with --rules "lowest wins" the fewest points rank \
                first; a round not played scores that round's worst score). Tie-breaks are FIDE's codes in order: BH \
                (Buchholz), BH:C1 (cut the lowest), BH:M1 (median), SB (Sonneborn-Berger), DE (direct \
                encounter), WIN, WON, BPG, BWG, REP, PS, ARO.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: ArgumentHelp("A name for the tournament.", valueName: "name")) var name: String
        @Option(help: ArgumentHelp("swiss, round-robin, knockout, double-knockout or tables.", valueName: "format"),
                completion: .list(TournamentFormat.allCases.map(\.rawValue)))
        var format: String
        @Option(name: .customLong("table-size"), parsing: .unconditional, help: ArgumentHelp("People per table for --format tables: 3 to 5 (default 4).", valueName: "n"))
        var tableSize: Int?
        @Option(parsing: .unconditional, help: ArgumentHelp("Rounds to play (a Swiss or tables event; the others have their own).", valueName: "n"))
        var rounds: Int?
        @Option(help: ArgumentHelp("Points per result or place, e.g. 1,0.5,0 or 3,2,1,0, or score (the game's own).", valueName: "list"))
        var points: String?
        @Option(help: ArgumentHelp("Tie-breaks in order, e.g. BH:C1,BH,DE.", valueName: "codes"))
        var tiebreaks: String?
        @Option(parsing: .unconditional, help: ArgumentHelp("Play a round robin this many times (2: double round robin).", valueName: "n"))
        var cycles: Int = 1
        @Flag(name: .customLong("third-place"), help: "A knockout's match for third place.") var thirdPlace = false
        @Flag(help: "A double knockout's second final when the losers' side wins the first.") var reset = false
        @Option(help: ArgumentHelp("The table games' rules line, e.g. \"lowest wins, target 100\".", valueName: "rules"))
        var rules: String?
        @Option(help: ArgumentHelp("A score sheet the table games follow (see `sheet list`).", valueName: "sheet"),
                completion: NameCompletion.sheets)
        var sheet: String?
        @Option(help: ArgumentHelp("What the table games count as in statistics (default: the sheet's title, else the tournament's name).",
                                   valueName: "kind"))
        var kind: String?
        @Option(name: .customLong("round-time"),
                help: ArgumentHelp("The round clock's time, e.g. 50m, 1h30m or 45:00; it runs from each pairing.", valueName: "time"))
        var roundTime: String?

        func run() throws {
            let format = try TournamentSettingsParsing.format(self.format)
            var roundSeconds: Int?
            if case .seconds(let seconds)? = try roundTime.map(TournamentSettingsParsing.roundTime) { roundSeconds = seconds }
            let parsedPoints = try points.map(TournamentSettingsParsing.points)
            let parsedTieBreaks = try tiebreaks.map(TournamentSettingsParsing.tieBreaks)
            let settings = TournamentSettings(format: format, tableSize: tableSize, plannedRounds: rounds, points: parsedPoints,
                                              tieBreaks: parsedTieBreaks, cycles: cycles, thirdPlaceMatch: thirdPlace,
                                              grandFinalReset: reset)
            let gameRules = try rules.map(TournamentSettingsParsing.rules)
            let sheetEntry = try sheet.map(TournamentSettingsParsing.sheet)
            let db = try database.openForCommand()
            let tournament = try db.createTournament(name: name, settings: settings, gameRules: gameRules, sheet: sheetEntry, kind: kind,
                                                    roundTime: roundSeconds)
            print("Made \(Sanitized.text(tournament.name)): \(TournamentSettingsParsing.summary(tournament)).")
            print("Next: scorekeeper tournament join \(ShellWords.argument(Sanitized.text(tournament.name))) NAME...")
        }
    }

    /// `tournament list [--json]`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the tournaments, the newest first.")
        @OptionGroup var database: DatabaseOptions
        @Flag(help: "Print a JSON array of {id, name, format, tableSize, plannedRounds, points, tieBreaks, entrants, round, finished, kind}.")
        var json = false

        func run() throws {
            let db = try database.openForReading()
            let snapshots = try db.read { db in
                try AppDatabase.tournaments(db).compactMap { try AppDatabase.tournamentSnapshot(db, id: $0.id) }
            }
            if json {
                try TableOutput.printJSON(snapshots.map(TournamentJSON.init))
                return
            }
            if snapshots.isEmpty {
                print("No tournaments yet. Make one with: scorekeeper tournament add NAME --format swiss")
                return
            }
            TableOutput.print(header: ["NAME", "FORMAT", "ENTRANTS", "ROUND"], rows: snapshots.map { snapshot in
                let state = snapshot.state
                let round = state.isFinished ? "finished" : state.currentRound == 0 ? "not started"
                    : "\(state.currentRound)" + (state.settings.plannedRounds.map { " of \($0)" } ?? "")
                return [Sanitized.text(snapshot.tournament.name), state.settings.format.displayName, String(state.entries.count), round]
            }, rightAligned: [2])
        }
    }

    /// `tournament delete T [--yes]`.
    /// `tournament rename T NEW`.
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename", abstract: "Rename a tournament; its table games keep their titles.",
            discussion: "Two copies can each make a tournament of one name, and a sync keeps both: name one by its id here to tell them apart.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: ArgumentHelp("The tournament's name or id (see `tournament list`).", valueName: "tournament"),
                  completion: NameCompletion.tournaments) var tournament: String
        @Argument(help: ArgumentHelp("Its new name.", valueName: "name")) var name: String

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            try db.renameTournament(id: target.id, name: name)
            let renamed = try db.resolveTournament(target.id.lowercasedString)
            print("Renamed \(Sanitized.text(target.name)) to \(Sanitized.text(renamed.name)).")
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a tournament; its table games stay, as games.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Flag(name: [.short, .long], help: "Do not ask for confirmation.") var yes = false

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            let name = Sanitized.text(target.name)
            guard try Confirmation.confirm("Delete the tournament \"\(name)\"? Its games stay.", yes: yes) else {
                throw ScorekeeperError.other("Nothing deleted.")
            }
            try db.deleteTournament(id: target.id)
            print("Deleted the tournament \(name); its games stay in the games list.")
        }
    }
}
