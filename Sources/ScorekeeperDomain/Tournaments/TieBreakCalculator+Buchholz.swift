// Follows gacrux 1.11.65 (gacrux/tiebreak.py, compute_buchholz_sonneborn_berger_ver), Copyright
// 2024 Otto Milvang, MIT licence (the notice is in the LICENSE file of
// https://github.com/OttoMilvang/TieBreakServer).

/// Buchholz and Sonneborn-Berger with their cuts (C.07 §8, §9 and §16).
extension TieBreakCalculator {
    /// What one round adds before cuts: the opponent's (or the dummy opponent's) score, and
    /// the value it adds (that score for Buchholz, times the points scored for Sonneborn-Berger).
    struct Contribution {
        var score: Int
        var value: Int
        var voluntarilyUnplayed: Bool
    }

    /// Each entrant's score as their opponents' tie-breaks count it, in half points: the rounds
    /// after their last round that was not voluntarily unplayed, and that have no opponent,
    /// count as draws (§16.3), so withdrawing does not lower the opponents' Buchholz.
    var adjustedScores: [Int] {
        table.map { rounds in
            let lastTaken = rounds.lastIndex { !$0.voluntarilyUnplayed } ?? -1
            return rounds.enumerated().reduce(0) { sum, element in
                let (index, round) = element
                return sum + (index <= lastTaken || round.opponent != nil ? round.halfPoints : pointSystem.drawHalfPoints)
            }
        }
    }

    /// Buchholz (or Sonneborn-Berger) of every entrant, cut as asked, in exact quarters.
    func buchholz(sonnebornBerger: Bool, cutLowest: Int, cutHighest: Int) -> [TieBreakValue?] {
        let adjusted = adjustedScores
        let own = totals
        let low = min(cutLowest, rounds)
        let high = min(cutHighest, rounds - low)
        return table.enumerated().map { index, rounds in
            var contributions: [Contribution] = rounds.map { round in
                var score: Int
                var voluntarilyUnplayed = round.voluntarilyUnplayed
                if round.played, let opponent = round.opponent {
                    score = adjusted[opponent]
                    voluntarilyUnplayed = false
                } else {
                    // The dummy opponent scored as the entrant did (§16.4), and from 2026 no
                    // more than the forfeiting opponent, or a draw a round for a bye or absence.
                    score = own[index]
                    if rules == .fide2026 {
                        if let opponent = round.opponent {
                            score = min(score, adjusted[opponent])
                        } else {
                            score = min(score, pointSystem.drawHalfPoints * self.rounds)
                        }
                    }
                }
                // Scores are in halves; values are kept in quarters for both kinds.
                let value = sonnebornBerger ? score * round.halfPoints : score * 2
                return Contribution(score: score, value: value, voluntarilyUnplayed: voluntarilyUnplayed)
            }
            for _ in 0..<low where !contributions.isEmpty {
                // The lowest goes, unless a voluntarily unplayed round adds no more than it:
                // then that round goes (§16.5, cutting the least significant value).
                let lowest = stableSorted(contributions) { ($0.score, $0.value) < ($1.score, $1.value) }
                let unplayedFirst = stableSorted(contributions) {
                    ($0.voluntarilyUnplayed ? 0 : 1, $0.value, $0.score) < ($1.voluntarilyUnplayed ? 0 : 1, $1.value, $1.score)
                }
                if !unplayedFirst[0].voluntarilyUnplayed || lowest[0].value > unplayedFirst[0].value {
                    contributions = Array(lowest.dropFirst())
                } else {
                    contributions = Array(unplayedFirst.dropFirst())
                }
            }
            for _ in 0..<high where !contributions.isEmpty {
                let highest = stableSorted(contributions) { ($0.score, $0.value) > ($1.score, $1.value) }
                contributions = Array(highest.dropFirst())
            }
            return TieBreakValue(quarters: contributions.reduce(0) { $0 + $1.value })
        }
    }

    /// `elements` ordered by `before`, equal ones kept in their order (the cuts depend on it).
    func stableSorted<Element>(_ elements: [Element], by before: (Element, Element) -> Bool) -> [Element] {
        elements.enumerated().sorted { left, right in
            if before(left.element, right.element) { return true }
            if before(right.element, left.element) { return false }
            return left.offset < right.offset
        }.map(\.element)
    }
}
