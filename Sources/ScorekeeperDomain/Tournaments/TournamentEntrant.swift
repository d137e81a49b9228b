/// One entrant of a tournament record, with the fields of TRF-16's player line (001) and their
/// rounds in order (round 1 first).
public struct TournamentEntrant: Sendable, Hashable {
    /// The starting rank, which is also the pairing number opponents are named by.
    public var startingRank: Int
    public var name: String
    public var rating: Int?
    /// TRF's one-letter sex field ("m", "w"...), as written.
    public var sex: String?
    /// The title abbreviation as written ("g", "GM", "wm"...).
    public var title: String?
    /// The three-letter federation code.
    public var federation: String?
    public var fideID: Int?
    /// The birth date as written (TRF gives YYYY/MM/DD, but files vary).
    public var birthDate: String?
    /// The points the file states, in half points (the tie-breaks recompute them from the rounds).
    public var statedHalfPoints: Int?
    /// The final rank the file states.
    public var statedRank: Int?
    public var rounds: [TournamentRoundEntry]

    public init(startingRank: Int, name: String, rating: Int? = nil, sex: String? = nil, title: String? = nil,
                federation: String? = nil, fideID: Int? = nil, birthDate: String? = nil,
                statedHalfPoints: Int? = nil, statedRank: Int? = nil, rounds: [TournamentRoundEntry] = []) {
        self.startingRank = startingRank
        self.name = name
        self.rating = rating
        self.sex = sex
        self.title = title
        self.federation = federation
        self.fideID = fideID
        self.birthDate = birthDate
        self.statedHalfPoints = statedHalfPoints
        self.statedRank = statedRank
        self.rounds = rounds
    }
}
