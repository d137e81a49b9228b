import ArgumentParser
import Foundation
import ScorekeeperCore

/// `scorekeeper round ...`: a game's rounds.
struct RoundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "round",
        abstract: "Record a whole round, or move a game to its next round.",
        subcommands: [Add.self, Next.self]
    )

    /// `round next GAME`: prints the new round number.
    struct Next: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "next",
            abstract: "Start a game's next round and print its number.",
            discussion: "Score changes belong to the round that is current when they are made.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String

        func run() throws {
            let db = try database.openForCommand()
            print(try db.nextRound(gameID: db.resolveGame(game).id))
        }
    }

    /// `round add GAME NAME=POINTS...`: one round for several players, then the standings.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Record each player's points in the current round, start the next round, and print the standings.",
            discussion: """
                Example: scorekeeper round add Hearts Ann=3 Bo=0 Cy=13 Di=10. The points replace what the round \
                held for each player (one change per player, as in the grid); players not given are left as they are. \
                The next round starts unless this was the game's last. A name that matches nobody, a player given \
                twice or a finished game refuses the whole round: nothing is written.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
        @Argument(help: ArgumentHelp("A player (name, id or id prefix), '=', and the round's points: Ann=3, Bo=-2.",
                                     valueName: "player=points"), completion: NameCompletion.roundEntries)
        var entries: [String]
        @Flag(help: "Print the game as `game show --json` does.") var json = false

        func validate() throws {
            if entries.isEmpty { throw ValidationError("Give at least one NAME=POINTS.") }
            for entry in entries { _ = try Self.parse(entry) }
        }

        /// "Ann=3" → ("Ann", 3). The last '=' splits, so a name may hold one.
        static func parse(_ entry: String) throws -> (name: String, points: Int) {
            guard let equals = entry.lastIndex(of: "=") else {
                throw ValidationError("'\(entry)' is not NAME=POINTS (for example Ann=3).")
            }
            let name = entry[..<equals].trimmingCharacters(in: .whitespaces)
            var number = entry[entry.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if number.hasPrefix("+") { number.removeFirst() }
            guard !name.isEmpty, let points = Int(number) else {
                throw ValidationError("'\(entry)' is not NAME=POINTS (for example Ann=3): the points must be a whole number.")
            }
            return (name, points)
        }

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveGame(game)
            let parsed = try entries.map(Self.parse)
            // Names are looked up in this game alone: Ann of another game is never scored here.
            let points = try parsed.map { entry in
                (playerID: try db.resolvePlayer(entry.name, game: target.id.lowercasedString).id, points: entry.points)
            }
            try db.recordRound(gameID: target.id, points: points)
            let standings = try db.fetchStandings(gameID: target.id)
            if json {
                try TableOutput.printJSON(GameShowJSON(standings, kind: db.fetchKind(gameID: standings.game.id), now: db.now))
            } else {
                StandingsOutput.print(standings, kind: try db.fetchKind(gameID: standings.game.id), now: db.now)
            }
        }
    }
}
