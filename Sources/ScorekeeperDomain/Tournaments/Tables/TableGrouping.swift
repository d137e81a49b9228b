import Foundation

/// Who shares a table in one round, chosen by a local search over people numbered by standing
/// (0 is the leader). It decides the groups only; seat order is `TableSeatOrder`'s.
///
/// The cost of a grouping, compared lexicographically (the first part decides, the second
/// breaks ties):
/// 1. repeats: over every table, over every two people at it, the times they already met
///    (a pair that met twice costs 2). Avoiding repeats comes first.
/// 2. standing distance: over every table, over every two people at it, the square of the gap
///    between their standing positions. The grouping by standing (the top k at table 1, the next
///    k at table 2, ...) has the least possible, so people only move away from their standing's
///    table to avoid a repeat; squaring makes one long move cost more than several short ones,
///    so the leader stays at table 1 and a swap is made between neighbours in the standings.
///
/// The search starts from the grouping by standing and takes, while one helps, the best swap of
/// two people at different tables or the best move of one person to a table one smaller (which
/// keeps the sizes `TableSplit` chose); ties go to the first found, people in standing order.
/// When that stops with repeats left, it shakes the best grouping with a few seeded random swaps
/// and searches again, keeping what is better, a bounded number of times.
struct TableGrouping: Sendable {
    /// The cost above: repeats first, then standing distance.
    struct Cost: Comparable, Sendable {
        var repeats: Int
        var distance: Int

        static func < (lhs: Cost, rhs: Cost) -> Bool {
            (lhs.repeats, lhs.distance) < (rhs.repeats, rhs.distance)
        }
    }

    /// Each table's people, in standing order.
    private(set) var tables: [[Int]]
    private let met: TableMeetingCounts

    /// The grouping by standing for the given sizes (largest tables first, so the top of the
    /// standings sits at the larger tables).
    init(sizes: [Int], met: TableMeetingCounts) {
        var next = 0
        tables = sizes.map { size in
            defer { next += size }
            return Array(next..<(next + size))
        }
        self.met = met
    }

    var cost: Cost {
        var cost = Cost(repeats: 0, distance: 0)
        for table in tables {
            for (index, first) in table.enumerated() {
                for second in table[(index + 1)...] {
                    cost.repeats += met[first, second]
                    cost.distance += (first - second) * (first - second)
                }
            }
        }
        return cost
    }

    /// The best grouping the search finds; `shakes` bounds the restarts after a dead end.
    static func search(sizes: [Int], met: TableMeetingCounts, shakes: Int = 300) -> [[Int]] {
        var best = TableGrouping(sizes: sizes, met: met)
        best.descend()
        var bestCost = best.cost
        guard bestCost.repeats > 0, sizes.count > 1 else { return best.normalized }
        var random = TableSearchRandom(seed: 0x7AB1E5 &+ UInt64(met.count))
        var current = best
        var currentCost = bestCost
        for _ in 0..<shakes {
            var candidate = current
            candidate.shake(using: &random)
            candidate.descend()
            let candidateCost = candidate.cost
            // Accepting equal costs lets the search drift across plateaus instead of circling.
            if candidateCost <= currentCost {
                current = candidate
                currentCost = candidateCost
            }
            if candidateCost < bestCost {
                best = candidate
                bestCost = candidateCost
                if bestCost.repeats == 0 { break }
            }
        }
        return best.normalized
    }

    /// The tables sorted, each by standing and then by its best-placed person.
    var normalized: [[Int]] {
        tables.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// Two to four random swaps between different tables.
    private mutating func shake(using random: inout TableSearchRandom) {
        let swaps = 2 + random.below(3)
        for _ in 0..<swaps {
            let first = random.below(tables.count)
            var second = random.below(tables.count - 1)
            if second >= first { second += 1 }
            let i = random.below(tables[first].count)
            let j = random.below(tables[second].count)
            (tables[first][i], tables[second][j]) = (tables[second][j], tables[first][i])
        }
    }

    /// Takes the best improving swap or move until none improves.
    private mutating func descend() {
        while let step = bestStep() {
            switch step {
            case let .swap(table, index, otherTable, otherIndex):
                (tables[table][index], tables[otherTable][otherIndex]) = (tables[otherTable][otherIndex], tables[table][index])
            case let .move(table, index, otherTable):
                tables[otherTable].append(tables[table].remove(at: index))
            }
        }
    }

    /// One change the descent can take: two people trading places (table and place at it, for
    /// each), or one person moving to a table one smaller.
    private enum Step {
        case swap(Int, Int, Int, Int)
        case move(Int, Int, Int)
    }

    /// The change in cost of taking `person` away from `table` (not counting `except`) and
    /// seating them at `other` (not counting `except`).
    private func change(moving person: Int, from table: Int, to other: Int, except: Int?) -> Cost {
        var change = Cost(repeats: 0, distance: 0)
        for mate in tables[table] where mate != person && mate != except {
            change.repeats -= met[person, mate]
            change.distance -= (person - mate) * (person - mate)
        }
        for mate in tables[other] where mate != except {
            change.repeats += met[person, mate]
            change.distance += (person - mate) * (person - mate)
        }
        return change
    }

    private func bestStep() -> Step? {
        var best: (Cost, Step)?
        func consider(_ change: Cost, _ step: Step) {
            guard change < Cost(repeats: 0, distance: 0) else { return }
            if let current = best, !(change < current.0) { return }
            best = (change, step)
        }
        for table in tables.indices {
            for otherTable in tables.indices where otherTable > table {
                for (index, person) in tables[table].enumerated() {
                    for (otherIndex, other) in tables[otherTable].enumerated() {
                        let there = change(moving: person, from: table, to: otherTable, except: other)
                        let back = change(moving: other, from: otherTable, to: table, except: person)
                        consider(Cost(repeats: there.repeats + back.repeats, distance: there.distance + back.distance),
                                 .swap(table, index, otherTable, otherIndex))
                    }
                }
            }
        }
        for table in tables.indices {
            for otherTable in tables.indices where tables[otherTable].count == tables[table].count - 1 {
                for (index, person) in tables[table].enumerated() {
                    consider(change(moving: person, from: table, to: otherTable, except: nil), .move(table, index, otherTable))
                }
            }
        }
        return best.map(\.1)
    }
}
