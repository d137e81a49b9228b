import Foundation

/// What earlier rounds of a tables event did: how often each two people shared a table, and how
/// often each person sat in each seat (seat 1 starts, or deals, first). The next round's seating
/// reads it to avoid repeat meetings and to even out who starts.
public struct TableHistory<Person: Hashable & Sendable>: Sendable, Equatable {
    /// Times met, kept under both people so either order finds it.
    private var meetings: [Person: [Person: Int]] = [:]
    /// For each person, how many times they sat in seat 1, 2, ... (index 0 is seat 1).
    private var seats: [Person: [Int]] = [:]

    public init() {}

    /// A history with the given rounds already played (each table's people in seat order).
    public init(rounds: [[[Person]]]) {
        for round in rounds { record(round) }
    }

    /// How many times `first` and `second` have shared a table.
    public func timesMet(_ first: Person, _ second: Person) -> Int {
        meetings[first]?[second] ?? 0
    }

    /// How many times `person` sat in `seat` (counted from 1).
    public func timesSeated(_ person: Person, seat: Int) -> Int {
        guard seat >= 1, let counts = seats[person], seat <= counts.count else { return 0 }
        return counts[seat - 1]
    }

    /// Adds one round: its tables, each with its people in seat order.
    public mutating func record(_ tables: [[Person]]) {
        for table in tables {
            for (seat, person) in table.enumerated() {
                var counts = seats[person] ?? []
                if counts.count <= seat { counts += Array(repeating: 0, count: seat + 1 - counts.count) }
                counts[seat] += 1
                seats[person] = counts
            }
            for (index, first) in table.enumerated() {
                for second in table[(index + 1)...] {
                    meetings[first, default: [:]][second, default: 0] += 1
                    meetings[second, default: [:]][first, default: 0] += 1
                }
            }
        }
    }

    /// Adds a sitting of two people without seats: for histories made from other sources.
    public mutating func recordMeeting(_ first: Person, _ second: Person, times: Int = 1) {
        guard first != second, times > 0 else { return }
        meetings[first, default: [:]][second, default: 0] += times
        meetings[second, default: [:]][first, default: 0] += times
    }

    /// Adds `times` sittings of `person` in `seat` (counted from 1), without a table.
    public mutating func recordSeat(_ person: Person, seat: Int, times: Int = 1) {
        guard seat >= 1, times > 0 else { return }
        var counts = seats[person] ?? []
        if counts.count < seat { counts += Array(repeating: 0, count: seat - counts.count) }
        counts[seat - 1] += times
        seats[person] = counts
    }
}
