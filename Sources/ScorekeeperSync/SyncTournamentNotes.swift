import Foundation
import ScorekeeperStore
import GRDB

// What a merge did to a correction one copy made while the other went on: someone who left on
// one copy but was paired on the other stays, as dropped; a round taken back on one copy but
// played at on the other stands again. Both follow from the merged rows alike on every copy
// (`TournamentState.leaving`, `TournamentRoundPairings`); the report names each once, the first
// time a merge makes it so.
extension AppDatabase {
    /// Every such case in the file now, as the report words it, by a key of its own.
    static func tournamentCorrectionNotes(_ db: Database) throws -> [String: SyncOutcome.TournamentNote] {
        var notes: [String: SyncOutcome.TournamentNote] = [:]
        // Only tournaments with a correction play overruled, found by SQL before any is read whole
        // (this runs before and after every merge): someone who left yet has a seat or a bye, a
        // withdrawn pairing with a table played at.
        let corrected = try Tournament.ID.fetchAll(db, sql: """
            SELECT "e"."tournamentID" FROM "tournamentEntries" "e" WHERE "e"."left" = 1
              AND (EXISTS (SELECT 1 FROM "tournamentSeats" "s" WHERE "s"."entryID" = "e"."id")
                   OR EXISTS (SELECT 1 FROM "tournamentByes" "b" WHERE "b"."entryID" = "e"."id"))
            UNION SELECT "c"."tournamentID" FROM "tournamentPairingChoices" "c"
              JOIN "tournamentTables" "t" ON "t"."tournamentID" = "c"."tournamentID" AND "t"."round" = "c"."round" AND "t"."pairing" = "c"."pairing"
              WHERE "c"."choice" = 'withdrawn'
                AND ("t"."outcome" IS NOT NULL
                     OR EXISTS (SELECT 1 FROM "games" "g" WHERE "g"."id" = "t"."gameID" AND "g"."finishedAt" IS NOT NULL)
                     OR EXISTS (SELECT 1 FROM "scoreChanges" "x" WHERE "x"."gameID" = "t"."gameID" AND "x"."state" = 'live' AND "x"."amount" != 0))
            """)
        for id in corrected {
            guard let snapshot = try tournamentSnapshot(db, id: id) else { continue }
            let tournament = snapshot.tournament
            let state = snapshot.state
            let name = tournament.name
            for entry in state.entries where state.keptAfterLeaving.contains(entry.id) {
                let rounds = state.roundsPaired(entry.id)
                let list = rounds.count == 1 ? "round \(rounds[0])" : "rounds " + rounds.map(String.init).joined(separator: ", ")
                notes["left:\(entry.id.lowercasedString)"] = .init(
                    tournamentID: tournament.id, tournament: name,
                    text: "\(state.displayName(of: entry)) left \(name) on one copy but was paired in \(list) on the other: kept, "
                        + "dropped after round \(entry.droppedAfterRound ?? rounds.last ?? 0), so nothing played is lost.")
            }
            let withdrawn = try Row.fetchAll(db, sql: """
                SELECT "round", "pairing" FROM "tournamentPairingChoices" WHERE "tournamentID" = ? AND "choice" = 'withdrawn'
                """, arguments: [tournament.id])
            for row in withdrawn {
                let number: Int = row["round"], pairing: String = row["pairing"]
                guard let round = state.rounds.first(where: { $0.number == number }),
                      try countedPairing(db, snapshot, round: number) == pairing else { continue }
                let played = round.tables.filter { table in
                    table.outcome != nil || (snapshot.games[table.id]?.scores.contains { ($0 ?? 0) != 0 } ?? false)
                }.map { "table \($0.number)" }
                notes["back:\(tournament.id.lowercasedString):\(number):\(pairing)"] = .init(
                    tournamentID: tournament.id, tournament: name,
                    text: "Round \(number) of \(name) was taken back on one copy but played on the other"
                        + (played.isEmpty ? "" : " (\(played.joined(separator: ", ")))") + ": it stands, with what was played.")
            }
        }
        return notes
    }

    /// The notes a merge brought: those not there before it.
    static func newTournamentCorrectionNotes(_ db: Database, before: [String: SyncOutcome.TournamentNote]) throws -> [SyncOutcome.TournamentNote] {
        try tournamentCorrectionNotes(db).filter { before[$0.key] == nil }.sorted { $0.key < $1.key }.map(\.value)
    }
}
