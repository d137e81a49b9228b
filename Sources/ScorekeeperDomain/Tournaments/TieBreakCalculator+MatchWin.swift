// The Magic: The Gathering Tournament Rules (appendix C) define these: match points 3 for a
// win, 1 for a draw, 0 for a loss; a bye is a win; the match-win percentage is the match points
// over 3 per round played, and never less than 0.33, so that losing opponents do not sink
// their opponents' tie-breaks; the opponents' average leaves byes out.

extension TieBreakCalculator {
    /// The floor of every percentage (0.33, as the rules state it, not 1/3).
    static let floor = 0.33

    /// A fraction as a tie-break value: a percentage counted in quarters of a percent, rounded
    /// (66.67% is 66.75).
    static func percentage(_ fraction: Double) -> TieBreakValue {
        TieBreakValue(quarters: Int((fraction * 400).rounded()))
    }

    /// Every entrant's match-win fraction, at least the floor; nil for one who played no round.
    /// A round counts when the entrant had an opponent (played or forfeited) or a bye worth
    /// points; an absence or a zero-point bye does not count.
    func matchWinPercentages() -> [Double?] {
        table.map { rounds in
            var points = 0, counted = 0
            for round in rounds where round.opponent != nil || round.halfPoints > 0 || round.played {
                counted += 1
                if round.halfPoints >= pointSystem.winHalfPoints { points += 3 }
                else if round.halfPoints >= pointSystem.drawHalfPoints && round.halfPoints > pointSystem.lossHalfPoints { points += 1 }
            }
            guard counted > 0 else { return nil }
            return max(Self.floor, Double(points) / Double(3 * counted))
        }
    }

    /// The average of each entrant's opponents' match-win fractions (byes left out); nil for an
    /// entrant who had no opponent. One game per table makes game-win the same as match-win,
    /// so OGW is the same average.
    func opponentsMatchWinPercentages() -> [TieBreakValue?] {
        let own = matchWinPercentages()
        return table.map { rounds in
            let opponents = rounds.compactMap { round in round.opponent.flatMap { own[$0] } }
            guard !opponents.isEmpty else { return nil }
            return Self.percentage(opponents.reduce(0, +) / Double(opponents.count))
        }
    }
}
