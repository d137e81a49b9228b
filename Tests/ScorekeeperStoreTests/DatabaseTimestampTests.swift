import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// `DatabaseTimestamp` writes and reads exactly what GRDB does (its `DateFormatter` and
/// `Calendar`), on random dates across and beyond the years it computes itself.
@Suite struct DatabaseTimestampTests {
    /// GRDB's text for a date.
    func grdbText(_ date: Date) -> String? { String.fromDatabaseValue(date.databaseValue) }

    @Test func writesGRDBsTextForAnyDate() {
        var random = SeededRandom(seed: 20261124)
        var dates: [Date] = []
        for _ in 0..<20_000 {
            // Any moment of 2000-9999, this century's, whole and half milliseconds (rounding).
            dates.append(Date(timeIntervalSince1970: Double.random(in: 946_684_800...253_402_300_799.999, using: &random)))
            dates.append(Date(timeIntervalSince1970: Double.random(in: 1_700_000_000...1_900_000_000, using: &random)))
            let milliseconds = Int64.random(in: 946_684_800_000...253_402_300_799_999, using: &random)
            dates.append(Date(timeIntervalSince1970: Double(milliseconds) / 1000))
            dates.append(Date(timeIntervalSince1970: (Double(milliseconds) + 0.5) / 1000))
        }
        // Outside the years it writes itself: GRDB's own text.
        for _ in 0..<2_000 {
            dates.append(Date(timeIntervalSince1970: Double.random(in: -62_000_000_000...946_684_800, using: &random)))
            dates.append(Date(timeIntervalSince1970: Double.random(in: 253_402_300_800...300_000_000_000, using: &random)))
        }
        dates += [Date(timeIntervalSince1970: 946_684_800), Date(timeIntervalSince1970: 946_684_799.9995),
                  Date(timeIntervalSince1970: 253_402_300_799.999), Date(timeIntervalSince1970: 253_402_300_799.9996)]
        var mismatches: [String] = []
        for date in dates where DatabaseTimestamp.text(date) != grdbText(date) {
            mismatches.append("\(date.timeIntervalSince1970): \(DatabaseTimestamp.text(date)) vs \(grdbText(date) ?? "nil")")
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func readsTheDateGRDBReads() {
        var random = SeededRandom(seed: 42)
        var texts: [String] = []
        for _ in 0..<20_000 {
            let milliseconds = Int64.random(in: -11_676_096_000_000...253_402_300_799_999, using: &random)
            texts.append(ChangeClock.text(milliseconds))
        }
        // Other forms GRDB reads (and the canonical form outside 1600-9999, or not a real date):
        // GRDB decides, and DatabaseTimestamp agrees.
        texts += ["2026-11-24", "2026-11-24 10:03", "2026-11-24 10:03:04", "2026-11-24T10:03:04.123",
                  "2026-11-24 10:03:04.123Z", "2026-11-24 10:03:04.123+01:00", "1582-10-04 12:00:00.000",
                  "0001-01-01 00:00:00.000", "2026-02-29 10:00:00.000", "2024-02-29 10:00:00.000",
                  "2026-13-01 10:00:00.000", "2026-11-31 10:00:00.000", "2026-11-24 24:00:00.000",
                  "2026-11-24 10:60:00.000", "2026-11-24 10:00:60.000", "2026-11-24 10:00:00.00x",
                  "2026-11-24 10:00:00,000", "not a date", "", "2026-11-24 10:00:00.0001"]
        var mismatches: [String] = []
        for text in texts {
            let grdb = Date.fromDatabaseValue(text.databaseValue)
            if DatabaseTimestamp.date(text) != grdb {
                mismatches.append("\(text): \(String(describing: DatabaseTimestamp.date(text))) vs \(String(describing: grdb))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func recordsReadAndWriteTheSameColumnsAsBefore() throws {
        let database = try AppDatabase.empty()
        let created = Date(timeIntervalSince1970: 1_764_000_000.1234)
        // The record itself, inserted as it is: the columns are its encoding's.
        let game = Game(id: Game.ID(UUID()), title: "Hearts", createdAt: created, finishedAt: created.addingTimeInterval(3600.5))
        try database.write { db in try game.insert(db) }
        let stored = try database.read { db in
            try Row.fetchOne(db, sql: #"SELECT "createdAt", "updatedAt", "finishedAt" FROM "games""#)!
        }
        #expect(stored["createdAt"] as String == grdbText(created))
        #expect(stored["updatedAt"] as String == grdbText(created))
        #expect(stored["finishedAt"] as String == grdbText(created.addingTimeInterval(3600.5)))
        // Read back through the row decoder and through GRDB's own Date decoding: the same dates.
        let read = try #require(try database.fetchGame(id: game.id))
        #expect(read.createdAt == Date.fromDatabaseValue(stored["createdAt"]))
        #expect(read.finishedAt == Date.fromDatabaseValue(stored["finishedAt"]))
        // A stamp written by another program in another form GRDB reads still reads.
        try database.write { db in
            try db.execute(sql: #"UPDATE "games" SET "updatedAt" = '2026-11-24T10:03:04Z'"#)
        }
        #expect(try database.fetchGame(id: game.id)?.updatedAt == Date.fromDatabaseValue("2026-11-24T10:03:04Z".databaseValue))
    }
}
