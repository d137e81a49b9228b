import Foundation
import ScorekeeperStore
import GRDB

// Reading tournaments for a sync: the rows changed since a version (by `syncVersion`, one range
// of an index per table, as the games' rows), and for the fallback by digests a hash per
// tournament of all its rows and every row of the tournaments asked for. A table's game is an
// ordinary game and travels with the games.
extension AppDatabase {
    /// Every tournament row and tombstone written here after `version`.
    static func syncTournamentChanges(_ db: Database, since version: Int) throws -> SyncTournamentChanges {
        let changed = Column("syncVersion") > version
        let order = Column("syncVersion")
        var result = SyncTournamentChanges()
        result.tournaments = try SyncTournament.filter(changed).order(order).fetchAll(db)
        result.entries = try SyncTournamentEntry.filter(changed).order(order).fetchAll(db)
        result.tables = try SyncTournamentTable.filter(changed).order(order).fetchAll(db)
        result.seats = try SyncTournamentSeat.filter(changed).order(order).fetchAll(db)
        result.byes = try SyncTournamentBye.filter(changed).order(order).fetchAll(db)
        result.choices = try SyncTournamentPairingChoice.filter(changed).order(order).fetchAll(db)
        result.tombstones = try SyncTournamentTombstone.filter(changed).order(order).fetchAll(db)
        return result
    }

    /// Every row of some tournaments (nil: of all), in key order; tombstones travel with the
    /// digest instead.
    static func syncTournamentRows(_ db: Database, tournaments wanted: Set<String>?) throws -> SyncTournamentChanges {
        var result = SyncTournamentChanges()
        // The few tournaments a club keeps: read whole, then kept by id.
        func kept(_ id: Tournament.ID) -> Bool { wanted?.contains(id.lowercasedString) ?? true }
        result.tournaments = try SyncTournament.order(Column("id")).fetchAll(db).filter { kept($0.id) }
        guard !result.tournaments.isEmpty else { return result }
        result.entries = try SyncTournamentEntry.order(Column("id")).fetchAll(db).filter { kept($0.tournamentID) }
        result.tables = try SyncTournamentTable.order(Column("id")).fetchAll(db).filter { kept($0.tournamentID) }
        let tables = Set(result.tables.map(\.id))
        let entries = Set(result.entries.map(\.id))
        result.seats = try SyncTournamentSeat.order(Column("tableID"), Column("seat")).fetchAll(db).filter { tables.contains($0.tableID) }
        result.byes = try SyncTournamentBye.order(Column("entryID"), Column("round"), Column("pairing")).fetchAll(db)
            .filter { entries.contains($0.entryID) }
        result.choices = try SyncTournamentPairingChoice.order(Column("tournamentID"), Column("round"), Column("pairing")).fetchAll(db)
            .filter { kept($0.tournamentID) }
        return result
    }

    /// A hash per tournament of all its rows, in key order: equal hashes, equal tournaments.
    static func tournamentDigests(_ db: Database) throws -> [String: String] {
        let rows = try syncTournamentRows(db, tournaments: nil)
        var hashes: [Tournament.ID: Hasher64] = [:]
        for tournament in rows.tournaments { hashes[tournament.id, default: Hasher64()].add(tournament) }
        var tournamentOfEntry: [TournamentEntry.ID: Tournament.ID] = [:]
        for entry in rows.entries {
            hashes[entry.tournamentID]?.add(entry)
            tournamentOfEntry[entry.id] = entry.tournamentID
        }
        var tournamentOfTable: [TournamentTable.ID: Tournament.ID] = [:]
        for table in rows.tables {
            hashes[table.tournamentID]?.add(table)
            tournamentOfTable[table.id] = table.tournamentID
        }
        for seat in rows.seats { if let id = tournamentOfTable[seat.tableID] { hashes[id]?.add(seat) } }
        for bye in rows.byes { if let id = tournamentOfEntry[bye.entryID] { hashes[id]?.add(bye) } }
        for choice in rows.choices { hashes[choice.tournamentID]?.add(choice) }
        return Dictionary(uniqueKeysWithValues: hashes.map { ($0.key.lowercasedString, $0.value.text) })
    }
}
