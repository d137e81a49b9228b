import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper round ...`: a game's rounds.
struct RoundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "round",
        abstract: "Record a whole round, or move a game to its next round.",
        subcommands: [Add.self, Next.self]
    )

    /// `round next GAME`: prints the new round number.
    struct Next: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "next",
            abstract: "Start a game's next round and print its number.",
            discussion: "Score changes belong to the round that is current when they are made.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String

        func run() throws {
            let db = try database.openForCommand()
            print(try db.nextRound(gameID: db.resolveGame(game).id))
        }
    }

    /// `round add GAME NAME=POINTS... [--add | --set]`: one round for several players, then the
    /// standings, and, when the round ended the game, why and how to finish it.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Record each player's points in the current round, start the next round, and print the standings.",
            discussion: """
                Example: scorekeeper round add Hearts Ann=3 Bo=0 Cy=13 Di=10. Players not given are left as they are. \
                A player who already has points in the round (scored with player score) is refused, saying what \
                --add (add to them) and --set (replace them) would make. The next round starts unless this was the \
                game's last; when the round was the last or a player reached the target, the command says so and \
                how to finish the game (a finished game shows no round that was started and never played). \
                With a round total in the rules (round total 26 or 78), a round that adds up to another total \
                is refused unless --force. \
                A name that matches nobody, a player given twice or a finished game refuses the whole round: \
                nothing is written.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
        @Argument(help: ArgumentHelp("A player (name, id or id prefix), '=', and the round's points: Ann=3, Bo=-2.",
                                     valueName: "player=points"), completion: NameCompletion.roundEntries)
        var entries: [String]
        @Flag(name: .customLong("add"), help: "Add the points to what a player already has in the round.") var adding = false
        @Flag(name: .customLong("set"), help: "Replace what a player already has in the round with the points.") var setting = false
        @Flag(help: "Save a round that does not add up to the rules' round total.") var force = false
        @Flag(help: "Print the game as `game show --json` does.") var json = false

        func validate() throws {
            if entries.isEmpty { throw ValidationError("Give at least one NAME=POINTS.") }
            if adding && setting { throw ValidationError("Give --add or --set, not both.") }
            // A sheet game's entries are in the sheet's notation: checked when the game is known.
            for entry in entries where !entry.contains("=") { _ = try Self.parse(entry) }
        }

        /// "Ann=X" → ("Ann", "X"): a sheet game's entry. The last '=' splits.
        static func parseEntry(_ entry: String) -> (name: String, text: String) {
            let equals = entry.lastIndex(of: "=")!
            return (entry[..<equals].trimmingCharacters(in: .whitespaces), entry[entry.index(after: equals)...].trimmingCharacters(in: .whitespaces))
        }

        /// "Ann=3" → ("Ann", 3). The last '=' splits, so a name may hold one.
        static func parse(_ entry: String) throws -> (name: String, points: Int) {
            guard let equals = entry.lastIndex(of: "=") else {
                throw ValidationError("'\(entry)' is not NAME=POINTS (for example Ann=3).")
            }
            let name = entry[..<equals].trimmingCharacters(in: .whitespaces)
            let number = entry[entry.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if !name.isEmpty, number.lowercased() == "moon" {
                throw ValidationError(moonRefusal(entry))
            }
            guard !name.isEmpty, let points = ScoreText.read(number) else {
                throw ValidationError("'\(entry)' is not NAME=POINTS (for example Ann=3): the points must be a whole number. \(ScoreText.limit)")
            }
            return (name, points)
        }

        /// A plain game takes points: shooting the moon is entered on a sheet that has it (Hearts),
        /// which the refusal names with the command that starts a game on it.
        static func moonRefusal(_ entry: String) -> String {
            let sheets = SheetLibrary.builtIn.compactMap { entry -> String? in
                guard case let .sum(rules) = entry.sheet.kind, rules.moon != nil else { return nil }
                return entry.sheet.name
            }
            let example = sheets.first.map { "scorekeeper game add NAME --sheet \($0)" } ?? "scorekeeper sheet list"
            return "'\(entry)': shooting the moon is the \(sheets.first.map { "\($0) sheet's" } ?? "a sheet's") entry, and this game "
                + "follows no sheet: give each player's points (NAME=POINTS), or play on the sheet: \(example)."
        }

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveGame(game)
            let recorded: AppDatabase.RecordedRound
            if try db.fetchSheet(gameID: target.id) != nil {
                let parsed = entries.map(Self.parseEntry)
                // Names are looked up in this game alone, found once for the round.
                let players = try db.resolvePlayers(parsed.map { $0.name }, in: target)
                let sheetEntries = zip(parsed, players).map { entry, player in (playerID: player.id, text: entry.text) }
                recorded = try db.enterSheetRound(gameID: target.id, entries: sheetEntries, checkingTotal: !force)
            } else {
                recorded = try recordPoints(db, target)
            }
            let standings = try db.fetchStandings(gameID: target.id)
            if json {
                var shown = GameShowJSON(standings, kind: try db.fetchKind(gameID: standings.game.id), now: db.now)
                let names = Dictionary(standings.players.map { ($0.id.lowercasedString, $0.player.name) }, uniquingKeysWith: { first, _ in first })
                shown.sheet = try db.fetchSheetTally(gameID: target.id).map { SheetGameJSON($0, names: names) }
                try TableOutput.printJSON(shown)
            } else {
                StandingsOutput.print(standings, kind: try db.fetchKind(gameID: standings.game.id), now: db.now,
                                      inRounds: try db.fetchSheet(gameID: target.id)?.playsInRounds ?? true)
            }
            if let ended = try Self.ending(standings, recorded: recorded, reference: Self.reference(to: standings.game, in: db)) {
                // With --json, standard output is the JSON alone; the word for people goes beside it.
                if json { FileHandle.standardError.write(Data((ended + "\n").utf8)) } else { print(ended) }
            }
        }

        /// A plain game's round: the points, as NAME=POINTS.
        private func recordPoints(_ db: AppDatabase, _ target: Game) throws -> AppDatabase.RecordedRound {
            let parsed = try entries.map(Self.parse)
            // Names are looked up in this game alone: Ann of another game is never scored here. The
            // game found above is the scope of every name (not looked up again for each player).
            let players = try db.resolvePlayers(parsed.map { $0.name }, in: target)
            let points = zip(parsed, players).map { entry, player in (playerID: player.id, points: entry.points) }
            do {
                return try db.recordRound(gameID: target.id, points: points,
                                          mode: adding ? .adding : setting ? .setting : .refuseTaken, checkingTotal: !force)
            } catch let taken as AppDatabase.RoundCellTaken {
                throw ScorekeeperError.other(Self.refusal(taken))
            }
        }

        /// "Ann already has 5 in round 1: --add makes it 8, --set makes it 3." (each player so).
        static func refusal(_ taken: AppDatabase.RoundCellTaken) -> String {
            taken.cells.enumerated().map { index, cell in
                let adding = cell.adding.map { "--add makes it \($0)" } ?? "--add would overflow"
                let lead = "\(Sanitized.text(cell.name)) already has \(cell.points)" + (index == 0 ? " in round \(taken.round)" : "")
                return "\(lead): \(adding), --set makes it \(cell.setting)"
            }.joined(separator: "; ") + "."
        }

        /// What to say after a round that ended the game: the target reached or the last round
        /// played, and the command that finishes it; nil while the game goes on. The game's
        /// reference is only looked for then: finding it by its title reads every game's title.
        static func ending(_ standings: GameStandings, recorded: AppDatabase.RecordedRound,
                           reference: @autoclosure () throws -> String) rethrows -> String? {
            var reasons: [String] = []
            if let reached = standings.targetReachedText { reasons.append(reached) }
            if !recorded.advanced, let rounds = standings.game.rules.rounds {
                reasons.append("That was the last round (\(recorded.round) of \(rounds)).")
            }
            guard !reasons.isEmpty else { return nil }
            return reasons.joined(separator: " ") + " Finish with: scorekeeper game finish \(try reference())"
        }

        /// The game as a person would type it back: its title when that finds this game, else its id.
        static func reference(to game: Game, in db: AppDatabase) throws -> String {
            let byTitle = try? db.resolveGame(game.title)
            return ShellWords.argument(Sanitized.text(byTitle?.id == game.id ? game.title : game.id.lowercasedString))
        }
    }
}
