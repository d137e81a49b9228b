import Foundation
import GRDB

// Report codes: one per seat of a tournament's current round, kept in this copy only (sync
// never moves them). They are issued when first asked for, and a lookup honours only the
// current round's tables of a tournament still being played: a round paired again, taken back
// or a tournament ended leaves its codes dead, and issuing codes clears those.
extension AppDatabase {
    /// The report codes of every seat of the tournament's current round, table by table and
    /// seat by seat, issuing those missing; with `renew`, every code is issued anew (the old
    /// ones stop working) and the count of wrong PINs starts again. Refused when no round is
    /// being played.
    @discardableResult
    public func reportCodes(tournament id: Tournament.ID, renew: Bool = false) throws -> [ReportCode] {
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            let round = try Self.roundTakingReports(snapshot)
            let current = round.tables.map(\.id.lowercasedString)
            // Codes and reports of tables no longer current (a round paired again, taken back, or
            // before) die here: a lookup refuses them already, and the file need not keep them.
            for table in ["tournamentReportCodes", "tournamentReports", "tournamentRoundReports"] {
                try db.execute(sql: """
                    DELETE FROM "\(table)" WHERE "tableID" IN (SELECT "id" FROM "tournamentTables" WHERE "tournamentID" = ?)
                      AND "tableID" NOT IN (SELECT value FROM json_each(?))
                    """, arguments: [id, Self.jsonList(current)])
            }
            if renew {
                try db.execute(sql: #"DELETE FROM "tournamentReportCodes" WHERE "tableID" IN (SELECT value FROM json_each(?))"#,
                               arguments: [Self.jsonList(current)])
                try Self.ensureReportSettings(db, tournament: id)
                try db.execute(sql: #"UPDATE "tournamentReportSettings" SET "failedPins" = 0 WHERE "tournamentID" = ?"#, arguments: [id])
            }
            // PINs are unique among every code the file holds, so an evening's page, which takes
            // the PINs of all its tournaments, finds one seat for a PIN.
            var takenPINs = Set(try String.fetchAll(db, sql: #"SELECT "pin" FROM "tournamentReportCodes""#))
            var stamp: String?
            var codes: [ReportCode] = []
            for table in round.tables {
                for seat in table.seats.indices {
                    guard let reportSeat = Self.reportSeat(snapshot, tableID: table.id, seat: seat) else { continue }
                    if let row = try Row.fetchOne(db, sql: #"SELECT "pin", "token" FROM "tournamentReportCodes" WHERE "tableID" = ? AND "seat" = ?"#,
                                                  arguments: [table.id, seat]) {
                        codes.append(ReportCode(seat: reportSeat, pin: row["pin"], token: row["token"]))
                        continue
                    }
                    var pin = ReportSecret.newPIN()
                    while takenPINs.contains(pin) { pin = ReportSecret.newPIN() }
                    takenPINs.insert(pin)
                    let token = ReportSecret.newToken()
                    if stamp == nil { stamp = try Self.nextStamp(db, now: now) }
                    try db.execute(sql: """
                        INSERT INTO "tournamentReportCodes" ("tableID", "seat", "pin", "token", "tokenDigest", "createdAt")
                        VALUES (?, ?, ?, ?, ?, ?)
                        """, arguments: [table.id, seat, pin, token, ReportSecret.digest(token), stamp])
                    codes.append(ReportCode(seat: reportSeat, pin: pin, token: token))
                }
            }
            return codes
        }
    }

    /// The seat a link's token opens, or nil when no code has it or its round is no longer
    /// being played.
    public func reportSeat(token: String) throws -> ReportSeat? {
        if case .open(let seat) = try reportCodeLookup(token: token) { return seat }
        return nil
    }

    /// The seat a PIN opens in a tournament, or nil. Every code of the round is compared, in
    /// constant time each, whichever matches. A PIN that opens nothing is counted for the
    /// organiser to see (`ReportQueue.failedPINs`); no seat is ever locked by it.
    public func reportSeat(pin: String, tournament id: Tournament.ID) throws -> ReportSeat? {
        try reportCode(pin: pin, tournament: id)?.seat
    }

    /// The code a PIN opens in a tournament (its seat and its link's token, which a web page
    /// keeps in place of the PIN), or nil; counted as `reportSeat(pin:tournament:)` counts.
    public func reportCode(pin: String, tournament id: Tournament.ID) throws -> ReportCode? {
        try reportCode(pin: pin, tournaments: [id])
    }

    /// The code a PIN opens in any of `tournaments` (an evening's page takes the PINs of all its
    /// tournaments), or nil. Every code of each round is compared, in constant time each. A PIN
    /// that opens nothing is counted for each tournament's organiser; a PIN that two codes share
    /// (issued before PINs were unique in the file) opens neither: the link still does.
    public func reportCode(pin: String, tournaments ids: [Tournament.ID]) throws -> ReportCode? {
        try write { db in
            var found: [ReportCode] = []
            for id in ids {
                guard let snapshot = try Self.tournamentSnapshot(db, id: id),
                      ReportSecret.isPINShaped(pin), let round = try? Self.roundTakingReports(snapshot) else { continue }
                let rows = try Row.fetchAll(db, sql: """
                    SELECT "tableID", "seat", "pin", "token" FROM "tournamentReportCodes" WHERE "tableID" IN (SELECT value FROM json_each(?))
                    """, arguments: [Self.jsonList(round.tables.map(\.id.lowercasedString))])
                for row in rows {
                    let stored: String = row["pin"]
                    let tableID: TournamentTable.ID? = row["tableID"]
                    if ReportSecret.constantTimeEqual(Array(stored.utf8), Array(pin.utf8)), let tableID,
                       let seat = Self.currentReportSeat(snapshot, tableID: tableID, seat: row["seat"]) {
                        found.append(ReportCode(seat: seat, pin: stored, token: row["token"]))
                    }
                }
            }
            if found.isEmpty {
                for id in ids {
                    guard try Self.tournament(db, id: id) != nil else { continue }
                    try Self.ensureReportSettings(db, tournament: id)
                    try db.execute(sql: #"UPDATE "tournamentReportSettings" SET "failedPins" = "failedPins" + 1 WHERE "tournamentID" = ?"#,
                                   arguments: [id])
                }
            }
            return found.count == 1 ? found[0] : nil
        }
    }

    /// What a link's token opens, and when it opens nothing any more, why in words: the page
    /// a phone opens says so rather than only "not found".
    public func reportCodeLookup(token: String) throws -> ReportCodeLookup {
        guard ReportSecret.isTokenShaped(token) else { return .unknown }
        let digest = ReportSecret.digest(token)
        return try read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT "c"."tableID", "c"."seat", "c"."tokenDigest", "t"."tournamentID" FROM "tournamentReportCodes" "c"
                  JOIN "tournamentTables" "t" ON "t"."id" = "c"."tableID" WHERE "c"."tokenDigest" = ?
                """, arguments: [digest]) else { return .unknown }
            let stored: Data = row["tokenDigest"]
            guard ReportSecret.constantTimeEqual(stored, digest),
                  let tournamentID: Tournament.ID = row["tournamentID"],
                  let snapshot = try Self.tournamentSnapshot(db, id: tournamentID),
                  let tableID: TournamentTable.ID = row["tableID"],
                  let seat = Self.reportSeat(snapshot, tableID: tableID, seat: row["seat"]) else { return .unknown }
            if let current = Self.currentReportSeat(snapshot, tableID: tableID, seat: seat.seat) { return .open(current) }
            let name = Sanitized.text(snapshot.tournament.name)
            if snapshot.state.isFinished {
                return .expired(seat, reason: "\(name) is over: its report codes have expired.")
            }
            return .expired(seat, reason: "This code is for round \(seat.round) of \(name), and round \(snapshot.state.currentRound) "
                + "is being played now: ask the organiser for a new one.")
        }
    }

    /// The round whose tables take reports: the current one, while the tournament is played.
    static func roundTakingReports(_ snapshot: TournamentSnapshot) throws -> TournamentRound {
        let name = Sanitized.text(snapshot.tournament.name)
        guard let round = snapshot.state.rounds.last else {
            throw ScorekeeperError.other("\(name) has no round paired: report codes are for the round being played.")
        }
        if snapshot.state.isFinished {
            throw ScorekeeperError.other("\(name) is over: its report codes have expired.")
        }
        return round
    }

    /// A seat of `tableID` when that table is in the round taking reports; nil otherwise (a
    /// web page asks it of each snapshot it shows, so a code whose round ends shows so at once).
    public static func currentReportSeat(_ snapshot: TournamentSnapshot, tableID: TournamentTable.ID, seat: Int) -> ReportSeat? {
        guard let round = try? roundTakingReports(snapshot), round.tables.contains(where: { $0.id == tableID }) else { return nil }
        return reportSeat(snapshot, tableID: tableID, seat: seat)
    }

    /// The seat `seat` of `tableID` as a report names it, whichever round the table is in.
    static func reportSeat(_ snapshot: TournamentSnapshot, tableID: TournamentTable.ID, seat: Int) -> ReportSeat? {
        for round in snapshot.state.rounds {
            guard let table = round.tables.first(where: { $0.id == tableID }) else { continue }
            guard table.seats.indices.contains(seat) else { return nil }
            let names = table.seats.map(snapshot.state.displayName)
            return ReportSeat(tournamentID: snapshot.tournament.id, tournamentName: snapshot.tournament.name, round: round.number,
                              table: table.number, tableID: table.id, seat: seat, entryID: table.seats[seat],
                              name: names[seat], tableNames: names)
        }
        return nil
    }

    /// The tournament's row of report settings, made with the defaults when missing.
    static func ensureReportSettings(_ db: Database, tournament id: Tournament.ID) throws {
        try db.execute(sql: #"INSERT INTO "tournamentReportSettings" ("tournamentID") VALUES (?) ON CONFLICT DO NOTHING"#, arguments: [id])
    }

    /// A list of texts as a JSON array, for `json_each` in a query.
    static func jsonList(_ values: [String]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: values)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
