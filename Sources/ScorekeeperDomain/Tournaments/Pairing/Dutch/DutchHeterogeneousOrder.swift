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
    /// `sequence` as an array indexed by pairing number (0 for a player outside the bracket):
    /// every edge of the bracket's first matching looks up both its ends.
    let sequenceByNumber: [Int]
    /// HE1's and HE2's place values, read out of the layout once.
    let places: (he1: [WideInteger], he2: [WideInteger])

    public init(scoreLevel: Int, sequence: [Int: Int], movedDown: Int) {
        self.scoreLevel = scoreLevel
        self.sequence = sequence
        self.movedDown = movedDown
        let residentsAndOne = sequence.count + 1 - movedDown
        layout = DutchWeightLayout([
            (.he1, Array(repeating: 2, count: movedDown)),
            (.he2, Array(repeating: residentsAndOne, count: movedDown)),
        ])
        var sequenceByNumber = Array(repeating: 0, count: (sequence.keys.max() ?? 0) + 1)
        for (number, place) in sequence { sequenceByNumber[number] = place }
        self.sequenceByNumber = sequenceByNumber
        places = (layout.placeValues[.he1] ?? [], layout.placeValues[.he2] ?? [])
    }

    /// The digits of the pair of `first` and `second`: for a moved-down player paired with a
    /// resident or below, in the moved-down player's place, 1 in HE1 when the other is outside
    /// the bracket, and in HE2 the other's place among the residents.
    public func digits(_ first: DutchPairingNode, _ second: DutchPairingNode) -> [DutchCriterion: [Int]] {
        var he1 = Array(repeating: 0, count: movedDown)
        var he2 = Array(repeating: 0, count: movedDown)
        visitDigits(first.traits, second.traits) { criterion, index, value in
            if criterion == .he1 { he1[index] = value } else { he2[index] = value }
        }
        return [.he1: he1, .he2: he2]
    }

    public func cost(_ first: DutchPairingNode, _ second: DutchPairingNode) -> WideInteger {
        cost(first.traits, second.traits)
    }

    /// The cost of the pair's digits, summed from the place values of the one or two digits it
    /// sets (none for a pair without a moved-down player): `layout.cost(digits(first, second))`.
    func cost(_ first: DutchNodeTraits, _ second: DutchNodeTraits) -> WideInteger {
        var total = WideInteger(0)
        visitDigits(first, second) { criterion, index, value in
            guard value != 0 else { return }
            let place = criterion == .he1 ? places.he1[index] : places.he2[index]
            total = total + (value == 1 ? place : place * WideInteger(value))
        }
        return total
    }

    /// A number that names `cost(first, second)`: the sequence numbers of the moved-down player
    /// and of the other (the same for everyone outside the bracket), or 0 for a pair without a
    /// moved-down player, which costs nothing. Less than `keyCount`.
    func key(_ first: DutchNodeTraits, _ second: DutchNodeTraits) -> Int {
        var key = 0
        let outside = sequence.count + 1
        visitDigits(first, second) { criterion, index, value in
            // HE1's digit is visited first; HE2's value is the other's place, or 0 outside.
            guard criterion == .he2 else { return }
            key = (index + 1) * (outside + 1) + (value == 0 ? outside : value)
        }
        return key
    }

    /// How many keys there may be.
    var keyCount: Int { (sequence.count + 2) * (sequence.count + 2) }

    /// The bracket sequence number of the player `pairingNumber`, nil outside the bracket.
    private func sequenceNumber(_ pairingNumber: Int) -> Int? {
        let place = pairingNumber < sequenceByNumber.count ? sequenceByNumber[pairingNumber] : 0
        return place == 0 ? nil : place
    }

    /// The rule: calls `visit(criterion, digit, value)` for the digits the pair sets (every
    /// other digit is 0); `digits` and `cost` both read it.
    @inline(__always)
    private func visitDigits(_ first: DutchNodeTraits, _ second: DutchNodeTraits,
                             _ visit: (DutchCriterion, Int, Int) -> Void) {
        let outside = sequence.count + 1
        var (a, b) = (first, second)
        var (aNumber, bNumber) = (sequenceNumber(a.pairingNumber) ?? outside, sequenceNumber(b.pairingNumber) ?? outside)
        if aNumber > bNumber {
            swap(&a, &b)
            swap(&aNumber, &bNumber)
        }
        if a.scoreLevel > scoreLevel && b.scoreLevel <= scoreLevel {
            visit(.he1, aNumber - 1, bNumber == outside ? 1 : 0)
            visit(.he2, aNumber - 1, bNumber < outside ? bNumber - movedDown : 0)
        }
    }
}
