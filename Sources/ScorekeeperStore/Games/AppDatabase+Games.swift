import Foundation
import GRDB


// Writes: games.
extension AppDatabase {
    /// Creates a game; the title is validated and trimmed.
    @discardableResult
    public func createGame(title: String) throws -> Game {
        try createGame(id: newID(), title: title)
    }

    /// Creates a game whose id the caller chose (`newID()`: the interface selects it before it
    /// exists); the title is validated and trimmed, the rules checked. Created now, by the file's
    /// wall clock.
    @discardableResult
    public func createGame(id: Game.ID, title: String, rules: GameRules = GameRules()) throws -> Game {
        let now = self.now
        let game = Game(id: id, title: try NameValidation.validated(title, what: "Title"), createdAt: now,
                        rules: try rules.validated())
        return try write { db in
            try AppDatabase.insertGame(db, game, now: now)
            return game
        }
    }

    public func renameGame(id: Game.ID, title: String) throws {
        let title = try NameValidation.validated(title, what: "Title")
        let now = self.now
        try write { db in
            guard try Game.exists(db, id: id) else {
                throw ScorekeeperError.gameNotFound(id.lowercasedString)
            }
            let stamp = try AppDatabase.nextStamp(db, now: now)
            try db.execute(sql: #"UPDATE "games" SET "title" = ?, "titleChangedAt" = ? WHERE "id" = ?"#,
                           arguments: [title, stamp, id.lowercasedString])
            try AppDatabase.touchGame(db, id: id, now: now, for: .rename)
        }
    }

    /// Deletes a game; its players and their photos go with it (ON DELETE CASCADE). The freed
    /// space is given back unless the caller does that later (the interface, once per burst).
    public func deleteGame(id: Game.ID, reclaimingSpace: Bool = true) throws {
        let now = self.now
        let deleted = try write { db in
            try AppDatabase.stampingItself(db) {
                guard try Game.exists(db, id: id) else { return false }
                try AppDatabase.writeTombstone(db, id: id.lowercasedString, kind: "game", stamp: try AppDatabase.nextStamp(db, now: now))
                return try Game.deleteOne(db, id: id)
            }
        }
        guard deleted else { throw ScorekeeperError.gameNotFound(id.lowercasedString) }
        if reclaimingSpace { reclaimFreeSpace() }
    }
}

// The "most recent" order.
extension AppDatabase {
    /// Marks a game as just played, for the "most recent" order and its "last played", when
    /// `activity` is play (`GameActivity.isPlay`: a score, a round, the finish); every write
    /// that changes a game or anything in it calls this in its transaction and says what it did,
    /// so the rule is read in one place. `now` is the database's wall clock
    /// (`AppDatabase.wallClock`): the list's order is about when people played, and copies merge
    /// it by the latest, so it judges no conflict and needs no tick of the file's clock.
    /// Play at a tournament's table can change which of its round's pairings counts
    /// (`settlePairings(_:afterPlayIn:)`), so it is settled here too, in the same transaction.
    static func touchGame(_ db: Database, id: Game.ID, now: Date, for activity: GameActivity) throws {
        guard activity.isPlay else { return }
        try db.execute(sql: #"UPDATE "games" SET "updatedAt" = ? WHERE "id" = ?"#,
                       arguments: [DatabaseTimestamp.text(now), id.lowercasedString])
        try settlePairings(db, afterPlayIn: id)
    }

    /// The same, for the game a player belongs to.
    static func touchGame(_ db: Database, playerID: Player.ID, now: Date, for activity: GameActivity) throws {
        guard activity.isPlay else { return }
        guard let gameID = try Game.ID.fetchOne(db, sql: #"SELECT "gameID" FROM "players" WHERE "id" = ?"#,
                                                arguments: [playerID.lowercasedString]) else { return }
        try touchGame(db, id: gameID, now: now, for: activity)
    }

