/// One round: its tables and who did not play in it and why (the pairing-allocated bye, a
/// requested bye, a late entry's round before joining).
public struct TournamentRound: Sendable, Hashable {
    public var number: Int
    public var tables: [TournamentTable]
    /// Those who sat out, with the result that stands for it (`.pairingAllocatedBye`,
    /// `.halfPointBye`, `.fullPointBye`, `.zeroPointBye`).
    public var byes: [TournamentEntry.ID: TournamentResult]

    public init(number: Int, tables: [TournamentTable], byes: [TournamentEntry.ID: TournamentResult] = [:]) {
        self.number = number
        self.tables = tables
        self.byes = byes
    }

    /// Whether every table has its outcome.
    public var isComplete: Bool { tables.allSatisfy { $0.outcome != nil } }
}
