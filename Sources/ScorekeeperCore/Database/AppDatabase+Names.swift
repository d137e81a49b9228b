import Foundation
import GRDB

// Finding a game by its title and a player by its name, for the command line and the watch alike
// (one resolver, so `--watch Hearts` and `game show Hearts` never disagree). A title or name that
// matches exactly (case ignored) wins over an id prefix, since "Cafe" or "Bead" is also the start
// of some id; an id or a unique id prefix (4 characters or more) works whenever no title or name
// matches exactly, so every id-based invocation means what it meant.
extension AppDatabase {
    /// The game `reference` names: a title (exact, case ignored), else an id or a unique id prefix.
    /// Several games with that title: the one the reference is the id (or id prefix) of, else the
    /// one unfinished game among them if there is exactly one, else `ambiguousName` listing them.
    /// Nothing: `gameNotNamed` with the nearest titles (or, for something shaped like an id, the
    /// id's own error).
    public static func resolveGame(_ db: Database, _ reference: String) throws -> Game {
        let wanted = reference.trimmingCharacters(in: .whitespaces)
        let games = try Game.fetchAll(db, sql: #"SELECT * FROM "games" ORDER BY "createdAt" DESC, "id""#)
        let titled = games.filter { sameName($0.title, wanted) }
        if titled.count == 1 { return titled[0] }
        let byID = Result { try resolveID(db, reference, table: Game.databaseTableName, notFound: ScorekeeperError.gameNotFound) }
        if case .success(let id) = byID, let game = try Game.fetch(db, id: id),
           titled.isEmpty || titled.contains(where: { $0.id == id }) {
            return game
        }
        if titled.count > 1 {
            let playing = titled.filter { !$0.isFinished }
            if playing.count == 1 { return playing[0] }
            let listed = try titled.map { try describe(db, game: $0) }.joined(separator: "; ")
            throw ScorekeeperError.ambiguousName(
                "\(titled.count) games are named '\(Sanitized.text(wanted))': \(listed). Give the id (or its first characters) of the one you mean.")
        }
        if case .failure(let error) = byID, looksLikeID(reference) { throw error }
        throw ScorekeeperError.gameNotNamed(wanted, suggestions: NearestNames.suggest(wanted, among: games.map(\.title)))
    }

    /// The player `reference` names: a name (exact, case ignored) among the players of `game` when
    /// it is given, else among the players of unfinished games; else an id or a unique id prefix.
    /// More than one: the one the reference is the id (or id prefix) of, else `ambiguousName`
    /// listing them; none: `playerNotNamed` with the nearest names.
    public static func resolvePlayer(_ db: Database, _ reference: String, game gameReference: String? = nil) throws -> Player {
        let scope = try gameReference.map { try resolveGame(db, $0) }
        let wanted = reference.trimmingCharacters(in: .whitespaces)
        let candidates: [Player] = if let scope {
            try Player.fetchAll(db, sql: #"SELECT * FROM "players" WHERE "gameID" = ? ORDER BY "createdAt", "id""#,
                                arguments: [scope.id.lowercasedString])
        } else {
            try Player.fetchAll(db, sql: """
                SELECT "players".* FROM "players" JOIN "games" ON "games"."id" = "players"."gameID"
                WHERE "games"."finishedAt" IS NULL ORDER BY "players"."createdAt", "players"."id"
                """)
        }
        let named = candidates.filter { sameName($0.name, wanted) }
        if named.count == 1 { return named[0] }
        let byID = Result { try resolveID(db, reference, table: Player.databaseTableName, notFound: ScorekeeperError.playerNotFound) }
        if case .success(let id) = byID, let player = try Player.fetch(db, id: id),
           scope == nil || scope?.id == player.gameID, named.isEmpty || named.contains(where: { $0.id == id }) {
            return player
        }
        if named.count > 1 {
            throw try ambiguousPlayers(db, named, wanted: wanted, scoped: scope != nil)
        }
        if case .failure(let error) = byID, looksLikeID(reference), scope == nil { throw error }
        if scope == nil {
            // Only finished games have someone by that name: say which, rather than "nobody".
            let finished = try Player.fetchAll(db, sql: #"SELECT * FROM "players" ORDER BY "createdAt", "id""#)
                .filter { sameName($0.name, wanted) }
            if !finished.isEmpty { throw try ambiguousPlayers(db, finished, wanted: wanted, scoped: false) }
        }
        throw ScorekeeperError.playerNotNamed(wanted, game: scope?.title,
                                              suggestions: NearestNames.suggest(wanted, among: candidates.map(\.name)))
    }

    /// Titles and names compare as people type them: case ignored, in any script.
    static func sameName(_ stored: String, _ typed: String) -> Bool {
        stored.compare(typed, options: [.caseInsensitive]) == .orderedSame
    }

    private static func ambiguousPlayers(_ db: Database, _ players: [Player], wanted: String, scoped: Bool) throws -> ScorekeeperError {
        let listed = try players.map { player -> String in
            let game = try Game.fetch(db, id: player.gameID)
            let place = game.map { "\(Sanitized.text($0.title)), \($0.status.rawValue)" } ?? "?"
            return "\(player.id.lowercasedString.prefix(8)) (in \(place), score \(player.score))"
        }.joined(separator: "; ")
        let count = players.count
        let lead = count == 1
            ? "The only player named '\(Sanitized.text(wanted))' is in a finished game: \(listed)."
            : "\(count) players are named '\(Sanitized.text(wanted))'\(scoped ? "" : " in unfinished games"): \(listed)."
        return ScorekeeperError.ambiguousName(lead + (scoped ? " Give the player's id." : " Give --game GAME or the player's id."))
    }

    /// "1a2b3c4d (playing, 2026-11-24 20:15, Ann, Bo)": enough to tell games of one title apart.
    private static func describe(_ db: Database, game: Game) throws -> String {
        let names = try String.fetchAll(db, sql: #"SELECT "name" FROM "players" WHERE "gameID" = ? ORDER BY "createdAt", "id""#,
                                        arguments: [game.id.lowercasedString])
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let who = names.isEmpty ? "no players" : names.map(Sanitized.text).joined(separator: ", ")
        return "\(game.id.lowercasedString.prefix(8)) (\(game.status.rawValue), \(formatter.string(from: game.createdAt)), \(who))"
    }

    // MARK: What completions offer

    /// Every game's title, unfinished games first, most recently changed first.
    public static func titlesForCompletion(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: #"SELECT "title" FROM "games" ORDER BY "finishedAt" IS NOT NULL, "updatedAt" DESC"#)
    }

    /// The names of the players of unfinished games, the most recently changed game first.
    public static func unfinishedPlayerNames(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT "players"."name" FROM "players" JOIN "games" ON "games"."id" = "players"."gameID"
            WHERE "games"."finishedAt" IS NULL ORDER BY "games"."updatedAt" DESC, "players"."createdAt"
            """)
    }
}
