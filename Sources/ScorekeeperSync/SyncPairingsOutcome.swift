import Foundation
import ScorekeeperStore
import GRDB

// What a merge did to tournament rounds with more than one pairing, for the sync's report: read
// before and after the merge in its transaction, and each round whose pairings or whose choice
// changed is named, with what was played at every pairing and where it now is.
extension AppDatabase {
    /// A round's pairings as a merge compares them: the stamps, which count and contend, what the
    /// organiser said, and which tables were played at the pairings that do not count (play at
    /// the counted pairing is the round going on, not news of its pairings).
    struct PairingsFingerprint: Hashable {
        var counted: String?
        var contenders: [String]
        var pairings: [String]
        var choices: [String]
        var played: [[TournamentTable.ID]]
    }

    /// Every round with more than one pairing, by tournament and round.
    static func pairingFingerprints(_ db: Database) throws -> [String: PairingsFingerprint] {
        var result: [String: PairingsFingerprint] = [:]
        for id in Set(try tournamentsWithSeveralPairings(db)) {
            guard let snapshot = try tournamentSnapshot(db, id: id) else { continue }
            for round in snapshot.state.pairings {
                result["\(id.lowercasedString):\(round.round)"] = PairingsFingerprint(
                    counted: round.counted?.id, contenders: round.contenders.map(\.id), pairings: round.pairings.map(\.id),
                    choices: round.pairings.map { $0.choice?.rawValue ?? "-" },
                    played: round.pairings.filter { $0.id != round.counted?.id }
                        .map { $0.playedTables.sorted { $0.lowercasedString < $1.lowercasedString } })
            }
        }
        return result
    }

    /// The rounds whose fingerprint differs from `before`, and those still in conflict (a reminder
    /// each sync until the organiser keeps one), described for the report.
    static func changedPairings(_ db: Database, before: [String: PairingsFingerprint]) throws -> [SyncOutcome.RoundPairings] {
        let after = try pairingFingerprints(db)
        var result: [SyncOutcome.RoundPairings] = []
        for id in Set(try tournamentsWithSeveralPairings(db)).sorted(by: { $0.lowercasedString < $1.lowercasedString }) {
            guard let snapshot = try tournamentSnapshot(db, id: id) else { continue }
            for round in snapshot.state.pairings {
                let key = "\(id.lowercasedString):\(round.round)"
                guard after[key] != before[key] || round.isInConflict else { continue }
                result.append(describe(round, in: snapshot))
            }
        }
        return result
    }

    /// A round's pairings as the report names them.
    static func describe(_ round: TournamentRoundPairings, in snapshot: TournamentSnapshot) -> SyncOutcome.RoundPairings {
        let state = snapshot.state
        func pairing(_ pairing: TournamentPairing) -> SyncOutcome.RoundPairings.Pairing {
            let tables = pairing.tables.map { table in
                let game = snapshot.games[table.id]
                let played = pairing.playedTables.contains(table.id)
                let listed = played || pairing.id == round.counted?.id || round.contenders.contains { $0.id == pairing.id }
                return SyncOutcome.RoundPairings.Table(
                    number: table.number, seats: table.seats.map { state.entry($0).map(state.displayName(of:)) ?? "someone since removed" },
                    result: table.outcome?.text, scores: game?.scores ?? [], played: played,
                    gameID: listed ? table.gameID : nil, title: listed ? game?.title : nil)
            }
            return .init(number: round.number(of: pairing) ?? 0, id: pairing.id, stamp: pairing.stamp, choice: pairing.choice?.rawValue, tables: tables)
        }
        let counted = round.counted
        return SyncOutcome.RoundPairings(
            tournamentID: snapshot.tournament.id, tournament: snapshot.tournament.name, round: round.round,
            inConflict: round.isInConflict, counted: counted.map(pairing),
            contending: round.contenders.filter { $0.id != counted?.id }.map(pairing),
            setAside: round.setAside.map(pairing))
    }
}
