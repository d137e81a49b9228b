import Foundation
import ScorekeeperStore
import GRDB

// Merging tournaments, after the games their tables point to. Tombstones first, then parents
// before children (tournaments → entries → tables → seats → byes):
// - a tombstone wins over the row it names, on every copy and for good (deleted rows' children
//   go by cascade); the same tombstone stamped on two copies keeps the later stamp. Table and
//   bye tombstones now come only from files paired again before every pairing was kept, or from
//   another program's deletes: a bye's ("entry:round") removes only a bye made at or before its
//   stamp and not of a pairing whose tables are here;
// - what a row was made with is taken when the row is absent here (and not tombstoned); its
//   registers merge by the later stamp (`SyncRow.merged`);
// - a row whose parent is not here (deleted, or never seen) is skipped, not refused: a deleted
//   parent's rows are gone everywhere, and rows whose game could not merge come again with it
//   (that direction's watermark stays). A table whose game was deleted keeps no game (as SET
//   NULL left it on the copy that deleted it); a seat whose player was deleted keeps no player;
// - a round's pairings merge as a union, and which counts is read from them
//   (`SyncApply+TournamentRounds`).
extension AppDatabase {
    static func mergeTournaments(_ db: Database, _ incoming: SyncTournamentChanges) throws {
        guard !incoming.isEmpty else { return }
        try applyTournamentTombstones(db, incoming.tombstones)
        let tombstones = try tournamentTombstones(db)
        for tournament in incoming.tournaments.sorted(by: { $0.id.lowercasedString < $1.id.lowercasedString })
        where tombstones[tournament.id.lowercasedString] == nil {
            try mergeRow(db, tournament, local: SyncTournament.fetchOne(db, key: tournament.id))
        }
        for entry in incoming.entries.sorted(by: { $0.id.lowercasedString < $1.id.lowercasedString })
        where tombstones[entry.id.lowercasedString] == nil {
            if let local = try SyncTournamentEntry.fetchOne(db, key: entry.id) {
                try mergeRow(db, entry, local: local)
                continue
            }
            guard try exists(db, "tournaments", entry.tournamentID.lowercasedString) else { continue }
            // People merge first and a copy sends the people its entries name: one missing comes
            // from a broken copy, and its entry waits rather than point at no one.
            if let person = entry.personID, try !exists(db, "people", person.lowercasedString) { continue }
            try entry.insert(db)
        }
        try mergeTournamentTables(db, incoming.tables.filter { tombstones[$0.id.lowercasedString] == nil })
        for seat in incoming.seats.sorted(by: { ($0.tableID.lowercasedString, $0.seat) < ($1.tableID.lowercasedString, $1.seat) }) {
            try mergeSeat(db, seat)
        }
        try mergeTournamentByes(db, incoming.byes)
        try mergeTournamentPairingChoices(db, incoming.choices)
    }

    /// Takes a row absent here, or merges its registers into this copy's.
    private static func mergeRow<Row: SyncRow & PersistableRecord & Equatable>(_ db: Database, _ row: Row, local: Row?) throws {
        guard let local else {
            try row.insert(db)
            return
        }
        let merged = local.merged(with: row)
        if merged != local { try merged.update(db) }
    }

    /// Records the incoming tombstones (the later stamp of one kept on both) and deletes what
    /// they name; the children of a deleted row go by cascade, with no tombstones of their own.
    private static func applyTournamentTombstones(_ db: Database, _ incoming: [SyncTournamentTombstone]) throws {
        // Byes last: whether one stands depends on its round's tables.
        for tombstone in incoming.sorted(by: { ($0.kind == "bye" ? 1 : 0, $0.id) < ($1.kind == "bye" ? 1 : 0, $1.id) }) {
            if let local = try SyncTournamentTombstone.fetchOne(db, key: tombstone.id) {
                guard tombstone.deletedAt > local.deletedAt else { continue }
                try tombstone.update(db)
            } else {
                try tombstone.insert(db)
            }
            try deleteTombstoned(db, tombstone)
        }
    }

    /// Deletes the row a tombstone names (here, with the triggers that stamp other programs'
    /// deletes kept out: `applySync` runs stamping itself).
    static func deleteTombstoned(_ db: Database, _ tombstone: SyncTournamentTombstone) throws {
        switch tombstone.kind {
        case "tournament": try db.execute(sql: #"DELETE FROM "tournaments" WHERE "id" = ?"#, arguments: [tombstone.id])
        case "entry": try db.execute(sql: #"DELETE FROM "tournamentEntries" WHERE "id" = ?"#, arguments: [tombstone.id])
        case "table": try db.execute(sql: #"DELETE FROM "tournamentTables" WHERE "id" = ?"#, arguments: [tombstone.id])
        case "bye":
            let parts = tombstone.id.split(separator: ":")
            guard parts.count == 2, let round = Int(parts[1]) else { return }
            try db.execute(sql: """
                DELETE FROM "tournamentByes" WHERE "entryID" = ? AND "round" = ? AND "createdAt" <= ?
                  AND NOT EXISTS (SELECT 1 FROM "tournamentTables" JOIN "tournamentEntries" USING ("tournamentID")
                                  WHERE "tournamentEntries"."id" = "tournamentByes"."entryID"
                                    AND "tournamentTables"."round" = "tournamentByes"."round"
                                    AND "tournamentTables"."pairing" = "tournamentByes"."pairing")
                """, arguments: [String(parts[0]), round, tombstone.deletedAt])
        default: break
        }
    }

    /// Every tournament tombstone here: id → its stamp.
    static func tournamentTombstones(_ db: Database) throws -> [String: String] {
        var result: [String: String] = [:]
        for tombstone in try SyncTournamentTombstone.fetchAll(db) { result[tombstone.id] = tombstone.deletedAt }
        return result
    }

    /// Whether a row of `table` has the id.
    static func exists(_ db: Database, _ table: String, _ id: String) throws -> Bool {
        try Bool.fetchOne(db, sql: #"SELECT EXISTS (SELECT 1 FROM "\#(table)" WHERE "id" = ?)"#, arguments: [id]) == true
    }

    /// A seat, when its table and entry are here; a player deleted here is no player.
    private static func mergeSeat(_ db: Database, _ incoming: SyncTournamentSeat) throws {
        guard try exists(db, "tournamentTables", incoming.tableID.lowercasedString) else { return }
        let local = try SyncTournamentSeat.fetchOne(db, key: ["tableID": incoming.tableID.lowercasedString, "seat": incoming.seat])
        var merged = local.map { $0.merged(with: incoming) } ?? incoming
        guard try exists(db, "tournamentEntries", merged.entryID.lowercasedString) else { return }
        if let player = merged.playerID, try !exists(db, "players", player.lowercasedString) {
            // Deleted here (its tombstone reaches the other copy, whose SET NULL clears it
            // there too); or its game could not merge, and the seat waits for it.
            guard try Bool.fetchOne(db, sql: #"SELECT EXISTS (SELECT 1 FROM "syncTombstones" WHERE "id" = ?)"#,
                                    arguments: [player.lowercasedString]) == true else { return }
            merged.playerID = nil
        }
        if let local {
            if merged != local { try merged.update(db) }
        } else {
            try merged.insert(db)
        }
    }
}
