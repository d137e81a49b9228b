import Foundation
import ScorekeeperDomain
import TestSupport

/// Helpers the engine's tests share: ids counted up from 1, entries by name, and rounds played
/// out from a plan with outcomes a test decides.
enum EngineSupport {
    /// A UUID that is `number` written in its last digits, so ids are the same on every run.
    static func uuid(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
    }

    /// Entries named `names`, pairing numbers in that order, ids 1...n.
    static func entries(_ names: [String]) -> [TournamentEntry] {
        names.enumerated().map { index, name in
            TournamentEntry(id: TournamentEntry.ID(uuid(index + 1)), name: name, rating: 2000 - 10 * index,
                            pairingNumber: index + 1)
        }
    }

    /// "P1" ... "Pn".
    static func names(_ count: Int) -> [String] { (1...count).map { "P\($0)" } }
}

extension TournamentState {
    /// Stores `plan` as the next round (tables without outcomes), table ids after `idBase`.
    mutating func store(_ plan: TournamentRoundPlan, idBase: Int = 10_000) {
        let tables = plan.tables.enumerated().map { index, seats in
            TournamentTable(id: TournamentTable.ID(EngineSupport.uuid(idBase + plan.number * 100 + index)),
                            round: plan.number, number: index + 1, seats: seats)
        }
        rounds.append(TournamentRound(number: plan.number, tables: tables, byes: plan.byes))
    }

    /// Gives every open table of the last round the outcome `decide` picks.
    mutating func finishRound(_ decide: (TournamentTable) -> TableOutcome) {
        guard !rounds.isEmpty else { return }
        let last = rounds.count - 1
        for index in rounds[last].tables.indices where rounds[last].tables[index].outcome == nil {
            rounds[last].tables[index].outcome = decide(rounds[last].tables[index])
        }
    }

    /// Pairs and plays the next round with outcomes from `decide`; returns the plan.
    @discardableResult
    mutating func playRound(sittingOut: [TournamentEntry.ID: TournamentResult] = [:],
                            _ decide: (TournamentTable) -> TableOutcome) throws -> TournamentRoundPlan {
        let plan = try nextRound(sittingOut: sittingOut)
        store(plan)
        finishRound(decide)
        return plan
    }

    /// The entry's pairing number.
    func number(_ id: TournamentEntry.ID) -> Int { entry(id)?.pairingNumber ?? 0 }
}

extension SeededRandom {
    /// A number in 0..<bound.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
