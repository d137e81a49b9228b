/// Why a round was paired as it was: the pairing worked out again from the rounds before it,
/// and what differs from what was played (a swap by hand, a round paired before a late entry).
extension TournamentState {
    /// The state as it stood before round `round` was paired.
    public func before(round: Int) -> TournamentState {
        var earlier = self
        earlier.rounds = rounds.filter { $0.number < round }
        return earlier
    }

    /// The lines that answer "why was round `round` paired so?".
    public func whyPaired(round number: Int) -> [String] {
        guard let round = rounds.first(where: { $0.number == number }) else { return ["Round \(number) is not paired."] }
        let plan: TournamentRoundPlan
        do {
            plan = try before(round: number).nextRound()
        } catch {
            return ["Round \(number) cannot be paired again from the rounds before it: \(error.message)"]
        }
        var lines = plan.explanation
        let planned = Set(plan.tables.map { Set($0) })
        let played = round.tables.map(\.seats)
        let changed = played.filter { !planned.contains(Set($0)) }
        if !changed.isEmpty {
            let names = changed.map { seats in seats.map { displayName($0) }.joined(separator: " – ") }
            lines.append("Changed since it was paired (a swap by hand, or entries that changed later): " + names.joined(separator: "; ") + ".")
        }
        return lines
    }
}
