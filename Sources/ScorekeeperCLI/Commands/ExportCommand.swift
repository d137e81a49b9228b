import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper export GAME|--evening DATE|--all [--format json|csv|bgstats|bgg-csv] [--output FILE] [--force]`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a game (or every game) with its players and whole history, as JSON or CSV; finished games as plays for BG Stats or BoardGameGeek.",
        discussion: """
            JSON holds each game, its players (score, whether they have a photo) and every score \
            change with its state. CSV (one game) has one row per change that counts: time, player, \
            amount, total, round; for a game played in rounds (a number of rounds, or past round 1) it \
            is the round grid instead: a row per player, leader first, a column per round, the total. \
            bgstats writes finished games as BG Stats imports them (players, scores, winners, date, \
            length; each play's uuid is the game's id, so importing BG Stats' export later adds \
            nothing twice); bgg-csv a table of plays, a row per player. Standard output unless \
            --output FILE, which appears whole or not at all and is only replaced with --force.
            """)

    /// The file formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, csv, bgstats
        case bggCSV = "bgg-csv"

        /// The formats that write finished games as plays for other apps.
        var isPlays: Bool { self == .bgstats || self == .bggCSV }
    }

    @OptionGroup var database: DatabaseOptions
    @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String?
    @Flag(help: "Every game in the file (JSON, bgstats, bgg-csv).") var all = false
    @Option(help: ArgumentHelp("The finished games of an evening (bgstats, bgg-csv): a date, today or yesterday.", valueName: "date"))
    var evening: String?
    // No declared default: the help names it, and the parser would say it a second time.
    @Option(help: "json (the default), csv, bgstats or bgg-csv.") var format: Format?
    @Option(name: [.short, .long], help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?
    @Flag(name: [.short, .long], help: "Replace the output file if it exists.") var force = false

    func validate() throws {
        let chosen = [all, game != nil, evening != nil].count { $0 }
        if chosen > 1 { throw ValidationError("Give one of GAME, --evening DATE or --all, not both.") }
        if chosen == 0 { throw ValidationError("Give a GAME to export, --evening DATE or --all.") }
        if all && format == .csv { throw ValidationError("CSV holds one game: give GAME instead of --all.") }
        if evening != nil && !(format?.isPlays ?? false) { throw ValidationError("--evening goes with --format bgstats or bgg-csv.") }
    }

    func run() throws {
        let db = try database.openForReading()
        if let format, format.isPlays {
            try write(try playsData(db, format: format))
            return
        }
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
        case .bgstats, .bggCSV:
            // Written as plays above.
            return
        }
        try write(data)
    }

    /// Finished games as plays for another app: the game named, the evening's or all of them.
    private func playsData(_ db: AppDatabase, format: Format) throws -> Data {
        let export: PlaysExport
        if let game {
            export = try db.playsExport(gameIDs: [try db.resolveGame(game).id])
        } else if let evening {
            guard let day = Evening.parse(evening, now: db.now) else {
                throw ValidationError("--evening takes a date (YYYY-MM-DD), today or yesterday; not '\(Sanitized.text(evening))'.")
            }
            export = try db.playsExport(between: day.interval())
        } else {
            export = try db.playsExport()
        }
        return format == .bgstats ? try export.bgstatsJSON() : Data(export.bggCSV().utf8)
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
