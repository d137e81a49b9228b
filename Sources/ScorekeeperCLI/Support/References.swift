import ArgumentParser
import Foundation
import ScorekeeperCore

/// How every command describes its GAME argument: the same words in every `--help`.
enum GameArgument {
    static let help = ArgumentHelp("The game: its title (case ignored), its id, or a unique prefix of its id.",
                                   valueName: "game")
}

/// PLAYER and `--game GAME`, taken together by every command that acts on one player.
struct PlayerReference: ParsableArguments {
    @Argument(help: ArgumentHelp("The player: its name (with --game, or unique among unfinished games), its id, or a unique prefix of its id.",
                                 valueName: "player"))
    var player: String

    @Option(help: ArgumentHelp("The game the player's name is looked up in: its title, id, or a unique id prefix.",
                               valueName: "game"))
    var game: String?

    /// The player, through the one resolver every surface uses.
    func resolve(in db: AppDatabase) throws -> Player {
        try db.resolvePlayer(player, game: game)
    }
}
