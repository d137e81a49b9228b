import Foundation
import ScorekeeperStore

// Someone going out on the tournament screen: chosen in the standings, asked first. Whether
// they are removed (no round has them: entered by mistake, `leaveTournament`) or dropped (left
// out of every later pairing, what they played still counting) is the model's rule
// (`TournamentState.roundsPaired`), and the question says which.
extension TournamentsModel {
    /// `d`: asks before removing or dropping the person selected in the standings.
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

    /// Whether `d` removes `entryID` (no round has them) rather than dropping them.
    static func removes(_ entryID: TournamentEntry.ID, state: TournamentState) -> Bool {
        state.roundsPaired(entryID).isEmpty
    }

    /// The confirmation's title: "Remove Ann from Div?" or "Drop Bo from Div?".
    static func dropTitle(_ entryID: TournamentEntry.ID, state: TournamentState, tournamentName: String) -> String {
        let name = Sanitized.text(state.entry(entryID).map(state.displayName(of:)) ?? "this person")
        return "\(removes(entryID, state: state) ? "Remove" : "Drop") \(name) from \(Sanitized.text(tournamentName))?"
    }

    /// What `d` does to `entryID`, in the confirmation's words: removed, having played nothing;
    /// or not paired after the round being played, staying in the standings.
    static func dropMessage(_ entryID: TournamentEntry.ID, state: TournamentState, tournamentName: String) -> String {
        let name = Sanitized.text(state.entry(entryID).map(state.displayName(of:)) ?? "This person")
        let current = state.currentRound
        let rounds = state.roundsPaired(entryID).count
        guard rounds > 0 else {
            return "\(name) has not played: they leave \(Sanitized.text(tournamentName)) and its standings."
        }
        var message = "\(name) has played \(rounds) round\(rounds == 1 ? "" : "s") and stays in the standings, "
            + "not paired after round \(current)."
        if let table = state.rounds.last?.tables.first(where: { $0.seats.contains(entryID) }), table.outcome == nil {
            message += " Table \(table.number) of round \(current) still needs its result (r enters a forfeit)."
        }
        return message
    }

    func dropConfirmed(id: Tournament.ID, entryID: TournamentEntry.ID) {
        let leaving = Sanitized.text(open?.snapshot?.state.entry(entryID)?.name ?? "a player")
        if let state = open?.snapshot?.state, Self.removes(entryID, state: state) {
            // The store judges again: a round paired meanwhile by another program refuses it.
            write(change: "remove \(leaving)", { database in try database.leaveTournament(id: id, entryIDs: [entryID]) },
                  success: { [weak self] _ in
                      let tournament = Sanitized.text(self?.open?.snapshot?.tournament.name ?? "the tournament")
                      return StatusMessage("\(leaving) is out of \(tournament).")
                  })
            return
        }
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
