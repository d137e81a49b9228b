import ArgumentParser
import Foundation
import ScorekeeperStore

extension TournamentCommand {
    /// `tournament join T PERSON... [--rating R] [--bye-points P] [--from-round N]`.
    struct Join: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "join", abstract: "Enter people in a tournament (late once it has begun).",
            discussion: """
                A new name makes a person, as a new player does. Without --rating, someone who has \
                played is rated by their OpenSkill ordinal (×100). Once play has begun an entry joins \
                from the next round, or from a later one with --from-round (someone known to arrive \
                late, in a Swiss or tables event); each round missed scores --bye-points (default 0).
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Argument(help: ArgumentHelp("Who enters.", valueName: "person"), completion: NameCompletion.people) var people: [String]
        @Option(parsing: .unconditional, help: ArgumentHelp("Their rating, for the initial order (highest first).", valueName: "r"))
        var rating: Int?
        @Option(name: .customLong("bye-points"), help: ArgumentHelp("What each round missed by a late entry scores: 0, 0.5 or 1.", valueName: "p"))
        var byePoints: String = "0"
        @Option(name: .customLong("from-round"), parsing: .unconditional, help: ArgumentHelp("The first round they play (default: the next to pair).", valueName: "n"))
        var fromRound: Int?

        func run() throws {
            guard let halves = TournamentPoints(text: byePoints)?.halfPoints, halves.count == 1, halves[0] <= 2 else {
                throw ValidationError("--bye-points is 0, 0.5 or 1.")
            }
            if let fromRound, fromRound < 1 { throw ValidationError("--from-round is a round number, 1 or more.") }
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            let joined = try db.joinTournament(id: target.id, names: people, rating: rating, lateHalfPoints: halves[0],
                                               fromRound: fromRound)
            let names = joined.map { Sanitized.text($0.name) }.joined(separator: ", ")
            let first = joined.first?.firstRound ?? 1
            print("\(names) \(joined.count == 1 ? "is" : "are") in \(Sanitized.text(target.name))"
                  + (first > 1 ? " from round \(first)." : "."))
        }
    }

    /// `tournament drop T PERSON`.
    struct Drop: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "drop", abstract: "Take someone out of the next pairings; their games still count.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Argument(help: ArgumentHelp("Who drops: a name, a pairing number or a FIDE ID.", valueName: "person")) var person: String

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            let state = try db.fetchTournamentSnapshot(id: target.id).state
            let entry = try AppDatabase.resolveEntry(state, person)
            let dropped = try db.dropFromTournament(id: target.id, entryID: entry.id)
            let name = Sanitized.text(state.displayName(of: entry))
            if dropped.droppedAfterRound == 0 {
                print("\(name) is out of \(Sanitized.text(target.name)).")
            } else {
                print("\(name) drops after round \(dropped.droppedAfterRound ?? 0): not paired again; their games still count.")
            }
        }
    }
}
