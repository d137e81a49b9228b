import Foundation
import Testing
import TestSupport
@testable import ScorekeeperDomain

/// The blossom algorithm's matchings: against an exhaustive search on small random graphs, and
/// against networkx's `max_weight_matching` on larger ones (Fixtures/Tournaments/matching.json,
/// written by Tests/Oracles/make-matching-fixtures.sh), with weights up to 80 digits long.
@Suite struct MaximumWeightMatchingTests {
    /// The fixture's shape (see Tests/Oracles/matching_graphs.py).
    struct Fixture: Decodable {
        /// One graph and what networkx found for it.
        struct Graph: Decodable {
            var vertices: Int
            var maxcardinality: Bool
            /// [u, v, weight], the weight in decimal digits.
            var edges: [[EdgeItem]]
            var weight: String
            var pairs: Int
        }

        var graphs: [Graph]
    }

    /// An edge's item: a vertex (a number) or a weight (a string).
    enum EdgeItem: Decodable {
        case number(Int)
        case text(String)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .text(try container.decode(String.self)) }
        }

        var number: Int {
            guard case .number(let value) = self else { preconditionFailure("a vertex is a number") }
            return value
        }

        var text: String {
            guard case .text(let value) = self else { preconditionFailure("a weight is a string") }
            return value
        }
    }

    /// The best (weight, or pairs then weight) any matching of the graph reaches, by trying them all.
    static func exhaustiveBest(vertexCount: Int, edges: [WeightedEdge<Int>], maxCardinality: Bool) -> (pairs: Int, weight: Int) {
        var weights = [[Int?]](repeating: [Int?](repeating: nil, count: vertexCount), count: vertexCount)
        for edge in edges where edge.u != edge.v {
            weights[edge.u][edge.v] = edge.weight
            weights[edge.v][edge.u] = edge.weight
        }
        func better(_ a: (pairs: Int, weight: Int), _ b: (pairs: Int, weight: Int)) -> Bool {
            maxCardinality ? (a.pairs, a.weight) > (b.pairs, b.weight) : a.weight > b.weight
        }
        func best(_ free: [Int]) -> (pairs: Int, weight: Int) {
            guard let first = free.first else { return (0, 0) }
            let rest = Array(free.dropFirst())
            var found = best(rest)  // the first stays single
            for (index, other) in rest.enumerated() {
                guard let weight = weights[first][other] else { continue }
                var remaining = rest
                remaining.remove(at: index)
                let below = best(remaining)
                let candidate = (pairs: below.pairs + 1, weight: below.weight + weight)
                if better(candidate, found) { found = candidate }
            }
            return found
        }
        return best(Array(0..<vertexCount))
    }

    /// The matching pairs vertices at most once, over the graph's edges, and its total weight is
    /// the sum of its edges' weights: (pairs, total).
    static func checkedMatching<Weight: MatchingWeight>(_ matching: MaximumWeightMatching<Weight>, vertexCount: Int,
                                                        edges: [WeightedEdge<Weight>], _ context: String) -> (pairs: Int, weight: Weight) {
        var weightOf: [Int: Weight] = [:]
        for edge in edges { weightOf[min(edge.u, edge.v) * vertexCount + max(edge.u, edge.v)] = edge.weight }
        #expect(matching.mates.count == vertexCount, "\(context)")
        var total = Weight.zero
        for (v, w) in matching.mates.enumerated() {
            guard let w else { continue }
            #expect(matching.mates[w] == v, "the matching is symmetric: \(context)")
            #expect(v != w, "\(context)")
            if v < w {
                let weight = weightOf[v * vertexCount + w]
                #expect(weight != nil, "\(v)-\(w) is an edge: \(context)")
                total += weight ?? .zero
            }
        }
        #expect(total == matching.totalWeight, "\(context)")
        return (matching.pairs.count, total)
    }

    /// What keeps the duals the algorithm ends with from proving its matching optimal.
    static func optimumViolations<Weight: MatchingWeight>(vertexCount: Int, edges: [WeightedEdge<Weight>],
                                                          maxCardinality: Bool) -> [String] {
        var solver = BlossomSolver(vertexCount: vertexCount, edges: edges)
        solver.solve(maxCardinality: maxCardinality)
        return solver.optimumViolations(maxCardinality: maxCardinality)
    }

    /// A hundred random graphs of 20 to 60 vertices, beyond an exhaustive search: the duals
    /// prove each matching optimal (networkx's own check), and `Int` and wide weights agree.
    @Test(arguments: [false, true])
    func mediumRandomGraphsEndWithDualsThatProveTheOptimum(maxCardinality: Bool) {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed)
        let weightRanges = [1...4, 1...1_000_000, -50...100]
        for trial in 0..<50 {
            let vertexCount = Int.random(in: 20...60, using: &random)
            let density = [0.05, 0.1, 0.3, 0.8].randomElement(using: &random)!
            let weights = weightRanges[trial % weightRanges.count]
            var edges: [WeightedEdge<Int>] = []
            for u in 0..<vertexCount {
                for v in (u + 1)..<vertexCount where random.unit() < density {
                    edges.append(WeightedEdge(u, v, Int.random(in: weights, using: &random)))
                }
            }
            let context = "trial \(trial), seed \(seed), \(vertexCount) vertices, \(edges.count) edges"
            let violations = Self.optimumViolations(vertexCount: vertexCount, edges: edges, maxCardinality: maxCardinality)
            #expect(violations.isEmpty, "\(context): \(violations.prefix(3))")
            let matching = MaximumWeightMatching(vertexCount: vertexCount, edges: edges, maxCardinality: maxCardinality)
            let found = Self.checkedMatching(matching, vertexCount: vertexCount, edges: edges, context)
            let wide = MaximumWeightMatching(vertexCount: vertexCount, edges: edges.map { WeightedEdge($0.u, $0.v, WideInteger($0.weight)) },
                                             maxCardinality: maxCardinality)
            #expect(wide.totalWeight == WideInteger(found.weight), "\(context)")
        }
    }

    /// networkx's own example (its docstring), numbered from 0.
    @Test func networkxsExampleMatchesTwoFourAndThreeFive() {
        let edges = [(1, 2, 6), (1, 3, 2), (2, 3, 1), (2, 4, 7), (3, 5, 9), (4, 5, 3)].map { WeightedEdge($0.0 - 1, $0.1 - 1, $0.2) }
        let matching = MaximumWeightMatching(vertexCount: 5, edges: edges)
        #expect(matching.pairs.map { [$0.0, $0.1] } == [[1, 3], [2, 4]])
        #expect(matching.totalWeight == 16)
        // Pairing as many as possible costs weight: 1-2, 3-5 (6 + 9) leaves 4 single, as does any.
        #expect(MaximumWeightMatching(vertexCount: 5, edges: edges, maxCardinality: true).pairs.count == 2)
    }

    @Test func emptyAndEdgelessGraphsMatchNothing() {
        #expect(MaximumWeightMatching<Int>(vertexCount: 0, edges: []).mates.isEmpty)
        #expect(MaximumWeightMatching<Int>(vertexCount: 3, edges: [WeightedEdge(1, 1, 5)]).mates == [nil, nil, nil])
        // A negative edge is left out unless pairing as many as possible asks for it.
        #expect(MaximumWeightMatching(vertexCount: 2, edges: [WeightedEdge(0, 1, -3)]).pairs.isEmpty)
        #expect(MaximumWeightMatching(vertexCount: 2, edges: [WeightedEdge(0, 1, -3)], maxCardinality: true).totalWeight == -3)
    }

    /// 1,500 random graphs of up to 10 vertices, with ties, zero and negative weights, for each
    /// setting: the same best as trying every matching.
    @Test(arguments: [false, true])
    func smallRandomGraphsReachTheExhaustiveBest(maxCardinality: Bool) {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed)
        let weightRanges = [1...3, 1...1000, -5...10, 0...1]
        for trial in 0..<1500 {
            let vertexCount = Int.random(in: 1...10, using: &random)
            let density = [0.2, 0.4, 0.7, 1.0].randomElement(using: &random)!
            let weights = weightRanges[trial % weightRanges.count]
            var edges: [WeightedEdge<Int>] = []
            for u in 0..<vertexCount {
                for v in (u + 1)..<max(u + 1, vertexCount) where random.unit() < density {
                    edges.append(WeightedEdge(u, v, Int.random(in: weights, using: &random)))
                }
            }
            edges.shuffle(using: &random)
            let context = "trial \(trial), seed \(seed), \(vertexCount) vertices, edges \(edges.map { [$0.u, $0.v, $0.weight] })"
            let matching = MaximumWeightMatching(vertexCount: vertexCount, edges: edges, maxCardinality: maxCardinality)
            let found = Self.checkedMatching(matching, vertexCount: vertexCount, edges: edges, context)
            let best = Self.exhaustiveBest(vertexCount: vertexCount, edges: edges, maxCardinality: maxCardinality)
            #expect(found.weight == best.weight, "\(context)")
            if maxCardinality { #expect(found.pairs == best.pairs, "\(context)") }
            // The same graph with its weights as wide integers gives the same total.
            let wide = MaximumWeightMatching(vertexCount: vertexCount, edges: edges.map { WeightedEdge($0.u, $0.v, WideInteger($0.weight)) },
                                             maxCardinality: maxCardinality)
            #expect(wide.totalWeight == WideInteger(found.weight), "\(context)")
        }
    }

    /// 200 graphs of up to 60 vertices: the same total weight as networkx (and, pairing as many
    /// as possible, as many pairs), with wide weights, and `Int` ones where they fit, else 512-bit ones.
    @Test func largerRandomGraphsReachNetworkxsWeight() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Tournaments/matching.json")
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        #expect(fixture.graphs.count == 200)
        var wideOnly = 0
        for (index, graph) in fixture.graphs.enumerated() {
            let context = "graph \(index) (\(graph.vertices) vertices, \(graph.edges.count) edges)"
            let edges = try graph.edges.map { WeightedEdge($0[0].number, $0[1].number, try #require(WideInteger($0[2].text))) }
            let expected = try #require(WideInteger(graph.weight))
            let matching = MaximumWeightMatching(vertexCount: graph.vertices, edges: edges, maxCardinality: graph.maxcardinality)
            let found = Self.checkedMatching(matching, vertexCount: graph.vertices, edges: edges, context)
            #expect(Self.optimumViolations(vertexCount: graph.vertices, edges: edges, maxCardinality: graph.maxcardinality).isEmpty,
                    "\(context)")
            #expect(found.weight == expected, "\(context): \(found.weight) instead of \(expected)")
            if graph.maxcardinality { #expect(found.pairs == graph.pairs, "\(context)") }
            let limit = WideInteger(Int.max / 8)
            guard edges.allSatisfy({ $0.weight < limit && -limit < $0.weight }) else {
                // Beyond Int, every weight still fits in 512 bits: the inline integer gives the same total.
                wideOnly += 1
                let fixed = try edges.map { WeightedEdge($0.u, $0.v, try #require(Int512(exactly: $0.weight))) }
                let fixedMatching = MaximumWeightMatching(vertexCount: graph.vertices, edges: fixed, maxCardinality: graph.maxcardinality)
                #expect(WideInteger(fixedMatching.totalWeight) == expected, "\(context), Int512 weights")
                continue
            }
            let narrow = edges.map { WeightedEdge($0.u, $0.v, Int(exactly: $0.weight)!) }
            let narrowMatching = MaximumWeightMatching(vertexCount: graph.vertices, edges: narrow, maxCardinality: graph.maxcardinality)
            #expect(WideInteger(narrowMatching.totalWeight) == expected, "\(context), Int weights")
        }
        #expect(wideOnly == 46, "46 graphs have weights beyond Int")
    }

    /// Wide weights that agree in their upper words and differ only in the lowest (a big
    /// bracket's weights: the same criteria above, the order below), and wide weights at random:
    /// matched in 1,024-bit words of the flat store, whose slacks are compared from their leading words down, the
    /// same mates and total as `WideInteger`'s, whose sums run through every word, and duals
    /// that prove the optimum.
    @Test(arguments: [false, true])
    func wideWeightsComparedByTheirLeadingWordsMatchAsWideIntegers(maxCardinality: Bool) throws {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed)
        for trial in 0..<40 {
            let vertexCount = Int.random(in: 8...40, using: &random)
            let density = [0.2, 0.5, 1.0].randomElement(using: &random)!
            // Far above any low word: 2^900 times a small criterion, plus up to 2^70 of order.
            let high = WideInteger.power(WideInteger(2), 900)
            var edges: [WeightedEdge<WideInteger>] = []
            for u in 0..<vertexCount {
                for v in (u + 1)..<vertexCount where random.unit() < density {
                    let weight: WideInteger
                    if trial % 2 == 0 {
                        let low = WideInteger(Int.random(in: 0...Int.max, using: &random)) * WideInteger(Int.random(in: 1...64, using: &random))
                        weight = high * WideInteger(Int.random(in: 1...3, using: &random)) + low
                    } else {
                        weight = Int512Tests.randomWide(&random, bits: 1000)
                    }
                    edges.append(WeightedEdge(u, v, weight))
                }
            }
            let context = "trial \(trial), seed \(seed), \(vertexCount) vertices, \(edges.count) edges"
            let wide = MaximumWeightMatching(vertexCount: vertexCount, edges: edges, maxCardinality: maxCardinality)
            let flat = FlatWeightMatching(vertexCount: vertexCount, edges: edges.map { ($0.u, $0.v, $0.weight) },
                                          width: 16, maxCardinality: maxCardinality)
            #expect(flat.mates == wide.mates, "\(context)")
            #expect(flat.totalWeight == wide.totalWeight, "\(context)")
            let violations = Self.optimumViolations(vertexCount: vertexCount, edges: edges, maxCardinality: maxCardinality)
            #expect(violations.isEmpty, "\(context): \(violations.prefix(3))")
        }
    }
}
