import Foundation
import ScorekeeperDomain
import Testing

/// Knockout and double knockout events paired by the engine from the bracket replayed.
@Suite struct TournamentBracketEngineTests {
    /// 6 in a knockout: seeds 1 and 2 have a bye in round 1; the better seed always wins.
    @Test func aKnockoutOfSixWithByes() throws {
        var state = TournamentState(name: "KO", settings: TournamentSettings(format: .knockout),
                                    entries: EngineSupport.entries(EngineSupport.names(6)), rounds: [])
        let seed = Dictionary(uniqueKeysWithValues: state.entries.map { ($0.id, $0.pairingNumber) })
        // Reads no `state`: it runs while the round is being stored.
        func better(_ table: TournamentTable) -> TableOutcome {
            seed[table.seats[0]]! < seed[table.seats[1]]! ? .places([1, 2]) : .places([2, 1])
        }
        // A bye on request has no place in a bracket: refused, not ignored.
        #expect(throws: TournamentPairingError.noLegalPairing(detail: "a knockout has no byes on request: enter a forfeit at the table instead")) {
            try state.nextRound(sittingOut: [state.entries[3].id: .halfPointBye])
        }
        let first = try state.playRound(better)
        #expect(first.tables.map { $0.map(state.number) } == [[4, 5], [3, 6]])
        #expect(Set(first.byes.keys.map(state.number)) == [1, 2])
        let second = try state.playRound(better)
        #expect(second.tables.map { $0.map(state.number) } == [[1, 4], [2, 3]])
        #expect(!state.isFinished)
        let final = try state.playRound(better)
        #expect(final.tables.map { $0.map(state.number) } == [[1, 2]])
        #expect(state.isFinished)
        #expect(throws: TournamentPairingError.noMoreRounds(reason: "the bracket is complete")) { try state.nextRound() }
        let standings = state.standings
        #expect(standings.map { state.number($0.entryID) } == [1, 2, 3, 4, 5, 6])
        #expect(standings.map(\.rank) == [1, 2, 3, 3, 5, 5])
    }

    /// Before the end, those still in lead, then those out by the round they went out in.
    @Test func aKnockoutRanksByTheRoundReachedBeforeTheEnd() throws {
        var state = TournamentState(name: "KO", settings: TournamentSettings(format: .knockout),
                                    entries: EngineSupport.entries(EngineSupport.names(4)), rounds: [])
        try state.playRound { _ in .places([2, 1]) }
        let standings = state.standings
        #expect(standings.map { state.number($0.entryID) } == [3, 4, 1, 2])
        #expect(standings.map(\.rank) == [1, 1, 3, 3])
    }

    /// 4 in a double knockout with the reset: seed 4 comes through the losers' bracket, wins
    /// the grand final, and the reset is played and won by seed 4 again.
    @Test func aDoubleKnockoutOfFourWithTheReset() throws {
        var state = TournamentState(name: "DKO", settings: TournamentSettings(format: .doubleKnockout, grandFinalReset: true),
                                    entries: EngineSupport.entries(EngineSupport.names(4)), rounds: [])
        // The better seed wins, except seed 4 wins every match from the losers' bracket on.
        let seed = Dictionary(uniqueKeysWithValues: state.entries.map { ($0.id, $0.pairingNumber) })
        var round = 0
        func decide(_ table: TournamentTable) -> TableOutcome {
            let numbers = table.seats.map { seed[$0]! }
            if numbers.contains(4) && round > 1 { return numbers[0] == 4 ? .places([1, 2]) : .places([2, 1]) }
            return numbers[0] < numbers[1] ? .places([1, 2]) : .places([2, 1])
        }
        var rounds: [[[Int]]] = []
        while !state.isFinished {
            round += 1
            let plan = try state.playRound(decide)
            rounds.append(plan.tables.map { $0.map(state.number) })
            #expect(rounds.count <= 8)
        }
        #expect(rounds.first == [[1, 4], [2, 3]])
        #expect(rounds.suffix(2) == [[[1, 4]], [[1, 4]]], "the grand final, then its reset: \(rounds)")
        let standings = state.standings
        #expect(standings.first.map { state.number($0.entryID) } == 4)
        #expect(standings.map(\.rank).first == 1)
    }

    @Test func aKnockoutRefusesADraw() {
        let state = TournamentState(name: "KO", settings: TournamentSettings(format: .knockout),
                                    entries: EngineSupport.entries(EngineSupport.names(2)), rounds: [])
        let table = TournamentTable(id: TournamentTable.ID(EngineSupport.uuid(99)), round: 1, number: 1,
                                    seats: state.entries.map(\.id))
        #expect(state.refusal(of: .places([1, 1]), at: table) == "A knockout match needs a winner.")
        #expect(state.refusal(of: .forfeit(winners: [false, false]), at: table) != nil)
        #expect(state.refusal(of: .places([1, 2, 3]), at: table) != nil)
        #expect(state.refusal(of: .places([2, 1]), at: table) == nil)
        #expect(state.refusal(of: .forfeit(winners: [true, false]), at: table) == nil)
        var swiss = state
        swiss.settings = TournamentSettings(format: .swiss)
        #expect(swiss.refusal(of: .places([1, 1]), at: table) == nil)
    }
}
