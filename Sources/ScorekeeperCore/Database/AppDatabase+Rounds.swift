import Foundation
import GRDB

// Writes: a game's rules, its rounds, finishing, reopening and the rematch. Each is one
// transaction; a finished game refuses every write that would change its scores, its rounds or
// its rules (`gameFinished`), whichever process asks, so its winners stay the winners.
extension AppDatabase {
    /// Creates a game with rules; the title is validated and trimmed, the rules checked.
    @discardableResult
    public func createGame(title: String, rules: GameRules, now: Date = Date()) throws -> Game {
        try createGame(Game(title: title, createdAt: now, rules: rules.validated()))
    }

    /// Changes a game's rules (not while it is finished).
    public func setRules(gameID: UUID, _ rules: GameRules, now: Date = Date()) throws {
        let rules = try rules.validated()
        try write { db in
            var game = try AppDatabase.playingGame(db, id: gameID)
            game.rules = rules
            try game.update(db)
            try AppDatabase.touchGame(db, id: gameID, now: now)
        }
    }

    /// Starts the game's next round and returns its number. Refused in a finished game, and past
    /// the last round of a game with a number of rounds (finish it, or give it more rounds).
    @discardableResult
    public func nextRound(gameID: UUID, now: Date = Date()) throws -> Int {
        try write { db in
            var game = try AppDatabase.playingGame(db, id: gameID)
            if let rounds = game.rules.rounds, game.currentRound >= rounds {
                throw ScorekeeperError.other(
                    "\(Sanitized.text(game.title)) is on its last round (\(rounds)): finish it, or change its rules for more rounds.")
            }
            game.currentRound += 1
            try game.update(db)
            try AppDatabase.touchGame(db, id: gameID, now: now)
            return game.currentRound
        }
    }

    /// Finishes a game and returns its winners by its rule (ties share the win; none when it has
    /// no players). Refused when it is finished already.
    @discardableResult
    public func finishGame(id: UUID, now: Date = Date()) throws -> [Player] {
        try write { db in
            var game = try AppDatabase.playingGame(db, id: id)
            game.finishedAt = now
            try game.update(db)
            try AppDatabase.touchGame(db, id: id, now: now)
            return try AppDatabase.leaders(db, game: game)
        }
    }

    /// Reopens a finished game: its scores can change again, and undo takes back its last change
    /// as before (finishing touches no change).
    public func reopenGame(id: UUID, now: Date = Date()) throws {
        try write { db in
            guard var game = try Game.fetchOne(db, id: id) else { throw ScorekeeperError.gameNotFound(id.lowercasedString) }
            guard game.isFinished else { throw ScorekeeperError.gameNotFinished(game.title) }
            game.finishedAt = nil
            try game.update(db)
            try AppDatabase.touchGame(db, id: id, now: now)
        }
    }

    /// A new game with the same players (names and photos), the same rules, scores at 0, titled
    /// "Title · N" with the next free N. Returns it.
    ///
    /// Photos are copied inside SQLite (`INSERT ... SELECT`): the bytes never cross into the
    /// process, and each new player keeps its own photo row, so the 1-to-1 player/photo join and
    /// its cascades stay as they are. The copy costs the photo's pages again on disk.
    @discardableResult
    public func rematch(gameID: UUID, now: Date = Date()) throws -> Game {
        try write { db in
            guard let game = try Game.fetchOne(db, id: gameID) else {
                throw ScorekeeperError.gameNotFound(gameID.lowercasedString)
            }
            let rematch = Game(title: try AppDatabase.rematchTitle(db, of: game.title), createdAt: now, rules: game.rules)
            try rematch.insert(db)
            let players = try Player.fetchAll(db, sql: """
                SELECT * FROM "players" WHERE "gameID" = ? ORDER BY "createdAt", "id"
                """, arguments: [gameID.lowercasedString])
            for player in players {
                let copy = Player(gameID: rematch.id, name: player.name, score: 0, createdAt: now)
                try copy.insert(db)
                try db.execute(sql: """
                    INSERT INTO "playerAssets" ("playerID", "imageData")
                    SELECT ?, "imageData" FROM "playerAssets" WHERE "playerID" = ?
                    """, arguments: [copy.id.lowercasedString, player.id.lowercasedString])
                try db.execute(sql: """
                    INSERT INTO "playerThumbnails" ("playerID", "thumbnailData")
                    SELECT ?, "thumbnailData" FROM "playerThumbnails" WHERE "playerID" = ?
                    """, arguments: [copy.id.lowercasedString, player.id.lowercasedString])
            }
            return rematch
        }
    }

