import Foundation
import ScorekeeperStore

// The table: seats (`[`/`]`), the turn (Space) and the clock (`z`). Who sits where, who deals and
// whose turn follows are the standings' to say (`GameStandings+Table`); the clocks are stamps in
// the file, shown at `now`, which the app's tick moves on.
extension GameModel {
    /// `[`/`]`: the selected player moves a seat; the list shows the seats so the move is seen.
    func moveSeatTapped(by offset: Int) {
        guard let row = list.selected else { return }
        let (id, name) = (row.id, Sanitized.text(row.player.name))
        if screen.playersView == .list && !showsSeats {
            listOrder = .seats
            showStandings()
        }
        write(change: "\(name) a seat \(offset < 0 ? "up" : "down")", { database in try database.moveSeat(playerID: id, by: offset) },
              success: { seat in StatusMessage("\(name): seat \(seat)") })
    }

    /// Space: the turn passes to the next seat (the first press gives it to who plays first).
    func passTurnTapped() {
        let gameID = self.gameID
        let names = Dictionary(players.map { ($0.id, Sanitized.text($0.player.name)) }, uniquingKeysWith: { first, _ in first })
        write(change: "the turn", { database in try database.passTurn(gameID: gameID) },
              success: { next in next.map { StatusMessage("\(names[$0] ?? "The next player")'s turn.") } ?? StatusMessage("Nobody to pass the turn to.") })
    }

    /// `z`: pauses the game clock or starts it again.
    func toggleClockTapped() {
        let gameID = self.gameID
        write(change: "the clock", { database in try database.toggleClock(gameID: gameID) }, success: { [weak self] clock in
            let shown = ClockText.duration(milliseconds: clock.playTime(at: self?.now ?? clock.runningSince ?? Date(timeIntervalSince1970: 0)))
            return StatusMessage(clock.isRunning ? "Clock running (\(shown)); z pauses it." : "Clock paused at \(shown); z starts it again.")
        })
    }

    /// The time moved on: a turn that just passed its limit rings the bell, once per turn.
    /// Returns whether it should ring.
    func timePassed(to now: Date) -> Bool {
        let before = self.now
        self.now = now
        guard let standings, !standings.isFinished, standings.game.clock.isRunning else { return false }
        return standings.turnOverrun(at: now) && !standings.turnOverrun(at: before)
    }

    /// After a new round starts, the cursor goes to who plays first in it, so Enter in the grid
    /// types the round from there.
    func selectFirstToPlay(round: Int) {
        guard let standings else { return }
        let seated = standings.seated
        guard !seated.isEmpty else { return }
        list.select(seated[Seating.firstSeat(round: round, seats: seated.count, rules: standings.game.rules)].id)
    }
}
