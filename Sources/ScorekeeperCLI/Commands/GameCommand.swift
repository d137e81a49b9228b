import ArgumentParser
import Foundation
import ScorekeeperCore

/// `scorekeeper game ...`: add, list, rename and delete games.
struct GameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "game",
        abstract: "Add, list, rename or delete games.",
        subcommands: [Add.self, List.self, Rename.self, Delete.self]
    )

    /// `game add TITLE`: prints the new game's id.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a game and print its id.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The game's title (at most 100 characters).") var title: String

        func run() throws {
            let game = try database.open().createGame(title: title)
            print(game.id.lowercasedString)
        }
    }

    /// `game list [--json]`: id, title and player count of every game.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List games with their player counts, most recent first.")
        @OptionGroup var database: DatabaseOptions
        @Flag(help: "Print a JSON array of {id, title, playerCount}.") var json = false

        func run() throws {
            let games = try database.open().fetchGameSummaries()
            if json {
                try TableOutput.printJSON(games.map(GameJSON.init))
            } else if games.isEmpty {
                print("No games yet. Add one with: scorekeeper game add TITLE")
            } else {
                TableOutput.print(header: ["ID", "PLAYERS", "TITLE"],
                                  rows: games.map { [String($0.game.id.lowercasedString.prefix(8)), String($0.playerCount), $0.game.title] },
                                  rightAligned: [1])
            }
        }
    }

    /// `game rename GAME TITLE`.
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Rename a game.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The game's id or a unique prefix of it (at least 4 characters).") var game: String
        @Argument(help: "The new title.") var title: String

        func run() throws {
            let db = try database.open()
            try db.renameGame(id: db.resolveGame(game).id, title: title)
        }
    }

    /// `game delete GAME [--yes]`: asks first on a terminal; its players go with it.
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete a game with its players and their photos.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The game's id or a unique prefix of it.") var game: String
        @Flag(name: [.short, .long], help: "Do not ask for confirmation.") var yes = false

        func run() throws {
            let db = try database.open()
            let target = try db.resolveGame(game)
            let count = try db.fetchPlayerRows(gameID: target.id).count
            let question = "Delete \"\(Sanitized.text(target.title))\" and its \(count) player\(count == 1 ? "" : "s")?"
            guard try Confirmation.confirm(question, yes: yes) else {
                throw ScorekeeperError.other("Nothing deleted.")
            }
            try db.deleteGame(id: target.id)
        }
    }
}
