import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper export GAME|--all [--format json|csv] [--output FILE] [--force]`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a game (or every game) with its players and whole history, as JSON or CSV.",
        discussion: """
            JSON holds each game, its players (score, whether they have a photo) and every score \
            change with its state. CSV (one game) has one row per change that counts: time, player, \
            amount, total, round; for a game played in rounds (a number of rounds, or past round 1) it \
            is the round grid instead: a row per player, leader first, a column per round, the total. Standard output unless --output FILE, which appears whole or not at \
            all and is only replaced with --force.
            """)

    /// The file formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, csv
    }

    @OptionGroup var database: DatabaseOptions
    @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String?
    @Flag(help: "Every game in the file (JSON only).") var all = false
    // No declared default: the help names it, and the parser would say it a second time.
    @Option(help: "json (the default) or csv.") var format: Format?
    @Option(name: [.short, .long], help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?
    @Flag(name: [.short, .long], help: "Replace the output file if it exists.") var force = false

    func validate() throws {
        if all && game != nil { throw ValidationError("Give either GAME or --all, not both.") }
        if !all && game == nil { throw ValidationError("Give a GAME to export, or --all.") }
        if all && format == .csv { throw ValidationError("CSV holds one game: give GAME instead of --all.") }
    }

    func run() throws {
        let db = try database.openForReading()
        let gameIDs = try game.map { [try db.resolveGame($0).id] }
        let export = try db.export(gameIDs: gameIDs)
        let data: Data
        switch format ?? .json {
        case .json:
            data = try export.jsonData() + Data("\n".utf8)
        case .csv:
            if let gameID = gameIDs?.first, let standings = try roundGrid(db, gameID: gameID) {
                // A game played in rounds: its round grid, a row per player (leader first).
                var text = CSV.line(["player"] + (1...standings.roundCount).map { "round \($0)" } + ["total"])
                for standing in standings.players {
                    text += CSV.line([standing.player.name] + standing.points.map(String.init)
                                     + [String(standing.player.score)])
                }
                data = Data(text.utf8)
            } else {
                var text = CSV.line(["time", "player", "amount", "total", "round"])
                for change in export.games.first?.history ?? [] where !change.undone {
                    text += CSV.line([change.createdAt, change.playerName, String(change.amount),
                                      String(change.total), String(change.round)])
                }
                data = Data(text.utf8)
            }
        }
        try write(data)
    }

    /// The game's standings when it is played in rounds (a number of rounds, or a round past the
    /// first), else nil.
    private func roundGrid(_ db: AppDatabase, gameID: Game.ID) throws -> GameStandings? {
        let standings = try db.fetchStandings(gameID: gameID)
        return standings.game.rules.rounds != nil || standings.roundCount > 1 ? standings : nil
    }

    private func write(_ data: Data) throws {
        if let output, output != "-" {
            try AtomicFileWriter.write(data, to: RawArguments.path(output), replacing: force)
        } else {
            FileHandle.standardOutput.write(data)
        }
    }
}

extension ExportCommand {
    /// `--csv` and `--json` are the formats other commands take as flags; here they are `--format`'s.
    static func suggestion(forUnknown option: String) -> String? {
        guard option.hasPrefix("--"), let format = Format(rawValue: String(option.dropFirst(2))) else { return nil }
        return "Did you mean '--format \(format.rawValue)'?"
    }
}
