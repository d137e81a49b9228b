import Foundation
import GRDB

// Writes: a tournament's round clock. One register of the tournament (the round it runs for,
// the time it ran before it last started and when that was, stamped `roundClockChangedAt`):
// starting, pausing and resuming are stamps, never a counter that ticks, so every surface and
// copy tells the same time. What each command does is `RoundClock`'s rule.
extension AppDatabase {
    /// Starts, pauses or resumes the current round's clock, and returns the tournament and its
    /// clock as they then read. Refused (in words) without a round time, before a round is
    /// paired, once the tournament has finished, or when the clock is not ready for it.
    @discardableResult
    public func changeRoundClock(id: Tournament.ID, _ command: RoundClock.Command) throws -> (tournament: Tournament, reading: RoundClock.Reading?) {
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            var tournament = snapshot.tournament
            let state = snapshot.state
            let stamp = try Self.nextStamp(db, now: now)
            let at = DatabaseTimestamp.date(stamp) ?? now
            do {
                tournament.roundClock = try tournament.roundClock.applying(command, currentRound: state.currentRound,
                                                                           finished: state.isFinished, at: at)
            } catch let refusal as RoundClock.Refusal {
                throw ScorekeeperError.other("\(Sanitized.text(tournament.name)) \(refusal.reason)")
            }
            try Self.storeRoundClock(db, tournamentID: id, tournament.roundClock, stamp: stamp)
            return (tournament, tournament.roundClock.reading(currentRound: state.currentRound, at: at))
        }
    }

    static func storeRoundClock(_ db: Database, tournamentID: Tournament.ID, _ clock: RoundClock, stamp: String) throws {
        try db.execute(sql: """
            UPDATE "tournaments" SET "roundClockRound" = ?, "roundClockElapsed" = ?, "roundClockRunningSince" = ?, "roundClockChangedAt" = ?
            WHERE "id" = ?
            """, arguments: [clock.round, clock.clock.elapsed, clock.clock.runningSince.map(DatabaseTimestamp.text), stamp, tournamentID])
    }
}
