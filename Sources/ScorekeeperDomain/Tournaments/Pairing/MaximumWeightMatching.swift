// Ported from networkx's `max_weight_matching` (networkx/algorithms/matching.py, networkx 3.6.1,
// BSD-3-Clause, copyright the NetworkX Developers), itself after Joris van Rantwijk's mwmatching.py:
// Edmonds' blossom method with the primal-dual method, as in "Efficient Algorithms for Finding
// Maximum Matching in Graphs" (ACM Computing Surveys, 1986). The steps, their order and
// the names of the variables follow networkx's, so the two read side by side; the dictionaries
// became arrays: vertices are 0..<n, non-trivial blossoms take the ids n..<2n, and an edge from
// `v` to `w` is an "oriented edge" number (twice the edge's index, plus 1 when it is taken from
// its second end to its first). Each vertex's leaving edges sit in one flat array
// (`BlossomAdjacency`), read through pointers in the loops that visit every edge (the scan and
// `addBlossom`'s walk of a new blossom's leaves), in the order networkx visits them.

/// One edge of the graph a `MaximumWeightMatching` is computed on: two vertices (0..<vertexCount)
/// and the weight of matching them.
public struct WeightedEdge<Weight: MatchingWeight>: Sendable {
    public var u: Int
    public var v: Int
    public var weight: Weight

    public init(_ u: Int, _ v: Int, _ weight: Weight) {
        self.u = u
        self.v = v
        self.weight = weight
    }
}

/// A matching of greatest total weight in a general (not only bipartite) graph, by Edmonds'
/// blossom algorithm in O(n³): the core of a Swiss system's pairing, where each possible game is
/// an edge weighted by how well it meets the rules. With `maxCardinality` it is the heaviest of
/// the matchings that pair as many vertices as possible. Whole-number weights give exact results;
/// an edge given twice keeps its last weight, and loops are ignored.
public struct MaximumWeightMatching<Weight: MatchingWeight>: Sendable {
    /// For each vertex, the vertex it is matched with, or nil.
    public let mates: [Int?]
    /// The sum of the matched edges' weights.
    public let totalWeight: Weight

    @_specialize(where Weight == Int)
    @_specialize(where Weight == WideInteger)
    @_specialize(where Weight == Int512)
    public init(vertexCount: Int, edges: consuming [WeightedEdge<Weight>], maxCardinality: Bool = false) {
        // The solver keeps the weights it needs and takes the edges over: a caller that handed
        // them over (`consume`) has them freed here instead of holding a second copy of every
        // weight through the whole matching.
        var solver = BlossomSolver(vertexCount: vertexCount, edges: edges)
        solver.solve(maxCardinality: maxCardinality)
        var mates = [Int?](repeating: nil, count: vertexCount)
        var total = Weight.zero
        for v in 0..<vertexCount where solver.mate[v] >= 0 {
            let w = solver.head[solver.mate[v]]
            mates[v] = w
            if v < w { total += solver.weights.doubledWeight(solver.mate[v] >> 1).halved() }
        }
        self.mates = mates
        self.totalWeight = total
    }

    /// The matched pairs, each once, lower vertex first, by their lower vertex.
    public var pairs: [(Int, Int)] {
        mates.enumerated().compactMap { v, w in w.flatMap { v < $0 ? (v, $0) : nil } }
    }
}

/// The algorithm's state and steps (networkx's nested functions); see the file's head. Conditions
/// on its state are guards and nested ifs rather than `&&` and `||`, and loops rather than
/// closures: those operators' right sides are closures, and a closure capturing the solver may
/// copy it, all its arrays, on every test. For the same reason the small reading methods called
/// in the loops are always inlined: calling one otherwise copies the solver (measured: a third
/// of the time with wide weights).
///
/// Every weight-sized number (twice each edge's weight, the duals, the slacks kept) is in
/// `weights`, by edge index or by slot: slot `b` is the dual of vertex or blossom `b` (twice a
/// vertex's dual; a blossom's z), `bestSlackSlot(b)` the slack of `bestEdge[b]`, then two
/// scratch slots.
struct BlossomSolver<Weights: BlossomWeights> {
    let n: Int
    /// The oriented edge `k` runs from `tail(k)` to `head[k]`; `k ^ 1` runs back.
    let head: OrientedEdgeHeads
    /// For each vertex, the oriented edges leaving it and their heads.
    let adjacency: BlossomAdjacency
    /// The weights, duals and slacks (see above).
    var weights: Weights

    /// For each vertex, the oriented edge to its partner, or -1 when it is single.
    var mate: [Int]
    /// For each top-level blossom or vertex: 0 free, 1 S, 2 T (5 marks a breadcrumb while scanning).
    var label: [Int]
    /// The oriented edge through which a labelled blossom (or a reached vertex inside a T-blossom)
    /// got its label, or -1.
    var labelEdge: [Int]
    /// The top-level blossom each vertex is in (itself when it is in none).
    var inBlossom: [Int]
    /// Each (sub-)blossom's or vertex's parent blossom, or -1 at the top level.
    var blossomParent: [Int]
    /// Each blossom's base vertex; -1 for unused blossom ids.
    var blossomBase: [Int]
    /// The least-slack edge from an S-blossom, or -1 (see networkx's `bestedge`).
    var bestEdge: [Int]
    /// The ends of `bestEdge[b]` (its tail, its head) while it is set: the scan compares each
    /// edge it meets with a best edge, and reading that edge's ends from `head` (two million
    /// edges' worth on a 2,000-entrant round) was a miss to memory every time; and its row of
    /// weight, for the same reason (most comparisons are then settled by the row alone: two
    /// edges of one row to one vertex differ by their other ends' duals).
    var bestEnds: [(tail: Int32, head: Int32, row: Int32)]
    /// Edges known to have zero slack, by edge index.
    var allowEdge: EdgeFlags
    var queue: [Int] = []
    /// A blossom's sub-blossoms, from its base round the cycle, and the oriented edges between
    /// them: `childEdges[b][i]` runs from a vertex in `childs[b][i]` into the next one.
    var childs: [[Int]]
    var childEdges: [[Int]]
    /// A top-level S-blossom's least-slack edges to neighbouring S-blossoms, once computed.
    var myBestEdges: [[Int]?]
    var unusedBlossoms: [Int]
    /// The non-trivial blossoms in existence, in the order they were made. networkx keeps its
    /// blossoms in dictionaries, which iterate in insertion order, and where several blossoms
    /// tie for the least delta (or the end of a stage expands several) it takes the first in
    /// that order; ids here are reused, so their order is kept apart to break ties the same way.
    var blossomOrder: [Int] = []
    /// Scratch space of `addBlossom`, all -1 between calls: the least-slack edge to each
    /// neighbouring S-blossom so far (its slack compared in place, never written out).
    var bestEdgeTo: [Int]
    /// The ends of `bestEdgeTo[b]` while it is set, as `bestEnds` for `bestEdge`.
    var bestEndsTo: [(tail: Int32, head: Int32, row: Int32)]
    /// Whether the slack of `bestEdge[b]` kept in `bestSlackSlot(b)` is valid: while
    /// `bestSlackEpoch[b]` is `dualEpoch`. For a store that does not compare slacks in place,
    /// the scan compares every edge it meets with the best edge so far, whose slack would
    /// otherwise be worked out again and again.
    var bestSlackEpoch: [Int]
    /// Counts the dual updates: a slack (of the vertex duals and the weights alone) is the same
    /// from one update to the next.
    var dualEpoch = 0
    /// The dual update's direction for each vertex (-1 lowered, 1 raised, 0 left), handed to the
    /// store whole (`shiftVertexDuals`).
    var dualShift: [Int8]

