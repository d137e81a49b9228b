import Foundation

/// A tournament played on an evening, as the evening's summary shows it: its name, how far it is,
/// its winner (or its leaders while it is played) and its standings, read from the tournament's
/// own standings (`TournamentState.standings`, what its screen and `tournament standings` show),
/// never worked out again.
public struct EveningTournament: Equatable, Sendable, Identifiable {
    /// A line of the standings: the entrant as every surface names them, their rank, points
    /// (as the tournament writes them: "2½", "3") and record of games.
    public struct Standing: Equatable, Sendable {
        public var rank: Int
        public var name: String
        public var points: String
        public var wins: Int
        public var draws: Int
        public var losses: Int

        public init(rank: Int, name: String, points: String, wins: Int, draws: Int, losses: Int) {
            (self.rank, self.name, self.points, self.wins, self.draws, self.losses) = (rank, name, points, wins, draws, losses)
        }
    }

    public var id: Tournament.ID
    public var name: String
    public var format: TournamentFormat
    /// The latest round paired, and the rounds planned (nil when the organiser decides).
    public var round: Int
    public var plannedRounds: Int?
    public var isFinished: Bool
    /// Best first, as the tournament ranks them.
    public var standings: [Standing]

    public init(id: Tournament.ID, name: String, format: TournamentFormat, round: Int, plannedRounds: Int?,
                isFinished: Bool, standings: [Standing]) {
        (self.id, self.name, self.format, self.round, self.plannedRounds) = (id, name, format, round, plannedRounds)
        (self.isFinished, self.standings) = (isFinished, standings)
    }

    /// The section of `state`: its standings as the tournament ranks them.
    public init(tournament: Tournament, state: TournamentState) {
        let names = state.displayNames
        self.init(id: tournament.id, name: tournament.name, format: tournament.settings.format, round: state.currentRound,
                  plannedRounds: tournament.settings.plannedRounds, isFinished: state.isFinished,
                  standings: state.standings.map { standing in
                      Standing(rank: standing.rank, name: names[standing.entryID] ?? "?",
                               points: TournamentPoints.text(halfPoints: standing.points),
                               wins: standing.wins, draws: standing.draws, losses: standing.losses)
                  })
    }

    /// Those ranked first: the winners of a finished tournament (more than one when they tie on
    /// everything), its leaders while it is played.
    public var leaders: [String] { standings.prefix { $0.rank == 1 }.map(\.name) }

    /// "Winner: Hal", "Winners: Ann, Bo (shared)", "Leading after round 2 of 4 (not finished):
    /// Hal", "Not started".
    public var resultText: String {
        let names = leaders.joined(separator: ", ")
        guard round > 0, !leaders.isEmpty else { return "Not started" }
        if isFinished { return (leaders.count == 1 ? "Winner: " : "Winners (shared): ") + names }
        let progress = "round \(round)" + (plannedRounds.map { " of \($0)" } ?? "")
        return "Leading after \(progress) (not finished): \(names)"
    }
}
