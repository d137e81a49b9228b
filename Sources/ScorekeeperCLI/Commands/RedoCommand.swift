import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper redo GAME`: puts back the game's most recently undone score change.
struct RedoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redo",
        abstract: "Put back a game's most recently undone score change and print it.",
        discussion: "A score change made after an undo clears what can be redone, as in an editor.")
    @OptionGroup var database: DatabaseOptions
    @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String

    func run() throws {
        let db = try database.openForCommand()
        print(Sanitized.text(try db.redo(gameID: db.resolveGame(game).id).summary))
    }
}
