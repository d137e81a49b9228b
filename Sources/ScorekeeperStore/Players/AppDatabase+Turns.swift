import Foundation
import GRDB

// Writes: whose turn it is. The turn is one register of the game (`turnPlayerID` and when it
// began in playing time, stamped `turnChangedAt`); a turn that ends adds its length to its
// player's clock (`clockTime`, a register of the player). Whose turn follows whose is
// `Seating`'s to say.
extension AppDatabase {
    /// Passes the turn to the next seat (the first to play when nobody had it) and returns who
    /// has it now; nil in a game without players. Refused in a finished game.
    @discardableResult
    public func passTurn(gameID: Game.ID) throws -> Player.ID? {
        let now = self.now
        return try write { db in
            let game = try AppDatabase.playingGame(db, id: gameID)
            let next = Seating.nextTurn(after: game.turn?.playerID, seated: try AppDatabase.seatedIDs(db, game: game),
                                        round: game.currentRound, rules: game.rules)
            try AppDatabase.giveTurn(db, game: game, to: next, stamp: try AppDatabase.nextStamp(db, now: now))
            return next
        }
    }

    /// Gives the turn to `playerID` (a player of the game), or to nobody (the game follows no
    /// turns). Refused in a finished game.
    public func setTurn(gameID: Game.ID, to playerID: Player.ID?) throws {
        let now = self.now
        try write { db in
            let game = try AppDatabase.playingGame(db, id: gameID)
            if let playerID {
                guard try Player.fetch(db, id: playerID)?.gameID == gameID else { throw ScorekeeperError.playerNotFound(playerID.lowercasedString) }
            }
            try AppDatabase.giveTurn(db, game: game, to: playerID, stamp: try AppDatabase.nextStamp(db, now: now))
        }
    }

    /// Ends the turn under way (its length goes to its player's clock) and starts `playerID`'s,
    /// at the game's playing time at `stamp`. A game whose clock never ran starts it: a turn is
    /// timed in playing time.
    static func giveTurn(_ db: Database, game: Game, to playerID: Player.ID?, stamp: String) throws {
        let at = DatabaseTimestamp.date(stamp) ?? Date(timeIntervalSince1970: 0)
        var clock = game.clock
        if playerID != nil, !clock.hasStarted, !game.isFinished {
            clock = clock.started(at: at)
            try storeClock(db, gameID: game.id, clock, stamp: stamp)
        }
        if let turn = game.turn {
            try db.execute(sql: """
                UPDATE "players" SET "clockTime" = min("clockTime" + ?, 9000000000000000), "clockTimeChangedAt" = ? WHERE "id" = ?
                """, arguments: [turn.length(clock: clock, at: at), stamp, turn.playerID.lowercasedString])
        }
        try db.execute(sql: #"UPDATE "games" SET "turnPlayerID" = ?, "turnStartedAt" = ?, "turnChangedAt" = ? WHERE "id" = ?"#,
                       arguments: [playerID?.lowercasedString, playerID == nil ? nil : clock.playTime(at: at), stamp,
                                   game.id.lowercasedString])
    }

    /// When a new round starts in a game that follows turns, the turn goes to who plays first in
    /// it (after the dealer, when the dealer rotates).
    static func turnToFirstPlayer(_ db: Database, game: Game, round: Int, stamp: String) throws {
        guard game.turn != nil else { return }
        let seated = try seatedIDs(db, game: game)
        guard !seated.isEmpty else { return }
        try giveTurn(db, game: game, to: seated[Seating.firstSeat(round: round, seats: seated.count, rules: game.rules)], stamp: stamp)
    }

    /// Before a player leaves: a turn they had passes to the next seat.
    static func turnLeaves(_ db: Database, game: Game, playerID: Player.ID, stamp: String) throws {
        guard game.turn?.playerID == playerID else { return }
        let seated = try seatedIDs(db, game: game)
        let next = Seating.nextTurn(after: playerID, seated: seated, round: game.currentRound, rules: game.rules)
        var left = game
        left.turn = nil
        try giveTurn(db, game: left, to: next == playerID ? nil : next, stamp: stamp)
    }
}
