import Testing
import TestSupport
@testable import ScorekeeperDomain

/// The blossom solver started from a greedy matching of tight edges (`matchGreedily`, for
/// `BlossomSolver.perfectMates`) against the same solver from networkx's start: the state the
/// greedy start leaves is one a stage may start from (every slack at least zero, matched edges
/// without slack, one parity), and the matching it ends with is as large and as heavy as
/// networkx's, its duals proving it optimal; where no perfect matching exists, it is networkx's
/// own. Ties may end in another matching of the same weight; weights that seldom tie nearly
/// always in the same one.
@Suite struct GreedyStartTests {
    /// A random graph: vertex count and weighted edges (distinct, no loops).
    static func randomGraph(_ random: inout SeededRandom, vertices: ClosedRange<Int>,
                            weights: ClosedRange<Int>) -> (Int, [WeightedEdge<Int>]) {
        let vertexCount = Int.random(in: vertices, using: &random)
        let density = [0.1, 0.3, 0.7, 1.0].randomElement(using: &random)!
        var edges: [WeightedEdge<Int>] = []
        for u in 0..<vertexCount {
            for v in (u + 1)..<vertexCount where random.unit() < density {
                edges.append(random.unit() < 0.5 ? WeightedEdge(u, v, Int.random(in: weights, using: &random))
                                                 : WeightedEdge(v, u, Int.random(in: weights, using: &random)))
            }
        }
        edges.shuffle(using: &random)
        return (vertexCount, edges)
    }

    /// The total weight of `mates` in the graph of `edges`, and how many pairs they make.
    static func weighed<Weight: MatchingWeight>(_ mates: [Int?], _ edges: [WeightedEdge<Weight>]) -> (pairs: Int, weight: Weight) {
        var weightOf: [Int: Weight] = [:]
        let n = mates.count
        for edge in edges { weightOf[min(edge.u, edge.v) * n + max(edge.u, edge.v)] = edge.weight }
        var pairs = 0, weight = Weight.zero
        for (v, w) in mates.enumerated() {
            guard let w, v < w else { continue }
            pairs += 1
            weight += weightOf[v * n + w]!
        }
        return (pairs, weight)
    }

