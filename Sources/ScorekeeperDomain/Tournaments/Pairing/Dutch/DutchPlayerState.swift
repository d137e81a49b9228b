// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): the competitor record crosstable.py
// builds (pts, rfp, num, rip, cod, csq, flt, top, cop, tpn) from tiebreak.py's values.

/// What the Dutch system needs to know of one player before a round is paired: their score,
/// whom they have played, their colours and floats so far, and whether they take part in the
/// round. `DutchRoundState` works these out from a tournament record.
public struct DutchPlayerState: Hashable, Sendable {
    /// The starting rank, by which the record names opponents.
    public var pairingNumber: Int
    /// The tournament pairing number (C.04.3 art. 1.1 and the colour rules E.4-E.5): a running
    /// count, in starting-rank order, over the players who take part in this round or were
    /// paired in an earlier one; nil for a player who is neither.
    public var tournamentPairingNumber: Int?
    /// Whether the player is to be paired this round (present, and not on a requested bye).
    public var takesPart: Bool
    /// The score before the round, in half points.
    public var halfPoints: Int
    /// The opponents of the games played over the board, in round order (C1 counts these).
    public var opponents: [Int]
    /// The rounds the player scored a win without playing a game: a pairing-allocated bye, a
    /// full-point bye or a forfeit win. Any of them bars a further pairing-allocated bye (C2).
    public var unplayedWins: Int
    /// The colours of the games played over the board, in round order (byes and forfeits have
    /// no colour, C.04.3 art. 1.6).
    public var colours: [TournamentColour]
    /// The floats of the last two rounds.
    public var floats: DutchFloats
    /// Whether the player is a topscorer (C.04.3 art. 1.8): pairing the last round with more
    /// than half the points possible before it.
    public var isTopScorer: Bool

    public init(pairingNumber: Int, tournamentPairingNumber: Int? = nil, takesPart: Bool = true,
                halfPoints: Int = 0, opponents: [Int] = [], unplayedWins: Int = 0,
                colours: [TournamentColour] = [], floats: DutchFloats = [], isTopScorer: Bool = false) {
        self.pairingNumber = pairingNumber
        self.tournamentPairingNumber = tournamentPairingNumber
        self.takesPart = takesPart
        self.halfPoints = halfPoints
        self.opponents = opponents
        self.unplayedWins = unplayedWins
        self.colours = colours
        self.floats = floats
        self.isTopScorer = isTopScorer
    }

    /// Whites minus blacks over the games played (C.04.3 art. 1.6).
    public var colourDifference: Int {
        colours.reduce(0) { difference, colour in
            switch colour {
            case .white: difference + 1
            case .black: difference - 1
            case .neither: difference
            }
        }
    }

    /// The colour preference the games played so far give (C.04.3 art. 1.7).
    public var colourPreference: DutchColourPreference {
        DutchColourPreference(colourDifference: colourDifference, colours: colours)
    }

    /// The number of games played over the board; C9 counts the rounds without one.
    public var playedGames: Int { opponents.count }

    /// How many times the player has played `opponent` over the board.
    public func gamesPlayed(against opponent: Int) -> Int {
        opponents.count { $0 == opponent }
    }
}
