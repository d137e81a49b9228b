import Foundation
import GRDB

// Writes: results reported from the tables. A report is a seat's proposal, kept in this copy
// only, until `TableReportRule` or the organiser settles it; what is then written is the
// ordinary result write (`writeTableResult`), so the history, clearing and sync treat it as a
// typed result. Any result written for a table closes its reports.
extension AppDatabase {
    /// Takes `seat`'s report of its table's result, in the notation `tournament result` reads
    /// (scores placed by the table game's rules, the format's checks). A seat's second report
    /// replaces its first. Returns whether the result was written or waits; refuses, in one
    /// line, a result that does not read or fit, a code whose round is over, a table that has
    /// its result.
    @discardableResult
    public func submitReport(seat: ReportSeat, result text: String) throws -> ReportSubmission {
        let (now, ids) = (self.now, self.ids)
        return try write { db in
            let (snapshot, current, table) = try Self.reportingTable(db, seat: seat)
            let outcome = try Self.readReport(db, snapshot, table: table, text: text)
            try db.execute(sql: """
                INSERT INTO "tournamentReports" ("tableID", "seat", "outcome", "reportedAt") VALUES (?, ?, ?, ?)
                ON CONFLICT ("tableID", "seat") DO UPDATE SET "outcome" = excluded."outcome", "reportedAt" = excluded."reportedAt"
                """, arguments: [table.id, current.seat, outcome.storedText, try Self.nextStamp(db, now: now)])
            return try Self.settle(db, snapshot, table: table, reports: try Self.tableReports(db, table: table.id), now: now, ids: ids)
        }
    }

    /// The seat's tournament, its current place and its table, for a report just arriving;
    /// refuses a code whose round is over, and a table that has its result or waits on a
    /// conflict (`reportedTable`).
    static func reportingTable(_ db: Database, seat: ReportSeat) throws -> (TournamentSnapshot, ReportSeat, TournamentTable) {
        guard let snapshot = try tournamentSnapshot(db, id: seat.tournamentID),
              let current = currentReportSeat(snapshot, tableID: seat.tableID, seat: seat.seat) else {
            throw ScorekeeperError.other("This report code has expired: its round is no longer being played.")
        }
        return (snapshot, current, try reportedTable(snapshot, number: current.table))
    }

    /// Asks `TableReportRule` what a table's reports come to, and writes the proposal they agree
    /// on when it stands (a result, or a round of the table's game).
    static func settle(_ db: Database, _ snapshot: TournamentSnapshot, table: TournamentTable, reports: [TableReport],
                       now: Date, ids: IDGenerator) throws -> ReportSubmission {
        let decision = TableReportRule.decision(seats: table.seats.count, reports: reports,
                                                acceptFirst: try acceptsFirstReport(db, tournament: snapshot.tournament.id))
        switch decision {
        case .commit(let agreed):
            try writeProposal(db, snapshot, table: table, agreed, now: now, ids: ids)
            return .committed(agreed)
        case .wait(let waiting):
            return .waiting(waiting)
        }
    }

    /// The tables of the current round that have reports and no result, by table number (a
    /// table with a round of its game and its result both reported is there twice, the round first).
    public func pendingReports(tournament id: Tournament.ID) throws -> [PendingTableReports] {
        try reportQueue(tournament: id).tables
    }

    /// The organiser's queue: the tables waiting, the setting, the wrong PINs.
    public func reportQueue(tournament id: Tournament.ID) throws -> ReportQueue {
        try read { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            return try Self.reportQueue(db, snapshot)
        }
    }

