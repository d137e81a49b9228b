import Testing
@testable import ScorekeeperDomain

/// The standard bracket order: the published lists for 2 to 32 slots, and the property behind
/// them (the top seeds kept apart level by level) up to 64, checked from slot positions alone.
@Suite struct BracketSeedingTests {
    @Test func theOrderIsTheStandardOneForTwoToThirtyTwoSlots() {
        #expect(BracketSeeding.slotOrder(size: 1) == [1])
        #expect(BracketSeeding.slotOrder(size: 2) == [1, 2])
        #expect(BracketSeeding.slotOrder(size: 4) == [1, 4, 2, 3])
        #expect(BracketSeeding.slotOrder(size: 8) == [1, 8, 4, 5, 2, 7, 3, 6])
        #expect(BracketSeeding.slotOrder(size: 16) == [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11])
        #expect(BracketSeeding.slotOrder(size: 32) == [
            1, 32, 16, 17, 8, 25, 9, 24, 4, 29, 13, 20, 5, 28, 12, 21,
            2, 31, 15, 18, 7, 26, 10, 23, 3, 30, 14, 19, 6, 27, 11, 22,
        ])
    }

    /// Slots 2i and 2i + 1 meet in round 1; two slots meet (if both keep winning) in the round
    /// numbered by the highest bit where their positions differ, with size / 2^(round - 1)
    /// entrants left. Two seeds both among the top 2^k (the smallest such k) must not meet while
    /// more than 2^k are left; and seed s meets seed size + 1 - s in round 1.
    @Test func theTopSeedsAreKeptApartUntilAsFewAreLeft() {
        for exponent in 0...6 {
            let size = 1 << exponent
            let order = BracketSeeding.slotOrder(size: size)
            #expect(order.sorted() == Array(1...size), "\(size) slots")
            for pair in stride(from: 0, to: size - 1, by: 2) {
                #expect(order[pair] + order[pair + 1] == size + 1, "\(size) slots, slots \(pair) and \(pair + 1)")
            }
            var position = Array(repeating: 0, count: size + 1)
            for (slot, seed) in order.enumerated() { position[seed] = slot }
            for better in 1...size {
                for worse in better...size where worse > better {
                    let differing = position[better] ^ position[worse]
                    let meetingRound = differing.bitWidth - differing.leadingZeroBitCount
                    let left = size >> (meetingRound - 1)
                    let topBlock = BracketSeeding.bracketSize(entrants: worse)
                    #expect(left <= topBlock, "\(size) slots: seeds \(better) and \(worse) meet with \(left) left")
                }
            }
        }
    }

    @Test func aBracketIsTheNextPowerOfTwoAndTheTopSeedsGetItsByes() {
        #expect(BracketSeeding.bracketSize(entrants: 1) == 1)
        #expect(BracketSeeding.bracketSize(entrants: 2) == 2)
        #expect(BracketSeeding.bracketSize(entrants: 3) == 4)
        #expect(BracketSeeding.bracketSize(entrants: 16) == 16)
        #expect(BracketSeeding.bracketSize(entrants: 17) == 32)
        #expect(BracketSeeding.byes(entrants: 8) == nil)
        #expect(BracketSeeding.byes(entrants: 5) == 1...3)
        #expect(BracketSeeding.byes(entrants: 33) == 1...31)
    }
}
