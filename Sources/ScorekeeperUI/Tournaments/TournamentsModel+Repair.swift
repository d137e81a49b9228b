import Foundation
import ScorekeeperStore

// The round being played paired again (after a drop, a late entry or a mistake), asked first,
// as long as no table of it has a result or a score.
extension TournamentsModel {
    /// `P`: asks before pairing the current round again; refused at once when it has begun.
    func repairTapped() {
        guard let open, let snapshot = open.snapshot else { return }
        guard let round = snapshot.state.rounds.last else {
            report(StatusMessage("No round is paired yet: p pairs round 1."))
            return
        }
        if snapshot.state.pairings(of: round.number)?.isInConflict == true {
            report(StatusMessage("Round \(round.number) is in conflict: w keeps one of its pairings."))
            return
        }
        for table in round.tables {
            let scored = snapshot.games[table.id]?.scores.contains { ($0 ?? 0) != 0 } == true
            if table.outcome != nil || scored {
                report(StatusMessage("Table \(table.number) of round \(round.number) has \(table.outcome != nil ? "a result" : "scores") already: "
                                     + "too late to pair round \(round.number) again."))
                return
            }
        }
        destination = .confirmRepair(open.id, round: round.number, .cancel)
    }

    func repairConfirmed(id: Tournament.ID) {
        // The round paired anew shows as soon as it arrives.
        open?.chosenRound = nil
        write(change: "pair the round again", { database in try database.repairCurrentRound(id: id) }, success: { plan in
            let tables = plan.tables.count == 1 ? "1 table" : "\(plan.tables.count) tables"
            return StatusMessage("Round \(plan.number) paired again: \(tables).")
        })
    }
}
