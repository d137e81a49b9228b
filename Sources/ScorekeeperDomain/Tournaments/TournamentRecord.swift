/// A finished or running tournament as a TRF-16 file describes it: the header fields, and every
/// entrant's pairings and results round by round.
public struct TournamentRecord: Sendable, Hashable {
    /// Record 012.
    public var name: String
    /// Records 042 and 052, as written (TRF gives YYYY/MM/DD, but files vary).
    public var startDate: String?
    public var endDate: String?
    /// Records 062 and 072 as the file states them (they are not checked against the entrants).
    public var statedEntrantCount: Int?
    public var statedRatedEntrantCount: Int?
    /// Record 092, the tournament's type ("Individual: Swiss-System"...).
    public var type: String?
    /// Record 132, each round's date as written (TRF-16 gives YY/MM/DD), round 1 first; nil for a
    /// round whose columns are blank.
    public var roundDates: [String?] = []
    /// The rounds the tournament is planned for (record XXR), which may exceed those played.
    public var plannedRounds: Int?
    /// Every other header line, in file order, kept whole so a written file carries them on.
    public var otherLines: [String]
    /// The entrants in file order.
    public var entrants: [TournamentEntrant]

    public init(name: String, startDate: String? = nil, endDate: String? = nil, statedEntrantCount: Int? = nil,
                statedRatedEntrantCount: Int? = nil, type: String? = nil, plannedRounds: Int? = nil,
                otherLines: [String] = [], entrants: [TournamentEntrant] = []) {
        self.name = name
        self.startDate = startDate
        self.endDate = endDate
        self.statedEntrantCount = statedEntrantCount
        self.statedRatedEntrantCount = statedRatedEntrantCount
        self.type = type
        self.plannedRounds = plannedRounds
        self.otherLines = otherLines
        self.entrants = entrants
    }

    /// The number of rounds the record spans: the planned rounds, or more if entries go further.
    public var roundCount: Int {
        max(plannedRounds ?? 0, entrants.map(\.rounds.count).max() ?? 0)
    }

    /// The entrant with `startingRank`, if any.
    public func entrant(_ startingRank: Int) -> TournamentEntrant? {
        entrants.first { $0.startingRank == startingRank }
    }
}
