// Follows networkx's `min_weight_matching` (networkx 3.6.1, BSD-3-Clause, copyright the
// NetworkX Developers), which gacrux (MIT, Copyright 2024 Otto Milvang) calls for every pairing
// decision.

/// The cheapest of the largest matchings of a graph whose vertices are players (by pairing
/// number, 0 for the pairing-allocated bye) and whose edge weights are costs: networkx's
/// `min_weight_matching`, which maximises `1 + largest cost - cost` with maximum cardinality.
///
/// When several matchings cost the same, which one the blossom algorithm finds depends on the
/// order it meets vertices and edges. To find the one gacrux finds, the graph is laid out as
/// networkx lays out the graph `min_weight_matching` builds: networkx builds a second graph by
/// adding the first graph's edges in the order it iterates them (node by node in insertion
/// order, each node's neighbours in insertion order, each edge once), so the vertices are
/// numbered in the order they first appear there and the edges are given in that order.
public struct DutchMinimumWeightMatching: Sendable {
    /// The matched pairs, lower number first, in ascending order.
    public let pairs: [(Int, Int)]

    /// The matching of the graph whose edges were added, in this order, as `(u, v, cost)`; an
    /// edge added twice keeps its place and its last cost.
    public init(edges: consuming [(Int, Int, WideInteger)]) {
        var ordered = Self.networkxEdgeOrder(edges)
        // The ordered copy shares the costs' words; the caller's is let go now (when it was
        // handed over) and the ordered one once the weights are converted, so a big bracket's
        // thousand-bit costs are not held through the matching beside its own weights.
        _ = consume edges
        guard let largest = ordered.map(\.2).max() else {
            pairs = []
            return
        }
        let ceiling = largest + WideInteger(1)
        var number: [Int: Int] = [:]
        var vertices: [Int] = []
        for (u, v, _) in ordered {
            for vertex in [u, v] where number[vertex] == nil {
                number[vertex] = vertices.count
                vertices.append(vertex)
            }
        }
        // The duals reach about four times the largest weight, and the matching's total weight
        // half the vertices' count times it. The matching is exact in every type, so it takes
        // the same steps in each; the narrowest that holds both is the fastest (a big bracket's
        // weights run to thousands of bits, its quality-only stages to tens, a middle-sized
        // bracket's to a hundred or two: two machine words before 512 bits; past 512 bits, words
        // of the width the graph needs).
        let headroom = ceiling * WideInteger(max(8, vertices.count))
        func matched<Weight: MatchingWeight>(_ convert: (WideInteger) -> Weight?) -> [Int?] {
            let graph = ordered.map { WeightedEdge(number[$0.0]!, number[$0.1]!, convert(ceiling - $0.2)!) }
            ordered = []
            return MaximumWeightMatching(vertexCount: vertices.count, edges: consume graph, maxCardinality: true).mates
        }
        let mates: [Int?]
        if Int(exactly: headroom) != nil {
            mates = matched { Int(exactly: $0) }
        } else if Int128(exactly: headroom) != nil {
            mates = matched { Int128(exactly: $0) }
        } else if Int512(exactly: headroom) != nil {
            mates = matched { Int512(exactly: $0) }
        } else {
            // Wider: words of the width this graph needs, in one buffer for the whole solve
            // (`FlatMatchingWeights`), the costs let go before the solve starts.
            var graph = BlossomGraph(vertexCount: vertices.count)
            let weights = FlatMatchingWeights(width: FlatMatchingWeights.width(holding: headroom), edgeCount: ordered.count,
                                              valueCount: BlossomSolver<FlatMatchingWeights>.valueCount(vertexCount: vertices.count))
            for (u, v, cost) in ordered {
                let weight = ceiling - cost
                weights.setDoubledWeight(graph.addDistinct(number[u]!, number[v]!), weight + weight)
            }
            ordered = []
            mates = FlatWeightMatching(graph: graph, weights: weights, maxCardinality: true).mates
        }
        var found: [(Int, Int)] = []
        for (index, mate) in mates.enumerated() {
            guard let mate else { continue }
            let a = vertices[index], b = vertices[mate]
            if a < b { found.append((a, b)) }
        }
        pairs = found.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    }

    /// The edges of the graph built by adding `edges` in order, in the order networkx iterates
    /// them: nodes in order of first appearance, each node's neighbours in the order they were
    /// joined to it, an edge given once, from the first of its ends to be reached.
    static func networkxEdgeOrder(_ edges: [(Int, Int, WideInteger)]) -> [(Int, Int, WideInteger)] {
        // Keyed by the pair packed into one Int (pairing numbers are far below 2^32): an array
        // key cost an allocation for every edge of every matching.
        func key(_ u: Int, _ v: Int) -> Int { min(u, v) << 32 | max(u, v) }
        var nodes: [Int] = []
        var neighbours: [Int: [Int]] = [:]
        var cost: [Int: WideInteger] = [:]
        cost.reserveCapacity(edges.count)
        for (u, v, weight) in edges where u != v {
            for node in [u, v] where neighbours[node] == nil {
                neighbours[node] = []
                nodes.append(node)
            }
            if cost.updateValue(weight, forKey: key(u, v)) == nil {
                neighbours[u]!.append(v)
                neighbours[v]!.append(u)
            }
        }
        var seen: Set<Int> = []
        var ordered: [(Int, Int, WideInteger)] = []
        ordered.reserveCapacity(cost.count)
        for node in nodes {
            for neighbour in neighbours[node]! where !seen.contains(neighbour) {
                ordered.append((node, neighbour, cost[key(node, neighbour)]!))
            }
            seen.insert(node)
        }
        return ordered
    }
}
