import ArgumentParser
import Foundation
import ScorekeeperStore

extension PlayerCommand {
    /// `player seat GAME PLAYER N`: where a player sits (the round grid, round entry and the turn
    /// go in seat order).
    struct Seat: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "seat",
            abstract: "Move a player to seat N (1 is the first seat) and print the seats.",
            discussion: "The others keep their order. A seat past the last one is the last.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
        @Argument(help: "The player: a name in that game, an id, or a unique id prefix.", completion: NameCompletion.players) var player: String
        @Argument(help: "The seat, from 1.") var seat: Int

        func validate() throws {
            guard seat >= 1 else { throw ValidationError("Seats are numbered from 1 (got \(seat)).") }
        }

        func run() throws {
            let db = try database.openForCommand()
            let gameID = try db.resolveGame(game).id
            let target = try db.resolvePlayer(player, game: gameID.lowercasedString)
            try db.seatPlayer(id: target.id, at: seat)
            let standings = try db.fetchStandings(gameID: gameID)
            print(standings.seated.enumerated().map { "\($0 + 1) \(Sanitized.text($1.player.name))" }.joined(separator: "\n"))
        }
    }
}
