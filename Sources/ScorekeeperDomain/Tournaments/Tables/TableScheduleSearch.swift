import Foundation

/// A search for a whole event's groupings with as few repeat meetings as it can find (the
/// "social golfer" problem), for when no construction fits.
///
/// Its cost is, over every two people, m(m − 1) / 2 for the m times they meet: what the rounds
/// would cost one after another under `TableGrouping`'s first rule (a pair meeting a third time
/// costs 2 that round), and zero exactly when nobody meets anyone twice.
///
/// It is a tabu search over swaps of two people at different tables of the same round, where at
/// least one of them meets someone at that table more than once: each step takes the best such
/// swap that does not undo a recent one (ties drawn by a seeded generator), unless it beats the
/// best schedule yet; after a long run without progress it restarts from the best schedule
/// shaken by a few random swaps. It stops when the cost reaches its lower bound (zero when the
/// meetings could all be distinct), or when it has weighed a fixed number of swaps: a budget of
/// work rather than of time, so the same input always gives the same schedule, on any machine
/// and at any load.
struct TableScheduleSearch {
    private var rounds: [[[Int]]]
    /// For each round, each person's table.
    private var tableOf: [[Int]]
    private var met: TableMeetingCounts
    private let people: Int

    init(rounds: [[[Int]]], people: Int) {
        self.rounds = rounds
        self.people = people
        tableOf = rounds.map { round in
            var tableOf = Array(repeating: 0, count: people)
            for (table, members) in round.enumerated() { for person in members { tableOf[person] = table } }
            return tableOf
        }
        met = TableMeetingCounts(count: people)
        for round in rounds { met.record(round) }
    }

    /// Over every two people, m(m − 1) / 2 for the m times they meet.
    static func cost(of met: TableMeetingCounts) -> Int {
        var total = 0
        for first in 0..<met.count {
            for second in (first + 1)..<max(first + 1, met.count) {
                let times = met[first, second]
                total += times * (times - 1) / 2
            }
        }
        return total
    }

    /// The least cost any schedule of these table sizes could have: its meetings shared as
    /// evenly as possible over the pairs.
    static func lowerBound(_ rounds: [[[Int]]], people: Int) -> Int {
        let pairs = people * (people - 1) / 2
        guard pairs > 0 else { return 0 }
        let meetings = rounds.reduce(0) { total, round in total + round.reduce(0) { $0 + $1.count * ($1.count - 1) / 2 } }
        let (each, more) = (meetings / pairs, meetings % pairs)
        return (pairs - more) * (each * (each - 1) / 2) + more * ((each + 1) * each / 2)
    }

    /// The best schedule found from `rounds` within `budget` weighed swaps (never worse than
    /// `rounds`). The default budget is about a second for an event of forty that cannot reach its bound.
    static func improved(_ rounds: [[[Int]]], people: Int, budget: Int = 64_000_000, seed: UInt64 = 0x5C4ED) -> [[[Int]]] {
        var search = TableScheduleSearch(rounds: rounds, people: people)
        return search.run(budget: budget, seed: seed)
    }

    private mutating func run(budget: Int, seed: UInt64) -> [[[Int]]] {
        var cost = Self.cost(of: met)
        var best = rounds
        var bestCost = cost
        let bound = Self.lowerBound(rounds, people: people)
        guard cost > bound else { return best }
        var weighed = 0
        var random = TableSearchRandom(seed: seed &+ UInt64(people) &* 31 &+ UInt64(rounds.count))
        // tabuUntil[round][person][table]: the step before which the person may not go back there.
        var tabuUntil = rounds.map { round in Array(repeating: Array(repeating: 0, count: round.count), count: people) }
        var stalled = 0
        let stallLimit = 4_000
        var step = 0
        while weighed < budget {
            step += 1
            var chosen: (round: Int, first: Int, second: Int)?
            var chosenChange = Int.max
            var ties = 0
            for round in rounds.indices {
                for first in 0..<people where conflicted(first, in: round) {
                    let firstTable = tableOf[round][first]
                    for second in 0..<people {
                        let secondTable = tableOf[round][second]
                        if secondTable == firstTable { continue }
                        // A pair of conflicted people is seen from both sides; count it once.
                        if second < first, conflicted(second, in: round) { continue }
                        let change = swapChange(round: round, first, second)
                        weighed += 1
                        let tabu = tabuUntil[round][first][secondTable] > step || tabuUntil[round][second][firstTable] > step
                        if tabu, cost + change >= bestCost { continue }
                        if change < chosenChange {
                            chosen = (round, first, second)
                            chosenChange = change
                            ties = 1
                        } else if change == chosenChange {
                            ties += 1
                            if random.below(ties) == 0 { chosen = (round, first, second) }
                        }
                    }
                }
            }
            guard let move = chosen else { break }
            let (firstTable, secondTable) = (tableOf[move.round][move.first], tableOf[move.round][move.second])
            swap(round: move.round, move.first, move.second)
            cost += chosenChange
            tabuUntil[move.round][move.first][firstTable] = step + 4 + random.below(10)
            tabuUntil[move.round][move.second][secondTable] = step + 4 + random.below(10)
            if cost < bestCost {
                best = rounds
                bestCost = cost
                stalled = 0
                if cost == bound { break }
            } else {
                stalled += 1
                if stalled >= stallLimit {
                    self = TableScheduleSearch(rounds: best, people: people)
                    for _ in 0..<(2 + random.below(people / 2)) {
                        let round = random.below(rounds.count)
                        let first = random.below(people)
                        let second = random.below(people)
                        if tableOf[round][first] != tableOf[round][second] { swap(round: round, first, second) }
                    }
                    cost = Self.cost(of: met)
                    stalled = 0
                }
            }
        }
        return best
    }

    /// Whether `person` meets someone at their table in `round` more than once over the event.
    private func conflicted(_ person: Int, in round: Int) -> Bool {
        for mate in rounds[round][tableOf[round][person]] where mate != person && met[person, mate] > 1 {
            return true
        }
        return false
    }

    /// The change in cost if `first` and `second` (at different tables) swap in `round`.
    private func swapChange(round: Int, _ first: Int, _ second: Int) -> Int {
        var change = 0
        for mate in rounds[round][tableOf[round][first]] where mate != first {
            change += met[second, mate] - (met[first, mate] - 1)
        }
        for mate in rounds[round][tableOf[round][second]] where mate != second {
            change += met[first, mate] - (met[second, mate] - 1)
        }
        return change
    }

    private mutating func swap(round: Int, _ first: Int, _ second: Int) {
        let (firstTable, secondTable) = (tableOf[round][first], tableOf[round][second])
        for mate in rounds[round][firstTable] where mate != first {
            met[first, mate] -= 1
            met[second, mate] += 1
        }
        for mate in rounds[round][secondTable] where mate != second {
            met[second, mate] -= 1
            met[first, mate] += 1
        }
        let firstIndex = rounds[round][firstTable].firstIndex(of: first)!
        let secondIndex = rounds[round][secondTable].firstIndex(of: second)!
        rounds[round][firstTable][firstIndex] = second
        rounds[round][secondTable][secondIndex] = first
        tableOf[round][first] = secondTable
        tableOf[round][second] = firstTable
    }
}
