import Foundation
@testable import ScorekeeperDomain
import Testing

/// The cheapest largest matching, laid out as networkx lays it out, against networkx's own
/// `min_weight_matching` on 300 graphs with many tied costs (and some 60-digit ones), written by
/// Tests/Oracles/min_weight_matching.py: the same pairs, not only as cheap.
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

    @Test func theSamePairsAsNetworkx() throws {
        let url = TournamentFixtures.folder.appendingPathComponent("min-weight-matching.json")
        let graphs = try JSONDecoder().decode([Graph].self, from: Data(contentsOf: url))
        #expect(graphs.count == 300)
        for (index, graph) in graphs.enumerated() {
            let edges: [(Int, Int, WideInteger)] = graph.edges.map { items in
                guard case .vertex(let u) = items[0], case .vertex(let v) = items[1], case .cost(let text) = items[2],
                      let cost = WideInteger(text) else { fatalError("a malformed edge in graph \(index)") }
                return (u, v, cost)
            }
            let matching = DutchMinimumWeightMatching(edges: edges)
            #expect(matching.pairs.map { [$0.0, $0.1] } == graph.pairs, "graph \(index)")
        }
    }

    @Test func networkxIteratesEdgesNodeByNode() {
        // Added as 3-1, 2-4, 1-2: nodes 3, 1, 2, 4; from 3: 3-1; from 1: 1-2; from 2: 2-4.
        let order = DutchMinimumWeightMatching.networkxEdgeOrder([(3, 1), (2, 4), (1, 2)].map { ($0.0, $0.1, WideInteger(0)) })
        #expect(order.map { [$0.0, $0.1] } == [[3, 1], [1, 2], [2, 4]])
    }

    @Test func anEmptyGraphHasNoPairs() {
        #expect(DutchMinimumWeightMatching(edges: []).pairs.isEmpty)
    }
}
