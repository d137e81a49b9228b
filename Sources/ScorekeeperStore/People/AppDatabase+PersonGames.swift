import Foundation
import GRDB

// Reads: the games of one person, for the interface's person screen.
extension AppDatabase {
    /// The games a person has a player in, most recently changed first (the games list's own
    /// order), with their player counts and a finished game's winners.
    public static func gameSummaries(_ db: Database, personID: Person.ID) throws -> [GameSummary] {
        let ids = try String.fetchAll(db, sql: """
            SELECT "id" FROM "games" WHERE "id" IN (SELECT "gameID" FROM "players" WHERE "personID" = ?) AND \(Game.isListed())
            ORDER BY "updatedAt" DESC, "createdAt" DESC, "id"
            """, arguments: [personID]).compactMap(Game.ID.init(uuidString:))
        return try gameSummaries(db, ids: ids)
    }

    /// The person's score and place in each of their games, by `GameStandings` (the rule every
    /// surface ranks by), from one read of those games and their players. A person with two
    /// players in one game (merged people) is counted at the better place.
    public static func personResults(_ db: Database, personID: Person.ID) throws -> [Game.ID: PersonGameResult] {
        let theirGames = #"SELECT "gameID" FROM "players" WHERE "personID" = ?"#
        let games = try Game.fetchAll(db, sql: #"SELECT * FROM "games" WHERE "id" IN (\#(theirGames)) AND \#(Game.isListed())"#,
                                      arguments: [personID])
        var rows: [Game.ID: [PlayerRow]] = [:]
        for player in try Player.fetchAll(db, sql: #"SELECT * FROM "players" WHERE "gameID" IN (\#(theirGames))"#,
                                          arguments: [personID]) {
            rows[player.gameID, default: []].append(PlayerRow(player: player, hasPhoto: false))
        }
        let theirs = Set(try String.fetchAll(db, sql: #"SELECT "id" FROM "players" WHERE "personID" = ?"#, arguments: [personID])
            .compactMap(Player.ID.init(uuidString:)))
        var results: [Game.ID: PersonGameResult] = [:]
        for game in games {
            let standings = GameStandings(game: game, rows: rows[game.id] ?? [])
            guard let best = standings.players.first(where: { theirs.contains($0.id) }) else { continue }
            results[game.id] = PersonGameResult(best, in: standings)
        }
        return results
    }
}
