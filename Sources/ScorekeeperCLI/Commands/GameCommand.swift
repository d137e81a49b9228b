import ArgumentParser
import Foundation
import ScorekeeperStore
import ScorekeeperTerminal

/// `scorekeeper game ...`: add, list, rename and delete games.
struct GameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "game",
        abstract: "Add, list, show, rename, finish, reopen, rematch or delete games, or change their rules or kind.",
        subcommands: [Add.self, List.self, Show.self, Rules.self, Finish.self, Reopen.self, Rematch.self, Pause.self, Resume.self,
                      Rename.self, Kind.self, Delete.self]
    )

    /// `game add TITLE [--lowest-wins] [--target N] [--rounds N]`: prints the new game's id.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a game and print its id.",
            discussion: """
                The highest score wins unless --lowest-wins. Without --target or --rounds the game ends when you finish it. \
                A title already in use (as people type it: 'Hearts 2' is 'Hearts · 2') makes the game too, and says so on \
                standard error with the other games' ids, when each was last played and a free title to rename it to.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The game's title (at most 100 characters).") var title: String
        @Flag(help: "The lowest score wins (Hearts, golf).") var lowestWins = false
        @Option(parsing: .unconditional, help: "A score that ends the game when a player reaches it.", transform: ScoreArgument.read) var target: Int?
        @Option(help: "How many rounds the game has.") var rounds: Int?
        @OptionGroup var table: TableRulesOptions
        @Option(help: ArgumentHelp("The score sheet the game follows (see `scorekeeper sheet list`); its rules are the sheet's.",
                                   valueName: "name"),
                completion: NameCompletion.sheets)
        var sheet: String?

        func validate() throws {
            if sheet != nil && (lowestWins || target != nil || rounds != nil) {
                throw ValidationError("A game that follows a sheet plays by the sheet's rules: give --sheet without --lowest-wins, --target or --rounds.")
            }
        }

        func run() throws {
            var rules = GameRules(winning: lowestWins ? .lowest : .highest, target: target, rounds: rounds)
            table.apply(to: &rules)
            // Only the sheet asked for is read, not every file of the user's sheets folder.
            let entry = try sheet.map { name throws(ScorekeeperError) in try SheetLibrary.entry(named: name) }
            let db = try database.openForCommand()
            let namesakes = try db.gamesTitled(like: title)
            // A free title in the rematch's form, as typed: "Hearts · 3" beside "Hearts" and "Hearts · 2".
            let free = namesakes.isEmpty ? nil : try db.freeTitle(like: title)
            let game = try entry.map { try db.createGame(title: title, sheet: $0) } ?? db.createGame(title: title, rules: rules)
            print(game.id.lowercasedString)
            if let free {
                // Standard output stays the id alone, for scripts; the note is for the person.
                let note = Self.namesakeNote(game, namesakes: namesakes, free: free, played: DayText(now: db.now))
                FileHandle.standardError.write(Data((Sanitized.text(note) + "\n").utf8))
            }
        }

        /// "Note: another game is titled 'Hearts' (1a2b3c4d, finished, last played 12 Mar). ...":
        /// which games, how to tell them apart, and a title of its own.
        static func namesakeNote(_ game: Game, namesakes: [Game], free: String, played: DayText) -> String {
            let listed = namesakes.prefix(3).map { other in
                "\(other.id.lowercasedString.prefix(8)), \(other.status.rawValue), last played \(played.text(other.lastPlayed))"
            }.joined(separator: "; ") + (namesakes.count > 3 ? "; and \(namesakes.count - 3) more" : "")
            let who = namesakes.count == 1 ? "another game is" : "\(namesakes.count) other games are"
            let id = String(game.id.lowercasedString.prefix(8))
            return "Note: \(who) titled '\(game.title)' (\(listed)). Tell them apart by id (this one is \(id)) or by "
                + "PLAYED in `scorekeeper game list`, or give this one a title of its own: "
                + "scorekeeper game rename \(id) \(ShellWords.argument(free))"
        }
    }

    /// `game rules GAME [--lowest-wins | --highest-wins] [--target N | --no-target] [--rounds N | --no-rounds]`.
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rules",
            abstract: "Change a game's rules, or print them.",
            discussion: "Only what is given changes. With no option, prints the rules. A finished game's rules cannot change until it is reopened.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
        @Flag(help: "The lowest score wins.") var lowestWins = false
        @Flag(help: "The highest score wins.") var highestWins = false
        @Option(parsing: .unconditional, help: "A score that ends the game when a player reaches it.", transform: ScoreArgument.read) var target: Int?
        @Flag(help: "No target score.") var noTarget = false
        @Option(help: "How many rounds the game has.") var rounds: Int?
        @Flag(help: "No set number of rounds.") var noRounds = false
        @OptionGroup var table: TableRulesOptions

        func validate() throws {
            if lowestWins && highestWins { throw ValidationError("Give --lowest-wins or --highest-wins, not both.") }
            if target != nil && noTarget { throw ValidationError("Give --target N or --no-target, not both.") }
            if rounds != nil && noRounds { throw ValidationError("Give --rounds N or --no-rounds, not both.") }
        }

        func run() throws {
            let db = try database.openForCommand()
            let found = try db.resolveGame(game)
            guard lowestWins || highestWins || target != nil || noTarget || rounds != nil || noRounds || !table.isEmpty else {
                print(found.rules.summary)
                return
            }
            // Only the rules given change (and get a stamp), on the rules as they stand when written.
            let rules = try db.changeRules(gameID: found.id) { rules in
                if lowestWins { rules.winning = .lowest }
                if highestWins { rules.winning = .highest }
                if let target { rules.target = target }
                if noTarget { rules.target = nil }
                if let rounds { rules.rounds = rounds }
                if noRounds { rules.rounds = nil }
                table.apply(to: &rules)
            }
            print(rules.summary)
        }
    }

    /// `game show GAME [--json]`: rules, round, status, winners, and each player's score, rank
    /// and points per round.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show a game: its rules, round, status, winners and each player's score, rank and points per round.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
        @Flag(help: "Print a JSON object {id, title, kind, rules {winning, target, rounds}, currentRound, status, finishedAt, winners, leaders, players [{id, name, score, rank, hasPhoto, rounds}], table, sheet}.")
        var json = false

        func run() throws {
            let db = try database.openForReading()
            let standings = try db.fetchStandings(gameID: db.resolveGame(game).id)
            let tally = try db.fetchSheetTally(gameID: standings.game.id)
            let names = Dictionary(standings.players.map { ($0.id.lowercasedString, $0.player.name) }, uniquingKeysWith: { first, _ in first })
            if json {
                var shown = GameShowJSON(standings, kind: try db.fetchKind(gameID: standings.game.id), now: db.now)
                shown.sheet = tally.map { SheetGameJSON($0, names: names) }
                try TableOutput.printJSON(shown)
                return
            }
            StandingsOutput.print(standings, kind: try db.fetchKind(gameID: standings.game.id), now: db.now,
                                  inRounds: tally?.sheet.playsInRounds ?? true)
            if let tally { SheetOutput.print(tally, names: names) }
        }
    }

    /// `game finish GAME`: prints the winners, one per line.
    struct Finish: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "finish",
            abstract: "Finish a game and print its winners (one per line; ties share the win).",
            discussion: """
                A finished game refuses score changes, rounds and rule changes until it is reopened. \
                A game on a sheet where a player has no entry asks first, naming them (they would \
                rank by an empty sheet); without a terminal it needs --yes.
                """)
        @OptionGroup var options: ConfirmedGame

        func run() throws {
            let (db, target) = try options.open()
            let yes = options.yes
            if let tally = try db.fetchSheetTally(gameID: target.id), !tally.playersWithoutEntries.isEmpty {
                let names = Dictionary(try db.fetchStandings(gameID: target.id).players.map { ($0.id.lowercasedString, $0.player.name) },
                                       uniquingKeysWith: { first, _ in first })
                let missing = tally.playersWithoutEntries.map { Sanitized.text(names[$0] ?? $0) }
                let who = missing.count == 1 ? "\(missing[0]) has" : missing.dropLast().joined(separator: ", ") + " and " + missing.last! + " have"
                let warning = "\(who) no entries on the sheet of \(Sanitized.text(target.title)): finishing ranks them by an empty sheet."
                if !yes && !StandardStreams.inputIsTerminal {
                    throw ScorekeeperError.other("\(warning) Add --yes to finish anyway.")
                }
                guard try Confirmation.confirm("\(warning) Finish anyway?", yes: yes) else {
                    throw ScorekeeperError.other("Not finished.")
                }
            }
            for winner in try db.finishGame(id: target.id) {
                print(Sanitized.text(winner.name))
            }
        }
    }

    /// `game reopen GAME`.
    struct Reopen: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "reopen", abstract: "Reopen a finished game so its scores can change again.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String

        func run() throws {
            let db = try database.openForCommand()
            try db.reopenGame(id: db.resolveGame(game).id)
        }
    }

    /// `game rematch GAME`: prints the new game's id.
    struct Rematch: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rematch",
            abstract: "Start a rematch: a new game with the same players, photos and rules, scores at 0; prints its id.",
            discussion: "Its title is the game's with the next free number: \"Poker night · 2\".")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String

        func run() throws {
            let db = try database.openForCommand()
            print(try db.rematch(gameID: db.resolveGame(game).id).id.lowercasedString)
        }
    }

    /// `game list [--json]`: id, when last played, title, player count, status and winners of
    /// every game.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List games with when each was last played, their player counts, status and winners, most recent first.",
            discussion: """
                PLAYED is when a game was last played (a score, a round, the finish; not a photo or a rename), \
                in the local time zone (TZ): "20:14" today, "Tue" this past week, "12 Mar" before that.
                """)
        @OptionGroup var database: DatabaseOptions
        @Flag(help: "Print a JSON array of {id, title, lastPlayed, playerCount, status, winners}; lastPlayed is ISO 8601 in UTC.")
        var json = false

        func run() throws {
            let db = try database.openForReading()
            if json {
                try GameListJSON.print(from: db)
                return
            }
            let games = try db.fetchGameList()
            if games.isEmpty {
                // A file not made yet reads as empty: say where it was looked for.
                let missing = db.path == nil ? " (no file at \(Sanitized.text(database.location.path)) yet)" : ""
                print("No games yet\(missing). Add one with: scorekeeper game add TITLE")
            } else {
                // Relative to the file's clock, in the reader's time zone.
                let played = DayText(now: db.now)
                TableOutput.print(header: ["ID", "PLAYED", "PLAYERS", "STATUS", "WINNERS", "TITLE"],
                                  rows: games.map { entry in
                                      [String(entry.id.prefix(8)), played.text(entry.lastPlayed), String(entry.playerCount), entry.status.rawValue,
                                       entry.status == .finished ? (entry.winnerNames.isEmpty ? "none" : entry.winnerNames.joined(separator: ", ")) : "-",
                                       entry.title]
                                  },
                                  rightAligned: [2])
            }
        }
    }

    /// `game rename GAME TITLE`.
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a game.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
        @Argument(help: "The new title.") var title: String

        func run() throws {
            let db = try database.openForCommand()
            try db.renameGame(id: db.resolveGame(game).id, title: title)
        }
    }

    /// `game kind GAME KIND`: the kind statistics count the game under.
    struct Kind: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "kind",
            abstract: "Set the kind of game statistics count a game under.",
            discussion: "By default a game's kind is its title without a rematch number (a rematch of Hearts counts as Hearts); rematches inherit it.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
        @Argument(help: ArgumentHelp("The kind, e.g. Hearts.", valueName: "kind")) var kind: String

        func run() throws {
            let db = try database.openForCommand()
            try db.setKind(gameID: db.resolveGame(game).id, kind)
        }
    }

    /// `game delete GAME [--yes]`: asks first on a terminal; its players go with it.
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a game with its players and their photos.")
        @OptionGroup var options: ConfirmedGame

        func run() throws {
            let (db, target) = try options.open()
            let yes = options.yes
            let count = try db.fetchPlayerRows(gameID: target.id).count
            let question = "Delete \"\(Sanitized.text(target.title))\" and its \(count) player\(count == 1 ? "" : "s")?"
            guard try Confirmation.confirm(question, yes: yes) else {
                throw ScorekeeperError.other("Nothing deleted.")
            }
            try db.deleteGame(id: target.id)
        }
    }
}
