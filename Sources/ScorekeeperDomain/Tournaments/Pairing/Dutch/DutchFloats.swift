// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): tiebreak.py, compute_flt, and the flt
// flags of crosstable.py.

/// The floats a player had in the two rounds before the one being paired (C.04.3 art. 1.4),
/// which criteria C14-C21 try not to repeat. The raw values are gacrux's, so they compare with
/// its dumps directly.
public struct DutchFloats: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Paired against a lower score in the last round, or scored a point without playing.
    public static let downLastRound = DutchFloats(rawValue: 1)
    /// Paired against a higher score in the last round.
    public static let upLastRound = DutchFloats(rawValue: 2)
    public static let downTwoRoundsAgo = DutchFloats(rawValue: 4)
    public static let upTwoRoundsAgo = DutchFloats(rawValue: 8)
}
