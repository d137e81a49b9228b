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
    /// Sets `value[0 ..< count]` (the vertices' doubled duals) to the largest doubled weight's
    /// half, or to 0 when no weight is positive: networkx's start, u(v) = maxweight / 2.
    mutating func startVertexDuals(count: Int)
}

/// The blossom solver's numbers as two arrays of a `MatchingWeight` type: the store of
/// `MaximumWeightMatching`, whose weights the caller gives as values of that type.
struct MatchingWeightArrays<Weight: MatchingWeight>: BlossomWeights {
    /// Twice each edge's weight, by edge index: the only copy of the weights.
    var doubled: [Weight]
    /// The solver's values by slot.
    var values: [Weight]

    init(doubled: [Weight], valueCount: Int) {
        self.doubled = doubled
        values = Array(repeating: .zero, count: valueCount)
    }

    @inline(__always)
    mutating func hasSlack(_ u: Int, _ v: Int, edge: Int) -> Bool {
        Weight.signOfSlack(values, u, v, doubled, edge) > 0
    }

    @inline(__always)
    mutating func slack(_ u: Int, _ v: Int, edge: Int, isBelow slot: Int) -> Bool {
        Weight.slack(values, u, v, doubled, edge, isBelow: values, slot)
    }

    @inline(__always)
    mutating func setSlack(_ u: Int, _ v: Int, edge: Int, into slot: Int) {
        values[slot] = Weight.slack(values[u], values[v], doubled[edge])
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
        let maxWeight = doubled.reduce(Weight.zero) { max($0, $1) }.halved()
        for v in 0..<count { values[v] = maxWeight }
    }
}
