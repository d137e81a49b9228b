import Foundation
import ScorekeeperStore
import TestSupport

/// `scorekeeper-bench tournament`: the standings side of a big Swiss, in process. A 500-entrant,
/// 9-round tournament is made up (each round pairs neighbours in the standings who have not met,
/// results drawn from a seeded generator, a bye for the odd one out), then timed: writing and
/// reading it as TRF-16, and its standings with the tie-breaks a chess club would choose (points,
/// Buchholz cut 1, Buchholz, Sonneborn-Berger, direct encounter, wins, average rating of
/// opponents). The weighted matching pairing needs is timed on a complete graph of 500 too.
/// Figures only: medians of several runs.
enum TournamentBench {
    static let runs = 7

    static func report() throws {
        let record = made(entrants: 500, rounds: 9)
        let text = TRF.write(record)
        print("Tournaments: a 500-entrant, 9-round Swiss (\(text.utf8.count / 1024) KB of TRF-16)")
        let write = median { _ = TRF.write(record) }
        let read = median { _ = try? TRF.read(text) }
        let tieBreaks: [TieBreak] = [.points, .buchholz(cutLowest: 1), .buchholz(), .sonnebornBerger(), .directEncounter, .wins,
                                     .averageRatingOfOpponents]
        let standings = median {
            let calculator = TieBreakCalculator(record: record)
            for tieBreak in tieBreaks { _ = calculator.values(tieBreak) }
        }
        print(String(format: "  TRF-16 written %.1f ms, read %.1f ms", write * 1000, read * 1000))
        print(String(format: "  Standings with 7 tie-breaks (PTS, BH/C1, BH, SB, DE, WIN, ARO): %.1f ms", standings * 1000))
        // The matching at the heart of pairing, on the largest graph a round can give: everyone
        // against everyone, with weights that fit in an Int.
        var random = SeededRandom(seed: 7)
        var edges: [WeightedEdge<Int>] = []
        for a in 0..<500 { for b in (a + 1)..<500 { edges.append(WeightedEdge(a, b, Int(random.next() % 1_000_000) + 1)) } }
        let matching = median(runs: 3) { _ = MaximumWeightMatching(vertexCount: 500, edges: edges, maxCardinality: true) }
        print(String(format: "  Maximum weight matching, 500 vertices, %d edges (Int weights): %.0f ms", edges.count, matching * 1000))
    }

    /// A Swiss of `entrants` with ratings from 2400 down, paired round by round as described.
    static func made(entrants count: Int, rounds: Int) -> TournamentRecord {
        var random = SeededRandom(seed: 2026)
        var entrants = (1...count).map { TournamentEntrant(startingRank: $0, name: "Entrant \($0)", rating: 2400 - $0) }
        var halfPoints = Array(repeating: 0, count: count + 1)
        var met = Set<[Int]>()
        for _ in 0..<rounds {
            var order = Array(1...count).sorted { halfPoints[$0] != halfPoints[$1] ? halfPoints[$0] > halfPoints[$1] : $0 < $1 }
            var entries = [Int: TournamentRoundEntry]()
            if order.count % 2 == 1 {
                let bye = order.removeLast()
                entries[bye] = .bye(.pairingAllocatedBye)
                halfPoints[bye] += 2
            }
            while let first = order.first {
                order.removeFirst()
                let index = order.firstIndex { !met.contains([min(first, $0), max(first, $0)]) } ?? 0
                let second = order.remove(at: index)
                met.insert([min(first, second), max(first, second)])
                let draw = random.next() % 3
                let (a, b): (TournamentResult, TournamentResult) = draw == 0 ? (.win, .loss) : draw == 1 ? (.loss, .win) : (.draw, .draw)
                entries[first] = TournamentRoundEntry(opponent: second, colour: .white, result: a)
                entries[second] = TournamentRoundEntry(opponent: first, colour: .black, result: b)
                halfPoints[first] += a == .win ? 2 : a == .draw ? 1 : 0
                halfPoints[second] += b == .win ? 2 : b == .draw ? 1 : 0
            }
            for index in entrants.indices { entrants[index].rounds.append(entries[entrants[index].startingRank] ?? .absent) }
        }
        return TournamentRecord(name: "Bench Open", plannedRounds: rounds, entrants: entrants)
    }

    /// The median of `runs` timings of `work`, in seconds.
    static func median(runs: Int = TournamentBench.runs, _ work: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }
}