    /// The solver of `graph`'s matching, whose doubled weights `weights` holds by edge index
    /// (its other values are set here).
    init(graph: BlossomGraph, weights: Weights) {
        n = graph.vertexCount
        head = OrientedEdgeHeads(graph.head)
        adjacency = BlossomAdjacency(graph)
        self.weights = weights
        self.weights.readInScanOrder(adjacency.edges, count: graph.head.count)
        // Initially u(v) = maxweight / 2: the doubled duals start at the largest weight (or 0).
        self.weights.startVertexDuals(count: n)
        for b in n..<(2 * n) { self.weights.setZero(b) }
        mate = Array(repeating: -1, count: n)
        label = Array(repeating: 0, count: 2 * n)
        labelEdge = Array(repeating: -1, count: 2 * n)
        inBlossom = Array(0..<n)
        blossomParent = Array(repeating: -1, count: 2 * n)
        blossomBase = Array(0..<n) + Array(repeating: -1, count: n)
        bestEdge = Array(repeating: -1, count: 2 * n)
        bestEnds = Array(repeating: (-1, -1, -1), count: 2 * n)
        allowEdge = EdgeFlags(count: graph.edgeCount)
        childs = Array(repeating: [], count: 2 * n)
        childEdges = Array(repeating: [], count: 2 * n)
        myBestEdges = Array(repeating: nil, count: 2 * n)
        unusedBlossoms = Array((n..<(2 * n)).reversed())
        bestEdgeTo = Array(repeating: -1, count: 2 * n)
        bestEndsTo = Array(repeating: (-1, -1, -1), count: 2 * n)
        bestSlackEpoch = Array(repeating: -1, count: 2 * n)
        dualShift = Array(repeating: 0, count: n)
    }

    /// How many value slots a solver of `vertexCount` vertices uses.
    static func valueCount(vertexCount n: Int) -> Int { 4 * n + 2 }

    /// Where the slack of `bestEdge[b]` is kept.
    @inline(__always)
    func bestSlackSlot(_ b: Int) -> Int { 2 * n + b }

    /// Scratch slots: the dual update's delta and a candidate for it.
    var deltaSlot: Int { 4 * n }
    var candidateSlot: Int { 4 * n + 1 }
    /// How many adjacency slots ahead the scan asks the store to bring an edge's row near.
    static var prefetchDistance: Int { 8 }

    @inline(__always)
    func isBlossom(_ b: Int) -> Bool { b >= n }

    /// The vertex oriented edge `k` leaves: the head of the edge taken back.
    @inline(__always)
    func tail(_ k: Int) -> Int { head[k ^ 1] }

    /// Whether `b` is a vertex or a blossom in use.
    @inline(__always)
    func exists(_ b: Int) -> Bool { blossomBase[b] >= 0 }

    /// Sets slot `slot` to twice the slack of edge `k` (not meaningful inside blossoms).
    @inline(__always)
    mutating func setSlack(_ k: Int, into slot: Int) {
        // Mutating though the tests only read: a non-mutating method called from the mutating
        // loops is handed a copy of the solver, every array retained and released, whenever the
        // weights' arithmetic is not inlined, a third of the time with wide weights.
        weights.setSlack(tail(k), head[k], edge: k >> 1, into: slot)
    }

    /// Whether edge `k`, from `v` to `w`, at adjacency slot `slot` (read by the scan), has slack
    /// (is not yet allowable), decided from the leading words of a wide weight without working
    /// the slack out.
    @inline(__always)
    mutating func hasSlack(_ k: Int, from v: Int, to w: Int, slot: Int) -> Bool {
        weights.hasSlack(v, w, edge: k >> 1, slot: slot)
    }

    /// Whether edge `k`'s slack is less than the value in `slot`, decided as `hasSlack`.
    @inline(__always)
    mutating func slack(_ k: Int, isBelow slot: Int) -> Bool {
        slack(k, from: tail(k), to: head[k], isBelow: slot)
    }

    /// `slack(_:isBelow:)` of edge `k` from `v` to `w`, its ends known to the caller.
    @inline(__always)
    mutating func slack(_ k: Int, from v: Int, to w: Int, isBelow slot: Int) -> Bool {
        weights.slack(v, w, edge: k >> 1, isBelow: slot)
    }

    /// Makes sure `bestSlackSlot(b)` holds the slack of `bestEdge[b]` (which is set), worked
    /// out once between dual updates, and returns the slot.
    @inline(__always)
    mutating func bestEdgeSlack(_ b: Int) -> Int {
        if bestSlackEpoch[b] != dualEpoch {
            setSlack(bestEdge[b], into: bestSlackSlot(b))
            bestSlackEpoch[b] = dualEpoch
        }
        return bestSlackSlot(b)
    }

    /// Whether edge `k`'s slack, from `v` to `w` (at adjacency slot `slot`, read by the scan), is
    /// less than that of `bestEdge[b]` (which is set): for words read from the top, against the
    /// best edge's own terms in place (its ends kept in `bestEnds`), nothing written out; for a
    /// fixed-size type, against its slack worked out and kept.
    @inline(__always)
    mutating func slack(_ k: Int, from v: Int, to w: Int, slot: Int, isBelowBestOf b: Int) -> Bool {
        if Weights.comparesSlacksInPlace {
            let ends = bestEnds[b]
            return weights.slack(v, w, row: weights.row(ofEdge: k >> 1, slot: slot), slot: slot,
                                 isBelowSlackOf: Int(ends.tail), Int(ends.head), row: ends.row)
        }
        return slack(k, from: v, to: w, isBelow: bestEdgeSlack(b))
    }

