import Foundation
import ScorekeeperDomain
import Testing

/// Hand swaps between tables of a paired round, and the rules they break.
@Suite struct TournamentSwapTests {
    static func table(_ ids: [TournamentEntry.ID], _ round: Int, _ number: Int, _ seats: [Int], _ outcome: TableOutcome? = .places([1, 2])) -> TournamentTable {
        TournamentTable(id: .init(EngineSupport.uuid(100 * round + number)), round: round, number: number,
                        seats: seats.map { ids[$0] }, outcome: outcome)
    }

    @Test func aSwapIntoARepeatMeetingIsNamed() {
        let entries = EngineSupport.entries(["Ann", "Bo", "Cy", "Di"])
        let ids = entries.map(\.id)
        let state = TournamentState(name: "Club", settings: TournamentSettings(format: .swiss), entries: entries, rounds: [
            TournamentRound(number: 1, tables: [Self.table(ids, 1, 1, [0, 2]), Self.table(ids, 1, 2, [3, 1])]),
            TournamentRound(number: 2, tables: [Self.table(ids, 2, 1, [1, 0], nil), Self.table(ids, 2, 2, [2, 3], nil)]),
        ])
        #expect(state.swapWarnings(round: 2, ids[0], ids[3]) == ["Ann and Cy met in round 1.", "Di and Bo met in round 1."])
        let swapped = state.swapped(round: 2, ids[0], ids[3])
        #expect(swapped.round(2)?.tables.map(\.seats) == [[ids[1], ids[3]], [ids[2], ids[0]]])
        #expect(swapped.round(1) == state.round(1))
        // Back again: nobody has met at those tables.
        #expect(swapped.swapWarnings(round: 2, ids[0], ids[3]).isEmpty)
    }

    @Test func aSwapThatBreaksTheColourRulesIsNamed() {
        let entries = EngineSupport.entries(["Ann", "Bo", "Cy", "Di", "Ed", "Flo"])
        let ids = entries.map(\.id)
        let state = TournamentState(name: "Club", settings: TournamentSettings(format: .swiss), entries: entries, rounds: [
            TournamentRound(number: 1, tables: [Self.table(ids, 1, 1, [0, 1]), Self.table(ids, 1, 2, [2, 3]), Self.table(ids, 1, 3, [4, 5])]),
            TournamentRound(number: 2, tables: [Self.table(ids, 2, 1, [0, 2]), Self.table(ids, 2, 2, [1, 4]), Self.table(ids, 2, 3, [3, 5])]),
            TournamentRound(number: 3, tables: [Self.table(ids, 3, 1, [3, 0], nil), Self.table(ids, 3, 2, [1, 5], nil), Self.table(ids, 3, 3, [2, 4], nil)]),
        ])
        #expect(state.swapWarnings(round: 3, ids[0], ids[3]) == ["Ann would have white three times running.",
                                                                 "Ann would have 3 more whites than blacks."])
        #expect(state.swapped(round: 3, ids[0], ids[3]).round(3)?.tables[0].seats == [ids[0], ids[3]])
    }

    @Test func aSecondByeAndAPlayedTableAreNamed() {
        let entries = EngineSupport.entries(["Ann", "Bo", "Cy"])
        let ids = entries.map(\.id)
        let state = TournamentState(name: "Club", settings: TournamentSettings(format: .swiss), entries: entries, rounds: [
            TournamentRound(number: 1, tables: [Self.table(ids, 1, 1, [0, 1])], byes: [ids[2]: .pairingAllocatedBye]),
            TournamentRound(number: 2, tables: [Self.table(ids, 2, 1, [2, 0])], byes: [ids[1]: .pairingAllocatedBye]),
        ])
        let warnings = state.swapWarnings(round: 2, ids[2], ids[1])
        #expect(warnings.contains("Table 1 already has a result."))
        #expect(warnings.contains("Cy already had the bye in round 1."))
        #expect(warnings.contains("Bo and Ann met in round 1."))
        let swapped = state.swapped(round: 2, ids[2], ids[1])
        #expect(swapped.round(2)?.byes == [ids[2]: .pairingAllocatedBye])
        #expect(swapped.round(2)?.tables[0].seats == [ids[1], ids[0]])
    }
}
