import Foundation
import GRDB

// Finding a game by its title and a player by its name, for the command line and the watch alike
// (one resolver, so `--watch Hearts` and `game show Hearts` never disagree). A title or name that
// matches exactly (case ignored) wins over an id prefix, since "Cafe" or "Bead" is also the start
// of some id; an id or a unique id prefix (4 characters or more) works whenever no title or name
// matches exactly, so every id-based invocation means what it meant.
extension AppDatabase {
    /// The game `reference` names: a title (exact, case ignored; else as typed, `TypedTitle`: "Hearts
    /// 2" for "Hearts · 2"), else an id or a unique id prefix.
    /// Several games with that title: the one the reference is the id (or id prefix) of, else the
    /// one unfinished game among them if there is exactly one, else `ambiguousName` listing them.
    /// Nothing: `gameNotNamed` with the nearest titles (or, for something shaped like an id, the
    /// id's own error).
    public static func resolveGame(_ db: Database, _ reference: String) throws -> Game {
        let wanted = reference.trimmingSpaces
        // A whole id is read by its key first: what scripts pass, and no one's title.
        if let id = Game.ID(uuidString: wanted), let game = try Game.fetch(db, id: id) { return game }
        // The games are found by their titles' keys in SQL (`personNameKey`, the same key as
        // `PersonName.same`), so only the games with that title are read, not a club's ten
        // thousand: decoding every game (its dates, its rules) cost more than the command. Only
        // when no title is the reference are all titles read: for one as a person types it, and
        // for the nearest titles. Something shaped like an id can only be the title of the games
        // whose title equals it in ASCII (hex digits and dashes fold only to themselves), so it
        // has no typed form to look for.
        let idShaped = looksLikeID(reference), hexOnly = isASCIIHex(wanted)
        func fetchTitles(named: Bool) throws -> [(id: String, title: String)] {
            try Row.fetchAll(db, sql: """
                SELECT "id", "title" FROM "games" WHERE \(Game.isListed())\(named ? #" AND \#(PersonName.sqlFunctionName)("title") = ?"# : "") ORDER BY "createdAt" DESC, "id"
                """, arguments: named ? [PersonName.key(wanted)] : []).map { row in (id: row["id"], title: row["title"]) }
        }
        var named = try fetchTitles(named: true)
        var everyTitle: [(id: String, title: String)]?
        // No title as typed: one as a person types it ("Hearts 2" for "Hearts · 2").
        if named.isEmpty && !hexOnly {
            let titles = try fetchTitles(named: false)
            named = titles.filter { TypedTitle.matches($0.title, typed: wanted) }
            everyTitle = titles
        }
        let titled = try named.compactMap { try Game.ID(uuidString: $0.id).flatMap { try Game.fetch(db, id: $0) } }
        if titled.count == 1 { return titled[0] }
        let byID = Result<Game.ID, any Error> { try resolveID(db, reference, table: Game.databaseTableName, notFound: ScorekeeperError.gameNotFound) }
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
        if case .failure(let error) = byID, idShaped { throw error }
        let all = try everyTitle ?? fetchTitles(named: false)
        throw ScorekeeperError.gameNotNamed(wanted, suggestions: NearestNames.suggest(wanted, among: all.map(\.title)))
    }

    /// The player `reference` names: a name (exact, case ignored) among the players of `game` when
    /// it is given, else among the players of unfinished games; else an id or a unique id prefix.
    /// More than one: the one the reference is the id (or id prefix) of, else `ambiguousName`
    /// listing them; none: `playerNotNamed` with the nearest names.
    public static func resolvePlayer(_ db: Database, _ reference: String, game gameReference: String? = nil) throws -> Player {
        try resolvePlayer(db, reference, scope: gameReference.map { try resolveGame(db, $0) })
    }