    /// Makes `k`, from `v` to `w`, of weight row `row`, the least-slack edge of `b`. Its slack
    /// is not worked out here: a scan that meets ever better edges would otherwise write each
    /// one's wide slack out whole, a quarter of a big bracket's solve.
    @inline(__always)
    mutating func setBestEdge(_ b: Int, _ k: Int, from v: Int, to w: Int, row: Int32) {
        bestEdge[b] = k
        bestEnds[b] = (Int32(truncatingIfNeeded: v), Int32(truncatingIfNeeded: w), row)
        bestSlackEpoch[b] = -1
    }

    /// The vertices inside blossom `b`.
    func leaves(_ b: Int) -> [Int] {
        guard isBlossom(b) else { return [b] }
        var found: [Int] = []
        var stack = childs[b]
        while let t = stack.popLast() {
            if isBlossom(t) { stack.append(contentsOf: childs[t]) } else { found.append(t) }
        }
        return found
    }

    /// Python's index into a list, where negative indices count from the end.
    static func wrap(_ j: Int, _ count: Int) -> Int { j < 0 ? j + count : j }

    /// Assigns label `t` to the top-level blossom containing vertex `w`, reached through oriented
    /// edge `k` (into `w`), or -1 for a single vertex.
    mutating func assignLabel(_ w: Int, _ t: Int, _ k: Int) {
        let b = inBlossom[w]
        assert(label[w] == 0 && label[b] == 0)
        label[w] = t
        label[b] = t
        labelEdge[w] = k
        labelEdge[b] = k
        bestEdge[w] = -1
        bestEdge[b] = -1
        if t == 1 {
            // b became an S-vertex/blossom; add it(s vertices) to the queue.
            queue.append(contentsOf: leaves(b))
        } else if t == 2 {
            // b became a T-vertex/blossom; assign label S to its mate. (If b is a non-trivial
            // blossom, its base is the only vertex with an external mate.)
            let base = blossomBase[b]
            assignLabel(head[mate[base]], 1, mate[base])
        }
    }

    /// Traces back from vertices v and w to discover either a new blossom or an augmenting path:
    /// the base vertex of the new blossom, or -1 for an augmenting path.
    mutating func scanBlossom(_ v: Int, _ w: Int) -> Int {
        var v = v, w = w
        var path: [Int] = []
        var base = -1
        while v != -1 {
            // Look for a breadcrumb in v's blossom or put a new breadcrumb.
            var b = inBlossom[v]
            if label[b] & 4 != 0 {
                base = blossomBase[b]
                break
            }
            assert(label[b] == 1)
            path.append(b)
            label[b] = 5
            // Trace one step back.
            if labelEdge[b] == -1 {
                // The base of blossom b is single; stop tracing this path.
                v = -1
            } else {
                v = tail(labelEdge[b])
                b = inBlossom[v]
                assert(label[b] == 2)
                // b is a T-blossom; trace one more step back.
                v = tail(labelEdge[b])
            }
            // Swap v and w so that we alternate between both paths.
            if w != -1 { swap(&v, &w) }
        }
        // Remove breadcrumbs.
        for b in path { label[b] = 1 }
        return base
    }

    /// Constructs a new blossom with the given base, through S-vertices joined by oriented edge
    /// `k`: labels it S, sets its dual to zero, relabels its T-vertices S and queues them.
    mutating func addBlossom(_ base: Int, _ k: Int) {
        var v = tail(k), w = head[k]
        let bb = inBlossom[base]
        var bv = inBlossom[v]
        var bw = inBlossom[w]
        let b = unusedBlossoms.removeLast()
        blossomOrder.append(b)
        blossomBase[b] = base
        blossomParent[b] = -1
        blossomParent[bb] = b
        // Make list of sub-blossoms and their interconnecting edge endpoints.
        var path: [Int] = []
        var edgs = [k]
        // Trace back from v to base.
        while bv != bb {
            blossomParent[bv] = b
            path.append(bv)
            edgs.append(labelEdge[bv])
            assert(label[bv] == 2 || (label[bv] == 1 && labelEdge[bv] == mate[blossomBase[bv]] ^ 1))
            v = tail(labelEdge[bv])
            bv = inBlossom[v]
        }
        // Add base sub-blossom; reverse lists.
        path.append(bb)
        path.reverse()
        edgs.reverse()
        // Trace back from w to base.
        while bw != bb {
            blossomParent[bw] = b
            path.append(bw)
            edgs.append(labelEdge[bw] ^ 1)
            assert(label[bw] == 2 || (label[bw] == 1 && labelEdge[bw] == mate[blossomBase[bw]] ^ 1))
            w = tail(labelEdge[bw])
            bw = inBlossom[w]
        }
        childs[b] = path
        childEdges[b] = edgs
        // Set label to S.
        assert(label[bb] == 1)
        label[b] = 1
        labelEdge[b] = labelEdge[bb]
        weights.setZero(b)
        // Relabel vertices.
        for leaf in leaves(b) {
            if label[inBlossom[leaf]] == 2 {
                // This T-vertex now turns into an S-vertex because it becomes part of an
                // S-blossom; add it to the queue.
                queue.append(leaf)
            }
            inBlossom[leaf] = b
        }
        // Compute b's least-slack edges to other S-blossoms.
        var reached: [Int] = []
        for sub in path {
            if isBlossom(sub), let known = myBestEdges[sub] {
                // Walk this subblossom's least-slack edges; it won't need them again.
                myBestEdges[sub] = nil
                for edge in known {
                    considerBestEdge(edge, from: tail(edge), to: head[edge], row: weights.row(ofEdge: edge >> 1), of: b,
                                     reached: &reached)
                }
            } else {
                // Get the information from the vertices (each leaf's edges in turn, in place of
                // networkx's list of them all: a big blossom's is tens of thousands of edges).
                // Each edge leaves the leaf, so its other end is its head.
                let edges = adjacency.edges, heads = adjacency.heads
                for leaf in leaves(sub) {
                    for slot in adjacency.slots(of: leaf) {
                        let edge = Int(edges[slot])
                        considerBestEdge(edge, from: leaf, to: Int(heads[slot]), row: weights.row(ofEdge: edge >> 1, slot: slot),
                                         of: b, reached: &reached)
                    }
                }
            }
            // Forget about least-slack edge of the subblossom.
            bestEdge[sub] = -1
        }
        var mine: [Int] = []
        // Select bestedge[b] on the way.
        var best = -1
        var bestAt = (tail: Int32(-1), head: Int32(-1), row: Int32(-1))
        for bj in reached {
            let edge = bestEdgeTo[bj], ends = bestEndsTo[bj]
            mine.append(edge)
            if best == -1 || weights.slack(Int(ends.tail), Int(ends.head), row: ends.row,
                                           isBelowSlackOf: Int(bestAt.tail), Int(bestAt.head), row: bestAt.row) {
                best = edge
                bestAt = ends
            }
            bestEdgeTo[bj] = -1
        }
        myBestEdges[b] = mine
        if best == -1 {
            bestEdge[b] = -1
        } else {
            // Its slack is worked out when the deltas read it.
            setBestEdge(b, best, from: Int(bestAt.tail), to: Int(bestAt.head), row: bestAt.row)
        }
    }

