import Foundation
import Testing
import TestSupport
@testable import ScorekeeperDomain

/// One round of a tables event: table sizes, avoiding repeat meetings, grouping by standing,
/// seat order and reproducibility.
@Suite struct TableSeatingTests {
    /// Over every table, over every two people at it, the times they already met.
    static func repeats(_ tables: [[Int]], _ met: TableMeetingCounts) -> Int {
        tables.reduce(0) { total, table in
            total + table.indices.reduce(0) { sum, i in
                sum + table[(i + 1)...].reduce(0) { $0 + met[table[i], $1] }
            }
        }
    }

    /// The least repeats over every way to seat `met.count` people at tables of `sizes`, by
    /// trying them all.
    static func exhaustiveMinimum(sizes: [Int], met: TableMeetingCounts) -> Int {
        var tables = sizes.map { _ in [Int]() }
        var best = Int.max
        func place(_ person: Int, _ sofar: Int) {
            if sofar >= best { return }
            if person == met.count {
                best = sofar
                return
            }
            var triedEmpty = Set<Int>()
            for table in tables.indices where tables[table].count < sizes[table] {
                // Empty tables of one size are alike: trying one of them is enough.
                if tables[table].isEmpty {
                    if triedEmpty.contains(sizes[table]) { continue }
                    triedEmpty.insert(sizes[table])
                }
                let added = tables[table].reduce(0) { $0 + met[person, $1] }
                tables[table].append(person)
                place(person + 1, sofar + added)
                tables[table].removeLast()
            }
        }
        place(0, 0)
        return best
    }

