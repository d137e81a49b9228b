import Foundation
import ScorekeeperStore

// A round paired more than one way (on two copies, or paired again on one while another entered
// a result) and played at more than one: the organiser keeps one pairing, the others set aside
// with what was played at them (`AppDatabase.keepPairing`).
extension TournamentsModel {
    /// `w`: the contending pairings of the round shown (else of the first round in conflict),
    /// the one the round counts for now highlighted; said plainly when nothing contends.
    func keepTapped() {
        guard let open, let state = open.snapshot?.state else { return }
        let pairings = state.pairings(of: open.shownRound).flatMap { $0.isInConflict ? $0 : nil } ?? state.conflicts.first
        guard let pairings, let counted = pairings.counted else {
            report(StatusMessage("No round is in conflict: each round counts one pairing."))
            return
        }
        destination = .keepPairing(open.id, round: pairings.round, highlighted: counted.id)
    }

    func performInKeepChoice(_ action: Action, id: Tournament.ID, round: Int, highlighted: String) {
        guard let contenders = open?.snapshot?.state.pairings(of: round)?.contenders, !contenders.isEmpty else {
            destination = nil
            return
        }
        let index = contenders.firstIndex { $0.id == highlighted } ?? 0
        switch action {
        case .moveUp: destination = .keepPairing(id, round: round, highlighted: contenders[(index + contenders.count - 1) % contenders.count].id)
        case .moveDown: destination = .keepPairing(id, round: round, highlighted: contenders[(index + 1) % contenders.count].id)
        case .activateChoice:
            destination = nil
            let chosen = contenders[index].id
            write(change: "keep a pairing of round \(round)", { database in try database.keepPairing(id: id, round: round, pairing: chosen) },
                  success: { pairings in
                let label = pairings.counted.map(pairings.label) ?? "the pairing"
                return StatusMessage("Kept \(label) of round \(round); the others are set aside, their games kept.")
            })
        case .cancel: destination = nil
        default: break
        }
    }
}
