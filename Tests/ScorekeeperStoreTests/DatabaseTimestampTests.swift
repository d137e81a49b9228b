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

    /// The calendar fields computed for the years 0-9999 are `gmtime`'s, on random moments and at
    /// the edges of days, leap days, centuries and the range.
    @Test func computesTheFieldsGmtimeGives() {
        var random = SeededRandom(seed: 20261130)
        var moments: [Int64] = (0..<50_000).map { _ in Int64.random(in: DatabaseTimestamp.arithmeticRange, using: &random) }
        for year in [0, 1, 4, 100, 400, 1600, 1900, 1969, 1970, 2000, 2024, 2100, 9999] {
            for (month, day) in [(1, 1), (2, 28), (2, 29), (3, 1), (12, 31)] where day <= GregorianDays.inMonth(month, of: year) {
                let midnight = Int64(GregorianDays.since1970(year: year, month: month, day: day)) * 86_400_000
                moments += [midnight - 1, midnight, midnight + 1, midnight + 86_399_999]
            }
        }
        moments += [DatabaseTimestamp.arithmeticRange.lowerBound, DatabaseTimestamp.arithmeticRange.upperBound, -1, 0, 1]
        var mismatches: [String] = []
        for moment in moments where DatabaseTimestamp.arithmeticRange.contains(moment) {
            let computed = DatabaseTimestamp.civilFields(milliseconds: moment), library = DatabaseTimestamp.gmtimeFields(milliseconds: moment)
            let a = [computed.year, computed.month, computed.day, computed.hour, computed.minute, computed.second, computed.millis]
            let b = [library.year, library.month, library.day, library.hour, library.minute, library.second, library.millis]
            if a != b { mismatches.append("\(moment): \(a) vs \(b)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// `ChangeClock.appendISO8601`, which `game list --json` writes each game's last play with,
    /// appends exactly the bytes of `ChangeClock.iso8601`, for dates of every year it writes
    /// itself and beyond them (where both give the stamp as it is).
    @Test func appendsTheISO8601TextOfAnyDate() {
        var random = SeededRandom(seed: 20261130)
        var dates: [Date] = []
        for _ in 0..<20_000 {
            dates.append(Date(timeIntervalSince1970: Double.random(in: -62_167_219_200...253_402_300_799.999, using: &random)))
            dates.append(Date(timeIntervalSince1970: Double.random(in: 1_480_000_000...1_900_000_000, using: &random)))
            let milliseconds = Int64.random(in: -62_167_219_200_000...253_402_300_799_999, using: &random)
            dates.append(Date(timeIntervalSince1970: (Double(milliseconds) + 0.5) / 1000))
        }
        for _ in 0..<1_000 {
            dates.append(Date(timeIntervalSince1970: Double.random(in: -70_000_000_000 ... -62_167_219_200.001, using: &random)))
            dates.append(Date(timeIntervalSince1970: Double.random(in: 253_402_300_800...300_000_000_000, using: &random)))
        }
        dates += [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -0.0005), Date(timeIntervalSince1970: -62_167_219_200),
                  Date(timeIntervalSince1970: 253_402_300_799.999), Date(timeIntervalSince1970: 253_402_300_799.9996)]
        var mismatches: [String] = []
        for date in dates {
            var bytes: [UInt8] = [1, 2]
            ChangeClock.appendISO8601(date, to: &bytes)
            if bytes != [1, 2] + Array(ChangeClock.iso8601(date).utf8) {
                mismatches.append("\(date.timeIntervalSince1970): \(String(decoding: bytes.dropFirst(2), as: UTF8.self)) vs \(ChangeClock.iso8601(date))")
            }
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
