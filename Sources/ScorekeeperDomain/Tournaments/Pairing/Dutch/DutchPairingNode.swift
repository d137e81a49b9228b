// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): the competitor records of crosstable.py,
// including its competitor 0, the stand-in for the pairing-allocated bye.

/// A vertex of the pairing graph: a player taking part in the round, with their score level, or
/// the pairing-allocated bye (pairing number 0, score level 0, below every player).
public struct DutchPairingNode: Hashable, Sendable {
    /// The player's pairing number; 0 for the bye.
    public let pairingNumber: Int
    /// The index of the player's score among the round's distinct scores, from 1 for the
    /// lowest; 0 for the bye.
    public let scoreLevel: Int
    /// The player's state; nil for the bye.
    public let player: DutchPlayerState?

    public init(player: DutchPlayerState, scoreLevel: Int) {
        pairingNumber = player.pairingNumber
        self.scoreLevel = scoreLevel
        self.player = player
    }

    private init() {
        pairingNumber = 0
        scoreLevel = 0
        player = nil
    }

    /// The pairing-allocated bye.
    public static let bye = DutchPairingNode()

    public var isBye: Bool { player == nil }
    /// The score in half points; the bye counts as -1 half point (gacrux's -1 point), below all.
    public var halfPoints: Int { player?.halfPoints ?? -2 }
    public var isTopScorer: Bool { player?.isTopScorer ?? false }
    public var floats: DutchFloats { player?.floats ?? [] }
    public var colourDifference: Int { player?.colourDifference ?? 0 }
    public var colourPreference: DutchColourPreference { player?.colourPreference ?? .none }
    public var playedGames: Int { player?.playedGames ?? 0 }

    /// The colours of the last two games as gacrux's colour sequence ends: " " for each game
    /// not played ("w", " w", "bw"...).
    public var lastTwoColours: String {
        let letters = (player?.colours ?? []).suffix(2).map { String($0.rawValue) }.joined()
        return String((" " + letters).suffix(2))
    }
}
