/// What one round brought one entrant, as TRF-16 writes it in a round's result column: a game
/// played over the board (rated or not), a game decided by forfeit, one of the byes, or nothing.
public enum TournamentResult: Character, Sendable, CaseIterable, Hashable {
    case win = "1"
    case loss = "0"
    case draw = "="
    /// The opponent did not play; the point goes to this entrant.
    case forfeitWin = "+"
    case forfeitLoss = "-"
    /// Games played but left out of rating (TRF's "W", "D" and "L").
    case unratedWin = "W"
    case unratedDraw = "D"
    case unratedLoss = "L"
    /// A bye the entrant asked for, worth a draw.
    case halfPointBye = "H"
    /// A bye worth a win that the pairing did not allocate (for instance granted by the rules).
    case fullPointBye = "F"
    /// The bye the pairing gives the one entrant left over (PAB).
    case pairingAllocatedBye = "U"
    case zeroPointBye = "Z"
    /// A blank result column: not played (absent, or paired and not yet played).
    case notPlayed = " "

    /// Whether this is one of the byes (U, H, F, Z): a round without an opponent that the
    /// entrant was given or asked for, as the store keeps them.
    public var isBye: Bool {
        switch self {
        case .pairingAllocatedBye, .halfPointBye, .fullPointBye, .zeroPointBye: true
        default: false
        }
    }

    /// Whether this result and `other`, the opponent's in the same pairing, tell one story: a win
    /// and a loss, two draws (rated or unrated alike), a forfeit win and a forfeit loss, both
    /// forfeited, or neither played yet.
    public func goesWith(_ other: TournamentResult) -> Bool {
        switch (self, other) {
        case (.win, .loss), (.loss, .win), (.draw, .draw), (.unratedWin, .unratedLoss), (.unratedLoss, .unratedWin),
             (.unratedDraw, .unratedDraw), (.forfeitWin, .forfeitLoss), (.forfeitLoss, .forfeitWin), (.forfeitLoss, .forfeitLoss),
             (.notPlayed, .notPlayed):
            true
        default:
            false
        }
    }

    /// Whether the game was played over the board, rated or not.
    public var isPlayedOverTheBoard: Bool {
        switch self {
        case .win, .loss, .draw, .unratedWin, .unratedDraw, .unratedLoss: true
        default: false
        }
    }

    /// What the round scores, in the tournament's terms (a forfeit or full-point bye scores as a
    /// win, a half-point bye as a draw, a forfeit loss or an absence as nothing).
    public var scoresAs: ScoringOutcome {
        switch self {
        case .win, .unratedWin, .forfeitWin, .fullPointBye: .win
        case .draw, .unratedDraw, .halfPointBye: .draw
        case .loss, .unratedLoss: .loss
        case .pairingAllocatedBye: .pairingAllocatedBye
        case .forfeitLoss, .zeroPointBye, .notPlayed: .nothing
        }
    }

    /// A voluntarily unplayed round (FIDE C.07 §16.2): the entrant chose not to play or failed
    /// to turn up. Forfeit wins, full-point byes and the pairing-allocated bye are not.
    public var isVoluntarilyUnplayed: Bool {
        switch self {
        case .halfPointBye, .zeroPointBye, .forfeitLoss, .notPlayed: true
        default: false
        }
    }
}

/// The classes of result a point system gives points to.
public enum ScoringOutcome: Sendable, Hashable {
    case win, draw, loss, pairingAllocatedBye, nothing
}