    /// "Poker night" → "Poker night · 2"; "Poker night · 2" → "Poker night · 3", or the next
    /// number no game uses yet. The base is shortened when the title would pass 100 characters.
    static func rematchTitle(_ db: Database, of title: String) throws -> String {
        let base = rematchBase(title)
        let titles = try String.fetchAll(db, sql: """
            SELECT "title" FROM "games" WHERE substr("title", 1, length(?)) = ?
            """, arguments: [base, base])
        let used = titles.compactMap { rematchNumber($0, base: base) }
        let number = max(used.max() ?? 1, 1) + 1
        let suffix = " · \(number)"
        let room = NameValidation.maximumLength - suffix.count
        let shortened = base.count > room ? String(base.prefix(room)).trimmingCharacters(in: .whitespaces) : base
        return shortened + suffix
    }

    static let rematchSeparator = " · "

    /// The title without a trailing " · N".
    static func rematchBase(_ title: String) -> String {
        guard let range = title.range(of: rematchSeparator, options: .backwards),
              Int(title[range.upperBound...]) != nil else { return title }
        return String(title[..<range.lowerBound])
    }

    /// N when `title` is "base · N", 1 when it is the base itself.
    static func rematchNumber(_ title: String, base: String) -> Int? {
        if title == base { return 1 }
        let prefix = base + rematchSeparator
        guard title.hasPrefix(prefix), let number = Int(title.dropFirst(prefix.count)), number > 0 else { return nil }
        return number
    }

    /// The game, or `gameNotFound`; `gameFinished` when it is finished. Every write that changes
    /// scores, rounds or rules goes through it inside its transaction.
    static func playingGame(_ db: Database, id: UUID) throws -> Game {
        guard let game = try Game.fetchOne(db, id: id) else { throw ScorekeeperError.gameNotFound(id.lowercasedString) }
        if game.isFinished { throw ScorekeeperError.gameFinished(game.title) }
        return game
    }
}

// Reads: winners, standings and the round grid.
extension AppDatabase {
    /// The players with the best score by the game's rule (all of them when tied); none when the
    /// game has no players. Sorted by name.
    static func leaders(_ db: Database, game: Game) throws -> [Player] {
        let best = game.rules.winning == .highest ? "max" : "min"
        return try Player.fetchAll(db, sql: """
            SELECT * FROM "players"
            WHERE "gameID" = ?1 AND "score" = (SELECT \(best)("score") FROM "players" WHERE "gameID" = ?1)
            ORDER BY "name" COLLATE naturalOrder, "id"
            """, arguments: [game.id.lowercasedString])
    }

    /// One game's standings: rules, round, status, and per player the score, the rank by the
    /// rule and the points of every round; nil when the game does not exist.
    public static func standings(_ db: Database, gameID: UUID) throws -> GameStandings? {
        guard let game = try Game.fetchOne(db, id: gameID) else { return nil }
        let players = try playerRows(db, gameID: gameID, order: game.rules.leaderFirst)
        let cells = try roundCells(db, gameID: gameID)
        let roundCount = max(game.currentRound, cells.map(\.round).max() ?? 1, 1)
        var points: [UUID: [Int]] = [:]
        for cell in cells where cell.round >= 1 {
            points[cell.playerID, default: Array(repeating: 0, count: roundCount)][cell.round - 1] = cell.points
        }
        var standings: [PlayerStanding] = []
        for (index, row) in players.enumerated() {
            // Competition ranking: tied players share a rank, the next rank skips (1, 1, 3).
            let rank = index > 0 && row.player.score == players[index - 1].player.score ? standings[index - 1].rank : index + 1
            standings.append(PlayerStanding(row: row, rank: rank,
                                            points: points[row.player.id] ?? Array(repeating: 0, count: roundCount)))
        }
        let leaders = standings.filter { $0.rank == 1 }.map(\.row.player)
        return GameStandings(game: game, players: standings, roundCount: roundCount, leaders: leaders)
    }

