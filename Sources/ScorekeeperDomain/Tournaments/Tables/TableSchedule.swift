import Foundation

/// A whole tables event planned up front: every round's tables, chosen together so that nobody
/// meets anyone twice when the search or a construction finds such a schedule, with seats
/// rotating fairly. For small events where the standings need not steer the groups.
///
/// How it is found:
/// - q² people at tables of q (9 in threes, 16 in fours, 25 in fives) take their first q + 1
///   rounds from the affine plane of order q (`TableAffinePlane`): every two people meet exactly
///   once over those rounds.
/// - Otherwise (and for rounds beyond those), rounds are added one at a time by
///   `TableGrouping` against the meetings so far, then the whole schedule is improved by
///   `TableScheduleSearch`, a bounded, seeded tabu search.
/// - Seats are then given by `TableSeatRotation`: with every table full, each block of k rounds
///   seats everyone once in each seat.
/// The same input always gives the same schedule.
public struct TableSchedule<Person: Hashable & Sendable>: Sendable {
    /// Every round's tables, each listing its people in seat order (seat 1 starts).
    public let rounds: [[[Person]]]
    /// Meetings beyond each pair's first: zero when nobody meets anyone twice; a pair meeting
    /// three times counts 2.
    public let repeatMeetings: Int

    /// Plans `rounds` rounds for `people` (each once) at tables of `tableSize`, split by
    /// `TableSplit`. The list's order is where the search starts (the first round begins as the
    /// grouping by it), so the same list always gives the same schedule.
    public static func plan(people: [Person], tableSize: Int, rounds: Int) throws -> TableSchedule {
        guard Set(people).count == people.count else {
            throw ScorekeeperError.other("Each person can be planned only once.")
        }
        guard rounds >= 1 else {
            throw ScorekeeperError.other("An event needs at least 1 round (got \(rounds)).")
        }
        let sizes = try TableSplit.sizes(people: people.count, tableSize: tableSize)
        let numbered = plannedRounds(people: people.count, sizes: sizes, rounds: rounds)
        var met = TableMeetingCounts(count: people.count)
        for round in numbered { met.record(round) }
        let seated = TableSeatRotation.seated(numbered, people: people.count)
        return TableSchedule(rounds: seated.map { $0.map { $0.map { people[$0] } } }, repeatMeetings: met.repeatMeetings)
    }

    /// The groups of every round, people numbered by their place in the list, before seating.
    static func plannedRounds(people: Int, sizes: [Int], rounds: Int) -> [[[Int]]] {
        var planned: [[[Int]]] = []
        let uniform = Set(sizes).count == 1
        if uniform, let plane = TableAffinePlane.rounds(people: people, tableSize: sizes[0]) {
            planned = Array(plane.prefix(rounds))
        }
        var met = TableMeetingCounts(count: people)
        for round in planned { met.record(round) }
        while planned.count < rounds {
            let round = TableGrouping.search(sizes: sizes, met: met, shakes: 50)
            met.record(round)
            planned.append(round)
        }
        return TableScheduleSearch.improved(planned, people: people)
    }
}
