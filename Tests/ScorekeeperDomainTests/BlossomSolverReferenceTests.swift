import Testing
import TestSupport
@testable import ScorekeeperDomain

/// `BlossomSolver` against `ReferenceBlossomSolver` (the solver as it was before its loops were
/// made faster) on many random graphs: sparse to complete, a few distinct weights (most ties, as
/// a Swiss bracket's costs), many, negative ones, and wide weights in words, with and without
/// maxCardinality, the edges given in a shuffled order and either way round. The same steps in
/// the same order leave the same state behind: the same mates, the same blossoms, the same best
/// edges, and the same duals and last delta, to the last bit. (The reference also wrote out the
/// slack of every edge `addBlossom` kept, in slots of its own, and of every best edge as it was
/// found; the solver compares those edges in place. Its candidate slot is scratch of another
/// meaning: twice the least delta3 so far, where the reference's held the last half slack read.)
@Suite struct BlossomSolverReferenceTests {
    /// A random graph: its vertex count, its edges (distinct, no loops; shuffled, each either way
    /// round) and each edge's row of weight among `rowCount`.
    struct RandomGraph {
        var vertexCount: Int
        var ends: [(Int, Int)]
        var rows: [Int32]
        var rowCount: Int
    }

    static func randomGraph(_ random: inout SeededRandom, vertices: ClosedRange<Int>, rowCount: Int) -> RandomGraph {
        let vertexCount = Int.random(in: vertices, using: &random)
        let density = [0.05, 0.2, 0.6, 1.0].randomElement(using: &random)!
        var ends: [(Int, Int)] = []
        for u in 0..<vertexCount {
            for v in (u + 1)..<vertexCount where random.unit() < density {
                ends.append(random.unit() < 0.5 ? (u, v) : (v, u))
            }
        }
        ends.shuffle(using: &random)
        // Most edges share the first row when there are few, as the pairs outside a bracket do.
        let rows = ends.map { _ in Int32(random.unit() < 0.5 ? 0 : Int.random(in: 0..<rowCount, using: &random)) }
        return RandomGraph(vertexCount: vertexCount, ends: ends, rows: rows, rowCount: rowCount)
    }

    /// Both solvers on `graph` with weights made by `makeWeights` (a fresh store each, of
    /// `valueCount(graph)` values: the solvers write their values into it); the state they end
    /// in, compared. `value(store, slot)` reads one value.
    static func expectSameSteps<Weights: BlossomWeights>(_ graph: RandomGraph, maxCardinality: Bool, _ context: String,
                                                         value: (Weights, Int) -> String,
                                                         makeWeights: () -> Weights) {
        var blossomGraph = BlossomGraph(vertexCount: graph.vertexCount)
        for (u, v) in graph.ends { _ = blossomGraph.addDistinct(u, v) }
        var solver = BlossomSolver(graph: blossomGraph, weights: makeWeights())
        solver.solve(maxCardinality: maxCardinality)
        var reference = ReferenceBlossomSolver(vertexCount: graph.vertexCount, ends: graph.ends, weights: makeWeights())
        reference.solve(maxCardinality: maxCardinality)
        #expect(solver.mate == reference.mate, "mates: \(context)")
        #expect(solver.inBlossom == reference.inBlossom, "top-level blossoms: \(context)")
        #expect(solver.blossomParent == reference.blossomParent, "blossom tree: \(context)")
        #expect(solver.blossomBase == reference.blossomBase, "bases: \(context)")
        #expect(solver.childEdges == reference.childEdges, "blossoms' edges: \(context)")
        #expect(solver.blossomOrder == reference.blossomOrder, "blossoms' order: \(context)")
        #expect(solver.bestEdge == reference.bestEdge, "best edges: \(context)")
        let n = graph.vertexCount
        // Slots 0..<2n mean the same in both (the duals); then each one's delta. The best edges'
        // slacks (2n..<4n) are not compared: the reference wrote each out as its edge was found,
        // the solver only when a store that cannot compare in place needs one, and every solve
        // ends with a dual update, after which neither is current. Nor are the candidate slots,
        // which mean different things (see above); the delta each chose moved the duals.
        let solverSlots = Array(0..<(2 * n)) + [solver.deltaSlot]
        let referenceSlots = Array(0..<(2 * n)) + [reference.deltaSlot]
        #expect(solverSlots.map { value(solver.weights, $0) } == referenceSlots.map { value(reference.weights, $0) },
                "every value slot: \(context)")
    }

    /// The values a store holds for both solvers: the reference's count, the larger.
    static func valueCount(_ graph: RandomGraph) -> Int {
        let count = ReferenceBlossomSolver<MatchingWeightArrays<Int>>.valueCount(vertexCount: graph.vertexCount)
        precondition(count >= BlossomSolver<MatchingWeightArrays<Int>>.valueCount(vertexCount: graph.vertexCount))
        return count
    }

    /// `Int` weights: a few distinct (ties everywhere), many, and some negative.
    @Test(arguments: [false, true])
    func intWeightsTakeTheReferenceSteps(maxCardinality: Bool) {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ (maxCardinality ? 1 : 0))
        let kinds: [(rows: Int, range: ClosedRange<Int>)] = [(2, 1...3), (7, 90...100), (40, 1...1_000_000), (12, -50...100)]
        for trial in 0..<160 {
            let kind = kinds[trial % kinds.count]
            let graph = Self.randomGraph(&random, vertices: 2...70, rowCount: kind.rows)
            let doubled = (0..<kind.rows).map { _ in 2 * Int.random(in: kind.range, using: &random) }
            let context = "trial \(trial), seed \(seed), \(graph.vertexCount) vertices, \(graph.ends.count) edges, \(kind.rows) weights"
            let valueCount = Self.valueCount(graph)
            Self.expectSameSteps(graph, maxCardinality: maxCardinality, context, value: { String($0.values[$1]) }) {
                MatchingWeightArrays(doubled: doubled, rowOfEdge: graph.rows, valueCount: valueCount)
            }
        }
    }

    /// Wide weights in words (`FlatMatchingWeights`): a common top far above differences in the
    /// low words, so that slacks show only words down, as a big bracket's do.
    @Test(arguments: [false, true])
    func wideWeightsTakeTheReferenceSteps(maxCardinality: Bool) {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ 11 &+ (maxCardinality ? 1 : 0))
        for trial in 0..<60 {
            let rowCount = [1, 3, 9, 200][trial % 4]
            let graph = Self.randomGraph(&random, vertices: 2...50, rowCount: rowCount)
            let high = WideInteger.power(WideInteger(2), 190)
            let weights = (0..<rowCount).map { _ in
                high * WideInteger(Int.random(in: 1...2, using: &random))
                    + WideInteger(Int.random(in: 0...Int.max, using: &random)) * WideInteger(Int.random(in: 0...3, using: &random))
            }
            let width = FlatWeightMatching.requiredWidth(largest: weights.max()!, vertexCount: graph.vertexCount)
            let context = "trial \(trial), seed \(seed), \(graph.vertexCount) vertices, \(graph.ends.count) edges, \(rowCount) weights"
            let valueCount = Self.valueCount(graph)
            Self.expectSameSteps(graph, maxCardinality: maxCardinality, context,
                                 value: { store, slot in store.value(slot).description }) {
                let store = FlatMatchingWeights(width: width, rowCount: rowCount, rowOfEdge: graph.rows, valueCount: valueCount)
                for (row, weight) in weights.enumerated() { store.setRowWeight(row, weight + weight) }
                return store
            }
        }
    }
}
