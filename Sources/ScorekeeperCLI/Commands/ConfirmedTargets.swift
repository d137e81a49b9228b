import ArgumentParser
import ScorekeeperStore

/// What a command that removes something of one player's asks for, in this order: the file, the
/// player, and `--yes` (asked first on a terminal otherwise).
struct ConfirmedPlayer: ParsableArguments {
    @OptionGroup var database: DatabaseOptions
    @OptionGroup var who: PlayerReference
    @Flag(name: [.short, .long], help: "Do not ask for confirmation.") var yes = false

    /// The file, open for writing, and the player named.
    func open() throws -> (db: AppDatabase, player: Player) {
        let db = try database.openForCommand()
        return (db, try who.resolve(in: db))
    }
}

/// What a command that finishes or removes a game asks for, in this order: the file, the game,
/// and `--yes`.
struct ConfirmedGame: ParsableArguments {
    @OptionGroup var database: DatabaseOptions
    @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
    @Flag(name: [.short, .long], help: "Do not ask for confirmation.") var yes = false

    /// The file, open for writing, and the game named.
    func open() throws -> (db: AppDatabase, game: Game) {
        let db = try database.openForCommand()
        return (db, try db.resolveGame(game))
    }
}