    @Test func theGreedyStartLeavesAStateAStageStartsFrom() {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ 31)
        for trial in 0..<200 {
            let ranges = [1...3, 1...1_000, -20...50]
            let (vertexCount, edges) = Self.randomGraph(&random, vertices: 2...40, weights: ranges[trial % ranges.count])
            let context = "trial \(trial), seed \(seed), \(vertexCount) vertices, \(edges.count) edges"
            var solver = BlossomSolver(vertexCount: vertexCount, edges: edges)
            solver.matchGreedily()
            let values = solver.weights.values
            var slackless = 0
            for k in stride(from: 0, to: 2 * solver.weights.rowOfEdge.count, by: 2) {
                let (u, v) = (solver.tail(k), solver.head[k])
                let slack = values[u] + values[v] - solver.weights.doubledWeight(k >> 1)
                #expect(slack >= 0, "edge \(u)-\(v) has a negative slack: \(context)")
                if solver.mate[u] == k || solver.mate[u] == k ^ 1 {
                    #expect(slack == 0, "matched edge \(u)-\(v) has slack: \(context)")
                    #expect(solver.head[solver.mate[v]] == u, "\(u) and \(v) are each other's mates: \(context)")
                    slackless += 1
                }
            }
            #expect(2 * slackless == solver.mate.filter { $0 >= 0 }.count, "\(context)")
            // One pass, duals only falling: from networkx's start W, none above it, none below
            // the least doubled weight less W.
            let doubled = (0..<solver.weights.rowOfEdge.count).map { solver.weights.doubledWeight($0) }
            let start = max(0, (doubled.max() ?? 0) / 2)
            let floor = (doubled.min() ?? 0) - start
            #expect(values[..<vertexCount].allSatisfy { $0 <= start && $0 >= min(floor, start) },
                    "the duals between \(floor) and \(start): \(context)")
            let parities = Set(values[..<vertexCount].map { ($0 % 2 + 2) % 2 })
            #expect(parities.count <= 1, "the duals share one parity: \(context)")
            #expect(solver.blossomParent.allSatisfy { $0 == -1 } && solver.blossomOrder.isEmpty, "no blossoms: \(context)")
        }
    }

    /// The start does match: every vertex of a complete graph of equal weights (each one's best
    /// edges all tie, and one of them reaches a vertex still free), and on a complete graph of
    /// distinct weights at least the first vertex with its best neighbour.
    @Test func theGreedyStartMatchesAlongTightEdges() {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ 43)
        for vertexCount in [2, 6, 30] {
            var edges: [WeightedEdge<Int>] = []
            for u in 0..<vertexCount { for v in (u + 1)..<vertexCount { edges.append(WeightedEdge(u, v, 7)) } }
            var solver = BlossomSolver(vertexCount: vertexCount, edges: edges)
            solver.matchGreedily()
            #expect(solver.mate.allSatisfy { $0 >= 0 }, "\(vertexCount) vertices of equal weights")
            // Distinct weights: vertex 0's best neighbour is one.
            let distinct = Array(1...edges.count).shuffled(using: &random)
            let weighted = edges.enumerated().map { index, edge in WeightedEdge(edge.u, edge.v, distinct[index]) }
            var other = BlossomSolver(vertexCount: vertexCount, edges: weighted)
            other.matchGreedily()
            let best = weighted.filter { $0.u == 0 || $0.v == 0 }.max { $0.weight < $1.weight }!
            #expect(other.mate[0] >= 0 && other.head[other.mate[0]] == (best.u == 0 ? best.v : best.u),
                    "vertex 0 with its best neighbour: seed \(seed), \(vertexCount) vertices")
        }
    }

    /// The range the duals keep, from either start, which the Dutch matching's choice of width
    /// (`DutchMinimumWeightMatching`: the ceiling times n + 8) rests on: on paths of light and
    /// heavy edges in turn (which drive them furthest) and random graphs, every vertex's and
    /// blossom's dual within (n/2 + 3) times the largest weight.
    @Test func theDualsStayWithinHalfTheVerticesTimesTheLargestWeight() {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ 47)
        var graphs: [(Int, [WeightedEdge<Int>])] = []
        for vertexCount in stride(from: 4, through: 60, by: 4) {
            let heavy = 1_000
            let path = (0..<(vertexCount - 1)).map { WeightedEdge($0, $0 + 1, $0 % 2 == 0 ? 1 : heavy) }
            graphs.append((vertexCount, path))
        }
        for trial in 0..<120 {
            let ranges = [1...3, 1...1_000_000, 90...100]
            graphs.append(Self.randomGraph(&random, vertices: 2...40, weights: ranges[trial % ranges.count]))
        }
        for (index, (vertexCount, edges)) in graphs.enumerated() {
            guard let largest = edges.map(\.weight).max() else { continue }
            let bound = (vertexCount / 2 + 3) * largest
            for greedy in [false, true] {
                var solver = BlossomSolver(vertexCount: vertexCount, edges: edges)
                if greedy { solver.matchGreedily() }
                solver.solve(maxCardinality: true)
                let duals = solver.weights.values[..<(2 * vertexCount)]
                #expect(duals.allSatisfy { abs($0) <= bound },
                        "graph \(index), seed \(seed), \(vertexCount) vertices, greedy \(greedy): \(duals.map(abs).max()!) > \(bound)")
            }
        }
    }

    /// Graphs with and without a perfect matching, weights with ties and without: as many
    /// pairs and the same weight as networkx's start, and for a perfect matching the end's
    /// duals prove it optimal (networkx's own check). Without a perfect matching the answer
    /// is networkx's, pair for pair.
    @Test func perfectMatesAreAsLargeAndAsHeavyAsNetworkxs() {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ 37)
        var perfect = 0, notPerfect = 0, sameWithDistinctWeights = 0
        for trial in 0..<240 {
            let ranges = [1...3, 1...1_000_000_000, -20...50, 90...100]
            let (vertexCount, edges) = Self.randomGraph(&random, vertices: 2...50, weights: ranges[trial % ranges.count])
            let context = "trial \(trial), seed \(seed), \(vertexCount) vertices, \(edges.count) edges"
            var graph = BlossomGraph(vertexCount: vertexCount)
            var doubled: [Int] = []
            for edge in edges {
                _ = graph.add(edge.u, edge.v)
                doubled.append(2 * edge.weight)
            }
            func store() -> MatchingWeightArrays<Int> {
                MatchingWeightArrays(doubled: doubled, valueCount: BlossomSolver<MatchingWeightArrays<Int>>.valueCount(vertexCount: vertexCount))
            }
            let reference = BlossomSolver.mates(graph: graph, weights: store(), maxCardinality: true)
            let greedy = BlossomSolver.perfectMates(graph: graph, weights: store())
            let (referencePairs, referenceWeight) = Self.weighed(reference, edges)
            let (greedyPairs, greedyWeight) = Self.weighed(greedy, edges)
            #expect(greedyPairs == referencePairs && greedyWeight == referenceWeight, "\(context)")
            for (v, w) in greedy.enumerated() {
                if let w { #expect(greedy[w] == v, "mates are mutual: \(context)") }
            }
            if 2 * referencePairs == vertexCount {
                perfect += 1
                var solver = BlossomSolver(graph: graph, weights: store())
                solver.matchGreedily()
                solver.solve(maxCardinality: true)
                let violations = solver.optimumViolations(maxCardinality: true)
                #expect(violations.isEmpty, "\(context): \(violations.prefix(3))")
                if trial % 4 == 1 && greedy == reference { sameWithDistinctWeights += 1 }
            } else {
                notPerfect += 1
                #expect(greedy == reference, "without a perfect matching, networkx's: \(context)")
            }
        }
        #expect(perfect > 40 && notPerfect > 40, "both kinds tried: \(perfect) perfect, \(notPerfect) not")
        // Weights up to a billion seldom tie: the same matching as networkx's nearly always.
        #expect(sameWithDistinctWeights > 3, "the same matching with weights that seldom tie: \(sameWithDistinctWeights)")
    }

    /// Wide weights in words (`FlatMatchingWeights`) from the greedy start: the same weight as
    /// `WideInteger` weights from networkx's start; where there is no perfect matching (every
    /// odd count), networkx's matching, pair for pair.
    @Test(arguments: [100, 1_500])
    func wideWeightsFromTheGreedyStartWeighAsMuch(bits: Int) {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ UInt64(bits) &+ 41)
        for trial in 0..<40 {
            // Odd counts (no perfect matching) on odd trials.
            let vertexCount = 2 * Int.random(in: 2...20, using: &random) - trial % 2
            let high = WideInteger.power(WideInteger(2), bits - 8)
            var edges: [(Int, Int, WideInteger)] = []
            for u in 0..<vertexCount {
                for v in (u + 1)..<vertexCount where random.unit() < 0.6 {
                    edges.append((u, v, high * WideInteger(Int.random(in: 1...3, using: &random))
                                        + WideInteger(Int.random(in: 0...1_000, using: &random))))
                }
            }
            let context = "trial \(trial), seed \(seed), \(vertexCount) vertices, \(edges.count) edges"
            let width = FlatWeightMatching.requiredWidth(largest: edges.map(\.2).max() ?? WideInteger(1), vertexCount: vertexCount)
            var graph = BlossomGraph(vertexCount: vertexCount)
            let weights = FlatMatchingWeights(width: width, edgeCount: edges.count,
                                              valueCount: BlossomSolver<FlatMatchingWeights>.valueCount(vertexCount: vertexCount))
            for (u, v, weight) in edges { weights.setDoubledWeight(graph.add(u, v), weight + weight) }
            let greedy = BlossomSolver.perfectMates(graph: graph, weights: weights)
            let typed = edges.map { WeightedEdge($0.0, $0.1, $0.2) }
            let reference = MaximumWeightMatching(vertexCount: vertexCount, edges: typed, maxCardinality: true)
            if 2 * reference.pairs.count < vertexCount {
                #expect(greedy == reference.mates, "no perfect matching, networkx's: \(context)")
            }
            let (pairs, total) = Self.weighed(greedy, typed)
            #expect(pairs == reference.pairs.count && total == reference.totalWeight, "\(context)")
        }
    }
}
