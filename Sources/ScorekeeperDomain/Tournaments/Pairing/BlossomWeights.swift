/// Where `BlossomSolver` keeps every weight-sized number, and the only arithmetic it does on
/// them: the edges' doubled weights by edge index, and its other values by slot (the slots'
/// meaning is the solver's: the vertices' and blossoms' duals, the best edges' slacks, scratch).
/// The solver's steps never look at a weight's representation, so two stores take the same
/// steps: `MatchingWeightArrays` (an array of a `MatchingWeight` type) and `FlatMatchingWeights`
/// (machine words of a width chosen at run time, in one buffer).
///
/// The requirements are mutating (even those that only read) for the reason `BlossomSolver`
/// gives: a non-mutating call from its mutating loops may copy the state it is called on.
protocol BlossomWeights {
    /// Whether `value[u] + value[v] - doubled[edge]` is positive: whether an edge between
    /// vertices `u` and `v` (whose duals are slots `u` and `v`) has slack.
    mutating func hasSlack(_ u: Int, _ v: Int, edge: Int) -> Bool
    /// Whether `value[u] + value[v] - doubled[edge]` is less than `value[slot]`.
    mutating func slack(_ u: Int, _ v: Int, edge: Int, isBelow slot: Int) -> Bool
    /// The row of `doubled` that holds edge `edge`'s weight: the solver keeps a best edge's row
    /// beside it, so that comparing with that edge does not look its row up again.
    mutating func row(ofEdge edge: Int) -> Int32
    /// Whether `value[u] + value[v] - doubled[row]` is less than `value[x] + value[y] -
    /// doubled[otherRow]`, `doubled` read by row: whether one edge's slack is below another's,
    /// neither written out.
    mutating func slack(_ u: Int, _ v: Int, row: Int32, isBelowSlackOf x: Int, _ y: Int, row otherRow: Int32) -> Bool
    /// Told the oriented edge the scan reads at each adjacency slot (`orientedEdgeAtSlot[slot]`,
    /// whose edge index is half of it), once the weights are written and before the solve: a
    /// store may keep what the tests by slot read first in that order.
    mutating func readInScanOrder(_ orientedEdgeAtSlot: UnsafePointer<Int32>, count: Int)
    /// `hasSlack(u, v, edge:)` of the edge the scan reads at adjacency slot `slot`.
    mutating func hasSlack(_ u: Int, _ v: Int, edge: Int, slot: Int) -> Bool
    /// Tells the store the scan will soon test the edge at adjacency slot `slot`: a store whose
    /// test by slot may read the edge's row, elsewhere in memory, can have it brought near.
    mutating func prefetch(slot: Int)
    /// `row(ofEdge:)` of the edge the scan reads at adjacency slot `slot`.
    mutating func row(ofEdge edge: Int, slot: Int) -> Int32
    /// `slack(u, v, row:, isBelowSlackOf: x, y, row: otherRow)` of the edge the scan reads at
    /// adjacency slot `slot` (whose row is `row`).
    mutating func slack(_ u: Int, _ v: Int, row: Int32, slot: Int, isBelowSlackOf x: Int, _ y: Int, row otherRow: Int32) -> Bool
    /// Whether comparing two edges' slacks in place (`slack(_:_:row:isBelowSlackOf:_:row:)`)
    /// costs no more than working one out and comparing with it: so for words read from the top
    /// until the answer shows, not for a fixed-size type whose in-place comparison works both
    /// slacks out whole.
    static var comparesSlacksInPlace: Bool { get }
    /// Whether `doubled[edge] - value[x]` is greater than `doubled[other] - value[y]`: which
    /// of two edges leaves more for a vertex's dual (the greedy start's choice).
    mutating func margin(edge: Int, less x: Int, exceeds other: Int, less y: Int) -> Bool
    /// `value[slot] = doubled[edge] - value[x]`.
    mutating func setMargin(edge: Int, less x: Int, into slot: Int)
    /// `value[slot] = value[u] + value[v] - doubled[edge]`.
    mutating func setSlack(_ u: Int, _ v: Int, edge: Int, into slot: Int)
    /// Whether `value[a] < value[b]`.
    mutating func isLess(_ a: Int, _ b: Int) -> Bool
    /// Whether `value[slot]` is zero.
    mutating func isZero(_ slot: Int) -> Bool
    /// `value[slot] = 0`.
    mutating func setZero(_ slot: Int)
    /// `value[target] = value[source]`.
    mutating func copy(_ source: Int, to target: Int)
    /// `value[target] = value[source] / 2` (`value[source]` is even).
    mutating func setHalf(of source: Int, into target: Int)
    /// `value[target]` = the least of `value[0 ..< count]`.
    mutating func setLeast(ofFirst count: Int, into target: Int)
    /// `value[slot] = max(0, value[slot])`.
    mutating func raiseToZero(_ slot: Int)
    /// `value[target] += value[source]`.
    mutating func add(_ source: Int, to target: Int)
    /// `value[target] -= value[source]`.
    mutating func subtract(_ source: Int, from target: Int)
    /// How many of `value[slot]`'s words, from the lowest, a sum needs to read: for a store of
    /// words, those up to its top nonzero word, or all when it is negative; for any other store,
    /// any number (it reads the whole value).
    mutating func significantWords(of slot: Int) -> Int
    /// `add(source, to: target)` of a source whose `significantWords(of:)` is `count`.
    mutating func add(_ source: Int, to target: Int, significantWords count: Int)
    /// `subtract(source, from: target)` of a source whose `significantWords(of:)` is `count`.
    mutating func subtract(_ source: Int, from target: Int, significantWords count: Int)
    /// The dual update's step for the vertices: `value[v] -= value[delta]` where
    /// `directions[v]` is negative, `+=` where positive, nothing where 0, for each vertex `v`
    /// (`significantWords` is `delta`'s). A store may keep what it knows of which duals are
    /// equal through it.
    mutating func shiftVertexDuals(by delta: Int, significantWords count: Int, directions: [Int8])
    /// Sets `value[0 ..< count]` (the vertices' doubled duals) to the largest doubled weight's
    /// half, or to 0 when no weight is positive: networkx's start, u(v) = maxweight / 2.
    mutating func startVertexDuals(count: Int)
}