    public func fetchStandings(gameID: UUID) throws -> GameStandings {
        guard let standings = try read({ db in try AppDatabase.standings(db, gameID: gameID) }) else {
            throw ScorekeeperError.gameNotFound(gameID.lowercasedString)
        }
        return standings
    }

    /// The SQL of the round grid: one sum per round and player, read from the covering partial
    /// index of live changes by (game, round, player), already in its order.
    static let roundCellsSQL = """
        SELECT "round", "playerID", SUM("amount") AS "points" FROM "scoreChanges"
        WHERE "gameID" = ? AND "state" = 'live'
        GROUP BY "round", "playerID"
        """

    /// Every (round, player) with live changes and the sum of their amounts. Sums that SQLite
    /// cannot hold on the way (changes near the ends of the 64-bit range) are added up in Int128.
    public static func roundCells(_ db: Database, gameID: UUID) throws -> [RoundCell] {
        do {
            return try Row.fetchAll(db, sql: roundCellsSQL, arguments: [gameID.lowercasedString]).map { row in
                RoundCell(round: row["round"], playerID: row["playerID"], points: row["points"])
            }
        } catch let error as DatabaseError where error.message?.contains("overflow") == true {
            var sums: [RoundCellKey: Int128] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT "round", "playerID", "amount" FROM "scoreChanges" WHERE "gameID" = ? AND "state" = 'live'
                """, arguments: [gameID.lowercasedString])
            while let row = try rows.next() {
                sums[RoundCellKey(round: row["round"], playerID: row["playerID"]), default: 0] += Int128(row["amount"] as Int)
            }
            return sums.map { RoundCell(round: $0.key.round, playerID: $0.key.playerID, points: Int(clamping: $0.value)) }
                .sorted { ($0.round, $0.playerID.uuidString) < ($1.round, $1.playerID.uuidString) }
        }
    }

    private struct RoundCellKey: Hashable {
        var round: Int
        var playerID: UUID
    }
}

/// The points one player made in one round: the sum of that round's live changes.
public struct RoundCell: Equatable, Hashable, Sendable {
    public var round: Int
    public var playerID: UUID
    public var points: Int

    public init(round: Int, playerID: UUID, points: Int) {
        self.round = round
        self.playerID = playerID
        self.points = points
    }
}

/// A game as its standings: what `game show`, the round grid and the chart read.
public struct GameStandings: Equatable, Sendable {
    public var game: Game
    /// Leader first, by the game's rule; ties by name.
    public var players: [PlayerStanding]
    /// How many round columns there are: the current round, or more if changes were made in
    /// later rounds (a rule changed since).
    public var roundCount: Int
    /// Who is ahead by the rule (all of them when tied); the winners once the game is finished.
    public var leaders: [Player]

    /// The winners of a finished game; none while it is played.
    public var winners: [Player] { game.isFinished ? leaders : [] }

    /// Whether a player has reached the game's target score.
    public var targetReached: Bool {
        guard let target = game.rules.target else { return false }
        return players.contains { $0.row.player.score >= target }
    }
}

/// One player in a game's standings.
public struct PlayerStanding: Equatable, Sendable, Identifiable {
    public var row: PlayerRow
    /// 1 for the leader(s); tied players share a rank (1, 1, 3).
    public var rank: Int
    /// Points per round, round 1 first.
    public var points: [Int]

    public var id: UUID { row.player.id }
    public var player: Player { row.player }
}
