import Foundation
import ScorekeeperStore

// The round clock on the tournament screen: `z` starts, pauses or resumes it, as `z` pauses and
// restarts a game's clock; what each does is `RoundClock`'s rule, and the time shown moves on
// with the app's tick.
extension TournamentsModel {
    /// `z`: the current round's clock started (not started yet), paused (running) or resumed
    /// (paused); a tournament without a round time says how to set one.
    func toggleRoundClockTapped() {
        guard let open, open.snapshot != nil else { return }
        let id = open.id
        write(change: "the round clock", { database in try database.changeRoundClock(id: id, .toggle) }, success: { result in
            guard let reading = result.reading else { return StatusMessage("No round clock.") }
            let next = reading.state == .running ? "z pauses it" : "z starts it again"
            return StatusMessage("Round \(reading.round) clock: \(reading.text); \(next).")
        })
    }

    /// The open tournament's round clock as it reads at the screen's time (nil: none shown).
    public var roundClockReading: RoundClock.Reading? {
        guard let snapshot = open?.snapshot else { return nil }
        return snapshot.tournament.roundClock.reading(currentRound: snapshot.state.currentRound,
                                                      finished: snapshot.state.isFinished, at: now)
    }

    /// The time moved on: the screen's time follows only while a round clock runs, so a still
    /// screen is not drawn again four times a second.
    func timePassed(to now: Date) {
        guard roundClockReading?.state == .running else { return }
        self.now = now
    }
}
