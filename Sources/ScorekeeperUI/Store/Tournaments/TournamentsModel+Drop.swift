import Foundation
import ScorekeeperCore

// Someone dropping out on the tournament screen: chosen in the standings, asked first, then
// left out of every later pairing (what they played still counts).
extension TournamentsModel {
    /// `d`: asks before dropping the person selected in the standings.
    func dropTapped() {
        guard let open, open.snapshot != nil else { return }
        guard open.focus == .standings, let row = open.standings.selected else {
            report(StatusMessage("Choose whom to drop in the standings: Tab moves there."))
            return
        }
        if let round = row.entry.droppedAfterRound {
            let name = open.snapshot.map { $0.state.displayName(of: row.entry) } ?? row.entry.name
            report(StatusMessage("\(Sanitized.text(name)) dropped after round \(round) already."))
            return
        }
        destination = .confirmDrop(open.id, row.id, .cancel)
    }

    /// What dropping `entryID` does, in the confirmation's words: not paired after the round
    /// being played (whose table still counts), or, before round 1, out altogether.
    static func dropMessage(_ entryID: TournamentEntry.ID, state: TournamentState, tournamentName: String) -> String {
        let name = Sanitized.text(state.entry(entryID).map(state.displayName(of:)) ?? "This person")
        let current = state.currentRound
        guard current > 0 else {
            return "\(name) leaves \(Sanitized.text(tournamentName)): no round is paired yet, so nothing of theirs stays."
        }
        var message = "\(name) will not be paired after round \(current); their games still count."
        if let table = state.rounds.last?.tables.first(where: { $0.seats.contains(entryID) }), table.outcome == nil {
            message += " Table \(table.number) of round \(current) still needs its result (r enters a forfeit)."
        }
        return message
    }

    func dropConfirmed(id: Tournament.ID, entryID: TournamentEntry.ID) {
        let leaving = Sanitized.text(open?.snapshot?.state.entry(entryID)?.name ?? "a player")
        write(change: "drop \(leaving)", { database in try database.dropFromTournament(id: id, entryID: entryID) },
              success: { [weak self] entry in
                  let name = Sanitized.text(self?.open?.snapshot?.state.displayName(of: entry) ?? entry.name)
                  guard let round = entry.droppedAfterRound, round > 0 else {
                      let tournament = Sanitized.text(self?.open?.snapshot?.tournament.name ?? "the tournament")
                      return StatusMessage("\(name) is out of \(tournament).")
                  }
                  return StatusMessage("\(name) dropped after round \(round).")
              })
    }
}
