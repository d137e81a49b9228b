extension TournamentState {
    /// Whether the event is over: every table has its outcome, and the planned rounds are played
    /// (a Swiss or tables event without planned rounds ends only when the organiser stops), the
    /// round robin's Berger rounds are all played, or the bracket is complete.
    public var isFinished: Bool {
        guard !rounds.isEmpty, unfinishedRound == nil else { return false }
        switch settings.format {
        case .swiss, .tables:
            guard let planned = settings.plannedRounds else { return false }
            return currentRound >= planned
        case .roundRobin:
            guard let planned = plannedRoundCount else { return false }
            return currentRound >= planned
        case .knockout, .doubleKnockout:
            return TournamentBracketReplay(self)?.isComplete ?? false
        }
    }
}
