// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): crosstable.py, list_edges (level2score,
// score2level) and pairing.py, list_nodes.

/// The round's distinct scores as levels: 0 for the pairing-allocated bye, then 1 for the
/// lowest score of a player taking part, and so on up. Brackets are paired from the top level
/// down, and score differences (C7, C8, C18-C21) are counted in levels.
public struct DutchScoreLevels: Sendable {
    /// The scores in half points by level; level 0 (the bye) holds -2.
    public let halfPointsByLevel: [Int]
    /// The players taking part and, when they are odd in number, the bye: by level from the
    /// top, then by pairing number.
    public let nodes: [DutchPairingNode]

    public init(_ state: DutchRoundState) {
        let participants = state.participants
        let scores = Set(participants.map(\.halfPoints)).sorted()
        halfPointsByLevel = [-2] + scores
        var level: [Int: Int] = [:]
        for (index, score) in scores.enumerated() { level[score] = index + 1 }
        var nodes = participants.map { DutchPairingNode(player: $0, scoreLevel: level[$0.halfPoints]!) }
        if participants.count % 2 == 1 { nodes.append(.bye) }
        self.nodes = nodes.sorted {
            $0.scoreLevel != $1.scoreLevel ? $0.scoreLevel > $1.scoreLevel
                : ($0.isBye ? Int.max : $0.pairingNumber) < ($1.isBye ? Int.max : $1.pairingNumber)
        }
    }

    /// The number of levels, the bye's included.
    public var count: Int { halfPointsByLevel.count }
}
