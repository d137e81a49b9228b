import Foundation
import GRDB

// Writes: the game clock. One register of the game (the time played before it last started and
// when that was, stamped `clockChangedAt`): pausing and resuming are stamps, never a counter
// that ticks, so every surface and copy tells the same time. Finishing stops it; reopening
// starts it again.
extension AppDatabase {
    /// Pauses a running clock or starts a stopped one, and returns the clock as it is now.
    /// Refused in a finished game (its clock stopped with the finish).
    @discardableResult
    public func toggleClock(gameID: Game.ID) throws -> GameClock {
        try changeClock(gameID: gameID) { clock, at in clock.isRunning ? clock.stopped(at: at) : clock.started(at: at) }
    }

    /// Pauses the clock (nothing when it is stopped already).
    @discardableResult
    public func pauseClock(gameID: Game.ID) throws -> GameClock {
        try changeClock(gameID: gameID) { clock, at in clock.stopped(at: at) }
    }

    /// Starts the clock again (nothing when it is running).
    @discardableResult
    public func resumeClock(gameID: Game.ID) throws -> GameClock {
        try changeClock(gameID: gameID) { clock, at in clock.started(at: at) }
    }

    private func changeClock(gameID: Game.ID, _ change: @escaping (GameClock, Date) -> GameClock) throws -> GameClock {
        let now = self.now
        return try write { db in
            let game = try AppDatabase.playingGame(db, id: gameID)
            let stamp = try AppDatabase.nextStamp(db, now: now)
            let clock = change(game.clock, DatabaseTimestamp.date(stamp) ?? now)
            if clock != game.clock { try AppDatabase.storeClock(db, gameID: gameID, clock, stamp: stamp) }
            return clock
        }
    }

    static func storeClock(_ db: Database, gameID: Game.ID, _ clock: GameClock, stamp: String) throws {
        try db.execute(sql: #"UPDATE "games" SET "clockElapsed" = ?, "clockRunningSince" = ?, "clockChangedAt" = ? WHERE "id" = ?"#,
                       arguments: [clock.elapsed, clock.runningSince.map(DatabaseTimestamp.text), stamp, gameID.lowercasedString])
    }
}