    /// `addBlossom`'s step for each edge leaving new blossom `b`, from `v` to `w` (its tail and
    /// head) of weight row `row`, all three at the caller's hand: keeps it as the least-slack edge
    /// to the S-blossom at its other end when it is the first or has less slack. No slack is written out here: the
    /// edges are compared with each other in place (a big blossom reaches thousands of
    /// neighbours, and writing each first edge's wide slack out was most of the solve's time).
    @inline(__always)
    mutating func considerBestEdge(_ edge: Int, from v: Int, to w: Int, row: Int32, of b: Int, reached: inout [Int]) {
        let j = inBlossom[w] == b ? v : w
        let bj = inBlossom[j]
        guard bj != b, label[bj] == 1 else { return }
        if bestEdgeTo[bj] == -1 {
            reached.append(bj)
        } else {
            let ends = bestEndsTo[bj]
            guard weights.slack(v, w, row: row, isBelowSlackOf: Int(ends.tail), Int(ends.head), row: ends.row) else { return }
        }
        bestEdgeTo[bj] = edge
        bestEndsTo[bj] = (Int32(truncatingIfNeeded: v), Int32(truncatingIfNeeded: w), row)
    }

    /// Expands the given top-level blossom.
    mutating func expandBlossom(_ b: Int, _ endStage: Bool) {
        // Convert sub-blossoms into top-level blossoms.
        for s in childs[b] {
            blossomParent[s] = -1
            if isBlossom(s) {
                if endStage && weights.isZero(s) {
                    // Recursively expand this sub-blossom.
                    expandBlossom(s, endStage)
                } else {
                    for v in leaves(s) { inBlossom[v] = s }
                }
            } else {
                inBlossom[s] = s
            }
        }
        // If we expand a T-blossom during a stage, its sub-blossoms must be relabeled.
        if !endStage && label[b] == 2 {
            let children = childs[b], edges = childEdges[b]
            let count = children.count
            // Start at the sub-blossom through which the expanding blossom obtained its label,
            // and relabel sub-blossoms until we reach the base.
            let entryChild = inBlossom[head[labelEdge[b]]]
            // Decide in which direction we will go round the blossom.
            var j = children.firstIndex(of: entryChild)!
            let jstep: Int
            if j & 1 != 0 {
                // Start index is odd; go forward and wrap.
                j -= count
                jstep = 1
            } else {
                // Start index is even; go backward.
                jstep = -1
            }
            // Move along the blossom until we get to the base.
            var vw = labelEdge[b]
            while j != 0 {
                // Relabel the T-sub-blossom.
                let pq = jstep == 1 ? edges[Self.wrap(j, count)] : edges[Self.wrap(j - 1, count)] ^ 1
                label[head[vw]] = 0
                label[head[pq]] = 0
                assignLabel(head[vw], 2, vw)
                // Step to the next S-sub-blossom and note its forward edge.
                allowEdge[pq >> 1] = true
                j += jstep
                vw = jstep == 1 ? edges[Self.wrap(j, count)] : edges[Self.wrap(j - 1, count)] ^ 1
                // Step to the next T-sub-blossom.
                allowEdge[vw >> 1] = true
                j += jstep
            }
            // Relabel the base T-sub-blossom WITHOUT stepping through to its mate (so don't call
            // assignLabel).
            let bw = children[Self.wrap(j, count)]
            let w = head[vw]
            label[w] = 2
            label[bw] = 2
            labelEdge[w] = vw
            labelEdge[bw] = vw
            bestEdge[bw] = -1
            // Continue along the blossom until we get back to entrychild.
            j += jstep
            while children[Self.wrap(j, count)] != entryChild {
                // Examine the vertices of the sub-blossom to see whether it is reachable from a
                // neighboring S-vertex outside the expanding blossom.
                let bv = children[Self.wrap(j, count)]
                if label[bv] == 1 {
                    // This sub-blossom just got label S through one of its neighbors; leave it be.
                    j += jstep
                    continue
                }
                // (Like Python's loop variable: the first labelled leaf, else the last one.)
                var v = bv
                for leaf in leaves(bv) {
                    v = leaf
                    if label[leaf] != 0 { break }
                }
                // If the sub-blossom contains a reachable vertex, assign label T to the sub-blossom.
                if label[v] != 0 {
                    assert(label[v] == 2)
                    assert(inBlossom[v] == bv)
                    label[v] = 0
                    label[head[mate[blossomBase[bv]]]] = 0
                    assignLabel(v, 2, labelEdge[v])
                }
                j += jstep
            }
        }
        // Remove the expanded blossom entirely.
        label[b] = 0
        labelEdge[b] = -1
        bestEdge[b] = -1
        blossomParent[b] = -1
        blossomBase[b] = -1
        weights.setZero(b)
        childs[b] = []
        childEdges[b] = []
        myBestEdges[b] = nil
        unusedBlossoms.append(b)
        if let index = blossomOrder.firstIndex(of: b) { blossomOrder.remove(at: index) }
    }

