import Foundation
@testable import ScorekeeperDomain
import TestSupport
import Testing

/// The matchings that pair a score bracket: every edge cost gacrux gives networkx while pairing
/// every round of four fixture tournaments in its plain weighted mode, C6-C21 above the
/// heterogeneous (HE1-HE2) or homogeneous (HO1-HO5) order, and the pairs networkx chose
/// (Fixtures/Tournaments/dutch-bracket-matchings.json, written by
/// Tests/Oracles/dutch_bracket_matchings.py); and the whole rounds, boards and colours.
@Suite struct DutchBracketMatchingTests {
    /// One tournament of the fixture.
    struct Fixture: Decodable {
        /// One round: the matchings in the order gacrux made them, and its pairing.
        struct Round: Decodable {
            var round: Int
            var pablevel: Int
            /// The colour drawn for the first round's top player, "w" or "b".
            var topColor: String
            var matchings: [Matching]
            /// [white, black] by board; black 0 for the bye.
            var pairing: [[Int]]
        }

        /// One weighted matching.
        struct Matching: Decodable {
            var scoreLevel: Int
            var byeBracket: Bool
            /// The nodes the bracket's criteria were laid out for.
            var bracketNodes: [Int]
            /// "HE" or "HO".
            var mode: String
            var pairsAimedFor: Int
            var nodes: [Int]
            /// [pairing number, sequence number].
            var sequence: [[Int]]
            /// [u, v, "weight"] in the order networkx was given them.
            var edges: [[Item]]
            var pairs: [[Int]]
        }

        /// A vertex (a number) or a weight (decimal text).
        enum Item: Decodable {
            case vertex(Int)
            case weight(String)

            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let value = try? container.decode(Int.self) {
                    self = .vertex(value)
                } else {
                    self = .weight(try container.decode(String.self))
                }
            }
        }

