import Foundation

/// The seat order at one table, from how often each person already sat in each seat.
///
/// Of all orders of the table (at most 5! = 120), the one chosen has, in this priority:
/// 1. at seat 1 (who starts, or deals, first), someone who sat there least often;
/// 2. the least total, over the seats, of how often each person already sat in the seat given
///    (everyone else gets the seats they had least);
/// 3. ties kept in standing order (the first such order, people listed by standing).
enum TableSeatOrder {
    /// `table` (people numbered by standing) in seat order; `timesSeated(person, seat)` counts
    /// seats from 1.
    static func order(_ table: [Int], timesSeated: (Int, Int) -> Int) -> [Int] {
        let people = table.sorted()
        var best: (first: Int, total: Int, order: [Int])?
        forEachPermutation(of: people) { order in
            let first = timesSeated(order[0], 1)
            var total = 0
            for (seat, person) in order.enumerated() { total += timesSeated(person, seat + 1) }
            if let current = best, (current.first, current.total) <= (first, total) { return }
            best = (first, total, order)
        }
        return best?.order ?? people
    }

    /// Calls `body` with every order of `items`, in lexicographic order of positions.
    private static func forEachPermutation(of items: [Int], _ body: ([Int]) -> Void) {
        var chosen: [Int] = []
        var used = Array(repeating: false, count: items.count)
        func extend() {
            if chosen.count == items.count {
                body(chosen)
                return
            }
            for index in items.indices where !used[index] {
                used[index] = true
                chosen.append(items[index])
                extend()
                chosen.removeLast()
                used[index] = false
            }
        }
        extend()
    }
}