    /// Swaps matched and unmatched edges over an alternating path through blossom b between
    /// vertex v and the base vertex, keeping the blossom bookkeeping consistent.
    mutating func augmentBlossom(_ b: Int, _ v: Int) {
        // Bubble up through the blossom tree from vertex v to an immediate sub-blossom of b.
        var t = v
        while blossomParent[t] != b { t = blossomParent[t] }
        // Recursively deal with the first sub-blossom.
        if isBlossom(t) { augmentBlossom(t, v) }
        // Decide in which direction we will go round the blossom.
        let count = childs[b].count
        let i = childs[b].firstIndex(of: t)!
        var j = i
        let jstep: Int
        if i & 1 != 0 {
            // Start index is odd; go forward and wrap.
            j -= count
            jstep = 1
        } else {
            // Start index is even; go backward.
            jstep = -1
        }
        // Move along the blossom until we get to the base.
        while j != 0 {
            // Step to the next sub-blossom and augment it recursively.
            j += jstep
            t = childs[b][Self.wrap(j, count)]
            let wx = jstep == 1 ? childEdges[b][Self.wrap(j, count)] : childEdges[b][Self.wrap(j - 1, count)] ^ 1
            let w = tail(wx), x = head[wx]
            if isBlossom(t) { augmentBlossom(t, w) }
            // Step to the next sub-blossom and augment it recursively.
            j += jstep
            t = childs[b][Self.wrap(j, count)]
            if isBlossom(t) { augmentBlossom(t, x) }
            // Match the edge connecting those sub-blossoms.
            mate[w] = wx
            mate[x] = wx ^ 1
        }
        // Rotate the list of sub-blossoms to put the new base at the front.
        childs[b] = Array(childs[b][i...] + childs[b][..<i])
        childEdges[b] = Array(childEdges[b][i...] + childEdges[b][..<i])
        blossomBase[b] = blossomBase[childs[b][0]]
        assert(blossomBase[b] == v)
    }

    /// Swaps matched and unmatched edges over an alternating path between two single vertices,
    /// running through oriented edge `k` between two S-vertices.
    mutating func augmentMatching(_ k: Int) {
        for start in [k, k ^ 1] {
            // Match vertex s to vertex j. Then trace back from s until we find a single vertex,
            // swapping matched and unmatched edges as we go.
            var sj = start
            while true {
                let s = tail(sj)
                let bs = inBlossom[s]
                assert(label[bs] == 1)
                // Augment through the S-blossom from s to base.
                if isBlossom(bs) { augmentBlossom(bs, s) }
                mate[s] = sj
                // Trace one step back.
                if labelEdge[bs] == -1 { break }  // Reached single vertex; stop.
                let t = tail(labelEdge[bs])
                let bt = inBlossom[t]
                assert(label[bt] == 2)
                // Trace one more step back.
                sj = labelEdge[bt]
                let j = head[sj]
                // Augment through the T-blossom from j to base.
                assert(blossomBase[bt] == t)
                if isBlossom(bt) { augmentBlossom(bt, j) }
                mate[j] = sj ^ 1
            }
        }
    }

