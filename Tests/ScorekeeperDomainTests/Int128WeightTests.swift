import Testing
import TestSupport
@testable import ScorekeeperDomain

/// Two machine words as pairing weights: the brackets whose weights pass `Int` but stay inside
/// 128 bits are matched in `Int128` rather than 512 bits. Its conversion from `WideInteger` at
/// the edges of its range, and the matching it gives against the same graph in `WideInteger`.
@Suite struct Int128WeightTests {
    @Test func conversionKeepsTheValueOrRefusesIt() throws {
        let top = WideInteger.power(WideInteger(2), 127)
        #expect(Int128(exactly: top) == nil)
        #expect(Int128(exactly: top - WideInteger(1)) == Int128.max)
        #expect(Int128(exactly: WideInteger(0) - top) == Int128.min)
        #expect(Int128(exactly: WideInteger(0) - top - WideInteger(1)) == nil)
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed)
        for _ in 0..<2_000 {
            let wide = Int512Tests.randomWide(&random, bits: 127)
            let narrow = try #require(Int128(exactly: wide), "\(wide), seed \(seed)")
            #expect(String(narrow) == wide.description, "seed \(seed)")
        }
    }

    @Test func matchingAgreesWithWideWeights() throws {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed)
        for _ in 0..<30 {
            let vertices = 4 + Int(random.next() % 20)
            var wide: [WeightedEdge<WideInteger>] = []
            for a in 0..<vertices {
                for b in (a + 1)..<vertices where random.next() % 3 != 0 {
                    // Weights of about 100 bits: past `Int`, inside a quarter of `Int128`.
                    let weight = WideInteger(isNegative: false, words: [random.next(), (1 << 35) + random.next() % 4])
                    wide.append(WeightedEdge(a, b, weight))
                }
            }
            let narrow = try wide.map { WeightedEdge($0.u, $0.v, try #require(Int128(exactly: $0.weight))) }
            let expected = MaximumWeightMatching(vertexCount: vertices, edges: wide, maxCardinality: true)
            let found = MaximumWeightMatching(vertexCount: vertices, edges: narrow, maxCardinality: true)
            #expect(found.mates == expected.mates, "seed \(seed)")
            #expect(String(found.totalWeight) == expected.totalWeight.description, "seed \(seed)")
        }
    }
}
