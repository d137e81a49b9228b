import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper turn next|show|set|stop GAME`: whose turn it is. The turn goes round the table in
/// seat order (`Seating`), and is timed in the game's playing time, as on every screen.
struct TurnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "turn",
        abstract: "Whose turn it is: pass it on, show it, give it, or stop following turns.",
        subcommands: [Next.self, Show.self, Set.self, Stop.self])

    /// `turn next GAME`.
    struct Next: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "next",
            abstract: "Pass the turn to the next seat and print whose turn it is.",
            discussion: "With nobody's turn yet, the turn goes to who plays first in the round (after the dealer, when the dealer rotates).")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String

        func run() throws {
            let db = try database.openForCommand()
            let gameID = try db.resolveGame(game).id
            guard let next = try db.passTurn(gameID: gameID), let player = try db.fetchPlayer(id: next) else {
                throw ScorekeeperError.other("Nobody to pass the turn to: the game has no players.")
            }
            print("\(Sanitized.text(player.name))'s turn.")
        }
    }

    /// `turn show GAME`.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print whose turn it is and for how long (with a turn limit: the time left, or the overrun).")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String

        func run() throws {
            let db = try database.openForReading()
            let standings = try db.fetchStandings(gameID: db.resolveGame(game).id)
            guard standings.turnID != nil else {
                print(standings.game.isFinished ? "The game is finished: nobody has the turn."
                      : "Nobody's turn: pass it with scorekeeper turn next GAME.")
                return
            }
            StandingsOutput.printTable(standings, now: db.now)
        }
    }

    /// `turn set GAME PLAYER`.
    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "set", abstract: "Give the turn to a player.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
        @Argument(help: "The player: a name in that game, an id, or a unique id prefix.", completion: NameCompletion.players) var player: String

        func run() throws {
            let db = try database.openForCommand()
            let gameID = try db.resolveGame(game).id
            let target = try db.resolvePlayer(player, game: gameID.lowercasedString)
            try db.setTurn(gameID: gameID, to: target.id)
            print("\(Sanitized.text(target.name))'s turn.")
        }
    }

    /// `turn stop GAME`.
    struct Stop: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stop", abstract: "Stop following turns (the time of the turn under way goes to its player's clock).")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String

        func run() throws {
            let db = try database.openForCommand()
            try db.setTurn(gameID: db.resolveGame(game).id, to: nil)
        }
    }
}
