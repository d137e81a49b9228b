import Foundation
import ScorekeeperStore
import GRDB

// A round's pairings merge as a union: two copies that pair one round apart, or one that pairs it
// again while the other enters results, each keep every pairing's tables, seats, byes and games,
// and which pairing counts is the model's rule (`TournamentRoundPairings`), read from the merged
// rows alike on every copy. So a result entered at any pairing is never deleted by a merge: it
// counts, or contends (the organiser keeps one), or stays with its pairing set aside.
//
// Files from before every pairing was kept hold table and bye tombstones (a round paired again
// deleted its tables and byes): those still delete what they name, as they did.
extension AppDatabase {
    /// Merges tables (tombstoned ones left out by the caller): a table absent here is taken when
    /// its tournament is here and its game merged (or was deleted here); one here merges its
    /// result by the later stamp.
    static func mergeTournamentTables(_ db: Database, _ incoming: [SyncTournamentTable]) throws {
        for var table in incoming.sorted(by: { $0.id.lowercasedString < $1.id.lowercasedString }) {
            if let local = try SyncTournamentTable.fetchOne(db, key: table.id) {
                let merged = local.merged(with: table)
                if merged != local { try merged.update(db) }
                continue
            }
            guard try exists(db, "tournaments", table.tournamentID.lowercasedString) else { continue }
            if let game = table.gameID, try !exists(db, "games", game.lowercasedString) {
                // Deleted here: the table keeps no game, as SET NULL leaves it where it was deleted.
                // Otherwise its game could not merge, and the table waits for it.
                guard try Bool.fetchOne(db, sql: #"SELECT EXISTS (SELECT 1 FROM "syncTombstones" WHERE "id" = ?)"#,
                                        arguments: [game.lowercasedString]) == true else { continue }
                table.gameID = nil
            }
            try table.insert(db)
        }
    }

    /// Merges byes: a fact of its pairing, taken when absent here and its entry is here, unless a
    /// tombstone of an older file names its key from after it was made and no table of its
    /// pairing is here.
    static func mergeTournamentByes(_ db: Database, _ incoming: [SyncTournamentBye]) throws {
        guard !incoming.isEmpty else { return }
        let tombstones = try tournamentTombstones(db)
        for bye in incoming.sorted(by: { ($0.entryID.lowercasedString, $0.round, $0.pairing) < ($1.entryID.lowercasedString, $1.round, $1.pairing) }) {
            guard try exists(db, "tournamentEntries", bye.entryID.lowercasedString) else { continue }
            let key: [String: any DatabaseValueConvertible] = ["entryID": bye.entryID.lowercasedString, "round": bye.round, "pairing": bye.pairing]
            guard try SyncTournamentBye.fetchOne(db, key: key) == nil else { continue }
            if let deletedAt = tombstones[bye.key], bye.createdAt <= deletedAt {
                let pairingHere = try Bool.fetchOne(db, sql: """
                    SELECT EXISTS (SELECT 1 FROM "tournamentTables" "t" JOIN "tournamentEntries" "e" ON "e"."tournamentID" = "t"."tournamentID"
                                   WHERE "e"."id" = ? AND "t"."round" = ? AND "t"."pairing" = ?)
                    """, arguments: [bye.entryID.lowercasedString, bye.round, bye.pairing]) ?? false
                guard pairingHere else { continue }
            }
            try bye.insert(db)
        }
    }

    /// Merges the organiser's word on pairings, by the later stamp, for tournaments here.
    static func mergeTournamentPairingChoices(_ db: Database, _ incoming: [SyncTournamentPairingChoice]) throws {
        for choice in incoming.sorted(by: { ($0.tournamentID.lowercasedString, $0.round, $0.pairing) < ($1.tournamentID.lowercasedString, $1.round, $1.pairing) }) {
            let key: [String: any DatabaseValueConvertible] = ["tournamentID": choice.tournamentID.lowercasedString, "round": choice.round,
                                                                "pairing": choice.pairing]
            if let local = try SyncTournamentPairingChoice.fetchOne(db, key: key) {
                let merged = local.merged(with: choice)
                if merged != local { try merged.update(db) }
            } else if try exists(db, "tournaments", choice.tournamentID.lowercasedString) {
                try choice.insert(db)
            }
        }
    }

    /// Works out again, for every tournament a merge may have touched, which unplayed table games
    /// of pairings that do not count stay out of the lists.
    static func settleMergedTournamentPairings(_ db: Database) throws {
        for id in Set(try tournamentsWithSeveralPairings(db)) {
            try settleTournamentPairings(db, tournamentID: id)
        }
    }
}