    /// Runs stages until no augmenting path improves the matching.
    mutating func solve(maxCardinality: Bool) {
        guard n > 0 else { return }
        while true {
            // Each iteration of this loop is a "stage": it finds an augmenting path and uses that
            // to improve the matching. Remove labels from top-level blossoms/vertices; forget all
            // about least-slack edges; loss of labeling means that we can not be sure that
            // currently allowable edges remain allowable throughout this stage.
            for b in 0..<(2 * n) {
                label[b] = 0
                labelEdge[b] = -1
                bestEdge[b] = -1
                myBestEdges[b] = nil
            }
            allowEdge.clearAll()
            queue.removeAll(keepingCapacity: true)
            // Label single blossoms/vertices with S and put them in the queue.
            for v in 0..<n where mate[v] == -1 && label[inBlossom[v]] == 0 {
                assignLabel(v, 1, -1)
            }
            // Loop until we succeed in augmenting the matching.
            var augmented = false
            while true {
                // Each iteration of this loop is a "substage": it tries to find an augmenting
                // path; if found, the path is used to improve the matching and the stage ends.
                // If there is no augmenting path, the primal-dual method is used to pump some
                // slack out of the dual variables.
                // Continue labeling until all vertices which are reachable through an
                // alternating path have got a label.
                let edges = adjacency.edges, heads = adjacency.heads
                scanning: while !augmented, let v = queue.popLast() {
                    assert(label[inBlossom[v]] == 1)
                    let slots = adjacency.slots(of: v)
                    for slot in slots {
                        // The row of an edge a few slots on, brought near while this one is tested.
                        let ahead = slot &+ Self.prefetchDistance
                        if ahead < slots.upperBound { weights.prefetch(slot: ahead) }
                        let k = Int(edges[slot]), w = Int(heads[slot])
                        let bv = inBlossom[v]
                        let bw = inBlossom[w]
                        // An edge internal to a blossom is ignored.
                        if bv == bw { continue }
                        if !allowEdge[k >> 1] {
                            // The slack itself is worked out only for an edge that becomes a
                            // best edge: most edges are settled by their leading words.
                            if !hasSlack(k, from: v, to: w, slot: slot) {
                                // Edge k has zero slack => it is allowable.
                                allowEdge[k >> 1] = true
                            } else {
                                if label[bw] == 1 {
                                    // Keep track of the least-slack non-allowable edge to a
                                    // different S-blossom.
                                    if bestEdge[bv] == -1 {
                                        setBestEdge(bv, k, from: v, to: w, row: weights.row(ofEdge: k >> 1, slot: slot))
                                    } else if slack(k, from: v, to: w, slot: slot, isBelowBestOf: bv) {
                                        setBestEdge(bv, k, from: v, to: w, row: weights.row(ofEdge: k >> 1, slot: slot))
                                    }
                                } else if label[w] == 0 {
                                    // w is a free vertex (or an unreached vertex inside a
                                    // T-blossom) but we can not reach it yet; keep track of the
                                    // least-slack edge that reaches w.
                                    if bestEdge[w] == -1 {
                                        setBestEdge(w, k, from: v, to: w, row: weights.row(ofEdge: k >> 1, slot: slot))
                                    } else if slack(k, from: v, to: w, slot: slot, isBelowBestOf: w) {
                                        setBestEdge(w, k, from: v, to: w, row: weights.row(ofEdge: k >> 1, slot: slot))
                                    }
                                }
                                continue
                            }
                        }
                        if label[bw] == 0 {
                            // (C1) w is a free vertex; label w with T and its mate with S (R12).
                            assignLabel(w, 2, k)
                        } else if label[bw] == 1 {
                            // (C2) w is an S-vertex (not in the same blossom); follow back-links
                            // to discover either an augmenting path or a new blossom.
                            let base = scanBlossom(v, w)
                            if base != -1 {
                                // Found a new blossom; add it to the blossom bookkeeping and turn
                                // it into an S-blossom.
                                addBlossom(base, k)
                            } else {
                                // Found an augmenting path; augment the matching and end this stage.
                                augmentMatching(k)
                                augmented = true
                                break scanning
                            }
                        } else if label[w] == 0 {
                            // w is inside a T-blossom, but w itself has not yet been reached from
                            // outside the blossom; mark it as reached (we need this to relabel
                            // during T-blossom expansion).
                            assert(label[bw] == 2)
                            label[w] = 2
                            labelEdge[w] = k
                        }
                    }
                }
                if augmented { break }

                // There is no augmenting path under these constraints; compute delta and reduce
                // slack in the optimization problem. (Vertex duals, slacks and deltas are doubled.)
                // The delta itself is kept in `deltaSlot`.
                var deltaType = -1
                var deltaEdge = -1
                var deltaBlossom = -1
                // delta1: the minimum value of any vertex dual.
                if !maxCardinality {
                    deltaType = 1
                    weights.setLeast(ofFirst: n, into: deltaSlot)
                }
                // delta2: the minimum slack on any edge between an S-vertex and a free vertex.
                // Each best edge's slack is compared with the least so far in place (settled in
                // its leading words, mostly), and worked out only when it is less: working every
                // one out whole, every substage, was a tenth of a 2,000-entrant round.
                for v in 0..<n {
                    guard label[inBlossom[v]] == 0, bestEdge[v] != -1 else { continue }
                    let ends = bestEnds[v], edge = bestEdge[v] >> 1
                    if deltaType == -1
                        || weights.slack(Int(ends.tail), Int(ends.head), edge: edge, isBelow: deltaSlot) {
                        weights.setSlack(Int(ends.tail), Int(ends.head), edge: edge, into: deltaSlot)
                        deltaType = 2
                        deltaEdge = bestEdge[v]
                    }
                }
                // delta3: half the minimum slack on any edge between a pair of S-blossoms; the
                // vertices first, then the blossoms in the order they were made (networkx's order).
                // One loop over both, vertices first, in place of a nested function capturing the
                // solver (the kind of capture that can copy it, as the notes above say). The
                // slacks are compared whole with twice the least delta so far (in
                // `candidateSlot`), in place as for delta2, and only the least one halved: a
                // slack's half is below the delta exactly when the slack is below twice it.
                var delta3Edge = -1
                if deltaType != -1 {
                    weights.copy(deltaSlot, to: candidateSlot)
                    weights.add(deltaSlot, to: candidateSlot)
                }
                for position in 0..<(n + blossomOrder.count) {
                    let b = position < n ? position : blossomOrder[position - n]
                    guard blossomParent[b] == -1, label[b] == 1, bestEdge[b] != -1 else { continue }
                    let ends = bestEnds[b], edge = bestEdge[b] >> 1
                    if (deltaType == -1 && delta3Edge == -1)
                        || weights.slack(Int(ends.tail), Int(ends.head), edge: edge, isBelow: candidateSlot) {
                        weights.setSlack(Int(ends.tail), Int(ends.head), edge: edge, into: candidateSlot)
                        delta3Edge = bestEdge[b]
                    }
                }
                if delta3Edge != -1 {
                    weights.setHalf(of: candidateSlot, into: deltaSlot)
                    deltaType = 3
                    deltaEdge = delta3Edge
                }
                // delta4: minimum z variable of any T-blossom, in the order they were made.
                for position in blossomOrder.indices {
                    let b = blossomOrder[position]
                    guard blossomParent[b] == -1, label[b] == 2 else { continue }
                    if deltaType != -1 && !weights.isLess(b, deltaSlot) { continue }
                    weights.copy(b, to: deltaSlot)
                    deltaType = 4
                    deltaBlossom = b
                }
                if deltaType == -1 {
                    // No further improvement possible; max-cardinality optimum reached. Do a
                    // final delta update to make the optimum verifiable.
                    assert(maxCardinality)
                    deltaType = 1
                    weights.setLeast(ofFirst: n, into: deltaSlot)
                    weights.raiseToZero(deltaSlot)
                }
                // Update dual variables according to delta (every slack worked out so far is stale).
                // The delta is not negative: a sum reads only its significant words.
                dualEpoch += 1
                let deltaWords = weights.significantWords(of: deltaSlot)
                for v in 0..<n {
                    switch label[inBlossom[v]] {
                    case 1: dualShift[v] = -1  // S-vertex: 2*u = 2*u - 2*delta
                    case 2: dualShift[v] = 1  // T-vertex: 2*u = 2*u + 2*delta
                    default: dualShift[v] = 0
                    }
                }
                weights.shiftVertexDuals(by: deltaSlot, significantWords: deltaWords, directions: dualShift)
                for b in n..<(2 * n) {
                    guard exists(b), blossomParent[b] == -1 else { continue }
                    switch label[b] {
                    case 1: weights.add(deltaSlot, to: b, significantWords: deltaWords)  // top-level S-blossom: z = z + 2*delta
                    case 2: weights.subtract(deltaSlot, from: b, significantWords: deltaWords)  // top-level T-blossom: z = z - 2*delta
                    default: break
                    }
                }
                // Take action at the point where minimum delta occurred.
                if deltaType == 1 {
                    // No further improvement possible; optimum reached.
                    break
                } else if deltaType == 2 || deltaType == 3 {
                    // Use the least-slack edge to continue the search.
                    allowEdge[deltaEdge >> 1] = true
                    assert(label[inBlossom[tail(deltaEdge)]] == 1)
                    queue.append(tail(deltaEdge))
                } else {
                    // Expand the least-z blossom.
                    expandBlossom(deltaBlossom, false)
                }
            }
            // Stop when no more augmenting path can be found.
            if !augmented { break }
            // End of a stage; expand all S-blossoms which have zero dual, in the order they were
            // made (those an earlier expansion removed are skipped).
            for b in blossomOrder {
                guard exists(b), blossomParent[b] == -1, label[b] == 1, weights.isZero(b) else { continue }
                expandBlossom(b, true)
            }
        }
    }
}

extension BlossomSolver {
    /// The mates of the greatest-weight matching of `graph` (with `maxCardinality`, of the
    /// largest ones), whose doubled weights `weights` holds: for each vertex, its partner or nil.
    /// The steps are the same whichever store holds the weights.
    static func mates(graph: BlossomGraph, weights: Weights, maxCardinality: Bool) -> [Int?] {
        var solver = BlossomSolver(graph: graph, weights: weights)
        solver.solve(maxCardinality: maxCardinality)
        return (0..<graph.vertexCount).map { v in solver.mate[v] >= 0 ? solver.head[solver.mate[v]] : nil }
    }

