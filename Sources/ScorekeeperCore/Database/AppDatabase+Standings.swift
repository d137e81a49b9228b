import Foundation
import GRDB

// Reads: standings, the round grid, the chart, and the winners the games list shows. What the
// rules make of the numbers is `GameStandings`' alone; here are only the reads that feed it.
extension AppDatabase {
    /// One game's standings with its points per round; nil when the game does not exist.
    public static func standings(_ db: Database, gameID: UUID) throws -> GameStandings? {
        guard let game = try Game.fetchOne(db, id: gameID) else { return nil }
        return try standings(db, game: game, withRounds: true)
    }

    /// A game's standings; without the round cells when only the order and ranks are wanted.
    static func standings(_ db: Database, game: Game, withRounds: Bool) throws -> GameStandings {
        GameStandings(game: game, rows: try playerRows(db, gameID: game.id),
                      cells: withRounds ? try roundCells(db, gameID: game.id) : [])
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
    /// cannot hold on the way (changes near the ends of the 64-bit range) are added up in 128 bits.
    /// `knownIDs` gives player ids already decoded, from their text (a `StandingsReader`'s).
    public static func roundCells(_ db: Database, gameID: UUID,
                                  knownIDs: (String) -> UUID? = { _ in nil }) throws -> [RoundCell] {
        do {
            var cells: [RoundCell] = []
            let rows = try Row.fetchCursor(db, sql: roundCellsSQL, arguments: [gameID.lowercasedString])
            while let row = try rows.next() {
                let text: String = row[1]
                let playerID: UUID
                if let known = knownIDs(text) { playerID = known } else { playerID = try row.decode(UUID.self, atIndex: 1) }
                cells.append(RoundCell(round: row[0], playerID: playerID, points: row[2]))
            }
            return cells
        } catch let error as DatabaseError where error.message?.contains("overflow") == true {
            var sums = RunningTotals<RoundCellKey>()
            var keys: [RoundCellKey] = []
            let rows = try Row.fetchCursor(db, sql: """
                SELECT "round", "playerID", "amount" FROM "scoreChanges" WHERE "gameID" = ? AND "state" = 'live'
                ORDER BY "round", "playerID"
                """, arguments: [gameID.lowercasedString])
            while let row = try rows.next() {
                let key = RoundCellKey(round: row["round"], playerID: row["playerID"])
                if keys.last != key { keys.append(key) }
                sums.add(row["amount"], to: key)
            }
            return keys.map { RoundCell(round: $0.round, playerID: $0.playerID, points: sums.total(of: $0)) }
        }
    }

    private struct RoundCellKey: Hashable, Sendable {
        var round: Int
        var playerID: UUID
    }

    /// The chart of a game: over its rounds when it is played in rounds, else over every live
    /// change, read once in the order of play through a cursor (a game of 100,000 changes holds
    /// only the sampled totals in memory).
    public static func chartSeries(_ db: Database, standings: GameStandings,
                                   samples: Int = ChartSeries.defaultSamples) throws -> ChartSeries {
        if standings.isPlayedInRounds { return ChartSeries.overRounds(standings, samples: samples) }
        let gameID = standings.game.id.lowercasedString
        let count = try Int.fetchOne(db, sql: """
            SELECT COUNT(*) FROM "scoreChanges" WHERE "gameID" = ? AND "state" = 'live'
            """, arguments: [gameID]) ?? 0
        return try ChartSeries.accumulate(players: standings.players.map(\.player), step: .change, stepCount: count,
                                          target: standings.game.rules.target, samples: samples) { add, stepDone in
            let changes = try Row.fetchCursor(db, sql: """
                SELECT "playerID", "amount" FROM "scoreChanges" WHERE "gameID" = ? AND "state" = 'live'
                ORDER BY "createdAt", "id"
                """, arguments: [gameID])
            while let change = try changes.next() {
                add(change["amount"], change["playerID"])
                stepDone()
            }
        }
    }

    public func fetchChartSeries(gameID: UUID) throws -> ChartSeries {
        try read { db in
            guard let standings = try AppDatabase.standings(db, gameID: gameID) else {
                throw ScorekeeperError.gameNotFound(gameID.lowercasedString)
            }
            return try AppDatabase.chartSeries(db, standings: standings)
        }
    }

    /// Fills in the winners of the finished games among `summaries`, by their standings: one read
    /// of their players (by the players' `gameID` index), whatever the number of games.
    static func addWinners(_ db: Database, to summaries: inout [GameSummary], allFinished: Bool = false) throws {
        let finished = summaries.indices.filter { summaries[$0].game.isFinished }
        guard !finished.isEmpty else { return }
        let columns = #"SELECT "players"."id", "players"."gameID", "players"."name", "players"."score", "players"."createdAt" FROM "players""#
        let rows: RowCursor
        if allFinished {
            rows = try Row.fetchCursor(db, sql: columns + #" JOIN "games" ON "games"."id" = "players"."gameID" WHERE "games"."finishedAt" IS NOT NULL"#)
        } else {
            let ids = finished.map { summaries[$0].game.id.lowercasedString }
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
            rows = try Row.fetchCursor(db, sql: columns + #" WHERE "players"."gameID" IN (\#(marks))"#,
                                       arguments: StatementArguments(ids))
        }
        var players: [UUID: [PlayerRow]] = [:]
        while let row = try rows.next() {
            let player = try Player(row: row)
            players[player.gameID, default: []].append(PlayerRow(player: player, hasPhoto: false))
        }
        for index in finished {
            let game = summaries[index].game
            summaries[index].winnerNames = GameStandings(game: game, rows: players[game.id] ?? []).winners.map(\.name)
        }
    }
}

/// Reads one game's standings again and again, for a screen that follows them: it keeps what it
/// read last, so a read after a change decodes only the players it has not seen (the others'
/// ids and dates are taken from before) and hands the standings to `GameStandings.updated`,
/// which moves only the players who changed. What it returns is exactly what
/// `AppDatabase.standings` would read at the same moment (the tests compare them).
///
/// Reads may come from any thread, one at a time or not: each one reads the whole game in its
/// own transaction, and what is kept only saves decoding and ordering.
public final class StandingsReader: @unchecked Sendable {
    public let gameID: UUID
    private let lock = NSLock()
    /// The players read last, by id text, with the date text they were decoded from.
    private var players: [String: (createdAt: DatabaseValue, player: Player)] = [:]
    private var last: GameStandings?

    public init(gameID: UUID) {
        self.gameID = gameID
    }

    /// The game's standings now (with its points per round), `game` being the game as read in
    /// the same transaction.
    public func standings(_ db: Database, game: Game) throws -> GameStandings {
        lock.lock()
        defer { lock.unlock() }
        var seen: [String: (createdAt: DatabaseValue, player: Player)] = [:]
        seen.reserveCapacity(players.count)
        var rows: [PlayerRow] = []
        rows.reserveCapacity(players.count)
        let statement = try db.cachedStatement(sql: AppDatabase.playerRowsSQL(includeThumbnails: false))
        let columns = statement.columnNames
        let cursor = try Row.fetchCursor(statement, arguments: [gameID.lowercasedString])
        guard let idColumn = columns.firstIndex(of: "id"), let nameColumn = columns.firstIndex(of: "name"),
              let scoreColumn = columns.firstIndex(of: "score"), let createdAtColumn = columns.firstIndex(of: "createdAt"),
              let photoColumn = columns.firstIndex(of: "hasPhoto") else {
            throw ScorekeeperError.other("The players table lacks a column the standings read.")
        }
        while let row = try cursor.next() {
            let idText: String = row[idColumn]
            let createdAt: DatabaseValue = row[createdAtColumn]
            var player: Player
            if let known = players[idText], known.createdAt == createdAt {
                player = known.player
                player.name = try row.decode(String.self, atIndex: nameColumn)
                player.score = try row.decode(Int.self, atIndex: scoreColumn)
            } else {
                player = try Player(row: row)
            }
            seen[idText] = (createdAt, player)
            rows.append(PlayerRow(player: player, hasPhoto: row[photoColumn] ?? false))
        }
        players = seen
        let cells = try AppDatabase.roundCells(db, gameID: gameID, knownIDs: { seen[$0]?.player.id })
        let standings = last?.updated(game: game, rows: rows, cells: cells) ?? GameStandings(game: game, rows: rows, cells: cells)
        last = standings
        return standings
    }
}
