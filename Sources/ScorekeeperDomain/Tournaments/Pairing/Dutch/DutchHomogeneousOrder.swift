// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): crosstabledutch.py, init_howeights and
// update_homogenious.

/// The order in which a homogeneous bracket (or the residents left after the moved-down
/// players are paired) is paired (C.04.3 art. 3.2-3.3, gacrux's HO1-HO5): S1, the upper half,
/// against S2, the lower, in order, with the fewest and smallest transpositions and exchanges.
/// These are the digits below C6-C21 in the costs of the bracket's second matching.
public struct DutchHomogeneousOrder: Sendable {
    /// The residents' sequence numbers (1 for the first), by pairing number.
    public let sequence: [Int: Int]
    /// The number of pairs the bracket is to make (gacrux's S): S1 is sequence 1...pairs.
    public let pairs: Int
    /// The bracket's score level.
    public let scoreLevel: Int
    public let layout: DutchWeightLayout
    /// The layout's place values, read out once for `cost`.
    let places: (ho1: WideInteger, ho2: WideInteger, ho3: [WideInteger], ho4: [WideInteger], ho5: [WideInteger])
    /// HO4's digits all set: the order part of the cost of every pair that is not two residents.
    let allOfHO4: WideInteger
    /// `sequence` as an array indexed by pairing number (0 for a player who is not a resident):
    /// `cost` looks up both ends of every pair of two residents.
    let sequenceByNumber: [Int]

    public init(scoreLevel: Int, sequence: [Int: Int], pairs: Int) {
        self.scoreLevel = scoreLevel
        self.sequence = sequence
        self.pairs = pairs
        let size = sequence.count
        // HO2's radix as gacrux sets it: one more than the sum of the first `pairs` terms of
        // size - 1, size - 3, ... that stay above `pairs`.
        let ho2 = stride(from: size - 1, to: pairs, by: -2).prefix(pairs).reduce(0, +) + 1
        layout = DutchWeightLayout([
            (.ho1, [pairs + 1]),
            (.ho2, [ho2]),
            (.ho3, Array(repeating: 2, count: pairs)),
            (.ho4, Array(repeating: 2, count: max(0, size - pairs))),
            (.ho5, Array(stride(from: size - 1, to: 0, by: -1))),
        ])
        let values = layout.placeValues
        places = (values[.ho1]![0], values[.ho2]![0], values[.ho3]!, values[.ho4]!, values[.ho5]!)
        allOfHO4 = places.ho4.reduce(WideInteger(0), +)
        var sequenceByNumber = Array(repeating: 0, count: (sequence.keys.max() ?? 0) + 1)
        for (number, place) in sequence { sequenceByNumber[number] = place }
        self.sequenceByNumber = sequenceByNumber
    }

    /// The digits of a pair: for two residents, with a the one earlier in sequence, HO1 when a
    /// is not in S1, HO2 a's place less one, HO3 (a in S1) or HO4 (a beyond it, which clears
    /// the digit every other pair has set) at a's place, and HO5 how far b is after a.
    public func digits(_ first: DutchPairingNode, _ second: DutchPairingNode) -> [DutchCriterion: [Int]] {
        let size = sequence.count
        var ho1 = 0, ho2 = 0
        var ho3 = Array(repeating: 0, count: pairs)
        var ho4 = Array(repeating: 1, count: max(0, size - pairs))
        var ho5 = Array(repeating: 0, count: max(0, size - 1))
        if first.scoreLevel == scoreLevel && second.scoreLevel == scoreLevel,
           let x = sequence[first.pairingNumber], let y = sequence[second.pairingNumber] {
            let (a, b) = (min(x, y), max(x, y))
            if a > pairs { ho1 = 1 }
            ho2 = a - 1
            if a <= pairs {
                ho3[pairs - a] = 1
            } else {
                ho4[a - pairs - 1] = 0
            }
            ho5[a - 1] = b - a
        }
        return [.ho1: [ho1], .ho2: [ho2], .ho3: ho3, .ho4: ho4, .ho5: ho5]
    }

    /// The cost of `digits(first, second)`, worked out from the place values directly: every
    /// pair but one of two residents sets all of HO4's digits, so summing them digit by digit
    /// (hundreds of wide multiplications a pair in a big bracket) is replaced by their total
    /// less the one digit the pair clears. The same integer either way.
    public func cost(_ first: DutchPairingNode, _ second: DutchPairingNode) -> WideInteger {
        cost(first.traits, second.traits)
    }

    /// `cost` of two nodes' traits, the sequence read from the array.
    func cost(_ first: DutchNodeTraits, _ second: DutchNodeTraits) -> WideInteger {
        guard let (a, b) = residentPair(first, second) else { return allOfHO4 }
        var total = allOfHO4
        if a > pairs {
            total = total + places.ho1 - places.ho4[a - pairs - 1]
        } else {
            total = total + places.ho3[pairs - a]
        }
        if a > 1 { total = total + places.ho2 * WideInteger(a - 1) }
        if b > a { total = total + places.ho5[a - 1] * WideInteger(b - a) }
        return total
    }

    /// A number that names `cost(first, second)`: the two residents' sequence numbers, or 0
    /// for every other pair (which all cost `allOfHO4`). Less than `keyCount`.
    func key(_ first: DutchNodeTraits, _ second: DutchNodeTraits) -> Int {
        guard let (a, b) = residentPair(first, second) else { return 0 }
        return a * (sequence.count + 1) + b
    }

    /// The sequence numbers of a pair of two residents, the earlier first; nil for any other
    /// pair. `cost` and `key` both read it, so they agree on which pairs cost `allOfHO4`.
    private func residentPair(_ first: DutchNodeTraits, _ second: DutchNodeTraits) -> (Int, Int)? {
        guard first.scoreLevel == scoreLevel && second.scoreLevel == scoreLevel,
              let x = sequenceNumber(first.pairingNumber), let y = sequenceNumber(second.pairingNumber) else {
            return nil
        }
        return (min(x, y), max(x, y))
    }

    /// How many keys there may be.
    var keyCount: Int { (sequence.count + 1) * (sequence.count + 1) }

    /// The resident sequence number of the player `pairingNumber`, nil for anyone else.
    private func sequenceNumber(_ pairingNumber: Int) -> Int? {
        let place = pairingNumber < sequenceByNumber.count ? sequenceByNumber[pairingNumber] : 0
        return place == 0 ? nil : place
    }
}
