import Foundation

/// A small, seedable random number generator (SplitMix64), so a failing random trial can be
/// replayed: every failure message names its seed, and SCOREKEEPER_SEED=N replays it.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed of this run: SCOREKEEPER_SEED when set, else a fresh random one.
    static let baseSeed: UInt64 = {
        if let text = ProcessInfo.processInfo.environment["SCOREKEEPER_SEED"], let seed = UInt64(text) {
            return seed
        }
        return UInt64.random(in: 0...UInt64(UInt32.max))
    }()
}

/// How much longer randomized suites run: SCOREKEEPER_SOAK=N asks for N trials per workload
/// (never fewer than the default).
enum Soak {
    static func trials(default count: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment["SCOREKEEPER_SOAK"], let asked = Int(text) else {
            return count
        }
        return max(count, min(asked, 100_000))
    }
}
