import Foundation
import GRDB

// Reads: whole games for export, in one read transaction so the export is a consistent snapshot.
extension AppDatabase {
    /// The given games (nil: every game in the file), with players and whole histories.
    public static func export(_ db: Database, gameIDs: [Game.ID]? = nil) throws -> ScorekeeperExport {
        let games: [Row]
        if let gameIDs {
            games = try gameIDs.compactMap { id in
                try Row.fetchOne(db, sql: #"SELECT * FROM "games" WHERE "id" = ?"#, arguments: [id.lowercasedString])
            }
        } else {
            games = try Row.fetchAll(db, sql: #"SELECT * FROM "games" WHERE \#(Game.isListed()) ORDER BY "createdAt", "id""#)
        }
        let exported = try games.map { try exportedGame(db, game: $0) }
        let linked = Set(exported.flatMap { $0.players.compactMap(\.personID) })
        let people = try AppDatabase.people(db).filter { linked.contains($0.id.lowercasedString) }
            .map { ExportedPerson(id: $0.id.lowercasedString, name: $0.name, colour: $0.colour.rawValue) }
        return ScorekeeperExport(games: exported, people: people)
    }

    public func export(gameIDs: [Game.ID]? = nil) throws -> ScorekeeperExport {
        try read { db in try AppDatabase.export(db, gameIDs: gameIDs) }
    }

    private static func exportedGame(_ db: Database, game: Row) throws -> ExportedGame {
        let gameID: String = game["id"]
        let record = try Game(row: game)
        let standings = try AppDatabase.standings(db, game: record, withRounds: false)
        let personOf = try Dictionary(Row.fetchAll(db, sql: #"SELECT "id", "personID" FROM "players" WHERE "gameID" = ?"#, arguments: [gameID])
            .map { ($0["id"] as String, $0["personID"] as String?) }, uniquingKeysWith: { first, _ in first })
        let players = standings.players
            .sorted { ($0.player.createdAt, $0.id.uuidString) < ($1.player.createdAt, $1.id.uuidString) }
            .map { standing in
                ExportedPlayer(id: standing.id.lowercasedString, name: standing.player.name, score: standing.player.score,
                               rank: standing.rank, hasPhoto: standing.row.hasPhoto,
                               createdAt: ChangeClock.iso8601(standing.player.createdAt),
                               personID: personOf[standing.id.lowercasedString] ?? nil)
            }
        let names = Dictionary(uniqueKeysWithValues: players.map { ($0.id, $0.name) })
        // Running totals in the order of play.
        var totals = RunningTotals<String>()
        var history: [ExportedChange] = []
        // The last round anything counts in: a finished game's round is its last played one.
        var lastLiveRound: Int?
        let changes = try Row.fetchCursor(db, sql: """
            SELECT * FROM "scoreChanges" WHERE "gameID" = ? ORDER BY "createdAt", "id"
            """, arguments: [gameID])
        while let row = try changes.next() {
            let playerID: String = row["playerID"]
            let state: ScoreChangeState = row["state"]
            let amount: Int = row["amount"]
            if state == .live {
                totals.add(amount, to: playerID)
                lastLiveRound = max(lastLiveRound ?? 1, row["round"] as Int)
            }
            history.append(ExportedChange(
                id: row["id"], playerID: playerID, playerName: names[playerID] ?? "", amount: amount,
                originalAmount: row["originalAmount"], kind: row["kind"], round: row["round"],
                createdAt: ChangeClock.iso8601(row["createdAt"] as String), state: state,
                stateChangedAt: (row["stateChangedAt"] as String?).map(ChangeClock.iso8601),
                correctedAt: (row["correctedAt"] as String?).map(ChangeClock.iso8601),
                total: totals.total(of: playerID), undone: state != .live, entry: row["entry"]))
        }
        return ExportedGame(id: gameID, title: record.title, createdAt: ChangeClock.iso8601(game["createdAt"] as String),
                            updatedAt: ChangeClock.iso8601(game["updatedAt"] as String), rules: ExportedRules(record.rules),
                            currentRound: record.isFinished
                                ? GameStandings.roundCount(record, lastCellRound: lastLiveRound) : record.currentRound,
                            status: record.status,
                            finishedAt: (game["finishedAt"] as String?).map(ChangeClock.iso8601),
                            leaders: standings.leaders.map(\.name), winners: standings.winners.map(\.name),
                            players: players, history: history,
                            kind: AppDatabase.kind(stored: game["kind"], title: record.title))
    }
}
