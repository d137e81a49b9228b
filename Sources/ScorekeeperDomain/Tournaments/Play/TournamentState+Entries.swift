import Foundation

// Small look-ups the engine's files share, so each reads the state the same way.
extension TournamentState {
    /// The round numbered `number`, if it was paired.
    public func round(_ number: Int) -> TournamentRound? { rounds.first { $0.number == number } }

    /// An entry's name as shown (`displayName`), or a placeholder for an id the state does not hold.
    func name(_ id: TournamentEntry.ID) -> String { displayName(id) }

    /// The result a late entry's round before joining stands for: the bye whose points match
    /// `lateHalfPoints` under the settings' points (zero, a draw's, or a win's).
    func lateResult(_ entry: TournamentEntry) -> TournamentResult {
        let system = settings.points.pointSystem
        if entry.lateHalfPoints <= 0 { return .zeroPointBye }
        if entry.lateHalfPoints >= system.winHalfPoints { return .fullPointBye }
        return .halfPointBye
    }

    /// The first round with a table that has no outcome yet, and how many such tables it has:
    /// what keeps the next round from being paired.
    public var unfinishedRound: (round: Int, open: Int)? {
        for round in rounds {
            let open = round.tables.filter { $0.outcome == nil }.count
            if open > 0 { return (round.number, open) }
        }
        return nil
    }
}