    /// The mates of the greatest-weight perfect matching of `graph`, found from a greedy start
    /// (`matchGreedily`), when it has one; otherwise (the start's result is not perfect, so no
    /// perfect matching exists) those of `mates(graph:weights:maxCardinality: true)`, from
    /// networkx's start. A matching of greatest weight among the perfect ones, as networkx's
    /// with maxCardinality is; where several tie it may be another of them.
    static func perfectMates(graph: BlossomGraph, weights: Weights) -> [Int?] {
        var solver = BlossomSolver(graph: graph, weights: weights)
        solver.matchGreedily()
        solver.solve(maxCardinality: true)
        guard solver.mate.allSatisfy({ $0 >= 0 }) else {
            // The solver's store again, from networkx's start (`init` sets every dual again).
            return mates(graph: graph, weights: solver.weights, maxCardinality: true)
        }
        return solver.mate.map { solver.head[$0] }
    }

    /// A start from a matching of tight edges, made greedily (as Kolmogorov's Blossom V starts,
    /// "Blossom V: a new implementation of a minimum cost perfect matching algorithm", 2009):
    /// each vertex not yet matched, in order, lowers its dual as far as its edges allow (to the
    /// largest `doubled - value` over its neighbours), which makes its best edges tight, and is
    /// matched along one of them when one reaches a vertex still unmatched.
    ///
    /// What a stage needs still holds: every slack is at least zero, matched edges have none,
    /// there are no blossoms, and the duals share one parity (they all start equal, and each new
    /// one is an even doubled weight less another), so the slack between two S-vertices halves
    /// exactly (in the solve every unmatched vertex is an S-vertex falling by the same deltas,
    /// and every labelled vertex is joined to one by edges without slack, so all keep one
    /// parity). What no longer holds is networkx's equal dual for every unmatched vertex, which
    /// its proof of optimality needs unless the matching ends perfect: so this start is only for
    /// `perfectMates`, which checks.
    ///
    /// networkx's start leaves every vertex unmatched, and each of its n/2 stages labels every
    /// unmatched vertex again and scans all its edges: on a dense graph of thousands of
    /// vertices, most of the solve. Each pair matched here is a stage fewer.
    ///
    /// One pass, in which the duals only fall, from networkx's common start W (the largest
    /// weight): each new dual is at most W (every edge already had no negative slack) and at
    /// least the least doubled weight less W, so the duals stay in the range networkx's own
    /// reach and the widths chosen for them hold. (Further passes, letting duals rise again,
    /// matched no one more on the Dutch rounds measured.)
    mutating func matchGreedily() {
        let heads = adjacency.heads
        for v in 0..<n where mate[v] == -1 {
            // The slots of v's edge leaving the most for its dual, and of the one among those to
            // unmatched neighbours (the first of equals).
            var best = -1, bestFree = -1
            for slot in adjacency.slots(of: v) {
                if best == -1 || leavesMore(slot, than: best) { best = slot }
                if mate[Int(heads[slot])] == -1, bestFree == -1 || leavesMore(slot, than: bestFree) { bestFree = slot }
            }
            guard best != -1 else { continue }
            weights.setMargin(edge: Int(adjacency.edges[best]) >> 1, less: Int(heads[best]), into: v)
            // Matched only along a tight edge: one to an unmatched neighbour as good as the best.
            guard bestFree != -1, !leavesMore(best, than: bestFree) else { continue }
            let k = Int(adjacency.edges[bestFree])
            mate[v] = k
            mate[Int(heads[bestFree])] = k ^ 1
        }
    }

    /// Whether the edge at adjacency slot `slot` leaves more for its tail's dual than the one at
    /// `other` (`doubled - value` of the head): `matchGreedily`'s choice.
    @inline(__always)
    mutating func leavesMore(_ slot: Int, than other: Int) -> Bool {
        let edges = adjacency.edges, heads = adjacency.heads
        return weights.margin(edge: Int(edges[slot]) >> 1, less: Int(heads[slot]),
                              exceeds: Int(edges[other]) >> 1, less: Int(heads[other]))
    }

    /// The solver of the graph of `edges` with their weights in arrays of their type: an edge
    /// given twice keeps its last weight, loops are ignored.
    init<Weight>(vertexCount: Int, edges: [WeightedEdge<Weight>]) where Weights == MatchingWeightArrays<Weight> {
        var graph = BlossomGraph(vertexCount: vertexCount)
        var doubled: [Weight] = []
        for edge in edges {
            let index = graph.add(edge.u, edge.v)
            guard index >= 0 else { continue }
            if index == doubled.count { doubled.append(edge.weight + edge.weight) } else { doubled[index] = edge.weight + edge.weight }
        }
        self.init(graph: graph,
                  weights: MatchingWeightArrays(doubled: doubled, valueCount: Self.valueCount(vertexCount: vertexCount)))
    }

    /// What keeps the solution from being proven optimal by its duals (networkx's
    /// `verifyOptimum`, for whole-number weights): nothing once `solve` has run.
    func optimumViolations<Weight>(maxCardinality: Bool) -> [String] where Weights == MatchingWeightArrays<Weight> {
        var violations: [String] = []
        let blossoms = (n..<(2 * n)).filter(exists)
        // With maxCardinality, vertices may have negative duals: a constant lifts them all.
        let dualVar = Array(weights.values[..<n])
        let blossomDual = Array(weights.values[n..<(2 * n)])
        let doubledWeight = weights.rowOfEdge.map { weights.doubled[Int($0)] }
        let lowest = dualVar.min() ?? .zero
        let offset = maxCardinality && lowest < .zero ? Weight.zero - lowest : Weight.zero
        // 0. All dual variables are non-negative.
        if lowest + offset < .zero { violations.append("a vertex dual is negative") }
        if blossoms.contains(where: { blossomDual[$0 - n] < .zero }) { violations.append("a blossom dual is negative") }
        // 0. All edges have non-negative slack and 1. all matched edges have zero slack.
        func chain(_ v: Int) -> [Int] {
            var chain = [v]
            while blossomParent[chain.last!] != -1 { chain.append(blossomParent[chain.last!]) }
            return chain.reversed()
        }
        for e in doubledWeight.indices {
            let i = tail(2 * e), j = head[2 * e]
            var s = Weight.slack(dualVar[i], dualVar[j], doubledWeight[e])
            for (bi, bj) in zip(chain(i), chain(j)) {
                if bi != bj { break }
                s += blossomDual[bi - n] + blossomDual[bi - n]
            }
            if s < .zero { violations.append("edge \(i)-\(j) has negative slack") }
            let matched = mate[i] >= 0 && head[mate[i]] == j
            if matched != (mate[j] >= 0 && head[mate[j]] == i) { violations.append("edge \(i)-\(j) is matched one way") }
            if matched && s != .zero { violations.append("matched edge \(i)-\(j) has slack") }
        }
        // 2. All single vertices have zero dual value.
        for v in 0..<n where mate[v] == -1 && dualVar[v] + offset != .zero {
            violations.append("single vertex \(v) has a dual")
        }
        // 3. All blossoms with positive dual value are full.
        for b in blossoms where blossomDual[b - n] > .zero {
            if childEdges[b].count % 2 == 0 { violations.append("blossom \(b) has an even cycle") }
            for index in stride(from: 1, to: childEdges[b].count, by: 2) {
                let k = childEdges[b][index]
                if mate[tail(k)] != k { violations.append("blossom \(b) is not full") }
            }
        }
        return violations
    }
}

