/// A tournament as the store holds it: its settings, its entries and the rounds paired so far.
/// What follows from it (the next round, the standings, the TRF-16 record) is worked out from
/// this value alone, so every surface reads the same answer.
public struct TournamentState: Sendable, Hashable {
    public var name: String
    public var settings: TournamentSettings
    /// In pairing-number order.
    public var entries: [TournamentEntry]
    /// In round order, 1 first: each round as its counted pairing has it
    /// (`TournamentRoundPairings.counted`).
    public var rounds: [TournamentRound]
    /// The rounds given more than one pairing (on two copies, or paired again), in round order,
    /// with every pairing: those that do not count keep their tables and results.
    public var pairings: [TournamentRoundPairings]
    /// Entries that left (`tournament leave`) on one copy while another paired them: they stay,
    /// as dropped (`leaving(_:)`).
    public var keptAfterLeaving: Set<TournamentEntry.ID> = []
    /// Rounds taken back (`tournament unpair`): one pairing, withdrawn, nothing played at it, so
    /// the round counts none and its games leave the lists.
    public var takenBack: [TournamentRoundPairings] = []

    public init(name: String, settings: TournamentSettings, entries: [TournamentEntry], rounds: [TournamentRound],
                pairings: [TournamentRoundPairings] = []) {
        self.name = name
        self.settings = settings
        self.entries = entries.sorted { $0.pairingNumber < $1.pairingNumber }
        self.rounds = rounds.sorted { $0.number < $1.number }
        self.pairings = pairings.sorted { $0.round < $1.round }
    }

    /// The rounds whose pairings contend, for the organiser to settle before the next is paired.
    public var conflicts: [TournamentRoundPairings] { pairings.filter(\.isInConflict) }

    /// The games nobody needs to see: the unplayed tables' games of every pairing that does not
    /// count, in rounds paired more than once or taken back.
    public var hiddenGames: [Game.ID] { (pairings + takenBack).flatMap(\.hiddenGames) }

    /// A round's pairings, when it has more than one.
    public func pairings(of round: Int) -> TournamentRoundPairings? { pairings.first { $0.round == round } }

    public func entry(_ id: TournamentEntry.ID) -> TournamentEntry? { entries.first { $0.id == id } }

    /// The round being played or last played; 0 before the first is paired.
    public var currentRound: Int { rounds.last?.number ?? 0 }
}
