import Foundation
import Testing
import TestSupport
@testable import ScorekeeperDomain

/// The matching's weights as words of a width chosen at run time (`FlatMatchingWeights`): each
/// sum and comparison the solver asks of it agrees with `WideInteger`'s, and matchings solved in
/// it, at several widths (one past the widest fixed size, 4,608 bits), find the same mates and
/// total as the same solver on `WideInteger` weights.
@Suite struct FlatMatchingWeightsTests {
    /// A random value of up to `bits` bits and either sign.
    static func randomValue(_ random: inout SeededRandom, bits: Int) -> WideInteger {
        Int512Tests.randomWide(&random, bits: bits)
    }

    /// Values at random stored in slots, and each operation's result read back against
    /// `WideInteger` arithmetic on the same values: sums of two duals less a doubled weight
    /// (worked out, signed, and compared with a fourth value), comparisons, halves, the least
    /// of several, additions and subtractions.
    @Test(arguments: [1, 3, 8, 21, 90])
    func everyOperationAgreesWithWideIntegers(width: Int) {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ UInt64(width))
        // Operands a few bits narrower than the width, so their sums fit.
        let bits = width * 64 - 4
        for trial in 0..<200 {
            let context = "trial \(trial), width \(width), seed \(seed)"
            let weights = FlatMatchingWeights(width: width, edgeCount: 3, valueCount: 8)
            // Half the trials make the slack's upper words cancel, as a big bracket's do: the
            // duals' sum and the weight agree above a low part.
            let u = Self.randomValue(&random, bits: bits - 1)
            let v = Self.randomValue(&random, bits: bits - 1)
            let edge = Int.random(in: 0..<3, using: &random)
            let doubled = trial % 2 == 0 ? u + v - Self.randomValue(&random, bits: min(70, bits / 2)) : Self.randomValue(&random, bits: bits - 1)
            let other = trial % 4 == 0 ? u + v - doubled + WideInteger(Int.random(in: -2...2, using: &random))
                : Self.randomValue(&random, bits: bits - 1)
            weights.setDoubledWeight(edge, doubled)
            for (slot, value) in [u, v, other].enumerated() { weights.setValue(slot, value) }
            #expect(weights.doubledWeight(edge) == doubled, "\(context)")
            #expect(weights.value(0) == u && weights.value(1) == v && weights.value(2) == other, "\(context)")
            let slack = u + v - doubled
            #expect(weights.hasSlack(0, 1, edge: edge) == (slack > WideInteger(0)), "\(context)")
            // The same test by the scan's slot, its weight's top words read from the copy in
            // scan order: slot 1 holds this edge, the other way round.
            let oriented = Int32(2 * edge + 1), before = Int32(2 * ((edge + 1) % 3)), after = Int32(2 * ((edge + 2) % 3) + 1)
            Self.readInScanOrder(weights, orientedEdges: [before, oriented, after])
            #expect(weights.hasSlack(0, 1, edge: edge, slot: 1) == (slack > WideInteger(0)), "\(context)")
            #expect(weights.slack(0, 1, edge: edge, isBelow: 2) == (slack < other), "\(context)")
            weights.setSlack(0, 1, edge: edge, into: 3)
            #expect(weights.value(3) == slack, "\(context)")
            #expect(weights.isLess(3, 2) == (slack < other) && weights.isLess(2, 3) == (other < slack), "\(context)")
            #expect(weights.isZero(3) == slack.isZero, "\(context)")
            let even = u + u
            weights.setValue(4, even)
            weights.setHalf(of: 4, into: 5)
            #expect(weights.value(5) == u, "\(context)")
            weights.setLeast(ofFirst: 3, into: 6)
            #expect(weights.value(6) == min(u, v, other), "\(context)")
            weights.copy(2, to: 7)
            weights.raiseToZero(7)
            #expect(weights.value(7) == max(WideInteger(0), other), "\(context)")
            weights.add(1, to: 0)
            #expect(weights.value(0) == u + v, "\(context)")
            weights.subtract(2, from: 1)
            #expect(weights.value(1) == v - other, "\(context)")
            weights.setZero(1)
            #expect(weights.isZero(1), "\(context)")
            // The greedy start's two: which edge leaves more for a dual, and what it leaves.
            let otherEdge = (edge + 1) % 3
            weights.setDoubledWeight(otherEdge, doubled - other)
            // Slot 3 holds the slack, slot 2 `other`: either sign, and a quarter of the trials
            // near each other.
            #expect(weights.margin(edge: edge, less: 3, exceeds: otherEdge, less: 2)
                        == (doubled - slack > doubled - other - other), "\(context)")
            #expect(weights.margin(edge: otherEdge, less: 2, exceeds: edge, less: 3)
                        == (doubled - other - other > doubled - slack), "\(context)")
            weights.setMargin(edge: edge, less: 2, into: 5)
            #expect(weights.value(5) == doubled - other, "\(context)")
        }
    }

    /// One edge's slack below another's (`addBlossom`'s test, both read in place from their
    /// leading words) against `WideInteger`'s: slacks far apart, equal, and a few units apart
    /// below words that cancel, where the test must read down to the last word; either sign.
    @Test(arguments: [1, 2, 5, 21, 90])
    func oneSlackBelowAnotherAgreesWithWideIntegers(width: Int) {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ 100 &+ UInt64(width))
        let bits = width * 64 - 4
        for trial in 0..<400 {
            let context = "trial \(trial), width \(width), seed \(seed)"
            let weights = FlatMatchingWeights(width: width, edgeCount: 2, valueCount: 4)
            let u = Self.randomValue(&random, bits: bits - 1), v = Self.randomValue(&random, bits: bits - 1)
            let x = Self.randomValue(&random, bits: bits - 1)
            let y = trial % 3 == 0 ? v : Self.randomValue(&random, bits: bits - 1)
            // The first edge's slack a low part; the second's the same, a few units off, a
            // middle word off, or anything.
            let first = u + v - Self.randomValue(&random, bits: min(70, bits / 2))
            let slack = u + v - first
            let offset: WideInteger
            switch trial % 4 {
            case 0: offset = WideInteger(Int.random(in: -4...4, using: &random))
            case 1: offset = Self.randomValue(&random, bits: max(1, bits / 2))
            case 2: offset = WideInteger(0)
            default: offset = Self.randomValue(&random, bits: bits - 2) - slack
            }
            let second = x + y - (slack + offset)
            guard FlatMatchingWeights.width(holding: second) <= width else { continue }
            weights.setDoubledWeight(0, first)
            weights.setDoubledWeight(1, second)
            for (slot, value) in [u, v, x, y].enumerated() { weights.setValue(slot, value) }
            let other = x + y - second
            #expect(weights.slack(0, 1, edge: 0, isBelowSlackOf: 2, 3, edge: 1) == (slack < other), "\(context)")
            #expect(weights.slack(2, 3, edge: 1, isBelowSlackOf: 0, 1, edge: 0) == (other < slack), "\(context)")
            // By the scan's slot (slot 0 holds edge 1, slot 1 edge 0), the first edge's top
            // words read from the copy in scan order.
            Self.readInScanOrder(weights, orientedEdges: [3, 0])
            #expect(weights.slack(0, 1, edge: 0, slot: 1, isBelowSlackOf: 2, 3, edge: 1) == (slack < other), "\(context)")
            #expect(weights.slack(2, 3, edge: 1, slot: 0, isBelowSlackOf: 0, 1, edge: 0) == (other < slack), "\(context)")
            // Two edges sharing a vertex (its dual cancels: the four-term test), each of the
            // four ways round.
            let values = [u, v, x, y]
            for (a, b) in [(2, 1), (0, 3), (2, 0), (1, 3)] {
                let shared = values[a] + values[b] - second
                #expect(weights.slack(0, 1, edge: 0, isBelowSlackOf: a, b, edge: 1) == (slack < shared),
                        "\(context), the other edge \(a)-\(b)")
                #expect(weights.slack(0, 1, edge: 0, slot: 1, isBelowSlackOf: a, b, edge: 1) == (slack < shared),
                        "\(context), the other edge \(a)-\(b), by slot")
            }
        }
    }

    /// A sum of a source read to its top nonzero word (`significantWords(of:)`, the dual
    /// update's delta) against `WideInteger`'s: sources of a few words, zero, and of either sign
    /// and any size (a negative one read whole), onto targets of either sign near a power of two
    /// (their words above the source's all ones or all zeros, so that the carry or borrow runs
    /// to the top) or at random.
    @Test(arguments: [1, 2, 9])
    func sumsOfTheSignificantWordsAgreeWithWideIntegers(width: Int) {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ 300 &+ UInt64(width))
        let bits = width * 64 - 4
        for trial in 0..<300 {
            let context = "trial \(trial), width \(width), seed \(seed)"
            let weights = FlatMatchingWeights(width: width, edgeCount: 1, valueCount: 4)
            let source: WideInteger
            switch trial % 4 {
            case 0: source = WideInteger(0)
            case 1: source = Self.randomValue(&random, bits: bits - 1) * WideInteger(-1)
            default:
                let magnitude = Self.randomValue(&random, bits: Int.random(in: 1...max(1, bits - 2), using: &random))
                source = magnitude < WideInteger(0) ? WideInteger(0) - magnitude : magnitude
            }
            // Targets near a power of two, either sign: every word above the source's ones or
            // zeros.
            let power = WideInteger.power(WideInteger(2), Int.random(in: 0...(bits - 2), using: &random))
            let nudge = WideInteger(Int.random(in: -2...2, using: &random))
            let target = trial % 3 == 0 ? Self.randomValue(&random, bits: bits - 1)
                : (random.unit() < 0.5 ? power + nudge : WideInteger(0) - power + nudge)
            weights.setValue(0, source)
            let count = weights.significantWords(of: 0)
            #expect(count <= width && (source < WideInteger(0) ? count == width : count == source.words.count),
                    "\(context): \(count) significant words of \(source)")
            weights.setValue(1, target)
            weights.add(0, to: 1, significantWords: count)
            #expect(weights.value(1) == target + source, "\(context): \(target) + \(source)")
            weights.setValue(2, target)
            weights.subtract(0, from: 2, significantWords: count)
            #expect(weights.value(2) == target - source, "\(context): \(target) - \(source)")
        }
    }

    /// Tells `weights` the oriented edge at each slot of a scan (`orientedEdges[slot]`).
    static func readInScanOrder(_ weights: FlatMatchingWeights, orientedEdges: [Int32]) {
        orientedEdges.withUnsafeBufferPointer { weights.readInScanOrder($0.baseAddress!, count: $0.count) }
    }

    /// The copy in scan order holds each slot's edge's top two words and row (none below two
    /// words), a second telling replaces the first, and writing a weight drops it.
    @Test func theScanOrderCopyHoldsEachSlotsTopWords() {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ 7)
        for width in [1, 2, 5] {
            let weights = FlatMatchingWeights(width: width, edgeCount: 3, valueCount: 2)
            let doubled = (0..<3).map { _ in Self.randomValue(&random, bits: width * 64 - 4) }
            for (edge, value) in doubled.enumerated() { weights.setDoubledWeight(edge, value) }
            for orientedEdges: [Int32] in [[5, 0, 3, 2], [1, 4]] {
                Self.readInScanOrder(weights, orientedEdges: orientedEdges)
                guard width >= 2 else {
                    #expect(weights.leading == nil, "width 1: no copy")
                    continue
                }
                let copy = weights.leading!
                for (slot, k) in orientedEdges.enumerated() {
                    let words = weights.words(of: doubled[Int(k) >> 1])
                    #expect(copy[2 * slot] == words[width - 2] && copy[2 * slot + 1] == words[width - 1],
                            "width \(width), slot \(slot), seed \(seed)")
                    #expect(weights.rowAtSlot![slot] == weights.rowOfEdge[Int(k) >> 1], "width \(width), slot \(slot)")
                }
            }
            // A weight written after the copy drops it: it would no longer be the weights'.
            weights.setDoubledWeight(1, doubled[0])
            #expect(weights.leading == nil && weights.rowAtSlot == nil, "width \(width): the copy dropped")
        }
    }

    /// Two edges of one row sharing a vertex are compared by their other ends' duals alone:
    /// against `WideInteger`'s slacks, with duals far apart, equal, and equal above their last
    /// word, each of the four ways the edges can share the vertex, by edge and by the scan's
    /// slot.
    @Test(arguments: [1, 2, 7])
    func twoEdgesOfOneRowCompareAsTheirSlacks(width: Int) {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ 200 &+ UInt64(width))
        let bits = width * 64 - 4
        for trial in 0..<200 {
            let context = "trial \(trial), width \(width), seed \(seed)"
            // Edges 0 and 1 share row 0; edge 2 has row 1 of its own.
            let weights = FlatMatchingWeights(width: width, rowCount: 2, rowOfEdge: [0, 0, 1], valueCount: 3)
            let shared = Self.randomValue(&random, bits: bits - 1)
            let first = Self.randomValue(&random, bits: bits - 1)
            let second: WideInteger
            switch trial % 3 {
            case 0: second = first
            case 1: second = first + WideInteger(Int.random(in: -3...3, using: &random))
            default: second = Self.randomValue(&random, bits: bits - 1)
            }
            let doubled = shared + first - Self.randomValue(&random, bits: min(70, bits / 2))
            guard FlatMatchingWeights.width(holding: doubled) <= width, FlatMatchingWeights.width(holding: second) <= width else { continue }
            weights.setRowWeight(0, doubled)
            for (slot, value) in [shared, first, second].enumerated() { weights.setValue(slot, value) }
            let firstSlack = shared + first - doubled, secondSlack = shared + second - doubled
            Self.readInScanOrder(weights, orientedEdges: [0, 2, 4])
            for ((u, v), (x, y)) in [((0, 1), (0, 2)), ((1, 0), (2, 0)), ((0, 1), (2, 0)), ((1, 0), (0, 2))] {
                #expect(weights.slack(u, v, edge: 0, isBelowSlackOf: x, y, edge: 1) == (firstSlack < secondSlack),
                        "\(context), \(u)-\(v) against \(x)-\(y)")
                #expect(weights.slack(x, y, edge: 1, slot: 1, isBelowSlackOf: u, v, edge: 0) == (secondSlack < firstSlack),
                        "\(context), \(x)-\(y) against \(u)-\(v), by slot")
            }
        }
    }

    /// The vertices' duals start at the largest doubled weight's half, or at 0 when none is
    /// positive (networkx's maxweight / 2).
    @Test func vertexDualsStartAtHalfTheLargestWeight() {
        let weights = FlatMatchingWeights(width: 2, edgeCount: 3, valueCount: 4)
        let big = WideInteger.power(WideInteger(2), 100)
        for (edge, value) in [big, big + WideInteger(6), WideInteger(-8)].enumerated() { weights.setDoubledWeight(edge, value) }
        weights.startVertexDuals(count: 3)
        #expect((0..<3).allSatisfy { weights.value($0) == (big + WideInteger(6)).halved() })
        #expect(weights.value(3) == WideInteger(0), "only the vertices' slots")
        let negative = FlatMatchingWeights(width: 1, edgeCount: 1, valueCount: 2)
        negative.setDoubledWeight(0, WideInteger(-4))
        negative.startVertexDuals(count: 2)
        #expect(negative.value(0) == WideInteger(0) && negative.value(1) == WideInteger(0))
    }

    /// The classes of the vertices' duals answer comparisons only as the words would: through
    /// dual updates that split and rejoin equal duals, and writes of any kind between them (the
    /// greedy start's margins, copies, values set), every pair of vertices compares as their
    /// values do. Values come from a few, a few bits apart, so most pairs tie and many become
    /// equal or unequal from one step to the next.
    @Test(arguments: [1, 3])
    func vertexDualClassesCompareAsTheWords(width: Int) {
        var random = SeededRandom(seed: SeededRandom.baseSeed &+ UInt64(width))
        let vertices = 9, deltaSlot = vertices, scratch = vertices + 1
        let high = width == 1 ? WideInteger(0) : WideInteger.power(WideInteger(2), 64 * width - 20)
        for trial in 0..<60 {
            let weights = FlatMatchingWeights(width: width, edgeCount: 2, valueCount: vertices + 2)
            weights.setDoubledWeight(0, high + WideInteger(40))
            weights.setDoubledWeight(1, high + WideInteger(36))
            weights.startVertexDuals(count: vertices)
            for step in 0..<40 {
                let context = "trial \(trial), step \(step), width \(width)"
                switch Int.random(in: 0..<10, using: &random) {
                case 0:
                    let v = Int.random(in: 0..<vertices, using: &random)
                    weights.setMargin(edge: Int.random(in: 0..<2, using: &random), less: Int.random(in: 0..<vertices, using: &random), into: v)
                case 1:
                    weights.copy(Int.random(in: 0..<vertices, using: &random), to: Int.random(in: 0..<vertices, using: &random))
                case 2:
                    weights.setValue(Int.random(in: 0..<vertices, using: &random), high.halved() + WideInteger(Int.random(in: 0...4, using: &random)))
                default:
                    weights.setValue(deltaSlot, WideInteger(Int.random(in: 0...2, using: &random)))
                    let directions = (0..<vertices).map { _ in Int8.random(in: -1...1, using: &random) }
                    let before = (0..<vertices).map { weights.value($0) }
                    weights.shiftVertexDuals(by: deltaSlot, significantWords: weights.significantWords(of: deltaSlot), directions: directions)
                    let delta = weights.value(deltaSlot)
                    for v in 0..<vertices {
                        let expected = directions[v] < 0 ? before[v] - delta : directions[v] > 0 ? before[v] + delta : before[v]
                        #expect(weights.value(v) == expected, "\(context), vertex \(v)")
                    }
                }
                for a in 0..<vertices {
                    for b in 0..<vertices {
                        #expect(weights.isLess(a, b) == (weights.value(a) < weights.value(b)), "\(context), \(a) < \(b)")
                    }
                }
                weights.setLeast(ofFirst: vertices, into: scratch)
                #expect(weights.value(scratch) == (0..<vertices).map { weights.value($0) }.min()!, "\(context)")
            }
        }
    }

    /// The width holds a value and its sign: 2^63 - 1 in one word, 2^63 in two.
    @Test func theWidthLeavesRoomForTheSign() {
        #expect(FlatMatchingWeights.width(holding: WideInteger(0)) == 1)
        #expect(FlatMatchingWeights.width(holding: WideInteger(Int.max)) == 1)
        #expect(FlatMatchingWeights.width(holding: WideInteger(Int.max) + WideInteger(1)) == 2)
        #expect(FlatMatchingWeights.width(holding: WideInteger.power(WideInteger(2), 5_000)) == 79)
    }

    /// Random graphs whose weights run to 60, 500, 1,100 and 5,000 bits (the last past the widest
    /// fixed size), half of them a big bracket's kind (the same criteria above, an order below,
    /// so slacks differ only in the lower words): solved in words of the width the weights need,
    /// the same mates and total as the solver on `WideInteger` weights, pairing as many as
    /// possible or not, and the same duals at the end (the same steps taken); the `WideInteger`
    /// side's duals prove the optimum.
    @Test(arguments: [60, 500, 1_100, 5_000])
    func matchingsAgreeWithTheSolverOnWideIntegers(bits: Int) {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ UInt64(bits))
        let trials = bits > 1_000 ? 12 : 24
        for trial in 0..<trials {
            let maxCardinality = trial % 2 == 0
            let vertexCount = Int.random(in: 6...(bits > 1_000 ? 24 : 36), using: &random)
            let density = [0.3, 0.6, 1.0].randomElement(using: &random)!
            let high = WideInteger.power(WideInteger(2), bits - 8)
            var edges: [(Int, Int, WideInteger)] = []
            for u in 0..<vertexCount {
                for v in (u + 1)..<vertexCount where random.unit() < density {
                    let weight: WideInteger
                    if trial % 4 < 2 {
                        let low = WideInteger(Int.random(in: 0...Int.max, using: &random)) * WideInteger(Int.random(in: 1...64, using: &random))
                        weight = high * WideInteger(Int.random(in: 1...3, using: &random)) + low
                    } else {
                        weight = Self.randomValue(&random, bits: bits)
                    }
                    edges.append((u, v, weight))
                }
            }
            let context = "trial \(trial), \(bits) bits, seed \(seed), \(vertexCount) vertices, \(edges.count) edges"
            let largest = edges.map { $0.2 < WideInteger(0) ? -$0.2 : $0.2 }.max() ?? WideInteger(0)
            let width = FlatWeightMatching.requiredWidth(largest: largest, vertexCount: vertexCount)
            let flat = FlatWeightMatching(vertexCount: vertexCount, edges: edges, width: width, maxCardinality: maxCardinality)
            let typed = edges.map { WeightedEdge($0.0, $0.1, $0.2) }
            let wide = MaximumWeightMatching(vertexCount: vertexCount, edges: typed, maxCardinality: maxCardinality)
            #expect(flat.mates == wide.mates, "\(context)")
            #expect(flat.totalWeight == wide.totalWeight, "\(context)")
            // The same steps: the two solvers end with the same duals, to the last bit.
            var graph = BlossomGraph(vertexCount: vertexCount)
            let weights = FlatMatchingWeights(width: width, edgeCount: edges.count,
                                              valueCount: BlossomSolver<FlatMatchingWeights>.valueCount(vertexCount: vertexCount))
            for (u, v, weight) in edges { weights.setDoubledWeight(graph.add(u, v), weight + weight) }
            var flatSolver = BlossomSolver(graph: graph, weights: weights)
            flatSolver.solve(maxCardinality: maxCardinality)
            var wideSolver = BlossomSolver(vertexCount: vertexCount, edges: typed)
            wideSolver.solve(maxCardinality: maxCardinality)
            #expect(flatSolver.mate == wideSolver.mate, "\(context)")
            #expect((0..<(2 * vertexCount)).map(weights.value) == Array(wideSolver.weights.values[..<(2 * vertexCount)]),
                    "the vertices' and blossoms' duals: \(context)")
            let violations = MaximumWeightMatchingTests.optimumViolations(vertexCount: vertexCount, edges: typed,
                                                                          maxCardinality: maxCardinality)
            #expect(violations.isEmpty, "\(context): \(violations.prefix(3))")
        }
    }

    /// Edges sharing rows of weights, as a big bracket's edges share a few costs: random graphs
    /// whose edges take one of a few weights (60 to 5,000 bits) solved with a row per weight
    /// and each edge naming its row, in words (`FlatMatchingWeights`) and in arrays of a fixed
    /// size (`MatchingWeightArrays`, `Int512` for the narrower ones), against the same solver
    /// with a row per edge on `WideInteger` weights: the same mates and total, the same duals
    /// at the end (the same steps taken). And the Dutch matching given classes of cost finds
    /// the same pairs as given each edge's cost.
    @Test(arguments: [60, 500, 1_100, 5_000])
    func edgesSharingRowsMatchAsEdgesWithTheirOwn(bits: Int) {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed &+ UInt64(bits) &+ 7)
        for trial in 0..<16 {
            let maxCardinality = trial % 2 == 0
            let vertexCount = Int.random(in: 6...30, using: &random)
            let high = WideInteger.power(WideInteger(2), bits - 8)
            // A few different weights, most edges sharing the first (as pairs outside a bracket do).
            let classes = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                high * WideInteger(Int.random(in: 1...3, using: &random)) + WideInteger(Int.random(in: 0...1_000, using: &random))
            }
            var edges: [(Int, Int, Int32)] = []
            for u in 0..<vertexCount {
                for v in (u + 1)..<vertexCount where random.unit() < 0.7 {
                    let shared = random.unit() < 0.6
                    edges.append((u, v, Int32(shared ? 0 : Int.random(in: 0..<classes.count, using: &random))))
                }
            }
            let context = "trial \(trial), \(bits) bits, seed \(seed), \(vertexCount) vertices, \(edges.count) edges"
            let typed = edges.map { WeightedEdge($0.0, $0.1, classes[Int($0.2)]) }
            var wideSolver = BlossomSolver(vertexCount: vertexCount, edges: typed)
            wideSolver.solve(maxCardinality: maxCardinality)
            let wide = MaximumWeightMatching(vertexCount: vertexCount, edges: typed, maxCardinality: maxCardinality)
            let wideDuals = Array(wideSolver.weights.values[..<(2 * vertexCount)])
            var graph = BlossomGraph(vertexCount: vertexCount)
            for (u, v, _) in edges { _ = graph.addDistinct(u, v) }
            let rows = edges.map(\.2)
            let valueCount = BlossomSolver<FlatMatchingWeights>.valueCount(vertexCount: vertexCount)
            // In words, a row per class.
            let largest = classes.max()!
            let width = FlatWeightMatching.requiredWidth(largest: largest, vertexCount: vertexCount)
            let flat = FlatMatchingWeights(width: width, rowCount: classes.count, rowOfEdge: rows, valueCount: valueCount)
            for (row, weight) in classes.enumerated() { flat.setRowWeight(row, weight + weight) }
            #expect(edges.indices.allSatisfy { flat.doubledWeight($0) == typed[$0].weight + typed[$0].weight }, "\(context)")
            var flatSolver = BlossomSolver(graph: graph, weights: flat)
            flatSolver.solve(maxCardinality: maxCardinality)
            #expect(flatSolver.mate == wideSolver.mate, "words: \(context)")
            #expect((0..<(2 * vertexCount)).map(flat.value) == wideDuals, "words, the duals: \(context)")
            let flatTotal = (0..<vertexCount).filter { flatSolver.mate[$0] >= 0 && $0 < flatSolver.head[flatSolver.mate[$0]] }
                .reduce(WideInteger(0)) { $0 + flat.doubledWeight(flatSolver.mate[$1] >> 1).halved() }
            #expect(flatTotal == wide.totalWeight, "words, the total: \(context)")
            // In arrays of a fixed size, a row per class.
            if bits <= 500 {
                let arrays = MatchingWeightArrays(doubled: classes.map { Int512(exactly: $0 + $0)! }, rowOfEdge: rows, valueCount: valueCount)
                var arraysSolver = BlossomSolver(graph: graph, weights: arrays)
                arraysSolver.solve(maxCardinality: maxCardinality)
                #expect(arraysSolver.mate == wideSolver.mate, "Int512: \(context)")
                #expect(arraysSolver.weights.values[..<(2 * vertexCount)].map { WideInteger($0) } == wideDuals,
                        "Int512, the duals: \(context)")
            }
            // The Dutch matching (cheapest of the largest): classes of cost against each edge's cost.
            let byClass = DutchMinimumWeightMatching(edges: edges, costs: classes)
            let byEdge = DutchMinimumWeightMatching(edges: edges.map { ($0.0, $0.1, classes[Int($0.2)]) })
            #expect(byClass.pairs.map { [$0.0, $0.1] } == byEdge.pairs.map { [$0.0, $0.1] }, "Dutch: \(context)")
        }
    }
}

/// The in-place comparisons by edge, as the tests name them: the solver passes rows (a best
/// edge's row is kept beside it), the tests name edges and read their rows here.
extension FlatMatchingWeights {
    func slack(_ u: Int, _ v: Int, edge: Int, isBelowSlackOf x: Int, _ y: Int, edge other: Int) -> Bool {
        slack(u, v, row: row(ofEdge: edge), isBelowSlackOf: x, y, row: row(ofEdge: other))
    }

    /// The same, the first edge read at the scan's adjacency slot `slot`.
    func slack(_ u: Int, _ v: Int, edge: Int, slot: Int, isBelowSlackOf x: Int, _ y: Int, edge other: Int) -> Bool {
        slack(u, v, row: row(ofEdge: edge, slot: slot), slot: slot, isBelowSlackOf: x, y, row: row(ofEdge: other))
    }
}
