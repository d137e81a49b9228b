import Testing
import TestSupport
@testable import ScorekeeperDomain

/// The exact wide integer of pairing weights: against `Int` wherever `Int` holds the values,
/// and against products and powers far beyond 64 bits, worked out independently (by Python).
@Suite struct WideIntegerTests {
    /// Random values of every size up to `bits` bits, of either sign.
    static func randomInt(_ random: inout SeededRandom, bits: Int) -> Int {
        let size = Int.random(in: 0...bits, using: &random)
        let magnitude = size == 0 ? 0 : Int.random(in: 0..<(1 << size), using: &random)
        return Bool.random(using: &random) ? -magnitude : magnitude
    }

    @Test func addingSubtractingComparingAndHalvingAgreeWithInt() {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed)
        for _ in 0..<20_000 {
            let a = Self.randomInt(&random, bits: 62), b = Self.randomInt(&random, bits: 62)
            let wideA = WideInteger(a), wideB = WideInteger(b)
            #expect(Int(exactly: wideA + wideB) == a + b, "\(a) + \(b), seed \(seed)")
            #expect(Int(exactly: wideA - wideB) == a - b, "\(a) - \(b), seed \(seed)")
            #expect(Int(exactly: -wideA) == -a)
            #expect((wideA < wideB) == (a < b), "\(a) < \(b), seed \(seed)")
            #expect((wideA == wideB) == (a == b))
            #expect(Int(exactly: (wideA + wideA).halved()) == a, "\(a) doubled and halved, seed \(seed)")
            #expect(Int(exactly: wideA.halved()) == a / 2, "\(a) halved, seed \(seed)")
            #expect(wideA.description == String(a))
            #expect(WideInteger(String(a)) == wideA)
        }
    }

    @Test func multiplyingAgreesWithInt() {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed)
        for _ in 0..<20_000 {
            let a = Self.randomInt(&random, bits: 31), b = Self.randomInt(&random, bits: 31)
            #expect(Int(exactly: WideInteger(a) * WideInteger(b)) == a * b, "\(a) * \(b), seed \(seed)")
        }
    }

    /// Carries across words: the sums and differences that cross 2^64 and 2^128 and come back.
    @Test func carriesAndBorrowsCrossWords() throws {
        let wordMax = WideInteger(Int.max) + WideInteger(Int.max) + 1  // 2^64 - 1
        #expect((wordMax + 1).description == "18446744073709551616")
        #expect(((wordMax + 1) - 1) == wordMax)
        let twoTo128 = WideInteger.power(2, 128)
        #expect(twoTo128.description == "340282366920938463463374607431768211456")
        #expect((twoTo128 - 1 + 1) == twoTo128)
        #expect((WideInteger(5) - twoTo128).description == "-340282366920938463463374607431768211451")
        #expect(Int(exactly: twoTo128) == nil)
        #expect(Int(exactly: WideInteger(Int.min)) == Int.min)
        #expect(try #require(WideInteger("-9223372036854775809")) < WideInteger(Int.min))
        #expect(WideInteger("12a") == nil)
        #expect(WideInteger("") == nil)
        #expect(WideInteger("-0") == WideInteger(0))
    }

    /// Known big products and powers (from Python's exact integers).
    @Test func bigProductsAndPowersAreExact() throws {
        #expect(WideInteger.power(3, 200).description
            == "265613988875874769338781322035779626829233452653394495974574961739092490901302182994384699044001")
        let factorial = (1...50).reduce(WideInteger(1)) { $0 * WideInteger($1) }
        #expect(factorial.description == "30414093201713378043612608166064768844377641568960512000000000000")
        let below = WideInteger.power(2, 128) - 1
        #expect((below * below).description
            == "115792089237316195423570985008687907852589419931798687112530834793049593217025")
        #expect(WideInteger.power(2, 256).description
            == "115792089237316195423570985008687907853269984665640564039457584007913129639936")
        #expect((-WideInteger.power(10, 40) + WideInteger(7) * WideInteger.power(100, 19)).description
            == "-9300000000000000000000000000000000000000")
        let thirty = WideInteger.power(10, 30)
        #expect(((thirty + 1) * (thirty - 1)).description == String(repeating: "9", count: 60))
        let parsed = try #require(WideInteger("115792089237316195423570985008687907853269984665640564039457584007913129639936"))
        #expect(parsed == WideInteger.power(2, 256))
        #expect(parsed.halved() == WideInteger.power(2, 255))
        #expect((-parsed).halved() == -WideInteger.power(2, 255))
        #expect(-parsed < parsed - parsed && parsed - parsed < parsed)
    }
}
