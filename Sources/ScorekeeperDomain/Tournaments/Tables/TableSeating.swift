import Foundation

/// One round of a tables event (Hearts, Mahjong, Catan, Commander pods): who sits at which
/// table and in which seat, from the standings and what earlier rounds did.
///
/// In priority order: the table sizes are `TableSplit`'s; then repeat meetings are as few as the
/// search finds (each pair at a table costs the times it already met); then people of similar
/// standing share tables (see `TableGrouping` for the cost and the search); then, at each table,
/// seats even out who starts (see `TableSeatOrder`). The same input always gives the same round.
public enum TableSeating {
    /// The round's tables, the table with the best-placed person first, each listing its people
    /// in seat order (seat 1 starts). `people` is in standing order, best first; each must
    /// appear once.
    public static func seat<Person: Hashable & Sendable>(people: [Person], history: TableHistory<Person>,
                                                         tableSize: Int) throws -> [[Person]] {
        guard Set(people).count == people.count else {
            throw ScorekeeperError.other("Each person can sit at only one table in a round.")
        }
        let sizes = try TableSplit.sizes(people: people.count, tableSize: tableSize)
        var met = TableMeetingCounts(count: people.count)
        for first in people.indices {
            for second in people.indices where second > first {
                met[first, second] = history.timesMet(people[first], people[second])
            }
        }
        let groups = TableGrouping.search(sizes: sizes, met: met)
        return groups.map { table in
            TableSeatOrder.order(table) { history.timesSeated(people[$0], seat: $1) }.map { people[$0] }
        }
    }
}
