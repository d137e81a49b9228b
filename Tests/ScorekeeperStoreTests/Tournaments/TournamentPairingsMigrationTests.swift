import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// A file with a tournament from before every pairing was kept (migration "tournaments") opens
/// with its rounds whole: each round one pairing, its id the stamp its rows shared, its result,
/// seats and bye where they were, and the next round pairs.
@Suite struct TournamentPairingsMigrationTests {
    @Test func aTournamentPlayedBeforePairingsHadIDsOpensWhole() throws {
        let directory = try TemporaryFolder()
        let path = directory.file("tournament.sqlite")
        let stamp = "2026-11-20 20:00:00.000"
        let ids = (tournament: "00000000-0000-4000-8000-000000000001", table: "00000000-0000-4000-8000-000000000002",
                   entries: (1...3).map { "00000000-0000-4000-9000-00000000000\($0)" })
        try HistoryMigrationTests.makeFile(at: path, upTo: "tournaments") { db in
            try db.execute(sql: """
                INSERT INTO "tournaments" ("id", "name", "format", "tableSize", "plannedRounds", "points", "tieBreaks", "createdAt",
                  "nameChangedAt", "settingsChangedAt") VALUES (?, 'Old cup', 'swiss', 2, 3, '1,0.5,0', '', ?, ?, ?)
                """, arguments: [ids.tournament, stamp, stamp, stamp])
            for (index, entry) in ids.entries.enumerated() {
                try db.execute(sql: """
                    INSERT INTO "tournamentEntries" ("id", "tournamentID", "name", "createdAt") VALUES (?, ?, ?, ?)
                    """, arguments: [entry, ids.tournament, ["Ann", "Bob", "Cy"][index], stamp])
            }
            try db.execute(sql: """
                INSERT INTO "tournamentTables" ("id", "tournamentID", "round", "number", "outcome", "outcomeChangedAt", "createdAt")
                VALUES (?, ?, 1, 1, 'places:1,2', ?, ?)
                """, arguments: [ids.table, ids.tournament, stamp, stamp])
            for seat in 0..<2 {
                try db.execute(sql: #"INSERT INTO "tournamentSeats" ("tableID", "seat", "entryID", "changedAt") VALUES (?, ?, ?, ?)"#,
                               arguments: [ids.table, seat, ids.entries[seat], stamp])
            }
            try db.execute(sql: #"INSERT INTO "tournamentByes" ("entryID", "round", "result", "createdAt") VALUES (?, 1, 'U', ?)"#,
                           arguments: [ids.entries[2], stamp])
        }

        let database = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let id = Tournament.ID(uuidString: ids.tournament)!
        let state = try database.fetchTournamentSnapshot(id: id).state
        #expect(state.rounds.count == 1 && state.pairings.isEmpty)
        let round = try #require(state.rounds.first)
        #expect(round.tables.map(\.outcome) == [.places([1, 2])])
        #expect(round.tables.first?.seats.map(\.lowercasedString) == Array(ids.entries.prefix(2)))
        #expect(round.byes.keys.map(\.lowercasedString) == [ids.entries[2]])
        let pairings = try database.read { db in
            try String.fetchAll(db, sql: #"SELECT "pairing" FROM "tournamentTables" UNION ALL SELECT "pairing" FROM "tournamentByes""#)
        }
        #expect(pairings == [stamp, stamp])
        #expect(try database.currentPairing(id: id) == stamp)
        try database.pairNextRound(id: id)
        #expect(try database.fetchTournamentSnapshot(id: id).state.currentRound == 2)
        #expect(try database.invariantViolations().isEmpty)
    }
}
