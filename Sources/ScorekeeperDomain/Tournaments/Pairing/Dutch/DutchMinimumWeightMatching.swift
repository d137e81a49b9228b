// Follows networkx's `min_weight_matching` (networkx 3.6.1, BSD-3-Clause, copyright the
// NetworkX Developers), which gacrux (MIT, Copyright 2024 Otto Milvang) calls for every pairing
// decision.

/// The cheapest of the largest matchings of a graph whose vertices are players (by pairing
/// number, 0 for the pairing-allocated bye) and whose edge weights are costs: networkx's
/// `min_weight_matching`, which maximises `1 + largest cost - cost` with maximum cardinality.
///
/// When several matchings cost the same, which one the blossom algorithm finds depends on where
/// it starts and the order it meets vertices and edges. Every graph is first solved from a
/// greedy start (`BlossomSolver.perfectMates`), many times faster on a big field; when that ends
/// perfect (every round's graph: the pairing is complete) it is kept, and it may be another of
/// the cheapest matchings than networkx's. What a bracket reads of it is the same in all of
/// them: a moved-down player's resident is its HE2 digit; the lower ends of the resident pairs
/// are HO3's and HO4's digits (every perfect matching has as many pairs, so HO4's constant part
/// is the same), and each one's partner then its HO5 digit (b - a read in factorial base, whose
/// total stays below HO4's least place); the count of resident pairs follows from C6's digit
/// (the downfloaters) with HE1's and HE2's, and the lookahead total is `next8`'s (gacrux's QN8),
/// the quality criteria's digits as gacrux lays them out. `DutchBracketMatchingTests` holds all
/// of these to gacrux's. A graph without a perfect matching is solved again from networkx's
/// start, and finds the matching gacrux finds, because the graph is laid out as networkx lays
/// out the graph `min_weight_matching` builds: networkx builds a second graph by adding the
/// first graph's edges in the order it iterates them (node by node in insertion order, each
/// node's neighbours in insertion order, each edge once), so the vertices are numbered in the
/// order they first appear there and the edges are given in that order.
public struct DutchMinimumWeightMatching: Sendable {
    /// The matched pairs, lower number first, in ascending order.
    public let pairs: [(Int, Int)]

    /// The matching of the graph whose edges were added, in this order, as `(u, v, cost)`; an
    /// edge added twice keeps its place and its last cost.
    public init(edges: consuming [(Int, Int, WideInteger)]) {
        // Each edge its own cost: the costs move out of the edges, which are let go.
        let costs = edges.map(\.2)
        let classed = edges.enumerated().map { index, edge in (edge.0, edge.1, Int32(index)) }
        _ = consume edges
        self.init(edges: classed, costs: costs)
    }

    /// The matching of the graph whose edges were added, in this order, as `(u, v, cost class)`,
    /// where edges of one class cost `costs[class]`; an edge added twice keeps its place and its
    /// last class.
    init(edges: consuming [(Int, Int, Int32)], costs: [WideInteger]) {
        self.init(edges: edges, classCount: costs.count, cost: { costs[$0] })
    }

