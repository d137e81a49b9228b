import Foundation

/// A small, fast, seedable random number generator (SplitMix64): the one every test, sample
/// picture and benchmark uses, so a failing random trial can be replayed: every failure message
/// names its seed, and SCOREKEEPER_SEED=N replays it.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<1.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// The seed of this run: SCOREKEEPER_SEED when set, else a fresh random one.
    public static let baseSeed: UInt64 = {
        if let text = ProcessInfo.processInfo.environment["SCOREKEEPER_SEED"], let seed = UInt64(text) {
            return seed
        }
        return UInt64.random(in: 0...UInt64(UInt32.max))
    }()
}