    /// The same, among the players of `scope` (a game already resolved) when it is given.
    static func resolvePlayer(_ db: Database, _ reference: String, scope: Game?) throws -> Player {
        let wanted = reference.trimmingSpaces
        // As for games: a whole id first, by its key; then only the players with that name are
        // read, by its key in SQL (a club's file has a hundred thousand players in play), and
        // all of them only to suggest the nearest names.
        if let id = Player.ID(uuidString: wanted), let player = try Player.fetch(db, id: id),
           scope == nil || scope?.id == player.gameID {
            return player
        }
        let idShaped = looksLikeID(reference)
        func fetchCandidates(narrowed: Bool) throws -> [Player] {
            let named = narrowed ? #" AND \#(PersonName.sqlFunctionName)("players"."name") = ?"# : ""
            if let scope {
                // Cached: `round add` looks several names up in one game.
                return try Player.fetchAll(db.cachedStatement(sql: #"SELECT * FROM "players" WHERE "gameID" = ?\#(named) ORDER BY "createdAt", "id""#),
                                           arguments: narrowed ? [scope.id.lowercasedString, PersonName.key(wanted)] : [scope.id.lowercasedString])
            }
            return try Player.fetchAll(db, sql: """
                SELECT "players".* FROM "players" JOIN "games" ON "games"."id" = "players"."gameID"
                WHERE "games"."finishedAt" IS NULL\(named) ORDER BY "players"."createdAt", "players"."id"
                """, arguments: narrowed ? [PersonName.key(wanted)] : [])
        }
        let matching = try fetchCandidates(narrowed: true)
        if matching.count == 1 { return matching[0] }
        let byID = Result<Player.ID, any Error> { try resolveID(db, reference, table: Player.databaseTableName, notFound: ScorekeeperError.playerNotFound) }
        if case .success(let id) = byID, let player = try Player.fetch(db, id: id),
           scope == nil || scope?.id == player.gameID, matching.isEmpty || matching.contains(where: { $0.id == id }) {
            return player
        }
        if matching.count > 1 {
            throw try ambiguousPlayers(db, matching, wanted: wanted, scoped: scope != nil)
        }
        if case .failure(let error) = byID, idShaped, scope == nil { throw error }
        if scope == nil {
            // Only finished games have someone by that name: say which, rather than "nobody".
            let finished = try Player.fetchAll(db, sql: #"SELECT * FROM "players" WHERE \#(PersonName.sqlFunctionName)("name") = ? ORDER BY "createdAt", "id""#,
                                               arguments: [PersonName.key(wanted)])
            if !finished.isEmpty { throw try ambiguousPlayers(db, finished, wanted: wanted, scoped: false) }
        }
        let all = try fetchCandidates(narrowed: false)
        throw ScorekeeperError.playerNotNamed(wanted, game: scope?.title,
                                              suggestions: NearestNames.suggest(wanted, among: all.map(\.name)))
    }

    /// Hex digits and dashes in ASCII, as a typed id is: such a reference has no `·`, `#` or
    /// space, so no title as a person types it (`TypedTitle`) is it but a title equal to it, and
    /// only those are read. (`Character.isHexDigit` also takes fullwidth forms, which fold differently.)
    static func isASCIIHex(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) || $0 == "-" }
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

    // MARK: Titles already in use

    /// The games a person would take `title` to name (`TypedTitle`: "Hearts 2" is "Hearts · 2"),
    /// most recently played first: what a new game of that title would be confused with.
    public func gamesTitled(like title: String) throws -> [Game] {
        let key = TypedTitle.key(title)
        guard !key.isEmpty else { return [] }
        return try read { db in
            try Game.fetchAll(db, sql: #"SELECT * FROM "games" WHERE \#(Game.isListed()) ORDER BY "updatedAt" DESC, "createdAt" DESC, "id""#)
                .filter { TypedTitle.key($0.title) == key }
        }
    }

    /// A title like `title` that no game has yet, however typed, as a rematch's: "Hearts · 2" for
    /// "Hearts" (or "Hearts · 3" when "hearts 2" is taken), shortened to fit as `rematchTitle` does.
    public func freeTitle(like title: String) throws -> String {
        let base = TypedTitle.base(title)
        return try read { db in
            let taken = Set(try String.fetchAll(db, sql: #"SELECT "title" FROM "games""#).map(TypedTitle.key))
            var number = 2
            while taken.contains(TypedTitle.key("\(base) · \(number)")) { number += 1 }
            let suffix = AppDatabase.rematchSeparator + String(number)
            let room = NameValidation.maximumLength - suffix.count
            return (base.count > room ? String(base.prefix(room)).trimmingCharacters(in: .whitespaces) : base) + suffix
        }
    }

    // MARK: What completions offer

    /// Every game's title, unfinished games first, most recently changed first.
    public static func titlesForCompletion(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: #"SELECT "title" FROM "games" WHERE \#(Game.isListed()) ORDER BY "finishedAt" IS NOT NULL, "updatedAt" DESC"#)
    }

    /// The names of the players of unfinished games, the most recently changed game first.
    public static func unfinishedPlayerNames(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT "players"."name" FROM "players" JOIN "games" ON "games"."id" = "players"."gameID"
            WHERE "games"."finishedAt" IS NULL AND \(Game.isListed()) ORDER BY "games"."updatedAt" DESC, "players"."createdAt"
            """)
    }
}
