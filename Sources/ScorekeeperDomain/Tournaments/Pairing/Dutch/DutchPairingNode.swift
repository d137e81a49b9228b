// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): the competitor records of crosstable.py,
// including its competitor 0, the stand-in for the pairing-allocated bye.

/// A vertex of the pairing graph: a player taking part in the round, with their score level, or
/// the pairing-allocated bye (pairing number 0, score level 0, below every player).
public struct DutchPairingNode: Hashable, Sendable {
    /// The player's pairing number; 0 for the bye.
    public var pairingNumber: Int { traits.pairingNumber }
    /// The index of the player's score among the round's distinct scores, from 1 for the
    /// lowest; 0 for the bye.
    public var scoreLevel: Int { traits.scoreLevel }
    /// The player's state; nil for the bye.
    public let player: DutchPlayerState?
    /// What the criteria read, worked out once from `player` (the colour history is summed
    /// here, not for every pair of every bracket).
    public let traits: DutchNodeTraits

    public init(player: DutchPlayerState, scoreLevel: Int) {
        self.player = player
        traits = DutchNodeTraits(player: player, scoreLevel: scoreLevel)
    }

    private init() {
        player = nil
        traits = DutchNodeTraits(player: nil, scoreLevel: 0)
    }

    /// The pairing-allocated bye.
    public static let bye = DutchPairingNode()

    public var isBye: Bool { traits.isBye }
    /// The score in half points; the bye counts as -1 half point (gacrux's -1 point), below all.
    public var halfPoints: Int { traits.halfPoints }
    public var isTopScorer: Bool { traits.isTopScorer }
    public var floats: DutchFloats { traits.floats }
    public var colourDifference: Int { traits.colourDifference }
    public var colourPreference: DutchColourPreference { traits.colourPreference }
    public var playedGames: Int { traits.playedGames }

    /// The colours of the last two games as gacrux's colour sequence ends: " " for each game
    /// not played ("w", " w", "bw"...).
    public var lastTwoColours: String { traits.lastTwo.text }
}
