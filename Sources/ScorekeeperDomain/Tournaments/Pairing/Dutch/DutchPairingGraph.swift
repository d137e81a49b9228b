/// The round's pairing graph while its brackets are paired: the nodes as a table indexed by
/// position (by level from the top, then pairing number, as `DutchScoreLevels` orders them) and
/// the pairs the rules allow as edges between positions, in gacrux's order. Players leave it as
/// they are paired.
///
/// Each bracket costs every edge left, two or more times (one matching per decision): holding
/// nodes by position in plain arrays, not in dictionaries keyed by pairing number or in edges
/// that carry both players' whole state, keeps that loop free of hashing and reference counting.
struct DutchPairingGraph {
    /// An edge: the positions of its two nodes, the lower pairing number first (the bye, 0,
    /// always first).
    struct Edge: Hashable {
        /// Kept in 32 bits: a round's edges run to hundreds of thousands, copied per bracket.
        private let storedA: Int32
        private let storedB: Int32
        var a: Int { Int(storedA) }
        var b: Int { Int(storedB) }

        init(a: Int, b: Int) {
            storedA = Int32(a)
            storedB = Int32(b)
        }
    }

    /// Every node of the round, by position.
    let nodes: [DutchPairingNode]
    /// What the criteria read of each node, by position.
    let traits: [DutchNodeTraits]
    /// The edges not yet removed, in gacrux's order: by the lower level of the two from the top,
    /// then the higher, then the pairing numbers.
    private(set) var edges: [Edge]
    /// Whether the node at each position is still unpaired.
    private(set) var isLeft: [Bool]
    /// How many nodes are still unpaired.
    private(set) var leftCount: Int
    /// The position of each pairing number (-1 for a number not in the round).
    private let positionOfNumber: [Int]

    /// The graph of `nodes` (ordered as `DutchScoreLevels.nodes`) with the pairs `rules` allow.
    init(nodes: [DutchPairingNode], rules: DutchCompatibility) {
        self.nodes = nodes
        traits = nodes.map(\.traits)
        isLeft = Array(repeating: true, count: nodes.count)
        leftCount = nodes.count
        var positionOfNumber = Array(repeating: -1, count: (nodes.map(\.pairingNumber).max() ?? 0) + 1)
        for (position, node) in nodes.enumerated() { positionOfNumber[node.pairingNumber] = position }
        self.positionOfNumber = positionOfNumber
        let traits = self.traits
        var edges: [Edge] = []
        for (first, second) in rules.allowedPairs {
            guard first < positionOfNumber.count, second < positionOfNumber.count else { continue }
            let a = positionOfNumber[first], b = positionOfNumber[second]
            guard a >= 0, b >= 0 else { continue }
            edges.append(Edge(a: a, b: b))
        }
        func key(_ edge: Edge) -> (Int, Int, Int, Int) {
            let a = traits[edge.a], b = traits[edge.b]
            return (-min(a.scoreLevel, b.scoreLevel), -max(a.scoreLevel, b.scoreLevel), a.pairingNumber, b.pairingNumber)
        }
        edges.sort { key($0) < key($1) }
        self.edges = edges
    }

    /// The position of the node with `pairingNumber` (which must be in the round).
    func position(of pairingNumber: Int) -> Int { positionOfNumber[pairingNumber] }

    /// The positions still unpaired, in order.
    var left: [Int] { isLeft.indices.filter { isLeft[$0] } }

    /// Keeps only the edges `keep` accepts.
    mutating func keepEdges(where keep: (Edge) -> Bool) {
        edges.removeAll { !keep($0) }
    }

    /// Takes the nodes of `pairs` (positions) out, and every edge that touches them.
    mutating func remove(_ pairs: [(Int, Int)]) {
        guard !pairs.isEmpty else { return }
        for (a, b) in pairs {
            isLeft[a] = false
            isLeft[b] = false
        }
        leftCount -= 2 * pairs.count
        let isLeft = self.isLeft
        edges.removeAll { !isLeft[$0.a] || !isLeft[$0.b] }
    }

    /// The cheapest largest matching of `edges` (a subset of the graph's, in its order) under
    /// `cost` (given each edge's place in `edges`), as positions, the lower pairing number first
    /// in each pair, the pairs in ascending order of pairing numbers. The matching sees the same
    /// vertices (pairing numbers) and edges in the same order as before positions were used, so
    /// it makes the same choices.
    ///
    /// `key` names each edge's cost (any number at least 0): edges of one key must cost the same,
    /// and the cost is worked out once a key (twice: see `DutchMinimumWeightMatching`), from the
    /// first edge of that key, not once an edge, and not kept. A big bracket's matching has a
    /// hundred thousand edges and far fewer different costs, each thousands of bits wide.
    func match(_ edges: [Edge], key: (Int, Edge) -> Int, cost: (Int, Edge) -> WideInteger) -> [(Int, Int)] {
        guard !edges.isEmpty else { return [] }
        var graph: [(Int, Int, Int32)] = []
        graph.reserveCapacity(edges.count)
        var classOfKey: [Int: Int32] = [:]
        // Each class's first edge, whose cost is the class's.
        var firstEdgeOfClass: [Int32] = []
        for (index, edge) in edges.enumerated() {
            let edgeKey = key(index, edge)
            let costClass: Int32
            if let known = classOfKey[edgeKey] {
                costClass = known
            } else {
                costClass = Int32(firstEdgeOfClass.count)
                classOfKey[edgeKey] = costClass
                firstEdgeOfClass.append(Int32(index))
            }
            graph.append((traits[edge.a].pairingNumber, traits[edge.b].pairingNumber, costClass))
        }
        classOfKey = [:]
        func classCost(_ costClass: Int) -> WideInteger {
            let first = Int(firstEdgeOfClass[costClass])
            return cost(first, edges[first])
        }
        // Debug builds hold the caller to its word: each edge costs what its key's first edge does.
        assert(graph.indices.allSatisfy { cost($0, edges[$0]) == classCost(Int(graph[$0].2)) }, "edges of one key cost the same")
        return DutchMinimumWeightMatching(edges: consume graph, classCount: firstEdgeOfClass.count, cost: classCost).pairs
            .map { (position(of: $0.0), position(of: $0.1)) }
    }
}