        var file: String
        var rounds: [Round]
    }

    static func fixtures() throws -> [Fixture] {
        let url = TournamentFixtures.folder.appendingPathComponent("dutch-bracket-matchings.json")
        return try JSONDecoder().decode([Fixture].self, from: Data(contentsOf: url))
    }

    @Test func everyRoundIsPairedAsGacruxPairsIt() throws {
        var rounds = 0
        for fixture in try Self.fixtures() {
            let record = try TRF.read(try TournamentFixtures.text(of: fixture.file))
            for round in fixture.rounds {
                let place = "\(fixture.file) round \(round.round)"
                let state = DutchRoundState(record: record, round: round.round)
                let pairing = try DutchPairing(state: state, initialColour: round.topColor == "w" ? .white : .black)
                #expect(pairing.byeLevel == round.pablevel, "\(place): bye level")
                #expect(pairing.boards.map { [$0.white, $0.black] } == round.pairing, "\(place)")
                rounds += 1
            }
        }
        #expect(rounds > 20)
        print("Dutch pairing: \(rounds) rounds paired as gacrux pairs them")
    }

    /// One matching of the fixture, ready to check: its graph with the engine's weights (each
    /// checked against gacrux's), the pairs networkx chose, and what the bracket reads of a
    /// matching.
    struct BracketMatching {
        var place: String
        var graph: [(Int, Int, WideInteger)]
        var networkxPairs: [[Int]]
        /// The pairs the bracket keeps: those with a moved-down player and a resident (HE), or
        /// two residents (HO).
        var kept: ([[Int]]) -> [[Int]]
        /// The count of resident pairs (the heterogeneous matching's, the homogeneous stage's aim).
        var residentPairs: ([[Int]]) -> Int
        /// The lookahead (QN8) total of the pairs.
        var lookahead: ([[Int]]) -> Int
    }

    /// Every matching of the fixture's rounds, each edge's weight worked out here and compared
    /// with gacrux's (an issue recorded for each one that differs); returns how many edges.
    @discardableResult
    static func forEachMatching(_ body: (BracketMatching) throws -> Void) throws -> Int {
        var edges = 0
        for fixture in try fixtures() {
            let record = try TRF.read(try TournamentFixtures.text(of: fixture.file))
            for round in fixture.rounds {
                let levels = DutchScoreLevels(DutchRoundState(record: record, round: round.round))
                let byNumber = Dictionary(uniqueKeysWithValues: levels.nodes.map { ($0.pairingNumber, $0) })
                for matching in round.matchings {
                    let place = "\(fixture.file) round \(round.round) level \(matching.scoreLevel) \(matching.mode)"
                    let criteria = DutchBracketCriteria(scoreLevel: matching.scoreLevel,
                                                        nodes: matching.bracketNodes.compactMap { byNumber[$0] },
                                                        byeBracket: matching.byeBracket, round: round.round)
                    let sequence = Dictionary(uniqueKeysWithValues: matching.sequence.map { ($0[0], $0[1]) })
                    let order: (DutchPairingNode, DutchPairingNode) -> WideInteger
                    let span: WideInteger
                    if matching.mode == "HE" {
                        let he = DutchHeterogeneousOrder(scoreLevel: matching.scoreLevel, sequence: sequence,
                                                         movedDown: criteria.movedDown.reduce(0, +))
                        order = he.cost
                        span = he.layout.span
                    } else {
                        let ho = DutchHomogeneousOrder(scoreLevel: matching.scoreLevel, sequence: sequence,
                                                       pairs: matching.pairsAimedFor)
                        order = ho.cost
                        span = ho.layout.span
                    }
                    var graph: [(Int, Int, WideInteger)] = []
                    for edge in matching.edges {
                        guard case .vertex(let u) = edge[0], case .vertex(let v) = edge[1], case .weight(let text) = edge[2],
                              let a = byNumber[u], let b = byNumber[v] else {
                            Issue.record("\(place): a malformed edge \(edge)")
                            continue
                        }
                        let weight = criteria.cost(a, b) * span + order(a, b)
                        #expect(weight == WideInteger(text), "\(place) pair \(u)-\(v)")
                        graph.append((u, v, weight))
                        edges += 1
                    }
                    let level = matching.scoreLevel, mode = matching.mode
                    try body(BracketMatching(
                        place: place, graph: graph, networkxPairs: matching.pairs,
                        kept: { pairs in
                            pairs.filter { pair in
                                guard let a = byNumber[pair[0]], let b = byNumber[pair[1]] else { return false }
                                let high = max(a.scoreLevel, b.scoreLevel), low = min(a.scoreLevel, b.scoreLevel)
                                return mode == "HE" ? high > level && low == level : high == level && low == level
                            }
                        },
                        residentPairs: { pairs in
                            pairs.filter { byNumber[$0[0]]?.scoreLevel == level && byNumber[$0[1]]?.scoreLevel == level }.count
                        },
                        lookahead: { pairs in
                            pairs.reduce(0) { total, pair in
                                guard let a = byNumber[pair[0]], let b = byNumber[pair[1]] else { return total }
                                return total + criteria.lookahead(a.traits, b.traits)
                            }
                        }))
                }
            }
        }
        return edges
    }

    @Test func everyMatchingWeighsAsGacruxsAndKeepsItsPairs() throws {
        var matchings = 0, samePairs = 0, keptPairs = 0
        let edges = try Self.forEachMatching { matching in
            let place = matching.place
            let pairs = DutchMinimumWeightMatching(edges: matching.graph).pairs.map { [$0.0, $0.1] }
            // As many pairs, as cheap, and the pairs the bracket keeps from this matching the
            // same. Pairs below the bracket may be another of equally cheap choices (a perfect
            // matching is found from a greedy start).
            #expect(pairs.count == matching.networkxPairs.count, "\(place): as many pairs")
            #expect(DutchMinimumWeightMatchingTests.cost(of: pairs, matching.graph)
                        == DutchMinimumWeightMatchingTests.cost(of: matching.networkxPairs, matching.graph), "\(place): as cheap")
            #expect(matching.kept(pairs) == matching.kept(matching.networkxPairs), "\(place): the pairs the bracket keeps")
            // And what the bracket reads of the pairs it does not keep.
            #expect(matching.residentPairs(pairs) == matching.residentPairs(matching.networkxPairs), "\(place): resident pairs")
            #expect(matching.lookahead(pairs) == matching.lookahead(matching.networkxPairs), "\(place): the lookahead total")
            if pairs == matching.networkxPairs { samePairs += 1 }
            keptPairs += matching.kept(pairs).count
            matchings += 1
        }
        #expect(matchings > 100)
        #expect(keptPairs > 100)
        print("Dutch bracket matchings: \(matchings) matchings (\(samePairs) pair for pair as networkx's), \(keptPairs) kept pairs and \(edges) edge weights compared with gacrux")
    }

    /// The claim `DutchMinimumWeightMatching` rests on, shown directly: whichever of the
    /// cheapest matchings a start lands on, the bracket reads the same of it. Every matching of
    /// each fixture graph with networkx's number of pairs and its cost is listed (a search that
    /// leaves a branch once its cost so far, with a bound on the rest, passes the cheapest), and
    /// each must keep networkx's kept pairs and give its count of resident pairs and its
    /// lookahead total.
    @Test func everyCheapestMatchingIsReadAsNetworkxs() throws {
        var graphs = 0, matchings = 0, withChoices = 0
        try Self.forEachMatching { matching in
            let place = matching.place
            let cheapest = try #require(DutchMinimumWeightMatchingTests.cost(of: matching.networkxPairs, matching.graph))
            let all = Self.everyMatching(of: matching.graph, pairs: matching.networkxPairs.count, costing: cheapest)
            let networkxOwn = matching.networkxPairs.map { [$0.min()!, $0.max()!] }.sorted { $0.lexicographicallyPrecedes($1) }
            #expect(all.contains(networkxOwn), "\(place): networkx's own is listed")
            for pairs in all {
                #expect(matching.kept(pairs) == matching.kept(matching.networkxPairs), "\(place): kept pairs of \(pairs)")
                #expect(matching.residentPairs(pairs) == matching.residentPairs(matching.networkxPairs), "\(place): resident pairs of \(pairs)")
                #expect(matching.lookahead(pairs) == matching.lookahead(matching.networkxPairs), "\(place): the lookahead of \(pairs)")
            }
            graphs += 1
            matchings += all.count
            if all.count > 1 { withChoices += 1 }
        }
        #expect(graphs > 100)
        // Not vacuous: many graphs have several cheapest matchings (which, keeping the same
        // pairs, differ below the bracket).
        #expect(withChoices > 10)
        print("Dutch bracket matchings: \(matchings) cheapest matchings of \(graphs) graphs (\(withChoices) with a choice), each read as networkx's")
    }

    /// The search's bounds cut nothing it should list: on small random graphs (a few costs,
    /// so many ties; some vertices left out of any perfect matching) it lists exactly the
    /// matchings of each size that a search without bounds finds cheapest.
    @Test func theSearchForCheapestMatchingsMissesNone() {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ 5)
        var listed = 0
        for trial in 0..<150 {
            let n = Int.random(in: 2...8, using: &random)
            var graph: [(Int, Int, WideInteger)] = []
            for u in 1...n {
                for v in (u + 1)...max(u + 1, n) where v <= n && random.unit() < 0.7 {
                    graph.append((u, v, WideInteger(Int.random(in: 0...3, using: &random))))
                }
            }
            guard !graph.isEmpty else { continue }
            // Every matching, as sorted pairs, by size.
            var all: [[[Int]]] = []
            func every(_ left: [(Int, Int, WideInteger)], _ chosen: [[Int]]) {
                all.append(chosen.sorted { $0.lexicographicallyPrecedes($1) })
                for (index, edge) in left.enumerated() {
                    let rest = left[(index + 1)...].filter { $0.0 != edge.0 && $0.0 != edge.1 && $0.1 != edge.0 && $0.1 != edge.1 }
                    every(Array(rest), chosen + [[min(edge.0, edge.1), max(edge.0, edge.1)]])
                }
            }
            every(graph, [])
            for size in 1...(n / 2) {
                let ofSize = all.filter { $0.count == size }
                guard let cheapest = ofSize.compactMap({ DutchMinimumWeightMatchingTests.cost(of: $0, graph) }).min() else { continue }
                let expected = Set(ofSize.filter { DutchMinimumWeightMatchingTests.cost(of: $0, graph) == cheapest })
                let found = Self.everyMatching(of: graph, pairs: size, costing: cheapest)
                #expect(found.count == expected.count && Set(found) == expected,
                        "trial \(trial), seed \(seed), \(size) pairs of \(graph.map { "\($0.0)-\($0.1):\($0.2)" })")
                listed += found.count
            }
        }
        #expect(listed > 300)
    }

    /// Every matching of `graph` (costs at least zero) with `pairCount` pairs that costs
    /// `cheapest`, none costing less, each as pairs (lower number first) in ascending order. A
    /// depth-first search matches the lowest vertex left with each later one (or leaves it, while
    /// the pair count allows); a branch ends once its cost passes `cheapest`, or, when every
    /// vertex left must be matched, once twice its cost and each vertex's cheapest edge among
    /// those left (together at most twice the rest's cost) pass twice `cheapest`.
    static func everyMatching(of graph: [(Int, Int, WideInteger)], pairs pairCount: Int, costing cheapest: WideInteger) -> [[[Int]]] {
        let vertices = Array(Set(graph.flatMap { [$0.0, $0.1] })).sorted()
        let index = Dictionary(uniqueKeysWithValues: vertices.enumerated().map { ($1, $0) })
        let n = vertices.count
        var cost = [[WideInteger?]](repeating: Array(repeating: nil, count: n), count: n)
        for (u, v, c) in graph where u != v {
            precondition(!c.isNegative, "the search's bounds need costs of at least zero")
            cost[index[u]!][index[v]!] = c
            cost[index[v]!][index[u]!] = c
        }
        let mayLeave = n - 2 * pairCount
        var isTaken = [Bool](repeating: false, count: n)
        var chosen: [[Int]] = []
        var found: [[[Int]]] = []
        func search(from first: Int, left: Int, total: WideInteger) {
            if cheapest < total { return }
            if chosen.count == pairCount {
                if total == cheapest { found.append(chosen.sorted { $0.lexicographicallyPrecedes($1) }) }
                return
            }
            if left == mayLeave {
                var bound = total + total
                for v in 0..<n where !isTaken[v] {
                    var least: WideInteger?
                    for u in 0..<n where u != v && !isTaken[u] {
                        if let c = cost[v][u], least.map({ c < $0 }) ?? true { least = c }
                    }
                    guard let least else { return }
                    bound = bound + least
                }
                if cheapest + cheapest < bound { return }
            }
            guard let v = (first..<n).first(where: { !isTaken[$0] }) else { return }
            isTaken[v] = true
            for u in (v + 1)..<n where !isTaken[u] {
                guard let c = cost[v][u] else { continue }
                isTaken[u] = true
                chosen.append([min(vertices[v], vertices[u]), max(vertices[v], vertices[u])])
                search(from: v + 1, left: left, total: total + c)
                chosen.removeLast()
                isTaken[u] = false
            }
            if left < mayLeave { search(from: v + 1, left: left + 1, total: total) }
            isTaken[v] = false
        }
        search(from: 0, left: 0, total: WideInteger(0))
        return found
    }
}
