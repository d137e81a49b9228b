import ArgumentParser
import Foundation
import ScorekeeperStore

extension TournamentCommand {
    /// `tournament show T [--round N] [--why] [--json]`.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show a round's tables (the current one by default) and the standings.",
            discussion: "--why says why the round was paired so: score groups, colours, floats, the bye, repeats avoided.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Option(parsing: .unconditional, help: ArgumentHelp("The round to show.", valueName: "n")) var round: Int?
        @Flag(help: "Say why the round was paired as it was.") var why = false
        @Flag(help: "Print JSON: the tournament, every round's tables, the standings (and `why` with --why).") var json = false

        func run() throws {
            let db = try database.openForReading()
            let target = try db.resolveTournament(tournament)
            let snapshot = try db.fetchTournamentSnapshot(id: target.id)
            let state = snapshot.state
            let number = round ?? state.currentRound
            if let round, !state.rounds.contains(where: { $0.number == round }) {
                throw ScorekeeperError.notInTournament("\(Sanitized.text(target.name)) has no round \(round) (\(state.currentRound) paired).",
                                                       tournament: target.name)
            }
            let reasons = why && number > 0 ? state.whyPaired(round: number) : nil
            if json {
                try TableOutput.printJSON(TournamentShowJSON(snapshot, why: reasons, now: db.now))
                return
            }
            let settings = state.settings
            let format: String = "\(Sanitized.text(target.name)): \(settings.format.displayName)"
                + (settings.format == .tables ? ", tables of \(settings.tableSize)" : "")
                + (settings.gameScoreNote.map { ", " + $0 } ?? "")
            print(format + ", kind \(Sanitized.text(target.kind)), \(state.entries.count) entrants" + (state.isFinished ? ", finished" : ""))
            for conflict in state.conflicts where conflict.round != number {
                print("\(conflict.conflictText ?? "") See: scorekeeper tournament show \(ShellWords.quoted(target.name)) --round \(conflict.round)")
            }
            if let reading = snapshot.tournament.roundClock.reading(currentRound: state.currentRound, finished: state.isFinished, at: db.now) {
                print("Round \(reading.round) clock: \(reading.text)")
            }
            if number == 0 {
                print("No round paired yet. Pair round 1 with: scorekeeper tournament pair \(ShellWords.argument(Sanitized.text(target.name)))")
            } else {
                for line in TournamentOutput.roundLines(snapshot, round: number) { print(line) }
            }
            if let reasons {
                print("")
                print("Why:")
                for line in reasons { print("  " + Sanitized.text(line)) }
            }
            if !state.entries.isEmpty {
                print("")
                TournamentOutput.printStandings(state)
            }
        }
    }

    /// `tournament standings T [--json|--csv]`.
    struct Standings: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "standings", abstract: "Show the standings with their tie-breaks.",
            discussion: """
                --csv: a header line, then one line per entrant, best first: rank, person, points, \
                each tie-break by its code, games (played over the board), wins, draws, losses. \
                RFC 4180, as `tournament export --csv`.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Flag(help: "Print the JSON of `tournament show --json`'s standings.") var json = false
        @Flag(help: "Print the standings as CSV.") var csv = false

        func validate() throws {
            if json && csv { throw ValidationError("Say one format: --json or --csv.") }
        }

        func run() throws {
            let db = try database.openForReading()
            let target = try db.resolveTournament(tournament)
            let snapshot = try db.fetchTournamentSnapshot(id: target.id)
            if csv {
                FileHandle.standardOutput.write(Data(TournamentOutput.standingsCSV(snapshot.state).utf8))
                return
            }
            if json {
                try TableOutput.printJSON(TournamentShowJSON(snapshot, why: nil, now: db.now).standings)
                return
            }
            TournamentOutput.printStandings(snapshot.state)
        }
    }
}
