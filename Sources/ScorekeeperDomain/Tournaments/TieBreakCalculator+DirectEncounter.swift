// Follows gacrux 1.11.65 (gacrux/tiebreak.py, compute_recursive_if_tied and
// compute_basic_direct_encounter), Copyright 2024 Otto Milvang, MIT licence (the notice is in
// the LICENSE file of https://github.com/OttoMilvang/TieBreakServer).

/// Direct encounter (C.07 §6) among the entrants tied on points, for a Swiss tournament.
extension TieBreakCalculator {
    /// Each entrant's direct-encounter place within their group of equal points: 0 where the
    /// group stays tied (or has one entrant), else 1 for the first of the group and so on.
    ///
    /// A group is ranked by the points each scored against the others in it (an opponent met
    /// more than once counts their average). While some have not met all the others, an entrant
    /// is placed ahead only if their score beats every later one's best possible (unmet
    /// opponents counted as wins). Groups left tied are ranked again among themselves, until
    /// nothing changes (at most 30 passes, as the reference does).
    func directEncounter() -> [Int] {
        let points = totals
        let count = table.count
        let rank = points.map { mine in 1 + points.filter { $0 > mine }.count }
        var place = rank
        var order = Array(0..<count).sorted { (rank[$0], $0) < (rank[$1], $1) }
        // Scores against a group are summed as fractions over a common denominator, since an
        // opponent met k times counts the average of k results.
        let scale = 2520
        for _ in 1...30 {
            var changed = false
            var start = 0
            while start < order.count {
                var stop = start + 1
                while stop < order.count && place[order[stop]] == place[order[start]] { stop += 1 }
                if stop - start > 1 {
                    changed = rankGroup(Array(order[start..<stop]), places: &place, scale: scale) || changed
                }
                start = stop
            }
            order.sort { (rank[$0], place[$0], $0) < (rank[$1], place[$1], $1) }
            if !changed { break }
        }
        // Places become 1, 2... within each group of equal points, or 0 where nothing split it.
        var result = Array(repeating: 0, count: count)
        var start = 0
        while start < order.count {
            var stop = start + 1
            while stop < order.count && rank[order[stop]] == rank[order[start]] { stop += 1 }
            let first = place[order[start]]
            let offset = first == place[order[stop - 1]] ? first : first - 1
            for member in order[start..<stop] { result[member] = place[member] - offset }
            start = stop
        }
        return result
    }

    /// Ranks one group of entrants sharing a place by their games against one another; whether
    /// any place changed.
    private func rankGroup(_ group: [Int], places: inout [Int], scale: Int) -> Bool {
        let current = places[group[0]]
        let others = group.count - 1
        var scored: [Int: Int] = [:]
        var best: [Int: Int] = [:]
        var metAll = true
        for member in group {
            var perOpponent: [Int: (sum: Int, games: Int)] = [:]
            for round in table[member] {
                guard round.played, let opponent = round.opponent, places[opponent] == current else { continue }
                perOpponent[opponent, default: (0, 0)].sum += round.halfPoints
                perOpponent[opponent, default: (0, 0)].games += 1
            }
            let score = perOpponent.values.reduce(0) { $0 + $1.sum * (scale / $1.games) }
            scored[member] = score
            if perOpponent.count < others {
                metAll = false
                best[member] = score + (others - perOpponent.count) * pointSystem.winHalfPoints * scale
            } else {
                best[member] = score
            }
        }
        var changed = false
        if metAll {
            let sorted = group.sorted { (-scored[$0]!, $0) < (-scored[$1]!, $1) }
            var placeSoFar = current
            var previous = scored[sorted[0]]!
            for (offset, member) in sorted.enumerated().dropFirst() {
                if scored[member]! != previous {
                    placeSoFar = current + offset
                    previous = scored[member]!
                    changed = true
                }
                places[member] = placeSoFar
            }
        } else {
            let sorted = group.sorted { (-scored[$0]!, -best[$0]!, $0) < (-scored[$1]!, -best[$1]!, $1) }
            var placeSoFar = current
            var previous = scored[sorted[0]]!
            var separated = true
            for (offset, member) in sorted.enumerated().dropFirst() {
                let bestOfRest = sorted[offset...].map { best[$0]! }.max()!
                if separated && previous > bestOfRest {
                    placeSoFar = current + offset
                    changed = true
                } else {
                    separated = false
                }
                previous = scored[member]!
                places[member] = placeSoFar
            }
        }
        return changed
    }
}
