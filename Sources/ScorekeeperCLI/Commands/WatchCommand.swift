import ArgumentParser
import Foundation
import ScorekeeperStore
import ScorekeeperTerminal

/// `scorekeeper --watch [GAME]`: the read-only scoreboard. Reached through the root command's
/// `--watch` flag (see `routed`), so forced SSH commands read as `scorekeeper --watch`.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Show one game's scoreboard, or a tournament's tables and standings, live and read-only (scorekeeper --watch [GAME]).",
        shouldDisplay: false
    )

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The game to show: a title or an id prefix (default: the most recently updated game); a tournament's name shows the tournament.",
                                 valueName: "game"))
    var game: String?

    func run() throws {
        try Self.watch(database: database, game: game)
    }

    static func watch(database: DatabaseOptions, game: String?) throws {
        DatabaseOptions.opened = database.location.path
        let watched = try WatchDatabase(path: database.location.path)
        // A tournament of that name is shown rather than a game: its round's tables and its standings.
        // Two of one name (made on two copies) are refused with their ids, as every command does.
        if let game, let tournament = try watched.read({ db -> Tournament? in
            guard try AppDatabase.tournaments(db).contains(where: { PersonName.same($0.name, game) }) else { return nil }
            return try AppDatabase.resolveTournament(db, game)
        }) {
            try TerminalApp.runWatch(database: watched, game: nil, tournament: tournament.id)
            return
        }
        // A title several games share is refused before the screen opens, with the candidates
        // (a game not there yet is waited for, as before).
        _ = try watched.read { db in try Scoreboard.fetch(db, game: game) }
        try TerminalApp.runWatch(database: watched, game: game)
    }

    /// The arguments with `--watch` turned into the watch command, unless they name another
    /// command (whose own parsing then reports `--watch` as unknown).
    static func routed(_ arguments: [String]) -> [String] {
        guard let flag = arguments.firstIndex(of: "--watch") else { return arguments }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            if argument == "--db" { index += 2; continue }
            if !argument.hasPrefix("-") {
                if ScorekeeperCommand.configuration.subcommands.contains(where: { $0._commandName == argument }) {
                    return arguments
                }
                break
            }
            index += 1
        }
        var rest = arguments
        rest.remove(at: flag)
        return ["watch"] + rest
    }
}
