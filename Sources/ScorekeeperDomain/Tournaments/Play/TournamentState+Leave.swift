/// Who may leave a tournament (`tournament leave`), and what becomes of someone who left on one
/// copy while another paired them: the one rule the store, the interface and sync read.
///
/// Someone leaves only while no round has them: no seat at a table and no bye in a round's
/// counted pairing or in any pairing that contends for it. A pairing withdrawn (a round taken
/// back) or set aside unplayed does not count. An entry that left and yet sits in such a round
/// (another copy paired them before the two met) stays, dropped after the last round that has
/// them: nothing played with them is lost.
extension TournamentState {
    /// The rounds that have someone: a seat or a bye in the counted pairing, or in a contender.
    public func roundsPaired(_ id: TournamentEntry.ID) -> [Int] {
        var rounds: Set<Int> = []
        for round in self.rounds where round.byes[id] != nil || round.tables.contains(where: { $0.seats.contains(id) }) {
            rounds.insert(round.number)
        }
        for round in pairings {
            for pairing in round.contenders where pairing.byes[id] != nil || pairing.tables.contains(where: { $0.seats.contains(id) }) {
                rounds.insert(round.round)
            }
        }
        return rounds.sorted()
    }

    /// Why someone cannot leave, in words every surface shows ("Ann has played round 1; use
    /// drop."); nil when they may (no round has them).
    public func leaveRefusal(of entry: TournamentEntry) -> String? {
        let rounds = roundsPaired(entry.id)
        guard let last = rounds.last else { return nil }
        let name = Sanitized.text(displayName(of: entry))
        let played = rounds.filter { round in
            self.rounds.first { $0.number == round }.map { round in
                round.byes[entry.id] != nil || round.tables.contains { $0.seats.contains(entry.id) && $0.outcome != nil }
            } ?? true
        }
        if rounds.count == 1, played.isEmpty {
            return "\(name) is paired in round \(last); use drop, or take round \(last) back first."
        }
        let list = rounds.count == 1 ? "round \(last)" : "rounds " + rounds.map(String.init).joined(separator: ", ")
        return "\(name) has played \(list); use drop."
    }

    /// The state with the entries that left taken out, but for those a round has (kept, dropped
    /// after the last round that has them, and named in `keptAfterLeaving`); pairing numbers
    /// close up over those taken out.
    public func leaving(_ left: Set<TournamentEntry.ID>) -> TournamentState {
        guard !left.isEmpty else { return self }
        var result = self
        var kept: Set<TournamentEntry.ID> = []
        result.entries = entries.compactMap { entry in
            guard left.contains(entry.id) else { return entry }
            guard let last = roundsPaired(entry.id).last else { return nil }
            var staying = entry
            staying.droppedAfterRound = max(entry.droppedAfterRound ?? last, last)
            kept.insert(entry.id)
            return staying
        }
        for index in result.entries.indices { result.entries[index].pairingNumber = index + 1 }
        result.keptAfterLeaving = kept
        return result
    }
}
