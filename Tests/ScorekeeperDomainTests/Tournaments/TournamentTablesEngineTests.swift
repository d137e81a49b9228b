import Foundation
import ScorekeeperDomain
import Testing

/// Tables events paired by the engine: a planned schedule, and rounds grouped by standing.
@Suite struct TournamentTablesEngineTests {
    /// Places by seat order, the first seat first: every table ends 1, 2, 3...
    static func inSeatOrder(_ table: TournamentTable) -> TableOutcome { .places(Array(1...table.seats.count)) }

    /// 16 in fours over 5 planned rounds: nobody meets anyone twice, every round the same when
    /// paired again from the same state.
    @Test func sixteenInFoursOverFiveRoundsHaveNoRepeat() throws {
        var state = TournamentState(name: "Hearts", settings: TournamentSettings(format: .tables, tableSize: 4, plannedRounds: 5),
                                    entries: EngineSupport.entries(EngineSupport.names(16)), rounds: [])
        var met: [Set<TournamentEntry.ID>: Int] = [:]
        for _ in 1...5 {
            let plan = try state.nextRound()
            #expect(try state.nextRound() == plan, "the same state pairs the same round")
            #expect(plan.tables.map(\.count) == [4, 4, 4, 4])
            #expect(Set(plan.tables.flatMap { $0 }).count == 16)
            for table in plan.tables {
                for a in table { for b in table where a != b { met[[a, b], default: 0] += 1 } }
            }
            state.store(plan)
            state.finishRound(Self.inSeatOrder)
        }
        #expect(met.values.allSatisfy { $0 == 2 }, "each pair counted from both sides, once")
        #expect(met.count == 16 * 15 / 2)
        #expect(state.isFinished)
    }

    /// 14 in fours: two tables of four and two of three, grouped by standing after round 1.
    @Test func fourteenInFoursSplitFourFourThreeThree() throws {
        var state = TournamentState(name: "Catan", settings: TournamentSettings(format: .tables, tableSize: 4),
                                    entries: EngineSupport.entries(EngineSupport.names(14)), rounds: [])
        let first = try state.playRound(Self.inSeatOrder)
        #expect(first.tables.map(\.count) == [4, 4, 3, 3])
        let second = try state.nextRound()
        #expect(second.tables.map(\.count) == [4, 4, 3, 3])
        // Round 1's winners lead the standings; the top table holds the leader, and nobody
        // sits with a round-1 tablemate where the search could avoid it.
        let leader = state.standings[0].entryID
        #expect(second.tables[0].contains(leader))
        let history = first.tables.map(Set.init)
        let repeats = second.tables.reduce(0) { total, table in
            total + history.reduce(0) { $0 + max(0, Set(table).intersection($1).count - 1) }
        }
        #expect(repeats == 0)
    }

    /// A forfeit at a table of three is typed "forfeit + - -" (or as its text writes it) and reads
    /// back; a sign per seat, nothing else.
    @Test func aForfeitAtATableIsTypedSeatBySeat() {
        #expect(TableOutcome(text: "forfeit + - -", seats: 3) == .forfeit(winners: [true, false, false]))
        #expect(TableOutcome(text: "Forfeit: -,-,+", seats: 3) == .forfeit(winners: [false, false, true]))
        let all = TableOutcome.forfeit(winners: [false, true, false, false])
        #expect(TableOutcome(text: all.text, seats: 4) == all)
        #expect(TableOutcome(text: "forfeit + -", seats: 3) == nil)
        #expect(TableOutcome(text: "forfeit + x -", seats: 3) == nil)
        #expect(TableOutcome(text: "forfeit", seats: 3) == nil)
        #expect(TableOutcome.forms(seats: 3).contains("\"forfeit + - -\""))
    }

    /// Points by place; tied seats score the better place; Buchholz is the tablemates' points.
    @Test func tablesScoreByPlace() throws {
        let entries = EngineSupport.entries(["A", "B", "C", "D", "E", "F"])
        let ids = entries.map(\.id)
        let round1 = TournamentRound(number: 1, tables: [
            TournamentTable(id: .init(EngineSupport.uuid(101)), round: 1, number: 1, seats: [ids[0], ids[1], ids[2]], outcome: .places([1, 2, 2])),
            TournamentTable(id: .init(EngineSupport.uuid(102)), round: 1, number: 2, seats: [ids[3], ids[4], ids[5]], outcome: .forfeit(winners: [false, true, false])),
        ])
        let state = TournamentState(name: "T", settings: TournamentSettings(format: .tables, tableSize: 3,
                                                                            points: TournamentPoints(text: "3,2,1")!,
                                                                            tieBreaks: [.buchholz(), .wins]),
                                    entries: entries, rounds: [round1])
        let standings = state.standings
        let byName = Dictionary(uniqueKeysWithValues: standings.map { (state.entry($0.entryID)!.name, $0) })
        #expect(byName["A"]?.points == 6)
        #expect(byName["B"]?.points == 4 && byName["C"]?.points == 4)
        #expect(byName["E"]?.points == 6 && byName["D"]?.points == 0)
        #expect(byName["A"]?.tieBreaks == [TieBreakValue(halves: 8), TieBreakValue(whole: 1)])
        #expect(byName["B"]?.tieBreaks == [TieBreakValue(halves: 10), TieBreakValue(whole: 0)])
        #expect(byName["D"]?.tieBreaks.first == TieBreakValue(halves: 6))
        // A and E tie on points; A's tablemates scored 8, E's 0: A first.
        #expect(standings.map { state.entry($0.entryID)!.name } == ["A", "E", "B", "C", "D", "F"])
        #expect(standings.map(\.rank) == [1, 2, 3, 3, 5, 5])
        #expect(byName["E"]?.played == 0 && byName["E"]?.wins == 1)
    }
}
