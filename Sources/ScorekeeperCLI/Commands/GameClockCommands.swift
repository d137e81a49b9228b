import ArgumentParser
import Foundation
import ScorekeeperStore

// `game pause GAME` and `game resume GAME`: the game clock, whose time every surface reads from
// the same stamps.
extension GameCommand {
    /// `game pause GAME`.
    struct Pause: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pause",
            abstract: "Pause the game clock (and the turn timer with it); prints the playing time.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String

        func run() throws {
            let db = try database.openForCommand()
            let clock = try db.pauseClock(gameID: db.resolveGame(game).id)
            print("Paused at \(ClockText.duration(milliseconds: clock.playTime(at: db.now))).")
        }
    }

    /// `game resume GAME`.
    struct Resume: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "resume", abstract: "Start the game clock again; prints the playing time so far.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String

        func run() throws {
            let db = try database.openForCommand()
            let clock = try db.resumeClock(gameID: db.resolveGame(game).id)
            print("Running from \(ClockText.duration(milliseconds: clock.playTime(at: db.now))).")
        }
    }
}
