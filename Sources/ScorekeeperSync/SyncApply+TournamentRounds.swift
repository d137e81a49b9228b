import Foundation
import ScorekeeperCore
import GRDB

// One round, one pairing. Two copies that pair the same round apart both hold tables numbered
// from 1 for it (a UNIQUE conflict on tournament, round, number). A pairing's tables, seats and
// byes share its stamp (`createdAt`), so a round's pairings are told apart by it, and every copy
// keeps the same one: the pairing made first (the earliest `createdAt`; tables of one stamp
// from two copies, rarer still, by the smaller id table by table). The other pairing's tables
// are deleted (their seats by cascade) and tombstoned (stamped with their own pairing's stamp, so
// every copy writes the same tombstone), so no copy takes them again; their games
// stay, as ordinary games. Its byes go too, by the same rule on every copy rather than by
// tombstones: a bye's key (entry, round) may be the kept pairing's as well, and a tombstone
// would take that one with it. A round's bye is taken only when the round has no tables here or
// when it shares their stamp.
extension AppDatabase {
    /// Merges tables (tombstoned ones left out by the caller), keeping one pairing per round.
    static func mergeTournamentTables(_ db: Database, _ incoming: [SyncTournamentTable]) throws {
        var fresh: [SyncTournamentTable] = []
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
            fresh.append(table)
        }
        let rounds = Dictionary(grouping: fresh) { RoundKey(tournamentID: $0.tournamentID.lowercasedString, round: $0.round) }
        for (key, tables) in rounds.sorted(by: { $0.key < $1.key }) {
            let local = try SyncTournamentTable.filter(Column("tournamentID") == key.tournamentID && Column("round") == key.round).fetchAll(db)
            guard let kept = (local + tables).map(\.createdAt).min() else { continue }
            for table in local where table.createdAt != kept {
                try recordLosingTable(db, table)
                try db.execute(sql: #"DELETE FROM "tournamentTables" WHERE "id" = ?"#, arguments: [table.id])
            }
            for table in tables {
                guard table.createdAt == kept else {
                    try recordLosingTable(db, table)
                    continue
                }
                try insertKeepingNumber(db, table)
            }
            try dropOtherPairingsByes(db, key, kept: kept)
        }
    }

    /// The tombstone of a table whose pairing lost, stamped with the pairing's own stamp rather
    /// than this copy's clock: every copy that settles the round writes the same tombstone, as a
    /// merge's writes must be (the other side is counted as holding them already).
    private static func recordLosingTable(_ db: Database, _ table: SyncTournamentTable) throws {
        try db.execute(sql: #"INSERT OR IGNORE INTO "tournamentTombstones" ("id", "kind", "deletedAt") VALUES (?, 'table', ?)"#,
                       arguments: [table.id.lowercasedString, table.createdAt])
    }

    /// A round of a tournament.
    struct RoundKey: Hashable, Comparable {
        var tournamentID: String
        var round: Int

        static func < (lhs: RoundKey, rhs: RoundKey) -> Bool { (lhs.tournamentID, lhs.round) < (rhs.tournamentID, rhs.round) }
    }

    /// Inserts a table of the kept pairing. Two pairings of one stamp (made on two copies in the
    /// same millisecond) still clash on a number: the smaller id keeps it, on every copy.
    private static func insertKeepingNumber(_ db: Database, _ table: SyncTournamentTable) throws {
        if let holder = try SyncTournamentTable.filter(Column("tournamentID") == table.tournamentID.lowercasedString
                                                       && Column("round") == table.round && Column("number") == table.number).fetchOne(db) {
            guard table.id.lowercasedString < holder.id.lowercasedString else {
                try recordLosingTable(db, table)
                return
            }
            try recordLosingTable(db, holder)
            try db.execute(sql: #"DELETE FROM "tournamentTables" WHERE "id" = ?"#, arguments: [holder.id])
        }
        try table.insert(db)
    }

    /// Deletes the byes of a round that are not of its kept pairing.
    private static func dropOtherPairingsByes(_ db: Database, _ key: RoundKey, kept: String) throws {
        try db.execute(sql: """
            DELETE FROM "tournamentByes" WHERE "round" = ? AND "createdAt" != ?
              AND "entryID" IN (SELECT "id" FROM "tournamentEntries" WHERE "tournamentID" = ?)
            """, arguments: [key.round, kept, key.tournamentID])
    }

    /// Merges byes: a fact of its pairing, taken when absent here, its entry here, and its
    /// round's tables (if any here) of its pairing; with no tables of its pairing here, only when
    /// no tombstone of its key was made at or after it. Two byes of one key with no tables to
    /// judge by: the earlier (then the smaller result) stays.
    static func mergeTournamentByes(_ db: Database, _ incoming: [SyncTournamentBye]) throws {
        guard !incoming.isEmpty else { return }
        let tombstones = try tournamentTombstones(db)
        for bye in incoming.sorted(by: { ($0.entryID.lowercasedString, $0.round) < ($1.entryID.lowercasedString, $1.round) }) {
            guard let tournamentID = try String.fetchOne(db, sql: #"SELECT "tournamentID" FROM "tournamentEntries" WHERE "id" = ?"#,
                                                         arguments: [bye.entryID.lowercasedString]) else { continue }
            let pairings = Set(try String.fetchAll(db, sql: """
                SELECT DISTINCT "createdAt" FROM "tournamentTables" WHERE "tournamentID" = ? AND "round" = ?
                """, arguments: [tournamentID, bye.round]))
            if !pairings.isEmpty, !pairings.contains(bye.createdAt) { continue }
            if let deletedAt = tombstones[bye.key], bye.createdAt <= deletedAt, !pairings.contains(bye.createdAt) { continue }
            guard let local = try SyncTournamentBye.fetchOne(db, key: ["entryID": bye.entryID.lowercasedString, "round": bye.round]) else {
                try bye.insert(db)
                continue
            }
            guard local != bye else { continue }
            if pairings.isEmpty {
                guard (bye.createdAt, bye.result) < (local.createdAt, local.result) else { continue }
            } else if pairings.contains(local.createdAt) {
                continue
            }
            try bye.update(db)
        }
    }
}
