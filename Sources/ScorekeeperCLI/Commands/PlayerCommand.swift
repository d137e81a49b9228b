import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper player ...`: add, list, score, rename and delete players.
struct PlayerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "player",
        abstract: "Add, list, score, rename or delete players.",
        subcommands: [Add.self, List.self, Score.self, Seat.self, Rename.self, Delete.self]
    )

    /// `player add GAME NAME [--score N]`: prints the new player's id.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add players to a game and print their ids, one a line.",
            discussion: """
                Example: scorekeeper player add Hearts Ann Bo Cy. Every name joins, in the order \
                given, or none does: a name given twice is refused and nothing is added.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
        @Argument(help: ArgumentHelp("Each player's name (at most 100 characters).", valueName: "name")) var names: [String]
        @Option(parsing: .unconditional, help: "The starting score (each player's).", transform: ScoreArgument.read) var score: Int = 0

        func validate() throws {
            if names.isEmpty { throw ValidationError("Give at least one NAME.") }
        }

        func run() throws {
            let db = try database.openForCommand()
            for player in try db.addPlayers(gameID: db.resolveGame(game).id, names: names, score: score) {
                print(player.id.lowercasedString)
            }
        }
    }

    /// `player list GAME [--ascending] [--json]`: the game's standings, leader first by its rule.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List a game's players with their ranks, leader first by the game's rule.",
            discussion: "Ranks follow the rule (highest or lowest wins); tied players share a rank (1, 1, 3).")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
        @Flag(help: "Lowest score first, whatever the rule (ranks still follow the rule).") var ascending = false
        @Flag(help: "Print a JSON array of {id, gameID, name, score, rank, hasPhoto}, in the order listed.") var json = false

        func run() throws {
            let db = try database.openForReading()
            let standings = try db.fetchStandings(gameID: db.resolveGame(game).id)
            let players = ascending ? standings.players(in: .lowestFirst) : standings.players
            if json {
                try TableOutput.printJSON(players.map(PlayerJSON.init))
            } else if players.isEmpty {
                print("No players yet. Add one with: scorekeeper player add GAME NAME")
            } else {
                TableOutput.print(header: ["RANK", "ID", "SCORE", "PHOTO", "NAME"],
                                  rows: players.map { [String($0.rank), String($0.player.id.lowercasedString.prefix(8)),
                                                       String($0.player.score), $0.hasPhoto ? "yes" : "-", $0.player.name] },
                                  rightAligned: [0, 2])
            }
        }
    }

    /// `player score [GAME] PLAYER --by N` or `--to N` (or the game as `--game GAME`).
    struct Score: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "score",
            abstract: "Change a player's score by an amount, or set it.",
            discussion: """
                The game may come first: scorekeeper player score Hearts Ann --by 5 (or --game Hearts). \
                Negative amounts are fine: --by -3 (or --by=-3). Prints the new score.
                """)
        @OptionGroup var database: DatabaseOptions
        // `[GAME] PLAYER` and `--game`, read as `GameAndPlayerReference` (see there why not as its group).
        @Argument(help: GameAndPlayerReference.firstHelp, completion: NameCompletion.players) var first: String
        @Argument(help: GameAndPlayerReference.secondHelp, completion: NameCompletion.players) var second: String?
        @Option(help: GameAndPlayerReference.gameHelp, completion: NameCompletion.games) var game: String?
        @Option(parsing: .unconditional, help: "Add this amount (may be negative).", transform: ScoreArgument.read) var by: Int?
        @Option(parsing: .unconditional, help: "Set the score to this value.", transform: ScoreArgument.read) var to: Int?

        var who: GameAndPlayerReference { GameAndPlayerReference(first: first, second: second, game: game) }

        func validate() throws {
            try who.validate()
            if (by == nil) == (to == nil) {
                throw ValidationError("Give exactly one of --by N or --to N.")
            }
        }

        func run() throws {
            let db = try database.openForCommand()
            let target = try who.resolve(in: db)
            do {
                // Written as text, not through `print` (see `StandardOutput`).
                if let by {
                    StandardOutput.line(String(try db.changeScore(playerID: target.id, by: by)))
                } else if let to {
                    try db.setScore(playerID: target.id, to: to)
                    StandardOutput.line(String(to))
                }
            } catch ScorekeeperError.playerNotFound(let id) where id == target.id.lowercasedString {
                // Found a moment ago, gone when written: another program removed it meanwhile
                // (its game deleted); the id nobody typed would say nothing.
                throw ScorekeeperError.other("\(Sanitized.text(target.name)) was removed by another program a moment ago: nothing was changed.")
            }
        }
    }

    /// `player rename PLAYER NAME`.
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a player.")
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var who: PlayerReference
        @Argument(help: "The new name.") var name: String

        func run() throws {
            let db = try database.openForCommand()
            try db.renamePlayer(id: who.resolve(in: db).id, name: name)
        }
    }

    /// `player delete PLAYER [--yes]`.
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a player and its photo.")
        @OptionGroup var options: ConfirmedPlayer

        func run() throws {
            let (db, target) = try options.open()
            guard try Confirmation.confirm("Delete player \"\(Sanitized.text(target.name))\" (score \(target.score))?", yes: options.yes) else {
                throw ScorekeeperError.other("Nothing deleted.")
            }
            try db.deletePlayer(id: target.id)
        }
    }
}
