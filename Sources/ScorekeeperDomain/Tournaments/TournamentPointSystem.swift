/// The points a tournament gives each class of result, counted in half points so every sum and
/// tie-break stays exact. FIDE's usual 1, ½ and 0 is `.standard`; a bye the pairing allocates
/// scores as a win unless the tournament says otherwise.
public struct TournamentPointSystem: Sendable, Hashable {
    public var winHalfPoints: Int
    public var drawHalfPoints: Int
    public var lossHalfPoints: Int
    public var pairingAllocatedByeHalfPoints: Int

    public init(winHalfPoints: Int = 2, drawHalfPoints: Int = 1, lossHalfPoints: Int = 0,
                pairingAllocatedByeHalfPoints: Int? = nil) {
        self.winHalfPoints = winHalfPoints
        self.drawHalfPoints = drawHalfPoints
        self.lossHalfPoints = lossHalfPoints
        self.pairingAllocatedByeHalfPoints = pairingAllocatedByeHalfPoints ?? winHalfPoints
    }

    /// 1 for a win, ½ for a draw, 0 for a loss.
    public static let standard = TournamentPointSystem()

    /// The half points `result` scores.
    public func halfPoints(_ result: TournamentResult) -> Int {
        switch result.scoresAs {
        case .win: winHalfPoints
        case .draw: drawHalfPoints
        case .loss: lossHalfPoints
        case .pairingAllocatedBye: pairingAllocatedByeHalfPoints
        case .nothing: 0
        }
    }
}