extension BlossomWeights {
    /// Nothing kept in scan order: the tests by slot are the tests by edge.
    mutating func readInScanOrder(_ orientedEdgeAtSlot: UnsafePointer<Int32>, count: Int) {}

    /// A whole value is read either way.
    mutating func significantWords(of slot: Int) -> Int { 0 }

    /// The whole sum.
    @inline(__always)
    mutating func add(_ source: Int, to target: Int, significantWords count: Int) { add(source, to: target) }

    /// The whole difference.
    @inline(__always)
    mutating func subtract(_ source: Int, from target: Int, significantWords count: Int) { subtract(source, from: target) }

    /// Each vertex's sum, nothing kept beside it.
    mutating func shiftVertexDuals(by delta: Int, significantWords count: Int, directions: [Int8]) {
        for v in directions.indices {
            if directions[v] < 0 {
                subtract(delta, from: v, significantWords: count)
            } else if directions[v] > 0 {
                add(delta, to: v, significantWords: count)
            }
        }
    }

    /// The test by edge.
    @inline(__always)
    mutating func hasSlack(_ u: Int, _ v: Int, edge: Int, slot: Int) -> Bool { hasSlack(u, v, edge: edge) }

    /// Nothing to bring near: the test by slot is the test by edge.
    @inline(__always)
    mutating func prefetch(slot: Int) {}

    /// The row by edge.
    @inline(__always)
    mutating func row(ofEdge edge: Int, slot: Int) -> Int32 { row(ofEdge: edge) }

    /// The comparison by rows.
    @inline(__always)
    mutating func slack(_ u: Int, _ v: Int, row: Int32, slot: Int, isBelowSlackOf x: Int, _ y: Int, row otherRow: Int32) -> Bool {
        slack(u, v, row: row, isBelowSlackOf: x, y, row: otherRow)
    }
}

