import Foundation
import ScorekeeperStore

// Two people swapped by hand in the round being played: the first chosen in the standings with
// `s`, the second there too; the pairing rules the swap breaks (the model's own words) are
// named and asked about before anything is written.
extension TournamentsModel {
    /// `s`: the person selected in the standings is the first of the two.
    func swapTapped() {
        guard let open, let state = open.snapshot?.state else { return }
        guard open.focus == .standings, let row = open.standings.selected else {
            report(StatusMessage("Choose whom to swap in the standings: Tab moves there."))
            return
        }
        if let refusal = Self.swapRefusal(row.id, state: state, snapshot: open.snapshot) {
            report(StatusMessage(refusal))
            return
        }
        destination = .chooseSwap(open.id, first: row.id)
    }

    /// Keys while the second person is chosen: the standings move, Enter (or `s`) takes the one
    /// selected, Esc swaps no one.
    func performInSwapChoice(_ action: Action, id: Tournament.ID, first: TournamentEntry.ID) {
        switch action {
        case .cancel: destination = nil
        case .swapSeats: secondChosen(id: id, first: first)
        default: _ = open?.standings.navigate(action)
        }
    }

    /// Why `entryID` cannot be swapped in the round being played; nil when they can.
    static func swapRefusal(_ entryID: TournamentEntry.ID, state: TournamentState, snapshot: TournamentSnapshot?) -> String? {
        guard let round = state.rounds.last else { return "No round is paired yet: nothing to swap." }
        let name = Sanitized.text(state.entry(entryID).map(state.displayName(of:)) ?? "That person")
        guard let table = round.tables.first(where: { $0.seats.contains(entryID) }) else {
            return "\(name) has no seat in round \(round.number)."
        }
        if table.outcome != nil {
            return "Table \(table.number) of round \(round.number) has a result already: too late to swap \(name)."
        }
        if snapshot?.games[table.id]?.scores.contains(where: { ($0 ?? 0) != 0 }) == true {
            return "Table \(table.number) of round \(round.number) has scores already: too late to swap \(name)."
        }
        return nil
    }

    /// The second person is the one selected: refused (the choice stays open) when they are the
    /// first or cannot move, asked about when a rule breaks, else swapped at once.
    private func secondChosen(id: Tournament.ID, first: TournamentEntry.ID) {
        guard let open, let state = open.snapshot?.state, let second = open.standings.selected else { return }
        guard second.id != first else {
            report(StatusMessage("Choose someone else to swap \(Sanitized.text(state.displayName(of: second.entry))) with."))
            return
        }
        if let refusal = Self.swapRefusal(second.id, state: state, snapshot: open.snapshot) {
            report(StatusMessage(refusal))
            return
        }
        let warnings = state.swapWarnings(round: state.currentRound, first, second.id)
        if warnings.isEmpty {
            destination = nil
            swap(id: id, first, second.id)
        } else {
            destination = .confirmSwap(id, first, second.id, warnings: warnings, .cancel)
        }
    }

    /// "Ann and Bo trade seats in round 2; this breaks: …": the warnings one a line.
    static func swapMessage(_ a: TournamentEntry.ID, _ b: TournamentEntry.ID, warnings: [String], state: TournamentState) -> String {
        let names = [a, b].map { Sanitized.text(state.displayName($0)) }
        return "\(names[0]) and \(names[1]) trade seats in round \(state.currentRound). This breaks:\n"
            + warnings.map { "• " + Sanitized.text($0) }.joined(separator: "\n")
    }

    func swap(id: Tournament.ID, _ a: TournamentEntry.ID, _ b: TournamentEntry.ID) {
        let state = open?.snapshot?.state
        let names = [a, b].map { Sanitized.text(state?.displayName($0) ?? "?") }
        write(change: "swap \(names[0]) and \(names[1])", { database in try database.swapSeats(id: id, a, b) },
              success: { warnings in
                  let broken = warnings.isEmpty ? "" : warnings.count == 1 ? " (1 rule broken)" : " (\(warnings.count) rules broken)"
                  return StatusMessage("Swapped \(names[0]) and \(names[1])\(broken).")
              })
    }
}
