// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): crosstabledutch.py, color_preference.

/// A player's colour preference under FIDE's Dutch system (C.04.3 art. 1.7): the colour they
/// should get next, and how strongly, worked out from the colours of the games they played.
public enum DutchColourPreference: Hashable, Sendable {
    /// No game played yet, so nothing to balance (art. 1.7.4).
    case none
    case white(Strength)
    case black(Strength)

    /// How much a preference weighs when two players' preferences clash (art. 1.7.1-1.7.3).
    public enum Strength: Int, Comparable, Sendable {
        /// The colour difference is zero: alternate with the last game.
        case mild = 0
        /// The colour difference is +1 or -1.
        case strong = 1
        /// The colour difference is beyond ±1, or the same colour came twice running.
        case absolute = 2

        public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The preference of a player whose played games had `colours`, in round order, and whose
    /// colour difference (whites minus blacks) is `colourDifference`.
    ///
    /// Art. 1.7's definitions overlap (Black, Black, White, White has a difference of zero and
    /// the same colour twice running); as in gacrux the first definition that fits wins, so
    /// that player's preference is absolute. The "same colour twice" clause of art. 1.7.1
    /// applies only while the difference does not already point the other way by 2 or more,
    /// which gacrux settles by the difference.
    public init(colourDifference: Int, colours: [TournamentColour]) {
        let lastTwo = colours.suffix(2)
        let twoBlacks = lastTwo.count == 2 && lastTwo.allSatisfy { $0 == .black }
        let twoWhites = lastTwo.count == 2 && lastTwo.allSatisfy { $0 == .white }
        if colourDifference <= -2 || (colourDifference <= 1 && twoBlacks) {
            self = .white(.absolute)
        } else if colourDifference >= 2 || (colourDifference >= -1 && twoWhites) {
            self = .black(.absolute)
        } else if colourDifference == -1 {
            self = .white(.strong)
        } else if colourDifference == 1 {
            self = .black(.strong)
        } else if colours.last == .black {
            self = .white(.mild)
        } else if colours.last == .white {
            self = .black(.mild)
        } else {
            self = .none
        }
    }

    /// The colour preferred, or nil for no preference.
    public var colour: TournamentColour? {
        switch self {
        case .none: nil
        case .white: .white
        case .black: .black
        }
    }

    /// The strength of the preference, or nil for no preference.
    public var strength: Strength? {
        switch self {
        case .none: nil
        case .white(let strength), .black(let strength): strength
        }
    }

    /// Whether the preference is absolute (art. 1.7.1), the one that can keep two players apart
    /// (C3).
    public var isAbsolute: Bool { strength == .absolute }
}
