import Foundation
import ScorekeeperDomain
import Testing

/// Round robins paired by the engine: the Berger table's games, everyone meeting everyone once.
@Suite struct TournamentRoundRobinEngineTests {
    @Test(arguments: [6, 7]) func everyoneMeetsEveryoneOnce(count: Int) throws {
        var state = TournamentState(name: "RR", settings: TournamentSettings(format: .roundRobin),
                                    entries: EngineSupport.entries(EngineSupport.names(count)), rounds: [])
        let berger = BergerTable(entrants: count)
        var met: [Set<Int>: Int] = [:]
        for number in 1...berger.roundCount {
            #expect(!state.isFinished)
            let plan = try state.playRound { _ in .places([1, 2]) }
            let games = plan.tables.map { $0.map(state.number) }
            #expect(games == berger.round(number).games.map { [$0.white, $0.black] }, "round \(number)")
            #expect(plan.byes.map { state.number($0.key) } == (berger.round(number).bye.map { [$0] } ?? []))
            for game in games { met[Set(game), default: 0] += 1 }
            #expect(plan.explanation.first == "Round \(number) of the Berger table for \(count)\(count % 2 == 1 ? " (a bye seat)" : "").")
        }
        #expect(met.count == count * (count - 1) / 2)
        #expect(met.values.allSatisfy { $0 == 1 })
        #expect(state.isFinished)
        #expect(throws: TournamentPairingError.self) { try state.nextRound() }
        // White always wins: P1 has white in half its games or so, never all the points.
        let standings = state.standings
        #expect(standings.count == count)
        #expect(standings.map(\.points).reduce(0, +) == 2 * (count * (count - 1) / 2) + (count % 2) * 2 * count)
    }

    /// A dropped entry's opponent by the table gets the pairing-allocated bye, not a game.
    @Test func aDroppedEntrysOpponentGetsTheBye() throws {
        var entries = EngineSupport.entries(EngineSupport.names(4))
        entries[3].droppedAfterRound = 1
        var state = TournamentState(name: "RR", settings: TournamentSettings(format: .roundRobin), entries: entries, rounds: [])
        try state.playRound { _ in .places([1, 1]) }
        let plan = try state.nextRound()
        let round = BergerTable(entrants: 4).round(2)
        let partner = round.games.first { $0.white == 4 || $0.black == 4 }!
        let stays = partner.white == 4 ? partner.black : partner.white
        #expect(plan.tables.count == 1)
        #expect(plan.byes.map { state.number($0.key) } == [stays])
        #expect(plan.byes.values.allSatisfy { $0 == .pairingAllocatedBye })
    }
}