    /// The queue of the tournament `snapshot` holds, read in the caller's transaction (the
    /// tournament screen reads it with the snapshot it observes).
    public static func reportQueue(_ db: Database, _ snapshot: TournamentSnapshot) throws -> ReportQueue {
        let settings = try Row.fetchOne(db, sql: """
            SELECT "acceptFirstReport", "failedPins" FROM "tournamentReportSettings" WHERE "tournamentID" = ?
            """, arguments: [snapshot.tournament.id])
        var queue = ReportQueue(acceptsFirstReport: settings?["acceptFirstReport"] ?? false, failedPINs: settings?["failedPins"] ?? 0)
        guard let round = try? roundTakingReports(snapshot) else { return queue }
        for table in round.tables where table.outcome == nil {
            if let gameRound = try gameRoundTakingReports(db, snapshot, table: table) { queue.roundsTakingReports[table.id] = gameRound }
            for reports in try reportGroups(db, snapshot, table: table) {
                // Reports that meet the rule but were not written (the table's result cleared
                // since) wait as agreeing, for the organiser's accept.
                let decision = TableReportRule.decision(seats: table.seats.count, reports: reports, acceptFirst: false)
                let waiting: TableReportRule.Waiting = if case .wait(let reason) = decision { reason } else { .moreReports(0) }
                queue.tables.append(PendingTableReports(id: table.id, round: round.number, table: table.number,
                                                        names: table.seats.map(snapshot.state.displayName), reports: reports,
                                                        waiting: waiting))
            }
        }
        return queue
    }

    /// A table's reports waiting, one group for each thing reported: its game's round being
    /// played first, then its result; groups with no report left out. The organiser's accept and
    /// reject act on the first.
    static func reportGroups(_ db: Database, _ snapshot: TournamentSnapshot, table: TournamentTable) throws -> [[TableReport]] {
        [try pendingRoundReports(db, snapshot, table: table), try tableReports(db, table: table.id)].filter { !$0.isEmpty }
    }