/// The blossom solver's numbers as arrays of a `MatchingWeight` type: the store of
/// `MaximumWeightMatching`, whose weights the caller gives as values of that type, and of the
/// Dutch matchings whose weights fit a fixed size. The doubled weights are kept by row, and each
/// edge names its row, so edges of equal weight may share one (as in `FlatMatchingWeights`: a
/// big bracket's hundred thousand edges have far fewer different weights).
struct MatchingWeightArrays<Weight: MatchingWeight>: BlossomWeights {
    /// Twice each row's weight: the only copy of the weights.
    var doubled: [Weight]
    /// Each edge's row in `doubled`.
    var rowOfEdge: [Int32]
    /// The solver's values by slot.
    var values: [Weight]

    /// Every edge its own row: `doubled` by edge index.
    init(doubled: [Weight], valueCount: Int) {
        self.init(doubled: doubled, rowOfEdge: (0..<doubled.count).map { Int32($0) }, valueCount: valueCount)
    }

    /// The edges' doubled weights in rows, `rowOfEdge` naming each edge's.
    init(doubled: [Weight], rowOfEdge: [Int32], valueCount: Int) {
        precondition(rowOfEdge.allSatisfy { $0 >= 0 && Int($0) < doubled.count }, "every edge's row is one of the rows")
        self.doubled = doubled
        self.rowOfEdge = rowOfEdge
        values = Array(repeating: .zero, count: valueCount)
    }

    /// Edge `edge`'s doubled weight.
    @inline(__always)
    func doubledWeight(_ edge: Int) -> Weight { doubled[Int(rowOfEdge[edge])] }

    @inline(__always)
    mutating func hasSlack(_ u: Int, _ v: Int, edge: Int) -> Bool {
        Weight.signOfSlack(values, u, v, doubled, Int(rowOfEdge[edge])) > 0
    }

    @inline(__always)
    mutating func slack(_ u: Int, _ v: Int, edge: Int, isBelow slot: Int) -> Bool {
        Weight.slack(values, u, v, doubled, Int(rowOfEdge[edge]), isBelow: values, slot)
    }

    static var comparesSlacksInPlace: Bool { false }

    @inline(__always)
    mutating func margin(edge: Int, less x: Int, exceeds other: Int, less y: Int) -> Bool {
        doubledWeight(edge) - values[x] > doubledWeight(other) - values[y]
    }

    @inline(__always)
    mutating func setMargin(edge: Int, less x: Int, into slot: Int) { values[slot] = doubledWeight(edge) - values[x] }

    @inline(__always)
    mutating func row(ofEdge edge: Int) -> Int32 { rowOfEdge[edge] }

    @inline(__always)
    mutating func slack(_ u: Int, _ v: Int, row: Int32, isBelowSlackOf x: Int, _ y: Int, row otherRow: Int32) -> Bool {
        Weight.slack(values[u], values[v], doubled[Int(row)]) < Weight.slack(values[x], values[y], doubled[Int(otherRow)])
    }

    @inline(__always)
    mutating func setSlack(_ u: Int, _ v: Int, edge: Int, into slot: Int) {
        values[slot] = Weight.slack(values[u], values[v], doubled[Int(rowOfEdge[edge])])
    }

    @inline(__always)
    mutating func isLess(_ a: Int, _ b: Int) -> Bool { values[a] < values[b] }

    @inline(__always)
    mutating func isZero(_ slot: Int) -> Bool { values[slot] == .zero }

    @inline(__always)
    mutating func setZero(_ slot: Int) { values[slot] = .zero }

    @inline(__always)
    mutating func copy(_ source: Int, to target: Int) { values[target] = values[source] }

    @inline(__always)
    mutating func setHalf(of source: Int, into target: Int) { values[target] = values[source].halved() }

    mutating func setLeast(ofFirst count: Int, into target: Int) { values[target] = values[..<count].min()! }

    mutating func raiseToZero(_ slot: Int) { values[slot] = max(.zero, values[slot]) }

    @inline(__always)
    mutating func add(_ source: Int, to target: Int) { values[target] += values[source] }

    @inline(__always)
    mutating func subtract(_ source: Int, from target: Int) { values[target] -= values[source] }

    mutating func startVertexDuals(count: Int) {
        // The largest of the edges' (a row no edge names does not count).
        let maxWeight = rowOfEdge.reduce(Weight.zero) { max($0, doubled[Int($1)]) }.halved()
        for v in 0..<count { values[v] = maxWeight }
    }
}
