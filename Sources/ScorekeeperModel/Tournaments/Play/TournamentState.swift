/// A tournament as the store holds it: its settings, its entries and the rounds paired so far.
/// What follows from it (the next round, the standings, the TRF-16 record) is worked out from
/// this value alone, so every surface reads the same answer.
public struct TournamentState: Sendable, Hashable {
    public var name: String
    public var settings: TournamentSettings
    /// In pairing-number order.
    public var entries: [TournamentEntry]
    /// In round order, 1 first.
    public var rounds: [TournamentRound]

    public init(name: String, settings: TournamentSettings, entries: [TournamentEntry], rounds: [TournamentRound]) {
        self.name = name
        self.settings = settings
        self.entries = entries.sorted { $0.pairingNumber < $1.pairingNumber }
        self.rounds = rounds.sorted { $0.number < $1.number }
    }

    public func entry(_ id: TournamentEntry.ID) -> TournamentEntry? { entries.first { $0.id == id } }

    /// The round being played or last played; 0 before the first is paired.
    public var currentRound: Int { rounds.last?.number ?? 0 }
}
