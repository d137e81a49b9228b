// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): pairingdutch.py, color_allocation.

/// Who has White in a pair of the Dutch system (C.04.3 art. 5.2), and by which rule.
public struct DutchColourAllocation: Hashable, Sendable {
    /// The rule of art. 5.2 that decided, in the order they are tried.
    public enum Rule: String, Sendable {
        /// 5.2.1: grant both preferences, or the only one.
        case bothPreferences = "E.1"
        /// 5.2.2: grant the stronger preference; between two absolute ones, the wider colour
        /// difference.
        case strongerPreference = "E.2"
        /// 5.2.3: alternate to the most recent round in which the two had different colours.
        case alternation = "E.3"
        /// 5.2.4: grant the higher-ranked player's preference.
        case higherRanked = "E.4"
        /// 5.2.5: by the higher-ranked player's pairing number and the colour drawn by lot.
        case initialColour = "E.5"
    }

    public let white: Int
    public let black: Int
    public let rule: Rule

    /// The colours of a game between `a` and `b`; `initialColour` is the colour drawn for the
    /// top player of the first round (art. 5.2.5 gives it to the higher-ranked player when
    /// their tournament pairing number is odd, the other colour when even).
    public init(_ a: DutchPlayerState, _ b: DutchPlayerState, initialColour: TournamentColour) {
        func allocate(whiteIsA: Bool, _ rule: Rule) -> (Int, Int, Rule) {
            whiteIsA ? (a.pairingNumber, b.pairingNumber, rule) : (b.pairingNumber, a.pairingNumber, rule)
        }
        let (white, black, rule) = Self.decide(a, b, initialColour: initialColour, allocate: allocate)
        self.white = white
        self.black = black
        self.rule = rule
    }

    private static func decide(_ a: DutchPlayerState, _ b: DutchPlayerState, initialColour: TournamentColour,
                               allocate: (Bool, Rule) -> (Int, Int, Rule)) -> (Int, Int, Rule) {
        let aPreference = a.colourPreference
        let bPreference = b.colourPreference
        let aColour = aPreference.colour
        let bColour = bPreference.colour
        // 5.2.1: the preferences differ (or one has none).
        if (aColour == .white && bColour != .white) || (aColour != .black && bColour == .black) {
            return allocate(true, .bothPreferences)
        }
        if (aColour == .black && bColour != .black) || (aColour != .white && bColour == .white) {
            return allocate(false, .bothPreferences)
        }
        // From here both prefer the same colour, or neither has a preference.
        let aStrength = aPreference.strength?.rawValue ?? -1
        let bStrength = bPreference.strength?.rawValue ?? -1
        if let colour = aColour, aStrength != bStrength {
            // 5.2.2: the stronger preference has its colour.
            return allocate((colour == .white) == (aStrength > bStrength), .strongerPreference)
        }
        if aColour != nil, a.colourDifference != b.colourDifference {
            // Two absolute preferences (only they can differ in colour difference at the
            // same strength): the wider difference is the one to redress.
            return allocate(a.colourDifference < b.colourDifference, .strongerPreference)
        }
        // 5.2.3: the latest round in which their colours differed, counting back from each
        // player's last game over as many games as the one with fewer has played.
        for back in 1...max(1, min(a.colours.count, b.colours.count)) where back <= min(a.colours.count, b.colours.count) {
            let aHad = a.colours[a.colours.count - back]
            let bHad = b.colours[b.colours.count - back]
            if aHad != bHad {
                return allocate(aHad == .black || bHad == .white, .alternation)
            }
        }
        // 5.2.4 and 5.2.5 favour the higher-ranked player: the higher score, then the lower
        // tournament pairing number.
        let aRanksHigher = a.halfPoints > b.halfPoints
            || (a.halfPoints == b.halfPoints && (a.tournamentPairingNumber ?? 0) < (b.tournamentPairingNumber ?? 0))
        if let colour = aColour {
            return allocate((colour == .white) == aRanksHigher, .higherRanked)
        }
        let higherNumber = (aRanksHigher ? a.tournamentPairingNumber : b.tournamentPairingNumber) ?? 0
        let higherHasInitialColour = higherNumber % 2 == 1
        let higherHasWhite = (initialColour == .white) == higherHasInitialColour
        return allocate(higherHasWhite == aRanksHigher, .initialColour)
    }
}
