import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper undo GAME`: takes back the game's latest score change, whoever made it.
struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Take back a game's latest score change and print what was undone.",
        discussion: """
            Undoes the latest change that counts, made from here, the interface or any other \
            program. Run it again to go further back; `scorekeeper redo GAME` puts changes back \
            until a new score change is made.
            """)
    @OptionGroup var database: DatabaseOptions
    @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String

    func run() throws {
        let db = try database.openForCommand()
        print(Sanitized.text(try db.undo(gameID: db.resolveGame(game).id).summary))
    }
}
