/// The next round as the engine proposes it, before anything is stored: who sits at each table
/// (in seat order, top table first), who sits out and with what result, and why, in plain lines
/// for `tournament show --why`.
public struct TournamentRoundPlan: Sendable, Hashable {
    public var number: Int
    /// Each table's people in seat order (at two, white first).
    public var tables: [[TournamentEntry.ID]]
    /// Who sits out, with the result that stands for it.
    public var byes: [TournamentEntry.ID: TournamentResult]
    /// Why the round is as it is, one line each.
    public var explanation: [String]

    public init(number: Int, tables: [[TournamentEntry.ID]], byes: [TournamentEntry.ID: TournamentResult] = [:],
                explanation: [String] = []) {
        self.number = number
        self.tables = tables
        self.byes = byes
        self.explanation = explanation
    }
}

/// Why the next round cannot be paired, in words an organiser can act on.
public enum TournamentPairingError: Error, Sendable, Hashable {
    /// Round `round` still has tables without an outcome.
    case roundNotFinished(round: Int, openTables: Int)
    /// The event is over: its planned rounds are played, its bracket or its round robin complete.
    case noMoreRounds(reason: String)
    /// Fewer people than the format pairs.
    case tooFewEntrants(count: Int, needed: Int)
    /// The rules leave no pairing (everyone left has met, or a bye would repeat).
    case noLegalPairing(detail: String)
    /// Round `round` has pairings that contend (made on two copies, or paired again on one while
    /// another entered results): the organiser keeps one first.
    case roundInConflict(TournamentRoundPairings)
    /// One person is entered more than once (joined on two copies): `names` as entered.
    case enteredTwice(name: String, entries: Int)

    /// The reason in plain words.
    public var message: String {
        switch self {
        case let .roundNotFinished(round, open):
            "Round \(round) is not finished: \(open) \(open == 1 ? "table has" : "tables have") no result yet."
        case let .noMoreRounds(reason):
            "There are no more rounds to pair: \(reason)."
        case let .tooFewEntrants(count, needed):
            "Too few to pair: \(count) \(count == 1 ? "person takes" : "people take") part, and this needs at least \(needed)."
        case let .noLegalPairing(detail):
            "No legal pairing: \(detail)."
        case let .roundInConflict(pairings):
            "Round \(pairings.round) \(pairings.conflictReason): keep one before pairing on."
        case let .enteredTwice(name, entries):
            "\(name) is entered \(entries) times (joined on two copies): drop all but one before pairing on."
        }
    }
}
