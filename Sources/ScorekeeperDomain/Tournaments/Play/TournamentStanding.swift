/// One line of a tournament's standings: the entry, its rank (shared by entries tied on points
/// and every tie-break), its points, its tie-break values in the settings' order, and its record
/// of games.
public struct TournamentStanding: Sendable, Hashable {
    public var entryID: TournamentEntry.ID
    /// 1 for the top; entries tied on everything share a rank, and the next rank skips past them.
    public var rank: Int
    /// In half points: under game score twice the scores' sum, so `TournamentPoints.text(halfPoints:)`
    /// shows it whole; 128 bits, so a sum of 64-bit game scores is exact.
    public var points: Int128
    /// In the order of `TournamentSettings.tieBreaks`; nil where a tie-break has no value (an
    /// average over no games) or the format does not compute it.
    public var tieBreaks: [TieBreakValue?]
    /// Games played over the board.
    public var played: Int
    /// Wins, draws and losses, forfeits included (at a table of more, a win is first place
    /// alone, a draw a shared first place, a loss any other place).
    public var wins: Int
    public var draws: Int
    public var losses: Int
    /// Whether their table still plays a round others have finished (game score only,
    /// `TournamentState.stillPlaying`): listed after everyone ranked, shown as playing, not by rank.
    public var isPlaying = false

    public init(entryID: TournamentEntry.ID, rank: Int, points: Int128, tieBreaks: [TieBreakValue?],
                played: Int, wins: Int, draws: Int, losses: Int) {
        self.entryID = entryID
        self.rank = rank
        self.points = points
        self.tieBreaks = tieBreaks
        self.played = played
        self.wins = wins
        self.draws = draws
        self.losses = losses
    }
}
