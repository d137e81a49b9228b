import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// How a report's import writes its rows in its one transaction: with a large page cache, and
/// with references checked once before the commit rather than by each insert, so no insert keeps
/// a statement journal of its own; both as before once it is done, and a broken reference still
/// refuses the whole import.
@Suite struct TournamentImportWriteTests {
    typealias T = TRFText

    /// Four entrants, two rounds: every kind of row an import writes (people, entries, tables,
    /// seats, a bye).
    static let report = T.report(["XXR 3"], [
        T.player(1, "Ann", [T.block(2, "w", "1"), T.block(3, "w", "=")]),
        T.player(2, "Bo", [T.block(1, "b", "0"), T.block(nil, "-", "U")]),
        T.player(3, "Cy", [T.block(4, "w", "1"), T.block(1, "b", "=")]),
        T.player(4, "Di", [T.block(3, "b", "0"), T.block(nil, "-", "U")]),
    ])

    static func state() throws -> TournamentState {
        let record = try TRF.readTournament(report)
        return TournamentState.imported(record: record, settings: TournamentSettings(format: .swiss, plannedRounds: record.plannedRounds)) { UUID() }
    }

    /// What the connection's settings were as each seat was written, seen by a trigger of this
    /// connection only (TEMP), and the settings before and after the import.
    struct Seen: Equatable {
        var cacheSize: Int
        var referencesChecked: Bool
    }

    static func settings(_ db: Database) throws -> Seen {
        Seen(cacheSize: try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? 0,
             referencesChecked: try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") ?? false)
    }

    @Test func seatsAreWrittenWithALargePageCacheAndNoReferenceCheckedPerRow() throws {
        let database = try AppDatabase.empty()
        let before = try database.dbWriter.writeWithoutTransaction { db in
            try db.execute(sql: """
                CREATE TEMP TABLE "seenWhileImporting" ("cacheSize" INTEGER NOT NULL, "referencesChecked" INTEGER NOT NULL);
                CREATE TEMP TRIGGER "watchImport" AFTER INSERT ON main."tournamentSeats" BEGIN
                  INSERT INTO "seenWhileImporting"
                  SELECT (SELECT "cache_size" FROM pragma_cache_size()), (SELECT "foreign_keys" FROM pragma_foreign_keys());
                END;
                """)
            return try Self.settings(db)
        }
        let tournament = try database.importTournament(name: "Club", state: try Self.state())
        let (seen, after) = try database.dbWriter.writeWithoutTransaction { db in
            (try Row.fetchAll(db, sql: #"SELECT * FROM "seenWhileImporting""#).map { Seen(cacheSize: $0["cacheSize"], referencesChecked: $0["referencesChecked"]) },
             try Self.settings(db))
        }
        // Four seats in each round's tables (two tables in round 1, one in round 2).
        #expect(seen.count == 6)
        // A negative cache size is in KiB: at least 64 MB while writing, where SQLite's own is 2 MB.
        #expect(seen.allSatisfy { $0.cacheSize <= -64 * 1024 && !$0.referencesChecked }, "\(seen)")
        #expect(before == Seen(cacheSize: -2000, referencesChecked: true))
        #expect(after == before)
        let snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        #expect(snapshot.state.entries.map(\.name) == ["Ann", "Bo", "Cy", "Di"])
        #expect(snapshot.state.rounds.map(\.tables.count) == [2, 1])
        #expect(try database.invariantViolations().isEmpty)
    }

    @Test func aRowThatNamesNoEntryRefusesTheWholeImport() throws {
        let database = try AppDatabase.empty()
        var state = try Self.state()
        // A seat of round 1 taken by an entry the import does not write: its reference breaks.
        state.rounds[0].tables[0].seats[1] = TournamentEntry.ID(UUID())
        let refusal = try #require(throws: ScorekeeperError.self) { try database.importTournament(name: "Club", state: state) }
        #expect(refusal.description.contains("nothing was written"), "\(refusal)")
        let counts = try database.read { db in
            try ["tournaments", "tournamentEntries", "tournamentTables", "tournamentSeats", "people"].map { table in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \"\(table)\"") ?? -1
            }
        }
        #expect(counts == [0, 0, 0, 0, 0])
        let after = try database.dbWriter.writeWithoutTransaction { db in try Self.settings(db) }
        #expect(after == Seen(cacheSize: -2000, referencesChecked: true))
    }
}
