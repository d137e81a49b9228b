import ArgumentParser
import Foundation
import ScorekeeperStore

extension TournamentCommand {
    /// `tournament leave T PERSON...`.
    struct Leave: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "leave", abstract: "Take out someone entered by mistake, who has not played.",
            discussion: """
                They vanish from the standings and the exports. Someone a round has (a table or a \
                bye) cannot leave: `tournament drop` takes them out of the next pairings instead.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Argument(help: ArgumentHelp("Who leaves: a name, a pairing number or a FIDE ID.", valueName: "person")) var people: [String]

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            let state = try db.fetchTournamentSnapshot(id: target.id).state
            let entries = try people.map { try AppDatabase.resolveEntry(state, $0) }
            let left = try db.leaveTournament(id: target.id, entryIDs: entries.map(\.id))
            let names = left.map { Sanitized.text(state.displayName(of: $0)) }.joined(separator: ", ")
            print("\(names) \(left.count == 1 ? "is" : "are") out of \(Sanitized.text(target.name)).")
        }
    }

    /// `tournament unpair T`.
    struct Unpair: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unpair", abstract: "Take back the last paired round while nothing is played at it.",
            discussion: """
                No table of the round may have a result or a score. Its games leave the lists; the \
                round can be paired again. A copy that entered a result at it meanwhile brings the \
                round back when the two sync.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            let round = try db.unpairLastRound(id: target.id)
            print("Took back round \(round) of \(Sanitized.text(target.name)); "
                  + (round == 1 ? "no round is paired now." : "round \(round - 1) is the current round."))
        }
    }

    /// `tournament set T [--rounds N] [--points P] [--tiebreaks T] [--table-size N] [--rules R] [--sheet S] [--kind K] [--round-time T]`.
    struct Settings: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: "Change a tournament's settings.",
            discussion: """
                Planned rounds never go below the rounds paired. Points and tie-breaks change any \
                time, and the standings follow. Table size, rules, sheet and kind apply to the \
                rounds paired after. The format never changes. A round time starts the round \
                clock as each round is paired (`tournament clock` pauses and resumes it); it \
                changes any time, and a running round reads against the new time at once.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Option(parsing: .unconditional, help: ArgumentHelp("Rounds to play (a Swiss or tables event).", valueName: "n"))
        var rounds: Int?
        @Option(help: ArgumentHelp("Points per result or place, e.g. 1,0.5,0 or 3,2,1,0, or score (the game's own).", valueName: "list"))
        var points: String?
        @Option(help: ArgumentHelp("Tie-breaks in order, e.g. BH:C1,BH,DE.", valueName: "codes"))
        var tiebreaks: String?
        @Option(name: .customLong("table-size"), parsing: .unconditional,
                help: ArgumentHelp("People per table for --format tables: 3 to 5.", valueName: "n"))
        var tableSize: Int?
        @Option(help: ArgumentHelp("The table games' rules line, e.g. \"lowest wins, target 100\".", valueName: "rules"))
        var rules: String?
        @Option(help: ArgumentHelp("A score sheet the table games follow (see `sheet list`).", valueName: "sheet"),
                completion: NameCompletion.sheets)
        var sheet: String?
        @Option(help: ArgumentHelp("What the table games paired after count as in statistics, e.g. Hearts.", valueName: "kind"))
        var kind: String?
        @Option(name: .customLong("round-time"),
                help: ArgumentHelp("The round clock's time, e.g. 50m, 1h30m or 45:00; off removes the clock.", valueName: "time"))
        var roundTime: String?
        @Option(name: .customLong("accept-first-report"),
                help: ArgumentHelp("on: a table's first report from its seats is its result; off: reports must agree.", valueName: "on|off"),
                completion: .list(["on", "off"]))
        var acceptFirstReport: String?

        func run() throws {
            let acceptsFirst = try acceptFirstReport.map { text -> Bool in
                switch text.lowercased() {
                case "on", "yes", "true": return true
                case "off", "no", "false": return false
                default: throw ValidationError("--accept-first-report is on or off, not '\(Sanitized.text(text))'.")
                }
            }
            let change = TournamentSettingsChange(
                plannedRounds: rounds, points: try points.map(TournamentSettingsParsing.points),
                tieBreaks: try tiebreaks.map(TournamentSettingsParsing.tieBreaks), tableSize: tableSize,
                gameRules: try rules.map(TournamentSettingsParsing.rules), sheet: try sheet.map(TournamentSettingsParsing.sheet),
                kind: kind, roundTime: try roundTime.map(TournamentSettingsParsing.roundTime))
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            // Whether reports stand at once is this copy's own (reports never sync), so it is no
            // register of the tournament's: set alone, it changes nothing else.
            if let acceptsFirst {
                try db.setAcceptFirstReport(tournament: target.id, acceptsFirst)
                print("\(Sanitized.text(target.name)): \(acceptsFirst ? "the first report from a table is its result" : "a table's reports must agree").")
                if change.isEmpty { return }
            }
            let changed = try db.changeTournamentSettings(id: target.id, change)
            let rulesText = (changed.gameRules?.summary).map { "; table games: \(Sanitized.text($0))" } ?? ""
            print("\(Sanitized.text(changed.name)): \(TournamentSettingsParsing.summary(changed))\(rulesText).")
        }
    }
}
