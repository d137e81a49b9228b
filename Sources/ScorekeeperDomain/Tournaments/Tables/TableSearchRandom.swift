import Foundation

/// A small seeded generator (SplitMix64), so that every search that shakes its way out of a
/// dead end does it the same way on every run and every machine.
struct TableSearchRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound, the same on every platform (not `Int.random(in:using:)`, whose
    /// draws the standard library may change).
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
