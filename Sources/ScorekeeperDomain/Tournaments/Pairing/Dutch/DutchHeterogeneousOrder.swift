// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): crosstabledutch.py, init_heweights and
// update_hetrogenious.

/// The order in which a heterogeneous bracket (one with moved-down players) pairs its
/// moved-down players (C.04.3 art. 3.3-3.4, gacrux's HE1-HE2): each in turn, from the first,
/// is paired inside the bracket if possible (HE1) and with the resident as high in the bracket
/// as possible (HE2). These are the digits below C6-C21 in the costs of the bracket's first
/// matching.
public struct DutchHeterogeneousOrder: Sendable {
    /// The bracket sequence numbers (1 for the first), by pairing number: the moved-down players
    /// first, then the residents.
    public let sequence: [Int: Int]
    /// The number of moved-down players (they hold sequence numbers 1...movedDown).
    public let movedDown: Int
    /// The bracket's score level.
    public let scoreLevel: Int
    public let layout: DutchWeightLayout

    public init(scoreLevel: Int, sequence: [Int: Int], movedDown: Int) {
        self.scoreLevel = scoreLevel
        self.sequence = sequence
        self.movedDown = movedDown
        let residentsAndOne = sequence.count + 1 - movedDown
        layout = DutchWeightLayout([
            (.he1, Array(repeating: 2, count: movedDown)),
            (.he2, Array(repeating: residentsAndOne, count: movedDown)),
        ])
    }

    /// The digits of the pair of `first` and `second`: for a moved-down player paired with a
    /// resident or below, in the moved-down player's place, 1 in HE1 when the other is outside
    /// the bracket, and in HE2 the other's place among the residents.
    public func digits(_ first: DutchPairingNode, _ second: DutchPairingNode) -> [DutchCriterion: [Int]] {
        var he1 = Array(repeating: 0, count: movedDown)
        var he2 = Array(repeating: 0, count: movedDown)
        let outside = sequence.count + 1
        var (a, b) = (first, second)
        var (aNumber, bNumber) = (sequence[a.pairingNumber] ?? outside, sequence[b.pairingNumber] ?? outside)
        if aNumber > bNumber {
            swap(&a, &b)
            swap(&aNumber, &bNumber)
        }
        if a.scoreLevel > scoreLevel && b.scoreLevel <= scoreLevel {
            he1[aNumber - 1] = bNumber == outside ? 1 : 0
            he2[aNumber - 1] = bNumber < outside ? bNumber - movedDown : 0
        }
        return [.he1: he1, .he2: he2]
    }

    public func cost(_ first: DutchPairingNode, _ second: DutchPairingNode) -> WideInteger {
        layout.cost(digits(first, second))
    }
}
