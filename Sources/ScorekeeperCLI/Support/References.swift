import ArgumentParser
import Foundation
import ScorekeeperStore

/// How every command describes its GAME argument: the same words in every `--help`.
enum GameArgument {
    static let help = ArgumentHelp("The game: its title (case ignored; 'Hearts 2' finds 'Hearts · 2'), its id, or a unique prefix of its id.",
                                   valueName: "game")
}

/// PLAYER and `--game GAME`, taken together by every command that acts on one player.
struct PlayerReference: ParsableArguments {
    @Argument(help: ArgumentHelp("The player: its name (with --game, or unique among unfinished games), its id, or a unique prefix of its id.",
                                 valueName: "player"), completion: NameCompletion.players)
    var player: String

    @Option(help: ArgumentHelp("The game the player's name is looked up in: its title, id, or a unique id prefix.",
                               valueName: "game"), completion: NameCompletion.games)
    var game: String?

    /// The player, through the one resolver every surface uses.
    func resolve(in db: AppDatabase) throws -> Player {
        try db.resolvePlayer(player, game: game)
    }
}

/// `[GAME] PLAYER` and `--game GAME`, for `player score`: the game may come first as a word of
/// its own (`player score Hearts Ann --by 5`), as it does in `player add` and `round add`, or as
/// `--game`; both at once is refused.
///
/// A plain value, not a group of options: `player score` declares the three itself with the help
/// below, since each group on a command's way is a type the parser reflects, decodes and casts,
/// and the first time each is a scan of every protocol conformance in the program.
struct GameAndPlayerReference {
    static let firstHelp = ArgumentHelp("The player (its name, its id, or a unique prefix of its id), or its game when the player follows.",
                                        valueName: "game-or-player")
    static let secondHelp = ArgumentHelp("The player, when the game came first.", valueName: "player")
    static let gameHelp = ArgumentHelp("The game the player's name is looked up in: its title, id, or a unique id prefix.",
                                       valueName: "game")

    var first: String
    var second: String?
    var game: String?

    func validate() throws {
        if second != nil && game != nil { throw ValidationError("Give the game once: as the first word or as --game, not both.") }
    }

    /// The player, through the one resolver every surface uses.
    func resolve(in db: AppDatabase) throws -> Player {
        if let second { return try db.resolvePlayer(second, game: first) }
        return try db.resolvePlayer(first, game: game)
    }
}

/// Completions that know the games and players in the database: the shells call the binary
/// (argument-parser's custom completion), which reads the file named by `--db` on the line typed
/// so far, else SCOREKEEPER_DB or the XDG default, opened for reading: completing never creates
/// or changes a file. Unfinished games' titles and players come first.
enum NameCompletion {
    static let games = CompletionKind.custom { words, _, prefix in titles(words: words, prefix: prefix) }
    static let players = CompletionKind.custom { words, _, prefix in names(words: words, prefix: prefix) }
    /// People's names, most recently played first.
    static let people = CompletionKind.custom { words, _, prefix in
        guard let db = open(words) else { return [] }
        return matching((try? db.read(AppDatabase.personNamesForCompletion)) ?? [], prefix: prefix)
    }
    /// Tournaments' names.
    static let tournaments = CompletionKind.custom { words, _, prefix in
        guard let db = open(words) else { return [] }
        return matching(((try? db.fetchTournaments()) ?? []).map(\.name), prefix: prefix)
    }
    /// Score sheets' names: the built-in ones and the user's own (their sheets folder read now).
    static let sheets = CompletionKind.custom { _, _, prefix in
        matching(SheetLibrary.load().entries.map(\.sheet.name), prefix: prefix)
    }
    /// `round add GAME NAME=POINTS`: each name with its `=`.
    static let roundEntries = CompletionKind.custom { words, _, prefix in
        names(words: words, prefix: prefix, game: roundGame(words)).map { $0 + "=" }
    }

    static func titles(words: [String], prefix: String) -> [String] {
        guard let db = open(words) else { return [] }
        let titles = (try? db.read(AppDatabase.titlesForCompletion)) ?? []
        return matching(titles, prefix: prefix)
    }

    static func names(words: [String], prefix: String, game: String? = nil) -> [String] {
        guard let db = open(words) else { return [] }
        let gameReference = game ?? value(of: "--game", in: words)
        let names: [String] = (try? {
            if let gameReference {
                let id = try db.resolveGame(gameReference).id
                return try db.fetchPlayerRows(gameID: id).map(\.player.name)
            }
            return try db.read(AppDatabase.unfinishedPlayerNames)
        }()) ?? []
        return matching(names, prefix: prefix)
    }

    /// Distinct, starting with what was typed (case ignored), and never a name with control
    /// characters: the shell would print it raw.
    static func matching(_ candidates: [String], prefix: String) -> [String] {
        var seen = Set<String>()
        return candidates.filter { name in
            Sanitized.text(name) == name && !name.contains("\n")
                && (prefix.isEmpty || name.lowercased().hasPrefix(prefix.lowercased())) && seen.insert(name).inserted
        }
    }

    /// The GAME of `round add GAME ...`: the first word after `add` that is not an option.
    static func roundGame(_ words: [String]) -> String? {
        guard let add = words.firstIndex(of: "add") else { return nil }
        var index = add + 1
        while index < words.count {
            if words[index] == "--db" { index += 2; continue }
            if !words[index].hasPrefix("-") { return words[index] }
            index += 1
        }
        return nil
    }

    static func value(of option: String, in words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            if word == option, index + 1 < words.count { return words[index + 1] }
            if word.hasPrefix(option + "=") { return String(word.dropFirst(option.count + 1)) }
        }
        return nil
    }

    static func open(_ words: [String]) -> AppDatabase? {
        try? AppDatabase.openForReading(DatabaseLocation.resolve(option: value(of: "--db", in: words)))
    }
}
