import Foundation
import ScorekeeperDomain
import TestSupport

/// Random Swiss tournaments played through the engine, the same for a seed on every run: the
/// ones `Tests/Oracles/make-engine-checks.sh` writes as TRF-16 for FIDE's checkers (gacrux and
/// caissify-pairings) to judge, and the tests and the benchmark make again.
///
/// Each has 10 to 100 entrants and 5 to 11 rounds (fewer than half the entrants, so a legal
/// pairing exists), with what an organiser's evening brings: late entries (their missed rounds
/// scoring 0, ½ or 1), drops, requested half-point byes, forfeits, and results drawn by rating.
public enum RandomSwiss {
    /// What a seed makes.
    public struct Shape: Sendable, Hashable {
        public init(seed: Int, entrants: Int, rounds: Int, lateEntries: Int = 0, drops: Int = 0) {
            self.seed = seed
            self.entrants = entrants
            self.rounds = rounds
            self.lateEntries = lateEntries
            self.drops = drops
        }

        public var seed: Int
        public var entrants: Int
        public var rounds: Int
        public var lateEntries: Int
        public var drops: Int
    }

    /// The shape of seed `seed`'s tournament.
    public static func shape(seed: Int) -> Shape {
        var random = SeededRandom(seed: UInt64(bitPattern: Int64(seed)) &+ 0x5DEE_CE66)
        let entrants = 10 + random.below(91)
        let rounds = min(5 + random.below(7), entrants / 2)
        return Shape(seed: seed, entrants: entrants, rounds: rounds, lateEntries: random.below(4), drops: random.below(4))
    }

    /// Plays seed `seed`'s tournament to its last round.
    public static func play(seed: Int) throws(TournamentPairingError) -> TournamentState {
        try play(shape(seed: seed))
    }

    /// Plays a tournament of the given shape (the benchmark's 500 entrants and 9 rounds).
    public static func play(_ shape: Shape) throws(TournamentPairingError) -> TournamentState {
        let seed = shape.seed
        var random = SeededRandom(seed: UInt64(bitPattern: Int64(seed &* 7919 &+ 1)) &+ 0x5DEE_CE66)
        var nextID = 0
        func id() -> UUID {
            nextID += 1
            return UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", nextID))!
        }
        var entries: [TournamentEntry] = []
        let total = shape.entrants + shape.lateEntries
        for index in 0..<total {
            let late = index >= shape.entrants
            entries.append(TournamentEntry(id: TournamentEntry.ID(id()), name: "Player \(index + 1)",
                                           rating: 1200 + random.below(1200), pairingNumber: 0,
                                           firstRound: late ? 2 + random.below(2) : 1,
                                           lateHalfPoints: late ? random.below(3) : 0))
        }
        // Drops leave after a round before the last, from among those in from the start.
        for _ in 0..<shape.drops {
            let index = random.below(shape.entrants)
            if entries[index].droppedAfterRound == nil { entries[index].droppedAfterRound = 1 + random.below(shape.rounds - 1) }
        }
        // Pairing numbers by rating, the highest first, as the store numbers them.
        entries.sort { ($0.rating ?? 0, $1.name) > ($1.rating ?? 0, $0.name) }
        for index in entries.indices { entries[index].pairingNumber = index + 1 }
        var state = TournamentState(name: "Random Swiss \(seed)",
                                    settings: TournamentSettings(format: .swiss, plannedRounds: shape.rounds),
                                    entries: entries, rounds: [])
        for number in 1...shape.rounds {
            var sittingOut: [TournamentEntry.ID: TournamentResult] = [:]
            let playing = state.entries.filter { $0.isPaired(in: number) }
            if random.below(5) == 0, let chosen = playing.randomElement(using: &random) { sittingOut[chosen.id] = .halfPointBye }
            let plan = try state.nextRound(sittingOut: sittingOut)
            var tables: [TournamentTable] = []
            for (index, seats) in plan.tables.enumerated() {
                let ratings = seats.map { state.entry($0)?.rating ?? 0 }
                let roll = random.below(100)
                let outcome: TableOutcome
                if roll < 3 {
                    outcome = .forfeit(winners: random.below(2) == 0 ? [true, false] : [false, true])
                } else if roll < 28 {
                    outcome = .places([1, 1])
                } else {
                    let favourite = ratings[0] >= ratings[1] ? 0 : 1
                    let winner = random.below(100) < 65 ? favourite : 1 - favourite
                    outcome = .places(winner == 0 ? [1, 2] : [2, 1])
                }
                tables.append(TournamentTable(id: TournamentTable.ID(id()), round: number, number: index + 1, seats: seats,
                                              outcome: outcome))
            }
            state.rounds.append(TournamentRound(number: number, tables: tables, byes: plan.byes))
        }
        return state
    }
}

extension SeededRandom {
    /// A number in 0..<bound, as the random tournaments draw them.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
