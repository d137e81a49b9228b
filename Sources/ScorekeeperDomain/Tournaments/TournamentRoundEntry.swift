/// One entrant's round in a tournament record: whom they met (by pairing number), with which
/// colour, and what came of it.
public struct TournamentRoundEntry: Sendable, Hashable {
    /// The opponent's pairing number; nil for a bye or an absence.
    public var opponent: Int?
    public var colour: TournamentColour
    public var result: TournamentResult

    public init(opponent: Int?, colour: TournamentColour, result: TournamentResult) {
        self.opponent = opponent
        self.colour = colour
        self.result = result
    }

    /// A round the entrant took no part in (TRF leaves its columns blank).
    public static let absent = TournamentRoundEntry(opponent: nil, colour: .neither, result: .notPlayed)

    /// A bye or unpaired round carrying `result`.
    public static func bye(_ result: TournamentResult) -> TournamentRoundEntry {
        TournamentRoundEntry(opponent: nil, colour: .neither, result: result)
    }
}
