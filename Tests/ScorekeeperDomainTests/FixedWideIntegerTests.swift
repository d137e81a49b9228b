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
