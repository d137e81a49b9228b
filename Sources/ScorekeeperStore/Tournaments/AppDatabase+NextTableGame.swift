import Foundation
import GRDB

// Reads: "my next game", the table game a table's terminal plays next (`NextTableGame`).
extension AppDatabase {
    /// From the game `id`: the next table game of its tournament to play, by `NextTableGame`'s
    /// rule, among the tournament's listed table games (a table is done when its game is
    /// finished or its result was entered).
    public static func nextTableGame(_ db: Database, after id: Game.ID) throws -> NextTableGame.Answer {
        guard let place = try Row.fetchOne(db, sql: """
            SELECT "tournamentID", "round", "number" FROM "tournamentTables" WHERE "gameID" = ? ORDER BY "round" DESC LIMIT 1
            """, arguments: [id.lowercasedString]) else { return .notATableGame }
        let tournamentID: String = place["tournamentID"]
        var tables: [NextTableGame.Table] = []
        for row in try Row.fetchAll(db, sql: """
            SELECT "tournamentTables"."round" AS "round", "tournamentTables"."number" AS "number",
                   "tournamentTables"."outcome" IS NOT NULL OR "games"."finishedAt" IS NOT NULL AS "done",
                   "games"."id" AS "gameID", "games"."title" AS "title"
            FROM "tournamentTables" JOIN "games" ON "games"."id" = "tournamentTables"."gameID"
            WHERE "tournamentTables"."tournamentID" = ? AND \(Game.isListed())
            """, arguments: [tournamentID]) {
            guard let gameID = Game.ID(uuidString: row["gameID"]) else { continue }
            tables.append(NextTableGame.Table(round: row["round"], number: row["number"], gameID: gameID, title: row["title"],
                                              isDone: row["done"]))
        }
        if let next = NextTableGame.after(round: place["round"], number: place["number"], among: tables) {
            return .game(next.gameID, title: next.title)
        }
        let name = try String.fetchOne(db, sql: #"SELECT "name" FROM "tournaments" WHERE "id" = ?"#, arguments: [tournamentID]) ?? ""
        return .roundDone(tournament: name, round: tables.map(\.round).max() ?? place["round"])
    }

    public func fetchNextTableGame(after id: Game.ID) throws -> NextTableGame.Answer {
        try read { db in try Self.nextTableGame(db, after: id) }
    }
}
