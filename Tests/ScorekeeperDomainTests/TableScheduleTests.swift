import Foundation
import Testing
import TestSupport
@testable import ScorekeeperDomain

/// Whole tables events planned up front: rounds without repeat meetings (affine planes and the
/// search), fair seat rotation, and reproducibility.
@Suite struct TableScheduleTests {
    /// Checks that every round seats each person once at tables of `TableSplit`'s sizes, and
    /// returns the meetings counted afresh from the rounds.
    static func checkedHistory(_ schedule: TableSchedule<Int>, people: Int, tableSize: Int, rounds: Int) throws -> TableHistory<Int> {
        #expect(schedule.rounds.count == rounds)
        let sizes = try TableSplit.sizes(people: people, tableSize: tableSize)
        for (index, round) in schedule.rounds.enumerated() {
            #expect(round.flatMap { $0 }.sorted() == Array(0..<people), "round \(index + 1)")
            #expect(round.map(\.count).sorted(by: >) == sizes, "round \(index + 1)")
        }
        return TableHistory(rounds: schedule.rounds)
    }

    /// Meetings beyond each pair's first, counted from the history.
    static func repeatMeetings(_ history: TableHistory<Int>, people: Int) -> Int {
        var total = 0
        for first in 0..<people {
            for second in (first + 1)..<people { total += max(0, history.timesMet(first, second) - 1) }
        }
        return total
    }

    @Test(arguments: [(9, 3, 4), (16, 4, 5), (25, 5, 6)])
    func anAffinePlaneMakesEveryTwoPeopleMeetExactlyOnce(people: Int, tableSize: Int, rounds: Int) throws {
        let schedule = try TableSchedule.plan(people: Array(0..<people), tableSize: tableSize, rounds: rounds)
        let history = try Self.checkedHistory(schedule, people: people, tableSize: tableSize, rounds: rounds)
        #expect(schedule.repeatMeetings == 0)
        for first in 0..<people {
            for second in (first + 1)..<people {
                #expect(history.timesMet(first, second) == 1, "\(first) and \(second)")
            }
        }
    }

    @Test(arguments: [(20, 4, 5), (24, 4, 5), (32, 4, 5), (12, 3, 4), (15, 3, 5), (40, 4, 5), (18, 3, 6)])
    func theSearchFindsEventsWithoutARepeat(people: Int, tableSize: Int, rounds: Int) throws {
        let schedule = try TableSchedule.plan(people: Array(0..<people), tableSize: tableSize, rounds: rounds)
        let history = try Self.checkedHistory(schedule, people: people, tableSize: tableSize, rounds: rounds)
        #expect(Self.repeatMeetings(history, people: people) == 0)
        #expect(schedule.repeatMeetings == 0)
    }

    @Test func unevenTablesAreSearchedToo() throws {
        // 14 in fours is 4, 4, 3, 3 each round; four rounds without a repeat exist
        // (each person meets at most 12 of 13).
        let schedule = try TableSchedule.plan(people: Array(0..<14), tableSize: 4, rounds: 4)
        let history = try Self.checkedHistory(schedule, people: 14, tableSize: 4, rounds: 4)
        #expect(Self.repeatMeetings(history, people: 14) == 0)
    }

    @Test func forcedRepeatsAreCountedAndKeptToTheLeast() throws {
        // 12 in threes over 7 rounds: 84 meetings over 66 pairs, so at least 18 repeat meetings;
        // the search finds a schedule where no pair meets three times, so exactly 18.
        let schedule = try TableSchedule.plan(people: Array(0..<12), tableSize: 3, rounds: 7)
        let history = try Self.checkedHistory(schedule, people: 12, tableSize: 3, rounds: 7)
        #expect(schedule.repeatMeetings == Self.repeatMeetings(history, people: 12))
        #expect(schedule.repeatMeetings == 18)
        for first in 0..<12 {
            for second in (first + 1)..<12 { #expect(history.timesMet(first, second) <= 2) }
        }
    }

    @Test(arguments: [(16, 4, 5), (9, 3, 4), (20, 4, 5), (20, 4, 7), (12, 3, 7), (25, 5, 8)])
    func seatsRotateSoNobodyStartsTwiceBeforeEveryoneStartedOnce(people: Int, tableSize: Int, rounds: Int) throws {
        let schedule = try TableSchedule.plan(people: Array(0..<people), tableSize: tableSize, rounds: rounds)
        let history = try Self.checkedHistory(schedule, people: people, tableSize: tableSize, rounds: rounds)
        for seat in 1...tableSize {
            let counts = (0..<people).map { history.timesSeated($0, seat: seat) }
            #expect(counts.max()! - counts.min()! <= 1, "seat \(seat): \(counts)")
        }
        // Over each full block of k rounds, everyone sits once in every seat.
        let block = TableHistory(rounds: Array(schedule.rounds.prefix(tableSize)))
        for person in 0..<people {
            #expect((1...tableSize).map { block.timesSeated(person, seat: $0) } == Array(repeating: 1, count: tableSize))
        }
    }

    @Test func seatRotationHoldsForAnyGroupingsOfFullTables() {
        let base = SeededRandom.baseSeed
        for trial in 0..<20 {
            let seed = base &+ 3_000 &+ UInt64(trial)
            var random = SeededRandom(seed: seed)
            let tableSize = 3 + trial % 3
            let people = tableSize * (2 + trial % 4)
            let rounds = (0..<(tableSize * 2 + 1)).map { _ in
                let shuffled = Array(0..<people).shuffled(using: &random)
                return stride(from: 0, to: people, by: tableSize).map { Array(shuffled[$0..<($0 + tableSize)]) }
            }
            let seated = TableSeatRotation.seated(rounds, people: people)
            #expect(seated.map { $0.map { Set($0) } } == rounds.map { $0.map { Set($0) } }, "seed \(seed)")
            for start in stride(from: 0, to: rounds.count, by: tableSize) {
                let block = TableHistory(rounds: Array(seated[start..<min(start + tableSize, rounds.count)]))
                for person in 0..<people {
                    let counts = (1...tableSize).map { block.timesSeated(person, seat: $0) }
                    #expect(counts.allSatisfy { $0 <= 1 }, "seed \(seed), rounds from \(start + 1), person \(person): \(counts)")
                }
            }
        }
    }

    @Test func theSamePeopleGiveTheSameSchedule() throws {
        // 20 in fours over 5 rounds goes through the tabu search and its seeded tie-breaks.
        let people = (1...20).map { "player \($0)" }
        let first = try TableSchedule.plan(people: people, tableSize: 4, rounds: 5)
        let second = try TableSchedule.plan(people: people, tableSize: 4, rounds: 5)
        #expect(first.rounds == second.rounds)
        #expect(first.repeatMeetings == second.repeatMeetings)
    }

    @Test func impossibleEventsAreRefused() {
        #expect(throws: ScorekeeperError.self) { try TableSchedule.plan(people: [1, 2], tableSize: 3, rounds: 2) }
        #expect(throws: ScorekeeperError.self) { try TableSchedule.plan(people: Array(0..<9), tableSize: 3, rounds: 0) }
        #expect(throws: ScorekeeperError.self) { try TableSchedule.plan(people: [1, 2, 3, 3], tableSize: 3, rounds: 1) }
        #expect(throws: ScorekeeperError.self) { try TableSchedule.plan(people: Array(0..<9), tableSize: 6, rounds: 1) }
    }
}