/// The shape of the graph a `BlossomSolver` works on, its weights apart: edges numbered in the
/// order they are first given, each as two oriented edges (see the file's head).
struct BlossomGraph {
    let vertexCount: Int
    /// Each oriented edge's head, as 32-bit vertex numbers (half an `Int`'s memory on a graph of
    /// millions of edges): edge `e` runs from `head[2 * e + 1]` to `head[2 * e]`.
    var head: [Int32] = []
    /// Each edge's index, by its lower vertex times `vertexCount` plus its higher one.
    private var index: [Int: Int] = [:]

    init(vertexCount: Int) {
        precondition(vertexCount <= Int(Int32.max), "a vertex number fits 32 bits")
        self.vertexCount = vertexCount
    }

    /// The number of edges.
    var edgeCount: Int { head.count / 2 }

    /// Adds the edge from `u` to `v` unless it is there, and returns its index (-1 for a loop,
    /// which is ignored).
    mutating func add(_ u: Int, _ v: Int) -> Int {
        precondition((0..<vertexCount).contains(u) && (0..<vertexCount).contains(v), "an edge's vertices are in 0..<vertexCount")
        if u == v { return -1 }
        let key = min(u, v) * vertexCount + max(u, v)
        if let known = index[key] { return known }
        index[key] = edgeCount
        return addDistinct(u, v)
    }

    /// Makes room for `edges` more edges, so that adding them grows no array past its need.
    mutating func reserveCapacity(edges: Int) {
        head.reserveCapacity(head.count + 2 * edges)
    }

    /// Adds the edge from `u` to `v`, which is no loop and not there yet (the caller knows: no
    /// look-up is kept, which for a big graph is a dictionary of millions), and returns its index.
    /// A graph is built by `add` alone or by `addDistinct` alone.
    mutating func addDistinct(_ u: Int, _ v: Int) -> Int {
        precondition(u != v && (0..<vertexCount).contains(u) && (0..<vertexCount).contains(v), "an edge joins two vertices")
        precondition(head.count + 2 <= Int(Int32.max), "an oriented edge's number fits 32 bits")
        let edge = edgeCount
        head.append(Int32(v))
        head.append(Int32(u))
        return edge
    }
}

/// A flag per edge, a bit each: the scan reads one for nearly every edge it meets, and a
/// two-million-edge graph's flags are then 250 kB, which stay in the processor's cache, where a
/// byte each (2 MB) did not.
struct EdgeFlags {
    private var words: [UInt64]

    init(count: Int) { words = Array(repeating: 0, count: (count + 63) / 64) }

    @inline(__always)
    subscript(_ e: Int) -> Bool {
        get { words[e >> 6] & (1 << UInt64(e & 63)) != 0 }
        set {
            if newValue { words[e >> 6] |= 1 << UInt64(e & 63) } else { words[e >> 6] &= ~(1 << UInt64(e & 63)) }
        }
    }

    /// Every flag down.
    mutating func clearAll() {
        for index in words.indices { words[index] = 0 }
    }
}

/// The heads of a `BlossomSolver`'s oriented edges (`BlossomGraph.head`), read as `Int`s.
struct OrientedEdgeHeads {
    let storage: [Int32]

    init(_ storage: [Int32]) { self.storage = storage }

    @inline(__always)
    subscript(_ k: Int) -> Int { Int(storage[k]) }
}

/// Each vertex's leaving oriented edges, in the order they were added (networkx's order of a
/// vertex's neighbours), as one flat array with each edge's head beside it: the scan and
/// `addBlossom` read a vertex's edges in a row, not through an array of arrays, and find the
/// other end without a look-up elsewhere. A reference type holding its memory, so that the
/// solver's loops read it through pointers, without bounds checks or copies.
final class BlossomAdjacency {
    /// Vertex `v`'s edges are at `start[v] ..< start[v + 1]`.
    let start: UnsafeMutablePointer<Int32>
    let edges: UnsafeMutablePointer<Int32>
    let heads: UnsafeMutablePointer<Int32>

    init(_ graph: BlossomGraph) {
        let n = graph.vertexCount, count = graph.head.count
        start = .allocate(capacity: n + 1)
        start.initialize(repeating: 0, count: n + 1)
        edges = .allocate(capacity: max(1, count))
        heads = .allocate(capacity: max(1, count))
        // A counting sort of the oriented edges by tail, each vertex's in the order added.
        graph.head.withUnsafeBufferPointer { head in
            for k in 0..<count { start[Int(head[k ^ 1]) + 1] += 1 }
            for v in 0..<n { start[v + 1] += start[v] }
            var next = Array(UnsafeBufferPointer(start: start, count: n))
            for k in 0..<count {
                let tail = Int(head[k ^ 1])
                let slot = Int(next[tail])
                edges[slot] = Int32(k)
                heads[slot] = head[k]
                next[tail] += 1
            }
        }
    }

    deinit {
        start.deallocate()
        edges.deallocate()
        heads.deallocate()
    }

    /// Where vertex `v`'s edges are in `edges` and `heads`.
    @inline(__always)
    func slots(of v: Int) -> Range<Int> { Int(start[v]) ..< Int(start[v + 1]) }
}
