import Foundation
@testable import ScorekeeperDomain
import Testing
import TestSupport

/// The cheapest largest matching, laid out as networkx lays it out, against networkx's own
/// `min_weight_matching` on 300 graphs with many tied costs (and some 60-digit ones), written by
/// Tests/Oracles/min_weight_matching.py: as many pairs and as cheap; and where the graph has no
/// perfect matching (solved from networkx's start), the same pairs. A perfect matching is found
/// from a greedy start, which may end in another of several equally cheap ones: the Dutch
/// rounds keep only pairs the costs' digits name, the same in all of them (the bracket tests
/// hold those to gacrux's).
@Suite struct DutchMinimumWeightMatchingTests {
    /// One graph: edges as added, `[u, v, "cost"]`, and networkx's pairs.
    struct Graph: Decodable {
        var edges: [[Item]]
        var pairs: [[Int]]

        /// A vertex (a number) or a cost (decimal text).
        enum Item: Decodable {
            case vertex(Int)
            case cost(String)

            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let value = try? container.decode(Int.self) {
                    self = .vertex(value)
                } else {
                    self = .cost(try container.decode(String.self))
                }
            }
        }
    }

    @Test func asManyPairsAsCheapAsNetworkxsAndItsPairsWhenNoneIsPerfect() throws {
        let url = TournamentFixtures.folder.appendingPathComponent("min-weight-matching.json")
        let graphs = try JSONDecoder().decode([Graph].self, from: Data(contentsOf: url))
        #expect(graphs.count == 300)
        var notPerfect = 0
        for (index, graph) in graphs.enumerated() {
            let edges: [(Int, Int, WideInteger)] = graph.edges.map { items in
                guard case .vertex(let u) = items[0], case .vertex(let v) = items[1], case .cost(let text) = items[2],
                      let cost = WideInteger(text) else { fatalError("a malformed edge in graph \(index)") }
                return (u, v, cost)
            }
            let matching = DutchMinimumWeightMatching(edges: edges)
            let found = matching.pairs.map { [$0.0, $0.1] }
            #expect(found.count == graph.pairs.count, "graph \(index): as many pairs")
            #expect(Self.cost(of: found, edges) == Self.cost(of: graph.pairs, edges), "graph \(index): as cheap")
            let vertices = Set(edges.flatMap { [$0.0, $0.1] })
            if 2 * graph.pairs.count < vertices.count {
                notPerfect += 1
                #expect(found == graph.pairs, "graph \(index): no perfect matching, networkx's pairs")
            }
        }
        #expect(notPerfect > 20, "graphs without a perfect matching: \(notPerfect)")
    }

    /// The total cost of `pairs` (each an edge of `edges`; the last cost given for it).
    static func cost(of pairs: [[Int]], _ edges: [(Int, Int, WideInteger)]) -> WideInteger? {
        var costOf: [Set<Int>: WideInteger] = [:]
        for (u, v, cost) in edges where u != v { costOf[[u, v]] = cost }
        var total = WideInteger(0)
        for pair in pairs {
            guard let cost = costOf[Set(pair)] else { return nil }
            total = total + cost
        }
        return total
    }

    @Test func networkxIteratesEdgesNodeByNode() {
        // Added as 3-1, 2-4, 1-2: nodes 3, 1, 2, 4; from 3: 3-1; from 1: 1-2; from 2: 2-4.
        let order = DutchMinimumWeightMatching.networkxEdgeOrder([(3, 1), (2, 4), (1, 2)].map { ($0.0, $0.1, WideInteger(0)) })
        #expect(order.map { [$0.0, $0.1] } == [[3, 1], [1, 2], [2, 4]])
    }

    /// networkx's rule stated plainly, as networkx keeps a graph: nodes in a list in order of
    /// first appearance, each node's neighbours in a list in order joined, costs in a
    /// dictionary (adding an edge again changes its cost, not its place); then every node in
    /// turn gives its edges to the neighbours not yet visited.
    static func networkxOrderByDictionaries(_ edges: [(Int, Int, WideInteger)]) -> [(Int, Int, WideInteger)] {
        var nodes: [Int] = []
        var neighbours: [Int: [Int]] = [:]
        var cost: [Set<Int>: WideInteger] = [:]
        for (u, v, weight) in edges where u != v {
            for node in [u, v] where neighbours[node] == nil {
                nodes.append(node)
                neighbours[node] = []
            }
            if cost[[u, v]] == nil {
                neighbours[u]!.append(v)
                neighbours[v]!.append(u)
            }
            cost[[u, v]] = weight
        }
        var visited: Set<Int> = []
        var order: [(Int, Int, WideInteger)] = []
        for node in nodes {
            for neighbour in neighbours[node]! where !visited.contains(neighbour) {
                order.append((node, neighbour, cost[[node, neighbour]]!))
            }
            visited.insert(node)
        }
        return order
    }

    @Test func theEdgeOrderIsNetworkxsOnRandomGraphs() {
        for seed in UInt64(1)...400 {
            var random = SeededRandom(seed: seed)
            // Few vertices for many edges, so edges come again (either way round), the bye 0
            // among them, vertices often first met as an edge's second end, and now and then a
            // loop; some graphs sparse over a wide range of numbers.
            let highest = Int.random(in: 1...(seed % 4 == 0 ? 500 : 12), using: &random)
            let edgeCount = Int.random(in: 0...60, using: &random)
            let edges: [(Int, Int, WideInteger)] = (0..<edgeCount).map { _ in
                (Int.random(in: 0...highest, using: &random), Int.random(in: 0...highest, using: &random),
                 WideInteger(Int.random(in: 0...1_000, using: &random)))
            }
            let order = DutchMinimumWeightMatching.networkxEdgeOrder(edges)
            let expected = Self.networkxOrderByDictionaries(edges)
            #expect(order.map { [$0.0, $0.1] } == expected.map { [$0.0, $0.1] }, "seed \(seed)")
            #expect(order.map(\.2) == expected.map(\.2), "seed \(seed)")
        }
    }

    @Test func anEdgeAddedAgainKeepsItsPlaceAndTakesItsLastCost() {
        // 2-1 first, then 1-3, then 1-2 again (the other way round) at a new cost.
        let order = DutchMinimumWeightMatching.networkxEdgeOrder([(2, 1, 5), (1, 3, 6), (1, 2, 7), (0, 3, 8)].map { ($0.0, $0.1, WideInteger($0.2)) })
        #expect(order.map { [$0.0, $0.1] } == [[2, 1], [1, 3], [3, 0]])
        #expect(order.map(\.2) == [WideInteger(7), WideInteger(6), WideInteger(8)])
    }

    /// Costs worked out on demand, as a big bracket's are (`DutchPairingGraph.match`): random
    /// graphs whose edges share a few classes of cost, some of them taking a later class when
    /// given again, with costs from one word to past the fixed sizes (so every store of weights
    /// is met). The same pairs as each edge given its cost, and each cost asked for at most twice
    /// (the largest, then the weight), never for a class no edge keeps: no cost is held whole.
    @Test(arguments: [40, 300, 1_500])
    func costsAskedForOnDemandMatchAsCostsGiven(bits: Int) {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ UInt64(bits) &+ 11)
        for trial in 0..<12 {
            let vertexCount = Int.random(in: 4...24, using: &random)
            let high = WideInteger.power(WideInteger(2), bits - 12)
            let costs = (0..<Int.random(in: 2...8, using: &random)).map { _ in
                high * WideInteger(Int.random(in: 0...3, using: &random)) + WideInteger(Int.random(in: 0...500, using: &random))
            }
            var edges: [(Int, Int, Int32)] = []
            for u in 1...vertexCount {
                for v in (u + 1)...(vertexCount + 1) where random.unit() < 0.6 {
                    edges.append((u, v, Int32(Int.random(in: 0..<(costs.count - 1), using: &random))))
                }
            }
            // An edge given again takes the last class, which no other edge has: the class it
            // had first may be left unused.
            if let again = edges.first { edges.append((again.1, again.0, Int32(costs.count - 1))) }
            let context = "trial \(trial), \(bits) bits, seed \(seed), \(edges.count) edges"
            var asked = [Int](repeating: 0, count: costs.count)
            let onDemand = DutchMinimumWeightMatching(edges: edges, classCount: costs.count) { costClass in
                asked[costClass] += 1
                return costs[costClass]
            }
            let given = DutchMinimumWeightMatching(edges: edges.map { ($0.0, $0.1, costs[Int($0.2)]) })
            #expect(onDemand.pairs.map { [$0.0, $0.1] } == given.pairs.map { [$0.0, $0.1] }, "\(context)")
            // As cheap as the cheapest of the largest matchings found apart: the solver on each
            // kept edge's `WideInteger` weight (the ceiling less its cost), with no classes.
            let ordered = DutchMinimumWeightMatching.networkxEdgeOrder(edges)
            let ceiling = costs.max()! + WideInteger(1)
            var costOfPair: [[Int]: WideInteger] = [:]
            for (u, v, costClass) in ordered { costOfPair[[min(u, v), max(u, v)]] = costs[Int(costClass)] }
            let apart = MaximumWeightMatching(vertexCount: vertexCount + 2,
                                              edges: ordered.map { WeightedEdge($0.0, $0.1, ceiling - costs[Int($0.2)]) },
                                              maxCardinality: true)
            let apartCount = apart.mates.compactMap { $0 }.count / 2
            #expect(onDemand.pairs.count == apartCount, "\(context)")
            let onDemandCost = onDemand.pairs.reduce(WideInteger(0)) { $0 + costOfPair[[$1.0, $1.1]]! }
            #expect(onDemandCost == WideInteger(apartCount) * ceiling - apart.totalWeight, "\(context)")
            let kept = Set(ordered.map(\.2))
            for costClass in costs.indices {
                #expect(asked[costClass] == (kept.contains(Int32(costClass)) ? 2 : 0), "class \(costClass): \(context)")
            }
        }
    }

    @Test func anEmptyGraphHasNoPairs() {
        #expect(DutchMinimumWeightMatching(edges: []).pairs.isEmpty)
    }
}
