import Foundation
import GRDB

// Writes: where players sit. The order is one register of the game (`seating`, stamped by the
// file's clock): a move rewrites the whole order, so copies never merge two moves into an order
// nobody chose. Who sits where is `Seating`'s to say.
extension AppDatabase {
    /// Moves a player to seat `seat` (from 1; past either end, to the end) and returns the seat
    /// they have. Seats are not a result: a finished game's can change too.
    @discardableResult
    public func seatPlayer(id: Player.ID, at seat: Int) throws -> Int {
        try moveSeat(playerID: id) { _, _ in seat - 1 }
    }

    /// Moves a player `offset` seats (negative: towards the first seat), stopping at either end,
    /// and returns the seat (from 1) they have.
    @discardableResult
    public func moveSeat(playerID: Player.ID, by offset: Int) throws -> Int {
        try moveSeat(playerID: playerID) { index, _ in index + offset }
    }

    private func moveSeat(playerID: Player.ID, to target: @escaping (Int, Int) -> Int) throws -> Int {
        let now = self.now
        return try write { db in
            guard let player = try Player.fetch(db, id: playerID) else { throw ScorekeeperError.playerNotFound(playerID.lowercasedString) }
            guard let game = try Game.fetch(db, id: player.gameID) else { throw ScorekeeperError.gameNotFound(player.gameID.lowercasedString) }
            let seated = try AppDatabase.seatedIDs(db, game: game)
            guard let index = seated.firstIndex(of: playerID) else { return 1 }
            let moved = Seating.moving(playerID, toSeat: target(index, seated.count), in: seated)
            if moved != seated || game.seating != seated {
                try db.execute(sql: #"UPDATE "games" SET "seating" = ?, "seatingChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [Game.seatingText(moved), try AppDatabase.nextStamp(db, now: now), game.id.lowercasedString])
            }
            return (moved.firstIndex(of: playerID) ?? 0) + 1
        }
    }

    /// A game's players' ids in seating order.
    static func seatedIDs(_ db: Database, game: Game) throws -> [Player.ID] {
        let players = try Player.fetchAll(db, sql: #"SELECT * FROM "players" WHERE "gameID" = ?"#, arguments: [game.id.lowercasedString])
        return Seating.ordered(players, seating: game.seating, player: { $0 }).map(\.id)
    }
}