    /// A random history: either earlier rounds seated at random, or meetings drawn pair by pair
    /// (0 to 3 times), dense enough that repeats often cannot be avoided.
    static func randomMeetings(people: Int, sizes: [Int], random: inout SeededRandom) -> TableMeetingCounts {
        var met = TableMeetingCounts(count: people)
        if random.next() % 2 == 0 {
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let shuffled = Array(0..<people).shuffled(using: &random)
                var start = 0
                met.record(sizes.map { size in
                    defer { start += size }
                    return Array(shuffled[start..<(start + size)])
                })
            }
        } else {
            for first in 0..<people {
                for second in (first + 1)..<people where random.unit() < 0.45 {
                    met[first, second] = 1 + Int(random.next() % 3)
                }
            }
        }
        return met
    }

    @Test func theSearchAvoidsAsManyRepeatsAsAnExhaustiveSearchOnSmallRounds() throws {
        let base = SeededRandom.baseSeed
        for trial in 0..<240 {
            let seed = base &+ UInt64(trial)
            var random = SeededRandom(seed: seed)
            let (people, tableSize) = trial % 2 == 0 ? (6 + trial / 2 % 4, 3) : (7 + trial / 2 % 4, 4)
            let sizes = try TableSplit.sizes(people: people, tableSize: tableSize)
            let met = Self.randomMeetings(people: people, sizes: sizes, random: &random)
            let found = TableGrouping.search(sizes: sizes, met: met)
            #expect(found.map(\.count).sorted(by: >) == sizes, "seed \(seed)")
            #expect(found.flatMap { $0 }.sorted() == Array(0..<people), "seed \(seed)")
            #expect(Self.repeats(found, met) == Self.exhaustiveMinimum(sizes: sizes, met: met),
                    "seed \(seed): \(people) people at tables of \(tableSize)")
        }
    }

    @Test func aHistoryOfOpaqueIDsIsReadLikeTheNumberedOne() throws {
        let base = SeededRandom.baseSeed
        for trial in 0..<40 {
            let seed = base &+ 1_000 &+ UInt64(trial)
            var random = SeededRandom(seed: seed)
            let people = (0..<9).map { _ in UUID() }
            let met = Self.randomMeetings(people: 9, sizes: [3, 3, 3], random: &random)
            var history = TableHistory<UUID>()
            for first in 0..<9 {
                for second in (first + 1)..<9 { history.recordMeeting(people[first], people[second], times: met[first, second]) }
            }
            let round = try TableSeating.seat(people: people, history: history, tableSize: 3)
            let numbered = round.map { $0.map { people.firstIndex(of: $0)! } }
            #expect(Self.repeats(numbered, met) == Self.exhaustiveMinimum(sizes: [3, 3, 3], met: met), "seed \(seed)")
        }
    }

    @Test func withoutHistoryTheTablesFollowTheStandings() throws {
        let round = try TableSeating.seat(people: Array(0..<14), history: TableHistory(), tableSize: 4)
        #expect(round == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10], [11, 12, 13]])
    }

    @Test func peopleLeaveTheirStandingsTableOnlyToAvoidARepeat() throws {
        var history = TableHistory<Int>()
        history.recordMeeting(0, 1)
        let round = try TableSeating.seat(people: Array(0..<8), history: history, tableSize: 4)
        let tables = round.map { Set($0) }
        // 1 and 4 trade places: the smallest step away from the standings that splits 0 and 1.
        #expect(tables == [[0, 2, 3, 4], [1, 5, 6, 7]])
    }

    @Test func aRepeatThatCannotBeAvoidedCostsItsTimesMet() throws {
        // Four people at one table of four: they all meet again whatever happens.
        var history = TableHistory<String>()
        history.recordMeeting("a", "b", times: 2)
        let round = try TableSeating.seat(people: ["a", "b", "c", "d"], history: history, tableSize: 4)
        #expect(round.count == 1)
        #expect(Set(round[0]) == ["a", "b", "c", "d"])
    }

    @Test func whoStartedLeastSitsFirst() throws {
        var history = TableHistory<String>()
        history.recordSeat("ana", seat: 1, times: 2)
        history.recordSeat("bo", seat: 1, times: 1)
        history.recordSeat("bo", seat: 2, times: 1)
        history.recordSeat("cy", seat: 2, times: 1)
        history.recordSeat("cy", seat: 3, times: 1)
        let round = try TableSeating.seat(people: ["ana", "bo", "cy"], history: history, tableSize: 3)
        // Cy never started; then Ana takes seat 2 (never sat there) and Bo seat 3.
        #expect(round == [["cy", "ana", "bo"]])
    }

    @Test func atEveryTableSeatOneGoesToWhoStartedLeastThere() throws {
        let base = SeededRandom.baseSeed
        for trial in 0..<30 {
            let seed = base &+ 2_000 &+ UInt64(trial)
            var random = SeededRandom(seed: seed)
            var history = TableHistory<Int>()
            for person in 0..<13 {
                for seat in 1...4 { history.recordSeat(person, seat: seat, times: Int(random.next() % 3)) }
            }
            let round = try TableSeating.seat(people: Array(0..<13), history: history, tableSize: 4)
            for table in round {
                let fewest = table.map { history.timesSeated($0, seat: 1) }.min()!
                #expect(history.timesSeated(table[0], seat: 1) == fewest, "seed \(seed): \(table)")
            }
        }
    }

    @Test func roundAfterRoundEachRoundHasTheFewestRepeatsPossible() throws {
        // 12 in threes over five rounds: by the fourth or fifth, repeats may be forced by what
        // came before; each round must still have no more than an exhaustive search finds.
        var history = TableHistory<Int>()
        for round in 1...5 {
            var met = TableMeetingCounts(count: 12)
            for first in 0..<12 {
                for second in (first + 1)..<12 { met[first, second] = history.timesMet(first, second) }
            }
            let tables = try TableSeating.seat(people: Array(0..<12), history: history, tableSize: 3)
            #expect(Self.repeats(tables, met) == Self.exhaustiveMinimum(sizes: [3, 3, 3, 3], met: met), "round \(round)")
            history.record(tables)
        }
    }

    @Test func theSameInputGivesTheSameRound() throws {
        var random = SeededRandom(seed: 77)
        let people = (0..<23).map { "p\($0)" }
        var history = TableHistory<String>()
        for _ in 0..<3 {
            let shuffled = people.shuffled(using: &random)
            history.record(stride(from: 0, to: 20, by: 4).map { Array(shuffled[$0..<($0 + 4)]) } + [Array(shuffled[20...])])
        }
        let first = try TableSeating.seat(people: people, history: history, tableSize: 4)
        let second = try TableSeating.seat(people: people, history: history, tableSize: 4)
        #expect(first == second)
        #expect(first.map(\.count).sorted(by: >) == [4, 4, 4, 4, 4, 3])
    }

    @Test func twoPeopleOrTheSamePersonTwiceAreRefused() {
        #expect(throws: ScorekeeperError.self) { try TableSeating.seat(people: [1, 2], history: TableHistory(), tableSize: 3) }
        #expect(throws: ScorekeeperError.self) { try TableSeating.seat(people: [1, 2, 3, 1], history: TableHistory(), tableSize: 3) }
    }

    @Test func theHistoryCountsMeetingsAndSeats() {
        let history = TableHistory(rounds: [[["a", "b", "c"]], [["c", "a", "b"]]])
        #expect(history.timesMet("a", "b") == 2)
        #expect(history.timesMet("b", "a") == 2)
        #expect(history.timesMet("a", "z") == 0)
        #expect(history.timesSeated("a", seat: 1) == 1)
        #expect(history.timesSeated("c", seat: 1) == 1)
        #expect(history.timesSeated("b", seat: 1) == 0)
        #expect(history.timesSeated("b", seat: 3) == 1)
        #expect(history.timesSeated("b", seat: 0) == 0)
    }
}
