import Foundation
import GRDB

// Reads: standings, the round grid, the chart, and the winners the games list shows. What the
// rules make of the numbers is `GameStandings`' alone; here are only the reads that feed it.
extension AppDatabase {
    /// One game's standings with its points per round; nil when the game does not exist.
    public static func standings(_ db: Database, gameID: Game.ID) throws -> GameStandings? {
        guard let game = try Game.fetch(db, id: gameID) else { return nil }
        return try standings(db, game: game, withRounds: true)
    }

    /// A game's standings; without the round cells when only the order and ranks are wanted.
    package static func standings(_ db: Database, game: Game, withRounds: Bool) throws -> GameStandings {
        GameStandings(game: game, rows: try playerRows(db, gameID: game.id),
                      cells: withRounds ? try roundCells(db, gameID: game.id) : [])
    }

    public func fetchStandings(gameID: Game.ID) throws -> GameStandings {
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
    public static func roundCells(_ db: Database, gameID: Game.ID) throws -> [RoundCell] {
        do {
            return try Row.fetchAll(db, sql: roundCellsSQL, arguments: [gameID.lowercasedString]).map { row in
                RoundCell(round: row["round"], playerID: row["playerID"], points: row["points"])
            }
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
        var playerID: Player.ID
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

    public func fetchChartSeries(gameID: Game.ID) throws -> ChartSeries {
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
        let winners = try winnerNames(db, of: finished.map { summaries[$0].game }, allFinished: allFinished)
        for index in finished {
            summaries[index].winnerNames = winners[summaries[index].game.id] ?? []
        }
    }

    /// The winners' names of each of `games` (finished ones), by `GameStandings`, from one read
    /// of their players. `allFinished`: `games` are all the finished games of the file, so their
    /// players are read by a join rather than a list of ids.
    static func winnerNames(_ db: Database, of games: [Game], allFinished: Bool) throws -> [Game.ID: [String]] {
        guard !games.isEmpty else { return [:] }
        let columns = #"SELECT "players"."id", "players"."gameID", "players"."name", "players"."score", "players"."createdAt" FROM "players""#
        let rows: RowCursor
        if allFinished {
            rows = try Row.fetchCursor(db, sql: columns + #" JOIN "games" ON "games"."id" = "players"."gameID" WHERE "games"."finishedAt" IS NOT NULL"#)
        } else {
            let ids = games.map { $0.id.lowercasedString }
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
            rows = try Row.fetchCursor(db, sql: columns + #" WHERE "players"."gameID" IN (\#(marks))"#,
                                       arguments: StatementArguments(ids))
        }
        var players: [Game.ID: [PlayerRow]] = [:]
        while let row = try rows.next() {
            let player = try Player(row: row)
            players[player.gameID, default: []].append(PlayerRow(player: player, hasPhoto: false))
        }
        var winners: [Game.ID: [String]] = [:]
        for game in games {
            winners[game.id] = GameStandings(game: game, rows: players[game.id] ?? []).winners.map(\.name)
        }
        return winners
    }
}

/// Reads one game's standings again and again, for a screen that follows them: it keeps what it
/// read last and compares each new read with it, row by row in the order SQLite gives them, so a
/// read after a change decodes only the players it has not seen, and hands `GameStandings` only
/// the players whose row or points differ, to be moved into place (`applying`, as `updated`
/// does). What it returns is exactly what `AppDatabase.standings` reads at the same moment (the
/// tests compare them after random writes).
///
/// Reads may come from any thread, one at a time: each one reads the whole game in its own
/// transaction; what is kept only saves decoding and ordering.
public final class StandingsReader: @unchecked Sendable {
    public let gameID: Game.ID
    private let lock = NSLock()

    /// A player as read last: the text of its id and date (to know it again without decoding).
    private struct SeenPlayer {
        var idText: String
        var createdAt: DatabaseValue
        var row: PlayerRow
    }

    /// A round cell as read last, its player by id text.
    private struct SeenCell: Equatable {
        var round: Int
        var idText: String
        var points: Int
    }

    private var lastPlayers: [SeenPlayer] = []
    private var lastCells: [SeenCell] = []
    private var last: GameStandings?

    public init(gameID: Game.ID) {
        self.gameID = gameID
    }

    /// The game's standings now (with its points per round), `game` being the game as read in
    /// the same transaction.
    public func standings(_ db: Database, game: Game) throws -> GameStandings {
        lock.lock()
        defer { lock.unlock() }
        // The players, each compared with the one at the same place last time (or, when the
        // places moved, with the same id): unchanged ones are not decoded again.
        let statement = try db.cachedStatement(sql: AppDatabase.playerRowsSQL(includeThumbnails: false))
        let columns = statement.columnNames
        guard let idColumn = columns.firstIndex(of: "id"), let nameColumn = columns.firstIndex(of: "name"),
              let scoreColumn = columns.firstIndex(of: "score"), let createdAtColumn = columns.firstIndex(of: "createdAt"),
              let photoColumn = columns.firstIndex(of: "hasPhoto"), let personPhotoColumn = columns.firstIndex(of: "hasPersonPhoto") else {
            throw ScorekeeperError.other("The players table lacks a column the standings read.")
        }
        let clockColumn = columns.firstIndex(of: "clockTime")
        var players: [SeenPlayer] = []
        players.reserveCapacity(lastPlayers.count)
        var changedIDs = Set<String>()
        var lastIndexByID: [String: Int]?
        var kept = 0
        let cursor = try Row.fetchCursor(statement, arguments: [gameID.lowercasedString])
        while let row = try cursor.next() {
            let idText: String = row[idColumn]
            let createdAt: DatabaseValue = row[createdAtColumn]
            let hasPhoto: Bool = row[photoColumn] ?? false
            let hasPersonPhoto: Bool = row[personPhotoColumn] ?? false
            let place = players.count
            var previous: Int?
            if place < lastPlayers.count && lastPlayers[place].idText == idText {
                previous = place
            } else if !lastPlayers.isEmpty {
                if lastIndexByID == nil {
                    lastIndexByID = Dictionary(lastPlayers.enumerated().map { ($1.idText, $0) }, uniquingKeysWith: { first, _ in first })
                }
                previous = lastIndexByID?[idText]
            }
            if previous != nil { kept += 1 }
            if let previous, lastPlayers[previous].createdAt == createdAt {
                var seen = lastPlayers[previous]
                let name = try row.decode(String.self, atIndex: nameColumn)
                let score = try row.decode(Int.self, atIndex: scoreColumn)
                let clockTime: Int = clockColumn.flatMap { row[$0] } ?? 0
                if name != seen.row.player.name || score != seen.row.player.score || hasPhoto != seen.row.hasPhoto
                    || hasPersonPhoto != seen.row.hasPersonPhoto || clockTime != seen.row.player.clockTime {
                    seen.row.player.name = name
                    seen.row.player.score = score
                    seen.row.player.clockTime = clockTime
                    seen.row.hasPhoto = hasPhoto
                    seen.row.hasPersonPhoto = hasPersonPhoto
                    changedIDs.insert(idText)
                }
                players.append(seen)
            } else {
                players.append(SeenPlayer(idText: idText, createdAt: createdAt,
                                          row: PlayerRow(player: try Player(row: row), hasPhoto: hasPhoto,
                                                         hasPersonPhoto: hasPersonPhoto)))
                changedIDs.insert(idText)
            }
        }
        var removed: [Player.ID] = []
        if kept < lastPlayers.count {
            let present = Set(players.lazy.map(\.idText))
            removed = lastPlayers.filter { !present.contains($0.idText) }.map(\.row.id)
        }

        // The round cells, in the order of their (round, player) key, compared with last time's
        // in a merge: a player any of whose cells differs, appears or goes, has changed.
        var cells: [SeenCell] = []
        do {
            cells.reserveCapacity(lastCells.count)
            let cursor = try Row.fetchCursor(db, sql: AppDatabase.roundCellsSQL + #" ORDER BY "round", "playerID""#,
                                             arguments: [gameID.lowercasedString])
            while let row = try cursor.next() {
                cells.append(SeenCell(round: row[0], idText: row[1], points: row[2]))
            }
        } catch let error as DatabaseError where error.message?.contains("overflow") == true {
            // Sums past 64 bits on the way: the careful read, and the standings built whole.
            let rows = players.map(\.row)
            let standings = GameStandings(game: game, rows: rows,
                                          cells: try AppDatabase.roundCells(db, gameID: gameID))
            (lastPlayers, lastCells, last) = ([], [], nil)
            return standings
        }
        var old = 0, new = 0
        while old < lastCells.count || new < cells.count {
            if old < lastCells.count && new < cells.count {
                let (before, now) = (lastCells[old], cells[new])
                if before.round == now.round && before.idText == now.idText {
                    if before.points != now.points { changedIDs.insert(now.idText) }
                    old += 1
                    new += 1
                } else if (before.round, before.idText) < (now.round, now.idText) {
                    changedIDs.insert(before.idText)
                    old += 1
                } else {
                    changedIDs.insert(now.idText)
                    new += 1
                }
            } else if old < lastCells.count {
                changedIDs.insert(lastCells[old].idText)
                old += 1
            } else {
                changedIDs.insert(cells[new].idText)
                new += 1
            }
        }
        let roundCount = GameStandings.roundCount(game, lastCellRound: cells.lazy.map(\.round).max())
        /// What is kept changes only with the standings it was read with, so a read that fails
        /// leaves the reader as it was.
        func keep(_ standings: GameStandings) -> GameStandings {
            (lastPlayers, lastCells, last) = (players, cells, standings)
            return standings
        }

        // Only the changed players go to the standings, with all their points.
        if let last, !changedIDs.isEmpty || !removed.isEmpty || game != last.game,
           changedIDs.count + removed.count <= GameStandings.incrementalLimit {
            var points: [String: [Int]] = [:]
            for cell in cells where cell.round >= 1 && changedIDs.contains(cell.idText) {
                points[cell.idText, default: Array(repeating: 0, count: roundCount)][cell.round - 1] = cell.points
            }
            var changed: [PlayerStanding] = []
            for player in players where changedIDs.contains(player.idText) {
                changed.append(PlayerStanding(row: player.row, rank: 0,
                                              points: points[player.idText] ?? Array(repeating: 0, count: roundCount)))
            }
            if let standings = last.applying(game: game, roundCount: roundCount, changed: changed, removed: removed) {
                return keep(standings)
            }
        } else if let last, changedIDs.isEmpty && removed.isEmpty && game == last.game {
            return keep(last)
        }
        // The first read, or a large change: built whole.
        var ids: [String: Player.ID] = [:]
        for player in players { ids[player.idText] = player.row.id }
        var roundCells: [RoundCell] = []
        roundCells.reserveCapacity(cells.count)
        for cell in cells {
            guard let playerID = ids[cell.idText] ?? Player.ID(uuidString: cell.idText) else {
                throw ScorekeeperError.other("A score change names no player: \(cell.idText).")
            }
            roundCells.append(RoundCell(round: cell.round, playerID: playerID, points: cell.points))
        }
        return keep(GameStandings(game: game, rows: players.map(\.row), cells: roundCells))
    }
}