    /// The matching of the graph whose edges were added, in this order, as `(u, v, cost class)`,
    /// where edges of one class (`0..<classCount`) cost `cost(class)`; an edge added twice keeps
    /// its place and its last class. A big bracket's edges share a few costs
    /// (`DutchPairingGraph.match` gives them classes), so each cost is converted and kept once,
    /// not once an edge.
    ///
    /// `cost` is asked twice for each class some edge has: once for the largest (the weights are
    /// the ceiling less each cost), once as its weight is written; no cost is kept between. Held
    /// whole beside the weights, a 2,000-entrant bracket's costs (some 240,000 classes of
    /// thousands of bits) would double the matching's peak memory.
    init(edges: consuming [(Int, Int, Int32)], classCount: Int, cost: (Int) -> WideInteger) {
        var ordered = Self.networkxEdgeOrder(edges)
        _ = consume edges
        // The largest cost of a class some edge has.
        var isUsed = [Bool](repeating: false, count: classCount)
        for (_, _, costClass) in ordered { isUsed[Int(costClass)] = true }
        var largestCost: WideInteger?
        for costClass in 0..<classCount where isUsed[costClass] {
            let classCost = cost(costClass)
            if let known = largestCost, !(known < classCost) { continue }
            largestCost = classCost
        }
        guard let largest = largestCost else {
            pairs = []
            return
        }
        let ceiling = largest + WideInteger(1)
        // Vertices are pairing numbers (0 for the bye), so an array indexed from the lowest
        // stands for the numbering dictionary: a lookup per edge end without hashing.
        var lowest = Int.max, highest = Int.min
        for (u, v, _) in ordered {
            lowest = min(lowest, u, v)
            highest = max(highest, u, v)
        }
        var numbered = [Int32](repeating: -1, count: highest - lowest + 1)
        var vertices: [Int] = []
        func meet(_ vertex: Int) {
            guard numbered[vertex - lowest] < 0 else { return }
            numbered[vertex - lowest] = Int32(vertices.count)
            vertices.append(vertex)
        }
        for (u, v, _) in ordered {
            meet(u)
            meet(v)
        }
        func number(_ vertex: Int) -> Int { Int(numbered[vertex - lowest]) }
        // On n vertices the duals, from either start (networkx's or the greedy one), were
        // measured up to (n/2 + 0.5) times the largest weight (a vertex's, on a path of light and
        // heavy edges in turn, which drives them furthest; a blossom's under 6 times), and a
        // slack's sum before the weight is taken off is two of them; `GreedyStartTests` holds
        // the duals within (n/2 + 3) times. The headroom, the ceiling times n + 8 (at least 16),
        // holds the sums. The matching is exact in every type, so it takes the same steps in
        // each; the narrowest that holds the sums is the fastest (a big bracket's weights run to
        // thousands of bits, its quality-only stages to tens, a middle-sized bracket's to a
        // hundred or two: two machine words before 512 bits; past 512 bits, words of the width
        // the graph needs).
        let headroom = ceiling * WideInteger(max(8, vertices.count) + 8)
        // The solver's graph, each edge naming its class's row of weights (the ordered edges
        // are distinct), and the edges let go.
        var graph = BlossomGraph(vertexCount: vertices.count)
        graph.reserveCapacity(edges: ordered.count)
        var rows: [Int32] = []
        rows.reserveCapacity(ordered.count)
        for (u, v, costClass) in ordered {
            _ = graph.addDistinct(number(u), number(v))
            rows.append(costClass)
        }
        ordered = []
        func matched<Weight: MatchingWeight>(_ convert: (WideInteger) -> Weight?) -> [Int?] {
            // Each class's cost is read into the weight's own type and taken from the ceiling
            // there: a cost below the ceiling fits wherever the headroom does (a negative cost,
            // which the Dutch rules never give, takes the long way).
            let top = convert(ceiling)!
            let doubled = (0..<classCount).map { costClass -> Weight in
                guard isUsed[costClass] else { return .zero }
                let classCost = cost(costClass)
                let weight = convert(classCost).map { top - $0 } ?? convert(ceiling - classCost)!
                return weight + weight
            }
            let weights = MatchingWeightArrays(doubled: doubled, rowOfEdge: rows,
                                               valueCount: BlossomSolver<MatchingWeightArrays<Weight>>.valueCount(vertexCount: vertices.count))
            return BlossomSolver.perfectMates(graph: graph, weights: weights)
        }
        let mates: [Int?]
        if Int(exactly: headroom) != nil {
            mates = matched { Int(exactly: $0) }
        } else if Int128(exactly: headroom) != nil {
            mates = matched { Int128(exactly: $0) }
        } else if Int512(exactly: headroom) != nil {
            mates = matched { Int512(exactly: $0) }
        } else {
            // Wider: words of the width this graph needs, a row per class in one buffer for the
            // whole solve (`FlatMatchingWeights`), each row written from its cost worked out
            // then, so that only one cost at a time is held beside the rows.
            let weights = FlatMatchingWeights(width: FlatMatchingWeights.width(holding: headroom), rowCount: classCount,
                                              rowOfEdge: rows,
                                              valueCount: BlossomSolver<FlatMatchingWeights>.valueCount(vertexCount: vertices.count))
            rows = []
            for row in 0..<classCount where isUsed[row] {
                let weight = ceiling - cost(row)
                weights.setRowWeight(row, weight + weight)
            }
            mates = BlossomSolver.perfectMates(graph: graph, weights: weights)
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
    ///
    /// That order is the distinct edges, grouped by whichever end first appeared (in order of
    /// appearance), each group in the order its edges were first added; so it is worked out with
    /// arrays indexed by vertex (pairing numbers are small) and one counting sort, instead of
    /// the neighbour and cost dictionaries networkx keeps, which cost a sixth of a round.
    static func networkxEdgeOrder<Cost>(_ edges: [(Int, Int, Cost)]) -> [(Int, Int, Cost)] {
        var lowest = Int.max, highest = Int.min
        for (u, v, _) in edges where u != v {
            lowest = min(lowest, u, v)
            highest = max(highest, u, v)
        }
        guard lowest <= highest else { return [] }
        // Each vertex's place in the order of first appearance (-1 before it appears), and each
        // edge's group: the place of its end that appeared first (-1 for a loop, which networkx
        // never sees here).
        var place = [Int32](repeating: -1, count: highest - lowest + 1)
        var nodes: [Int] = []
        var group = [Int32](repeating: -1, count: edges.count)
        func meet(_ node: Int) {
            guard place[node - lowest] < 0 else { return }
            place[node - lowest] = Int32(nodes.count)
            nodes.append(node)
        }
        for (index, (u, v, _)) in edges.enumerated() where u != v {
            meet(u)
            meet(v)
            group[index] = min(place[u - lowest], place[v - lowest])
        }
        // The edges sorted by group, stably (a counting sort): each group in the order added.
        var start = [Int](repeating: 0, count: nodes.count + 1)
        for g in group where g >= 0 { start[Int(g) + 1] += 1 }
        for node in nodes.indices { start[node + 1] += start[node] }
        var next = start
        var sorted = [Int32](repeating: 0, count: start[nodes.count])
        for (index, g) in group.enumerated() where g >= 0 {
            sorted[next[Int(g)]] = Int32(index)
            next[Int(g)] += 1
        }
        // Within a group an edge is known by its other end: `owner` says which group last met
        // that end and `slot` where its edge went, so an edge added again keeps its first place
        // and takes the later cost.
        var owner = [Int32](repeating: -1, count: nodes.count)
        var slot = [Int](repeating: 0, count: nodes.count)
        var ordered: [(Int, Int, Cost)] = []
        ordered.reserveCapacity(sorted.count)
        for node in nodes.indices {
            for position in start[node]..<start[node + 1] {
                let (u, v, cost) = edges[Int(sorted[position])]
                let other = Int(place[u - lowest]) == node ? v : u
                let otherPlace = Int(place[other - lowest])
                if owner[otherPlace] == Int32(node) {
                    ordered[slot[otherPlace]].2 = cost
                } else {
                    owner[otherPlace] = Int32(node)
                    slot[otherPlace] = ordered.count
                    ordered.append((nodes[node], other, cost))
                }
            }
        }
        return ordered
    }
}
