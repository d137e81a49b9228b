import ArgumentParser
import Foundation
import ScorekeeperStore

extension TournamentCommand {
    /// `tournament pair T [--again]`.
    struct Pair: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pair", abstract: "Pair the next round and make its table games.",
            discussion: """
                The round before must have every result. With --again, the round being played is \
                paired anew (after a drop or a late entry), as long as no table has a result or a score.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Flag(help: "Pair the current round again.") var again = false

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            // What this command read is what it means to change: another program that paired the
            // round meanwhile is named in the refusal rather than a consequence of it.
            let seen = try db.fetchTournamentSnapshot(id: target.id)
            if let conflict = seen.state.conflicts.first {
                throw ScorekeeperError.other("Round \(conflict.round) \(conflict.conflictReason). " + TournamentOutput.keepOneHint(target.name, conflict))
            }
            let plan = again ? try db.repairCurrentRound(id: target.id, expecting: try db.currentPairing(id: target.id))
                : try db.pairNextRound(id: target.id, expecting: seen.state.currentRound + 1)
            let snapshot = try db.fetchTournamentSnapshot(id: target.id)
            for line in TournamentOutput.roundLines(snapshot, round: plan.number) { print(line) }
        }
    }

    /// `tournament resolve T ROUND --keep N`.
    struct Resolve: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "resolve", abstract: "Keep one pairing of a round that was paired more than one way.",
            discussion: """
                A round paired on two copies, or paired again on one while another entered a result, \
                keeps every pairing: the one played at counts, and when more than one was played at, \
                the round is in conflict and no later round is paired until one is kept. \
                `tournament show` lists the pairings by number with what was played at each. The \
                others are set aside: what was played at them stays, as games titled "… (set aside)".
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Argument(help: ArgumentHelp("The round.", valueName: "round")) var round: Int
        @Option(help: ArgumentHelp("The pairing to keep: its number in `tournament show`.", valueName: "n")) var keep: String

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            let pairings = try db.keepPairing(id: target.id, round: round, pairing: keep)
            let snapshot = try db.fetchTournamentSnapshot(id: target.id)
            guard let kept = pairings.counted else { return }
            print("Kept \(pairings.label(kept)) of round \(round) of \(Sanitized.text(target.name)).")
            for line in TournamentOutput.setAsideLines(snapshot, pairings) { print(line) }
        }
    }

    /// `tournament swap T PERSON PERSON`.
    struct Swap: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "swap", abstract: "Swap two people's seats in the round being played.",
            discussion: "Allowed until either table has a result or a score; any pairing rule it breaks is named.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Argument(help: ArgumentHelp("One person (a name, a pairing number or a FIDE ID).", valueName: "person")) var first: String
        @Argument(help: ArgumentHelp("The other.", valueName: "person")) var second: String

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            let state = try db.fetchTournamentSnapshot(id: target.id).state
            let a = try AppDatabase.resolveEntry(state, first), b = try AppDatabase.resolveEntry(state, second)
            let warnings = try db.swapSeats(id: target.id, a.id, b.id)
            print("Swapped \(Sanitized.text(state.displayName(of: a))) and \(Sanitized.text(state.displayName(of: b))).")
            for warning in warnings { print("Warning: \(Sanitized.text(warning))") }
        }
    }

    /// `tournament result T TABLE RESULT [--round N]`.
    struct Result: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "result", abstract: "Enter a table's result (it stands over its game's).",
            discussion: """
                At two: 1-0, 0-1, ½-½ (or 1/2-1/2, draw), and forfeits +- -+ --. At more, each \
                seat's place in seat order: "1 2 2 4", or each seat's score: "scores 26 0 13 39" \
                (needed under --points score; the table game's rules place them). `clear` takes an \
                entered result back.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Argument(help: ArgumentHelp("The table's number.", valueName: "table")) var table: Int
        @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The result.", valueName: "result")) var result: [String]
        @Option(parsing: .unconditional, help: ArgumentHelp("The round (default: the one being played).", valueName: "n"))
        var round: Int?

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            let snapshot = try db.fetchTournamentSnapshot(id: target.id)
            let number = round ?? snapshot.state.currentRound
            guard let paired = snapshot.state.rounds.first(where: { $0.number == number })?.tables.first(where: { $0.number == table }) else {
                throw ScorekeeperError.notInTournament("\(Sanitized.text(target.name)) has no table \(table) in round \(number).",
                                                       tournament: target.name)
            }
            let text = result.joined(separator: " ")
            if text.lowercased() == "clear" {
                try db.setTableResult(id: target.id, round: number, table: table, outcome: nil)
                print("Cleared the result of table \(table), round \(number).")
                return
            }
            let rules = try paired.gameID.flatMap { try db.fetchGame(id: $0)?.rules } ?? target.tableGameRules()
            let outcome: TableOutcome
            do {
                outcome = try TableOutcome.read(text, seats: paired.seats.count, rules: rules,
                                                gameScore: snapshot.state.settings.points.isGameScore)
            } catch {
                throw ScorekeeperError.other(error.message(table: table))
            }
            try db.setTableResult(id: target.id, round: number, table: table, outcome: outcome)
            let seats = paired.seats.map { TournamentOutput.name(snapshot.state, $0) }
            print("Table \(table), round \(number): \(seats.joined(separator: " – ")) \(outcome.text).")
        }
    }
}
