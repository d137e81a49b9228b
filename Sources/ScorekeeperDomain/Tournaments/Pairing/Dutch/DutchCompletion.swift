/// Whether a round can be paired completely under the absolute criteria (C.04.3 art. 2.1.4,
/// C4: "choose the set of downfloaters that allows a complete pairing of the round"): a
/// maximum-cardinality matching of the players who may meet, with the pairing-allocated bye as
/// one more vertex when the players are odd in number.
public struct DutchCompletion: Sendable {
    /// The players (by pairing number) the matching left unpaired; empty when the round can be
    /// paired completely. The player given the bye is not among them.
    public let unpaired: [Int]
    /// The players paired with each other in one complete (or largest) pairing, lower number
    /// first; the bye, if any, as `(0, player)`.
    public let pairs: [(Int, Int)]

    /// Whether every player can be paired (or given the bye).
    public var isComplete: Bool { unpaired.isEmpty }

    /// The largest pairing of `players` (pairing numbers, all taking part) that `rules` allow,
    /// with the bye when `players` are odd in number.
    public init(_ rules: DutchCompatibility, players: [Int]? = nil) {
        let players = players ?? rules.participants
        let withBye = players.count % 2 == 1
        // Vertex 0 is the bye (when there is one), then the players in the order given.
        let offset = withBye ? 1 : 0
        // Each player's state and place among the rules' participants looked up once, not for
        // every pair (the state by a search of the whole field).
        var unplayedWins: [Int: Int] = [:]
        for player in rules.state.players where unplayedWins[player.pairingNumber] == nil {
            unplayedWins[player.pairingNumber] = player.unplayedWins
        }
        let places = players.map { rules.place(of: $0) }
        // Every edge weighs 1, so all share one row of weights; each pair is met once, so the
        // graph needs no look-up of the edges it has (for 500 players, a dictionary of 125,000).
        var graph = BlossomGraph(vertexCount: players.count + offset)
        for (index, a) in players.enumerated() {
            if withBye, unplayedWins[a] == 0 {
                _ = graph.addDistinct(0, index + offset)
            }
            for (otherIndex, b) in players.enumerated().dropFirst(index + 1) {
                let allowed: Bool
                if let first = places[index], let second = places[otherIndex], a != b {
                    allowed = rules.canMeet(at: first, second)
                } else {
                    allowed = rules.canMeet(a, b)
                }
                if allowed { _ = graph.addDistinct(index + offset, otherIndex + offset) }
            }
        }
        let weights = MatchingWeightArrays(doubled: [2], rowOfEdge: Array(repeating: 0, count: graph.edgeCount),
                                           valueCount: BlossomSolver<MatchingWeightArrays<Int>>.valueCount(vertexCount: graph.vertexCount))
        let mates = BlossomSolver.mates(graph: graph, weights: weights, maxCardinality: true)
        func number(_ vertex: Int) -> Int { withBye && vertex == 0 ? 0 : players[vertex - offset] }
        unpaired = players.indices.filter { mates[$0 + offset] == nil }.map { players[$0] }
        pairs = mates.enumerated().compactMap { v, w in w.flatMap { v < $0 ? (number(v), number($0)) : nil } }
    }
}
