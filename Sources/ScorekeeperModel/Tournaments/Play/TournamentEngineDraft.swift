// TEMPORARY: replaced by the engine branch on merge (do not ship).
public struct TournamentRoundPlan: Sendable, Hashable {
    public var number: Int
    public var tables: [[TournamentEntry.ID]]
    public var byes: [TournamentEntry.ID: TournamentResult]
    public var explanation: [String]
}

public enum TournamentPairingError: Error {
    case other(String)
    public var message: String { switch self { case let .other(text): text } }
}

extension TournamentState {
    public func nextRound() throws(TournamentPairingError) -> TournamentRoundPlan {
        guard settings.format == .roundRobin else { throw .other("draft") }
        let table = BergerTable(entrants: entries.count, cycles: settings.cycles)
        let number = currentRound + 1
        guard number <= table.roundCount else { throw .other("done") }
        let round = table.round(number)
        var byes: [TournamentEntry.ID: TournamentResult] = [:]
        if let bye = round.bye { byes[entries[bye - 1].id] = .pairingAllocatedBye }
        return TournamentRoundPlan(number: number, tables: round.games.map { [entries[$0.white - 1].id, entries[$0.black - 1].id] },
                                   byes: byes, explanation: [])
    }
    public func swapWarnings(round: Int, _ a: TournamentEntry.ID, _ b: TournamentEntry.ID) -> [String] { [] }
    public func refusal(of outcome: TableOutcome, at table: TournamentTable) -> String? { nil }
}

// TEMPORARY (see above).
public struct TournamentStanding: Sendable, Hashable {
    public var entryID: TournamentEntry.ID
    public var rank: Int
    public var halfPoints: Int
    public var tieBreaks: [TieBreakValue?]
    public var played: Int
    public var wins: Int
    public var draws: Int
    public var losses: Int
}

extension TournamentState {
    public var standings: [TournamentStanding] {
        entries.enumerated().map { index, entry in
            TournamentStanding(entryID: entry.id, rank: index + 1, halfPoints: 0, tieBreaks: settings.tieBreaks.map { _ in nil },
                               played: 0, wins: 0, draws: 0, losses: 0)
        }
    }
    public var isFinished: Bool { false }
    public var record: TournamentRecord { TournamentRecord(name: name) }
}
