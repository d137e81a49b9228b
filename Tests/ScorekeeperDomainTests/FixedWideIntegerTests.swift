import Testing
import TestSupport
@testable import ScorekeeperDomain

/// The inline integers of wide pairing weights (1,024 to 4,608 bits): against `WideInteger` on
/// random values of every size, and at the edge of their range.
@Suite struct FixedWideIntegerTests {
    @Test func arithmeticAgreesWithWideInteger() throws {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed)
        for _ in 0..<5_000 {
            // Below 2^1022, so that sums and differences stay inside 1,024 bits.
            let a = Int512Tests.randomWide(&random, bits: 1022), b = Int512Tests.randomWide(&random, bits: 1022)
            let fixedA = try #require(FixedWideInteger<Words16>(exactly: a))
            let fixedB = try #require(FixedWideInteger<Words16>(exactly: b))
            let context = "\(a) and \(b), seed \(seed)"
            Int512Tests.expectSameArithmetic(fixedA, fixedB, as: a, b, context: context, wide: { WideInteger($0) }, negated: { -$0 })
            let even = a + a
            #expect(WideInteger(try #require(FixedWideInteger<Words16>(exactly: even)).halved()) == a, "\(context)")
        }
    }

    /// The matching's slack, its sign and its comparison with a best slack, read from the
    /// leading words, agree with `WideInteger`'s sums: on random values, and on values built to
    /// agree in their upper words and differ only far down (or not at all), where the leading
    /// words cannot tell and the words below must.
    @Test func slacksAndTheirComparisonsAgreeWithWideInteger() throws {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed)
        for trial in 0..<5_000 {
            // Below 2^1020: u + v - doubled and other stay inside 1,024 bits.
            let u = Int512Tests.randomWide(&random, bits: 1020), v = Int512Tests.randomWide(&random, bits: 1020)
            var doubled = Int512Tests.randomWide(&random, bits: 1020)
            var other = Int512Tests.randomWide(&random, bits: 1020)
            switch trial % 4 {
            case 1:
                // The slack zero, or a unit or a low word away from it.
                let nudge = [WideInteger(0), WideInteger(1), WideInteger(-1), Int512Tests.randomWide(&random, bits: 64)][trial / 4 % 4]
                if (u + v - nudge).words.count <= 15 { doubled = u + v - nudge }
            case 2:
                // The other slack equal to this one, or a unit or a low word away.
                let nudge = [WideInteger(0), WideInteger(1), WideInteger(-1), Int512Tests.randomWide(&random, bits: 64)][trial / 4 % 4]
                if (u + v - doubled + nudge).words.count <= 15 { other = u + v - doubled + nudge }
            default:
                break
            }
            let context = "u \(u), v \(v), doubled \(doubled), other \(other), seed \(seed)"
            let fixedU = try #require(FixedWideInteger<Words16>(exactly: u), "\(context)")
            let fixedV = try #require(FixedWideInteger<Words16>(exactly: v), "\(context)")
            let fixedDoubled = try #require(FixedWideInteger<Words16>(exactly: doubled), "\(context)")
            let fixedOther = try #require(FixedWideInteger<Words16>(exactly: other), "\(context)")
            let slack = u + v - doubled
            #expect(WideInteger(FixedWideInteger.slack(fixedU, fixedV, fixedDoubled)) == slack, "\(context)")
            let sign = slack < WideInteger(0) ? -1 : slack == WideInteger(0) ? 0 : 1
            #expect(FixedWideInteger.signOfSlack(fixedU, fixedV, fixedDoubled) == sign, "\(context)")
            #expect(FixedWideInteger.slack(fixedU, fixedV, fixedDoubled, isBelow: fixedOther) == (slack < other), "\(context)")
            // The plain weights' answers, for the same small values.
            if let smallU = Int(exactly: u), let smallV = Int(exactly: v), let smallDoubled = Int(exactly: doubled),
               let smallOther = Int(exactly: other) {
                #expect(Int.signOfSlack([smallU, smallV], 0, 1, [smallDoubled], 0) == sign, "\(context)")
                #expect(Int.slack([smallU, smallV], 0, 1, [smallDoubled], 0, isBelow: [smallOther], 0) == (slack < other), "\(context)")
            }
        }
    }

    /// Sums at the top of the words' range, and signs and comparisons settled only in the
    /// lowest word.
    @Test func slackOfValuesAtTheTopOfTheWords() throws {
        let top = WideInteger.power(WideInteger(2), 1022)
        let near = try #require(FixedWideInteger<Words16>(exactly: top))
        // 2^1022 + (2^1022 - 1), on the way to the slack, is the largest value 1,024 bits hold.
        let below = try #require(FixedWideInteger<Words16>(exactly: top - WideInteger(1)))
        let small = FixedWideInteger<Words16>(5)
        #expect(WideInteger(FixedWideInteger.slack(near, below, near)) == top - WideInteger(1))
        #expect(WideInteger(FixedWideInteger.slack(near, -near, small)) == WideInteger(-5))
        #expect(FixedWideInteger.signOfSlack(near, -near, small) == -1)
        #expect(FixedWideInteger.signOfSlack(near, -near, FixedWideInteger<Words16>(0)) == 0)
        #expect(FixedWideInteger.slack(near, -below, small, isBelow: FixedWideInteger<Words16>(-3)) == true)
        #expect(FixedWideInteger.slack(near, -below, small, isBelow: FixedWideInteger<Words16>(-4)) == false)
    }

    @Test func widerWordsHoldWhatNarrowerOnesCannot() throws {
        let big = WideInteger.power(WideInteger(2), 1023)
        #expect(FixedWideInteger<Words16>(exactly: big) == nil)
        #expect(FixedWideInteger<Words16>(exactly: big - WideInteger(1)) != nil)
        let fixed = try #require(FixedWideInteger<Words72>(exactly: big))
        #expect(WideInteger(fixed + fixed) == big + big)
        #expect(WideInteger(FixedWideInteger<Words32>(-7)) == WideInteger(-7))
        // The sizes between: 1,536 and 3,072 bits.
        let middle = WideInteger.power(WideInteger(2), 1535)
        #expect(FixedWideInteger<Words24>(exactly: middle) == nil)
        let below = try #require(FixedWideInteger<Words24>(exactly: middle - WideInteger(1)))
        #expect(WideInteger(below - below - below) == WideInteger(1) - middle)
        let large = try #require(FixedWideInteger<Words48>(exactly: middle))
        #expect(WideInteger((large + large).halved()) == middle)
        #expect(FixedWideInteger<Words48>(exactly: WideInteger.power(WideInteger(2), 3071)) == nil)
    }
}
