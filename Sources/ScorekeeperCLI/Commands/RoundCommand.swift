import ArgumentParser
import Foundation
import ScorekeeperCore

/// `scorekeeper round ...`: a game's rounds.
struct RoundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "round",
        abstract: "Move a game to its next round.",
        subcommands: [Next.self]
    )

    /// `round next GAME`: prints the new round number.
    struct Next: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Start a game's next round and print its number.",
            discussion: "Score changes belong to the round that is current when they are made.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The game's id or a unique prefix of it.") var game: String

        func run() throws {
            let db = try database.open()
            print(try db.nextRound(gameID: db.resolveGame(game).id))
        }
    }
}