    /// Accepts table `number`'s reports of the current round (its first group waiting: a round
    /// of its game before its result): the report of `seat` (0 first), or, without one, what
    /// they all agree on (refused when they disagree). Written as an entered result, or as
    /// `round add`'s round, is; returns it.
    @discardableResult
    public func acceptReport(tournament id: Tournament.ID, table number: Int, seat: Int? = nil) throws -> TableProposal {
        let (now, ids) = (self.now, self.ids)
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            let table = try Self.reportedTable(snapshot, number: number)
            let reports = try Self.reportGroups(db, snapshot, table: table).first ?? []
            let names = table.seats.map(snapshot.state.displayName)
            guard !reports.isEmpty else { throw ScorekeeperError.other("Table \(number) has no report to accept.") }
            let proposal: TableProposal
            if let seat {
                guard let report = reports.first(where: { $0.seat == seat }) else {
                    let who = names.indices.contains(seat) ? Sanitized.text(names[seat]) : "Seat \(seat + 1)"
                    throw ScorekeeperError.other("\(who) has sent no report for table \(number).")
                }
                proposal = report.proposal
            } else {
                guard let agreed = TableReportRule.agreement(reports) else {
                    throw ScorekeeperError.other("Table \(number)'s reports disagree: name the seat whose report stands.")
                }
                proposal = agreed
            }
            try Self.writeProposal(db, snapshot, table: table, proposal, now: now, ids: ids)
            return proposal
        }
    }

    /// Drops table `number`'s reports of its first group waiting (a round of its game before
    /// its result; only `seat`'s, 0 first, when given); returns how many.
    @discardableResult
    public func rejectReport(tournament id: Tournament.ID, table number: Int, seat: Int? = nil) throws -> Int {
        try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            let table = try Self.reportedTable(snapshot, number: number)
            let isRound = try Self.reportGroups(db, snapshot, table: table).first?.first?.proposal.gameRound != nil
            let reportTable = isRound ? "tournamentRoundReports" : "tournamentReports"
            if let seat {
                try db.execute(sql: #"DELETE FROM "\#(reportTable)" WHERE "tableID" = ? AND "seat" = ?"#, arguments: [table.id, seat])
            } else {
                try db.execute(sql: #"DELETE FROM "\#(reportTable)" WHERE "tableID" = ?"#, arguments: [table.id])
            }
            guard db.changesCount > 0 else { throw ScorekeeperError.other("Table \(number) has no report to reject.") }
            return db.changesCount
        }
    }

    /// Accepts, in one transaction, every table of the current round whose reports all agree
    /// (one seat's report alone included); tables whose reports disagree stay in the queue.
    /// Returns the tables' numbers.
    @discardableResult
    public func acceptAllAgreeingReports(tournament id: Tournament.ID) throws -> [Int] {
        let (now, ids) = (self.now, self.ids)
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            var accepted: [Int] = []
            for pending in try Self.reportQueue(db, snapshot).tables {
                guard let agreed = pending.agreed,
                      let table = try? Self.reportedTable(snapshot, number: pending.table) else { continue }
                try Self.writeProposal(db, snapshot, table: table, agreed, now: now, ids: ids)
                if accepted.last != pending.table { accepted.append(pending.table) }
            }
            return accepted
        }
    }

    /// Sets whether the tournament takes the first report from a table as its result.
    public func setAcceptFirstReport(tournament id: Tournament.ID, _ accepts: Bool) throws {
        try write { db in
            guard try Self.tournament(db, id: id) != nil else { throw ScorekeeperError.other("That tournament was deleted.") }
            try Self.ensureReportSettings(db, tournament: id)
            try db.execute(sql: #"UPDATE "tournamentReportSettings" SET "acceptFirstReport" = ? WHERE "tournamentID" = ?"#,
                           arguments: [accepts, id])
        }
    }

    /// Drops a table's reports: its result was written (which finishes its game, so its
    /// round reports go too).
    static func closeReports(_ db: Database, table: TournamentTable.ID) throws {
        try db.execute(sql: #"DELETE FROM "tournamentReports" WHERE "tableID" = ?"#, arguments: [table])
        try db.execute(sql: #"DELETE FROM "tournamentRoundReports" WHERE "tableID" = ?"#, arguments: [table])
    }

    /// Whether the tournament takes the first report as its table's result.
    static func acceptsFirstReport(_ db: Database, tournament id: Tournament.ID) throws -> Bool {
        try Bool.fetchOne(db, sql: #"SELECT "acceptFirstReport" FROM "tournamentReportSettings" WHERE "tournamentID" = ?"#,
                          arguments: [id]) ?? false
    }

    /// A table's reports, each seat's latest, in seat order.
    static func tableReports(_ db: Database, table: TournamentTable.ID) throws -> [TableReport] {
        try Row.fetchAll(db, sql: #"SELECT "seat", "outcome", "reportedAt" FROM "tournamentReports" WHERE "tableID" = ? ORDER BY "seat""#,
                         arguments: [table]).compactMap { row in
            guard let outcome = TableOutcome(storedText: row["outcome"]) else { return nil }
            return TableReport(seat: row["seat"], outcome: outcome, reportedAt: DatabaseTimestamp.date(row["reportedAt"]) ?? .distantPast)
        }
    }

    /// Table `number` of the round taking reports, while it has no result and its round is
    /// not in conflict.
    static func reportedTable(_ snapshot: TournamentSnapshot, number: Int) throws -> TournamentTable {
        let round = try roundTakingReports(snapshot)
        guard let table = round.tables.first(where: { $0.number == number }) else {
            throw ScorekeeperError.notInTournament("\(Sanitized.text(snapshot.tournament.name)) has no table \(number) in round \(round.number).",
                                                   tournament: snapshot.tournament.name)
        }
        try refuseInConflict(snapshot, round: round.number, doing: "report a result in it")
        if let outcome = table.outcome {
            throw ScorekeeperError.other("Table \(number) has its result already (\(outcome.text)): the organiser changes it.")
        }
        return table
    }

    /// A report's text read as `tournament result` reads a typed result, with its one-line refusal.
    private static func readReport(_ db: Database, _ snapshot: TournamentSnapshot, table: TournamentTable, text: String) throws -> TableOutcome {
        let rules = try table.gameID.flatMap { try Game.fetch(db, id: $0)?.rules } ?? snapshot.tournament.tableGameRules()
        let outcome: TableOutcome
        do {
            outcome = try TableOutcome.read(text, seats: table.seats.count, rules: rules,
                                            gameScore: snapshot.state.settings.points.isGameScore)
        } catch {
            throw ScorekeeperError.other(error.message(table: table.number))
        }
        let placed = outcome.placed(by: rules)
        if let refusal = snapshot.state.refusal(of: placed, at: table) { throw ScorekeeperError.other(refusal) }
        return placed
    }
}
