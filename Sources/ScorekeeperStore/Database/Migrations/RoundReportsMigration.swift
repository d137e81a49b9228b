import Foundation
import GRDB

/// The migration "round reports": a table game's round scores reported from the tables, kept
/// as `tournamentReports` keeps results: this copy's own (no sync triggers, no rows in its
/// frames), a proposal until it is accepted, when it becomes an ordinary round of the game that
/// does travel.
///
/// A table of its own rather than a kind column on `tournamentReports`: a seat may have a
/// result and a round waiting at once (that table's key is the seat), a round's report names
/// the game's round it is for (a round entered since closes it by that number), and the
/// result's rows and queries stay as they were.
///
/// - `tournamentRoundReports`: a seat's latest report of its table game's round: the round,
///   and each seat's entry in seat order as a JSON array of texts ("" for a seat left out).
///
/// Frozen once shipped: the SQL is written out here and reads no list of the code's.
enum RoundReportsMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE "tournamentRoundReports" (
              "tableID" TEXT NOT NULL REFERENCES "tournamentTables"("id") ON DELETE CASCADE,
              "seat" INTEGER NOT NULL CHECK ("seat" BETWEEN 0 AND 4),
              "round" INTEGER NOT NULL CHECK ("round" >= 1),
              "entries" TEXT NOT NULL CHECK (json_valid("entries") AND json_type("entries") = 'array'),
              "reportedAt" TEXT NOT NULL,
              PRIMARY KEY ("tableID", "seat")
            ) STRICT;
            """)
    }
}