    /// Inserts a new game with its registers (each rule, the finish, the table's) stamped by the
    /// file's clock; its clock starts with it (unless it is finished already). An imported game
    /// gets its kind and where it came from in the same update: each update of a game fires its
    /// sync triggers, and an import writes thousands.
    static func insertGame(_ db: Database, _ game: Game, now: Date, imported: (kind: String, from: String, digest: String)? = nil) throws {
        try game.insert(db)
        let stamp = try nextStamp(db, now: now)
        let registers = """
            "lowestWinsChangedAt" = ?1, "targetScoreChangedAt" = ?1, "roundCountChangedAt" = ?1,
            "finishChangedAt" = ?1, "seatingChangedAt" = ?1, "turnChangedAt" = ?1, "clockChangedAt" = ?1,
            "dealerRotatesChangedAt" = ?1, "turnLimitChangedAt" = ?1, "playerClocksChangedAt" = ?1,
            "roundTotalsChangedAt" = ?1, "clockRunningSince" = CASE WHEN "finishedAt" IS NULL THEN ?1 END
            """
        // Cached: an import inserts thousands of games in one transaction.
        if let imported {
            try db.cachedStatement(sql: #"UPDATE "games" SET \#(registers), "kind" = ?3, "importedFrom" = ?4, "importedDigest" = ?5 WHERE "id" = ?2"#)
                .execute(arguments: [stamp, game.id.lowercasedString, imported.kind, imported.from, imported.digest])
        } else {
            try db.cachedStatement(sql: #"UPDATE "games" SET \#(registers) WHERE "id" = ?2"#).execute(arguments: [stamp, game.id.lowercasedString])
        }
    }
}

// Reads: games.
extension AppDatabase {
    /// Games with their player counts, in one query. Each count is a correlated `COUNT(*)` that
    /// reads only the `gameID` index (a join grouped by game would read every player row).
    public static func gameSummaries(_ db: Database, order: GameOrder = .mostRecent) throws -> [GameSummary] {
        var summaries = try GameSummary.fetchAll(db, sql: gameSummariesSQL(order: order, grouped: hasTableGames(db)))
        try addWinners(db, to: &summaries, allFinished: true)
        return summaries
    }

    /// A page of the games list: the games whose title matches `filter` (see `TitleFilter`), in
    /// `order`, `limit` of them from `offset`. With the most recent first (the default order) it
    /// reads the `updatedAt` index in order and stops after the page, counting players only for
    /// the games it returns.
    public static func gameSummaries(_ db: Database, order: GameOrder, filter: String?, limit: Int, offset: Int) throws -> [GameSummary] {
        let filter = filter?.trimmingCharacters(in: .whitespaces) ?? ""
        var summaries = try GameSummary.fetchAll(db, sql: gameSummariesSQL(order: order, filtered: !filter.isEmpty,
                                                                           grouped: hasTableGames(db)) + " LIMIT ? OFFSET ?",
                                                 arguments: filter.isEmpty ? [limit, offset] : [filter, limit, offset])
        try addWinners(db, to: &summaries)
        return summaries
    }

    /// How many games match `filter` (all games without one).
    public static func gameCount(_ db: Database, filter: String?) throws -> Int {
        let filter = filter?.trimmingCharacters(in: .whitespaces) ?? ""
        if filter.isEmpty {
            return try Game.fetchCount(db) - (Int.fetchOne(db, sql: #"SELECT COUNT(*) FROM "tournamentHiddenGames""#) ?? 0)
        }
        return try Int.fetchOne(db, sql: #"SELECT COUNT(*) FROM "games" WHERE titleMatches("title", ?) AND \#(Game.isListed())"#,
                                arguments: [filter]) ?? 0
    }

    /// The whole list, most recent first, as `game list` prints it: each game's id, title, status,
    /// last played and player count from one query that reads only those columns (a game's dates and rules
    /// are neither printed nor parsed), and the finished games' winners by `GameStandings`
    /// (`winnerNames`, as for `gameSummaries`). The same games in the same order as
    /// `gameSummaries(order: .mostRecent)`; the tests compare the two.
    public func fetchGameList() throws -> [GameListEntry] {
        var entries: [GameListEntry] = []
        try forEachGameListEntry { entries.append($0) }
        return entries
    }

    /// The same list, handed over one game at a time as it is read (in one read transaction), for
    /// output written as it comes rather than held whole.
    public func forEachGameListEntry(_ body: (GameListEntry) throws -> Void) throws {
        try read { db in
            // The finished games first (usually few): their winners, by id text.
            let finished = try Game.fetchAll(db, sql: #"SELECT * FROM "games" WHERE "finishedAt" IS NOT NULL AND \#(Game.isListed())"#)
            var winners: [String: [String]] = [:]
            for (id, names) in try AppDatabase.winnerNames(db, of: finished, allFinished: true) {
                winners[id.lowercasedString] = names
            }
            // A file with no hidden games (most) lists every game: the check per game is left out.
            let rows = try Row.fetchCursor(db, sql: AppDatabase.gameSummariesSQL(
                order: .mostRecent, grouped: AppDatabase.hasTableGames(db), hiding: AppDatabase.hasHiddenGames(db),
                columns: #""games"."id", "games"."title", "games"."finishedAt" IS NOT NULL, "games"."updatedAt""#))
            while let row = try rows.next() {
                // Stored ids are lowercase UUIDs; anything else is read as a UUID, as `Game` reads it.
                let text: String = row[0]
                let id = UUIDText.isLowercaseCanonical(text) ? text : try row.decode(UUID.self, atIndex: 0).lowercasedString
                let isFinished: Bool = row[2]
                try body(GameListEntry(id: id, title: row[1], playerCount: row[4], status: isFinished ? .finished : .playing,
                                       winnerNames: isFinished ? winners[id] ?? [] : [],
                                       lastPlayed: try DatabaseTimestamp.decode(row, atIndex: 3)))
            }
        }
    }

    /// Whether the file has tournament table games: the "most recent" order then groups each
    /// tournament's tables (`grouped`), and reads every game to sort them; a file without any
    /// reads the `updatedAt` index in order and stops after the page.
    static func hasTableGames(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: #"SELECT EXISTS (SELECT 1 FROM "tournamentTables" WHERE "gameID" IS NOT NULL)"#) ?? false
    }

    /// Joins each table game's place (its tournament, round and table) and when its tournament's
    /// games were last played, as `place`, `placeTournament` and `latest`.
    static let tablePlaceJoin = """
         LEFT JOIN (SELECT "gameID", MIN("tournamentID") AS "tournamentID", MIN("round") AS "round", MIN("number") AS "number"
                    FROM "tournamentTables" WHERE "gameID" IS NOT NULL GROUP BY "gameID") AS "place" ON "place"."gameID" = "games"."id"
         LEFT JOIN "tournaments" AS "placeTournament" ON "placeTournament"."id" = "place"."tournamentID"
         LEFT JOIN (SELECT "tournamentTables"."tournamentID" AS "tournamentID", MAX("played"."updatedAt") AS "updatedAt"
                    FROM "tournamentTables" JOIN "games" AS "played" ON "played"."id" = "tournamentTables"."gameID"
                    WHERE \(Game.isListed("played")) GROUP BY "tournamentTables"."tournamentID") AS "latest"
           ON "latest"."tournamentID" = "place"."tournamentID"
        """

    /// The place's columns, which `GameSummary(row:)` reads.
    static let tablePlaceColumns = """
        , "place"."tournamentID" AS "tableTournamentID", "placeTournament"."name" AS "tableTournamentName",
          "place"."round" AS "tableRound", "place"."number" AS "tableNumber", "latest"."updatedAt" AS "tableTournamentPlayed"
        """

    /// The "most recent" order with a tournament's table games together, where its latest play
    /// stands: its latest round first (the list is newest first), each round's tables in number
    /// order; the rest by their own last play. The one order the games list, its filter's titles
    /// and `game list` read.
    static let groupedMostRecentOrder = """
        COALESCE("latest"."updatedAt", "games"."updatedAt") DESC, "place"."tournamentID", "place"."round" DESC, "place"."number",
        "games"."updatedAt" DESC, "games"."createdAt" DESC
        """

    /// Whether any game is hidden from the lists (`Game.isListed`: a tournament's tables, hidden
    /// by the tournament).
    static func hasHiddenGames(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT " + Game.anyUnlisted) ?? false
    }

    /// `hiding: false` leaves out the `Game.isListed` check, for a caller that saw no hidden game
    /// in the same read (a lookup per game, 8% of SQLite's work listing ten thousand).
    static func gameSummariesSQL(order: GameOrder, filtered: Bool = false, grouped: Bool = false, hiding: Bool = true,
                                 columns: String = #""games".*"#) -> String {
        let orderClause: String
        let grouping = grouped && order == .mostRecent
        switch order {
        case .mostRecent where grouping: orderClause = groupedMostRecentOrder
        case .mostRecent: orderClause = #""games"."updatedAt" DESC, "games"."createdAt" DESC"#
        // Namesakes: the newest first, then by id, so the order is total on every surface.
        case .title: orderClause = #""games"."title" COLLATE naturalOrder, "games"."createdAt" DESC, "games"."id""#
        case .playerCount: orderClause = #""playerCount" DESC, "games"."title" COLLATE naturalOrder, "games"."createdAt" DESC, "games"."id""#
        }
        // The place is read whenever the file has table games (the list's headings need it).
        return """
            SELECT \(columns), (SELECT COUNT(*) FROM "players" WHERE "players"."gameID" = "games"."id") AS "playerCount"\(grouped ? tablePlaceColumns : "")
            FROM "games"\(grouped ? tablePlaceJoin : "")
            WHERE \(hiding ? Game.isListed() : "1")\(filtered ? #" AND titleMatches("games"."title", ?)"# : "")
            ORDER BY \(orderClause), "games"."id"
            """
    }

    public func fetchGameSummaries(order: GameOrder = .mostRecent) throws -> [GameSummary] {
        try read { db in try AppDatabase.gameSummaries(db, order: order) }
    }

    /// One game with its player count, or nil when it no longer exists.
    public static func gameSummary(_ db: Database, id: Game.ID) throws -> GameSummary? {
        guard let summary = try GameSummary.fetchOne(db, sql: """
            SELECT "games".*, (SELECT COUNT(*) FROM "players" WHERE "gameID" = "games"."id") AS "playerCount"\(tablePlaceColumns)
            FROM "games"\(tablePlaceJoin) WHERE "games"."id" = ?
            """, arguments: [id.lowercasedString]) else { return nil }
        var summaries = [summary]
        try addWinners(db, to: &summaries)
        return summaries[0]
    }

    public func fetchGame(id: Game.ID) throws -> Game? {
        try read { db in try Game.fetch(db, id: id) }
    }
}


/// Recognising an id's text without parsing it.
enum UUIDText {
    /// Whether `text` is already what `UUID(uuidString: text)?.lowercasedString` gives back:
    /// 8-4-4-4-12 lowercase hex digits.
    static func isLowercaseCanonical(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count == 36 else { return false }
            // Reads of the 36 bytes just counted without a bounds check each, one test per byte
            // (`game list --json` asks for every game).
            let base = bytes.baseAddress!
            for index in 0..<36 {
                let byte = base[index]
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard byte == UInt8(ascii: "-") else { return false }
                } else if byte &- 48 > 9 && byte &- 97 > 5 {
                    return false
                }
            }
            return true
        }
    }
}
