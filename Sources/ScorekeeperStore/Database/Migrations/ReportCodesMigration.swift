import Foundation
import GRDB

/// The migration "report codes and reports": results reported from the tables. Three tables of
/// this copy's own, which sync never moves (they have no sync triggers and no rows in its
/// frames): a code is for one seat of one round on the machine that serves it, and a report
/// is a proposal until it is accepted, when it becomes an ordinary result that does travel.
///
/// - `tournamentReportCodes`: each seat's code for the round its table belongs to: a six-digit
///   PIN, the link's token, and the token's SHA-256, which a lookup finds and compares. A table
///   of a round paired again, unpaired or deleted takes its codes with it or leaves them stale
///   (a lookup accepts only the current round's tables).
/// - `tournamentReports`: a seat's latest report of its table's result, as a result's stored text.
/// - `tournamentReportSettings`: per tournament, whether the first report is accepted as it
///   comes, and how many wrong PINs were typed since its codes were issued.
///
/// Frozen once shipped: the SQL is written out here and reads no list of the code's.
enum ReportCodesMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE "tournamentReportCodes" (
              "tableID" TEXT NOT NULL REFERENCES "tournamentTables"("id") ON DELETE CASCADE,
              "seat" INTEGER NOT NULL CHECK ("seat" BETWEEN 0 AND 4),
              "pin" TEXT NOT NULL CHECK (length("pin") = 6),
              "token" TEXT NOT NULL,
              "tokenDigest" BLOB NOT NULL CHECK (length("tokenDigest") = 32),
              "createdAt" TEXT NOT NULL,
              PRIMARY KEY ("tableID", "seat")
            ) STRICT;
            CREATE UNIQUE INDEX "index_tournamentReportCodes_on_tokenDigest" ON "tournamentReportCodes"("tokenDigest");
            CREATE TABLE "tournamentReports" (
              "tableID" TEXT NOT NULL REFERENCES "tournamentTables"("id") ON DELETE CASCADE,
              "seat" INTEGER NOT NULL CHECK ("seat" BETWEEN 0 AND 4),
              "outcome" TEXT NOT NULL,
              "reportedAt" TEXT NOT NULL,
              PRIMARY KEY ("tableID", "seat")
            ) STRICT;
            CREATE TABLE "tournamentReportSettings" (
              "tournamentID" TEXT PRIMARY KEY NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
              "acceptFirstReport" INTEGER NOT NULL DEFAULT 0 CHECK ("acceptFirstReport" IN (0, 1)),
              "failedPins" INTEGER NOT NULL DEFAULT 0 CHECK ("failedPins" >= 0)
            ) STRICT;
            """)
    }
}
