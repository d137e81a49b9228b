import Testing
import TestSupport
@testable import ScorekeeperDomain

/// The inline 512-bit integer of pairing weights: against `WideInteger` (itself checked against
/// `Int` and known big values) on random values of every size, and at the edges of its range.
@Suite struct Int512Tests {
    /// The matching's slack tests, read from the leading words in place, agree with
    /// `WideInteger`'s sums, on random values and on values that agree in their upper words.
    @Test func slackSignsAndComparisonsAgreeWithWideInteger() throws {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed)
        for trial in 0..<5_000 {
            let u = Self.randomWide(&random, bits: 508), v = Self.randomWide(&random, bits: 508)
            var doubled = Self.randomWide(&random, bits: 508), other = Self.randomWide(&random, bits: 508)
            let nudge = [WideInteger(0), WideInteger(1), WideInteger(-1), Self.randomWide(&random, bits: 64)][trial / 3 % 4]
            if trial % 3 == 1, (u + v - nudge).words.count < 8 { doubled = u + v - nudge }
            if trial % 3 == 2, (u + v - doubled + nudge).words.count < 8 { other = u + v - doubled + nudge }
            let context = "u \(u), v \(v), doubled \(doubled), other \(other), seed \(seed)"
            let duals = [try #require(Int512(exactly: u)), try #require(Int512(exactly: v))]
            let weights = [try #require(Int512(exactly: doubled))], others = [try #require(Int512(exactly: other))]
            let slack = u + v - doubled
            #expect(Int512.signOfSlack(duals, 0, 1, weights, 0) == (slack < WideInteger(0) ? -1 : slack == WideInteger(0) ? 0 : 1),
                    "\(context)")
            #expect(Int512.slack(duals, 0, 1, weights, 0, isBelow: others, 0) == (slack < other), "\(context)")
        }
    }

    /// A random value below 2^bits in magnitude, of either sign, with a random number of words.
    static func randomWide(_ random: inout SeededRandom, bits: Int) -> WideInteger {
        let size = Int.random(in: 0...bits, using: &random)
        var words: [UInt64] = []
        var left = size
        while left > 0 {
            let take = min(64, left)
            words.append(take == 64 ? random.next() : random.next() & ((1 << UInt64(take)) - 1))
            left -= take
        }
        return WideInteger(isNegative: Bool.random(using: &random), words: words)
    }

    /// Two fixed-width integers made from `a` and `b` agree with `WideInteger` on their value,
    /// sum, difference, negation and order.
    static func expectSameArithmetic<Fixed: MatchingWeight>(_ fixedA: Fixed, _ fixedB: Fixed, as a: WideInteger, _ b: WideInteger,
                                                           context: String, wide: (Fixed) -> WideInteger, negated: (Fixed) -> Fixed,
                                                           sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(wide(fixedA) == a, "\(context)", sourceLocation: sourceLocation)
        #expect(wide(fixedA + fixedB) == a + b, "\(context)", sourceLocation: sourceLocation)
        #expect(wide(fixedA - fixedB) == a - b, "\(context)", sourceLocation: sourceLocation)
        #expect(wide(negated(fixedA)) == -a, "\(context)", sourceLocation: sourceLocation)
        #expect((fixedA < fixedB) == (a < b), "\(context)", sourceLocation: sourceLocation)
        #expect((fixedA == fixedB) == (a == b), "\(context)", sourceLocation: sourceLocation)
    }

    @Test func arithmeticAgreesWithWideInteger() throws {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed)
        for _ in 0..<20_000 {
            // Below 2^510, so that sums and differences stay inside 512 bits.
            let a = Self.randomWide(&random, bits: 510), b = Self.randomWide(&random, bits: 510)
            let fixedA = try #require(Int512(exactly: a)), fixedB = try #require(Int512(exactly: b))
            let context = "\(a) and \(b), seed \(seed)"
            Int512Tests.expectSameArithmetic(fixedA, fixedB, as: a, b, context: context, wide: { WideInteger($0) }, negated: { -$0 })
            #expect((fixedA + fixedA).halved() == fixedA, "\(context)")
            #expect(WideInteger((fixedA + fixedA).halved()) == (a + a).halved(), "\(context)")
            #expect(fixedA.description == a.description, "\(context)")
        }
    }

    @Test func smallValuesAgreeWithInt() {
        for a in [0, 1, -1, 2, -2, 7, -7, Int.max, Int.min, 1 << 40, -(1 << 40)] {
            for b in [0, 1, -1, 3, -3, 1 << 20] {
                #expect(WideInteger(Int512(a) + Int512(b)) == WideInteger(a) + WideInteger(b))
                #expect(WideInteger(Int512(a) - Int512(b)) == WideInteger(a) - WideInteger(b))
                #expect((Int512(a) < Int512(b)) == (a < b))
                #expect(Int512(a) * Int512(b) == Int512(exactly: WideInteger(a) * WideInteger(b)))
            }
            #expect(Int512(a).description == String(a))
            #expect(Int512(a) == Int512(exactly: WideInteger(a)))
        }
        #expect(Int512(-7).halved() == Int512(-4), "halving rounds down")
        #expect(Int512(7).halved() == Int512(3))
    }

    /// The range is -2^511 ... 2^511 - 1: one step beyond either end does not convert.
    @Test func theRangeEndsAtTwoToThe511() throws {
        let top = WideInteger.power(2, 511)
        let largest = try #require(Int512(exactly: top - 1))
        #expect(WideInteger(largest) == top - 1)
        #expect(Int512(exactly: top) == nil)
        let smallest = try #require(Int512(exactly: -top))
        #expect(WideInteger(smallest) == -top)
        #expect(Int512(exactly: -top - 1) == nil)
        #expect(Int512(exactly: WideInteger.power(2, 600)) == nil)
        #expect(smallest < largest && smallest < Int512(0) && Int512(0) < largest)
        #expect(largest - largest == Int512.zero)
        #expect(smallest + largest == Int512(-1))
        #expect((Int512(exactly: WideInteger.power(10, 100)) ?? .zero) * Int512(1000)
                == Int512(exactly: WideInteger.power(10, 103)))
    }
}
