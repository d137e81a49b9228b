import ArgumentParser
import Foundation
import ScorekeeperStore

extension TournamentCommand {
    /// `tournament codes T [--renew] [--json]`.
    struct Codes: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "codes", abstract: "List each seat's report code for the round being played.",
            discussion: """
                Each seat gets a six-digit PIN and a link (/report/TOKEN on the tournament's page) to \
                report its table's result from a phone. Codes are issued when first listed, kept in \
                this file only (never synced), and expire when the round is paired again or taken \
                back, or the tournament ends. --renew issues new ones: the old stop working.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Flag(help: "Issue every code anew; the old ones stop working.") var renew = false
        @Flag(help: "Print a JSON array of {round, table, seat, name, pin, path}.") var json = false

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            let codes = try db.reportCodes(tournament: target.id, renew: renew)
            if json {
                try TableOutput.printJSON(codes.map(ReportCodeJSON.init))
                return
            }
            TableOutput.print(header: ["TABLE", "SEAT", "NAME", "PIN", "LINK"], rows: codes.map { code in
                [String(code.seat.table), String(code.seat.seat + 1), Sanitized.text(code.seat.name), code.pin, code.path]
            }, rightAligned: [0, 1])
        }
    }

    /// `tournament reports T [accept TABLE [--seat N] | accept --all | reject TABLE [--seat N] | send PIN RESULT] [--json]`.
    struct Reports: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reports", abstract: "The results reported from the tables, waiting for the organiser.",
            discussion: """
                A seat's report is a proposal: at a table of two it stands when both seats agree; at \
                tables of 3 to 5 when at least two seats reported and every report agrees (or at \
                once, with `tournament set T --accept-first-report on`). The rest wait here. \
                `accept TABLE` takes the table's agreeing reports (--seat N: that seat's report), \
                `accept --all` every table whose reports agree, `reject TABLE` drops the table's \
                reports (--seat N: that seat's). `send PIN RESULT` reports as the seat whose PIN it \
                is, in the notation of `tournament result`. A result entered by hand closes the \
                table's reports.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Argument(help: ArgumentHelp("accept, reject or send; nothing lists the queue.", valueName: "action"),
                  completion: .list(["accept", "reject", "send"]))
        var action: String?
        @Argument(parsing: .allUnrecognized, help: ArgumentHelp("accept and reject: the table; send: the PIN, then the result.",
                                                                 valueName: "table"))
        var rest: [String] = []
        @Option(parsing: .unconditional, help: ArgumentHelp("The seat (1 first) whose report to accept or reject.", valueName: "n"))
        var seat: Int?
        @Flag(help: "With accept: every table whose reports agree.") var all = false
        @Flag(help: "Print the queue as JSON.") var json = false

        func run() throws {
            guard let action else {
                let db = try database.openForReading()
                let target = try db.resolveTournament(tournament)
                return try printQueue(try db.reportQueue(tournament: target.id), name: target.name)
            }
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            let name = Sanitized.text(target.name)
            switch action.lowercased() {
            case "accept" where all:
                guard rest.isEmpty, seat == nil else { throw ValidationError("accept --all names no table and no seat.") }
                let tables = try db.acceptAllAgreeingReports(tournament: target.id)
                print(tables.isEmpty ? "No table of \(name) has reports that agree."
                      : "Accepted the reports of table\(tables.count == 1 ? "" : "s") \(tables.map(String.init).joined(separator: ", ")).")
            case "accept":
                let table = try tableNumber()
                let outcome = try db.acceptReport(tournament: target.id, table: table, seat: try seatIndex())
                print("Table \(table): \(outcome.text), accepted.")
            case "reject":
                guard !all else { throw ValidationError("--all is for accept: reject names a table.") }
                let table = try tableNumber()
                let dropped = try db.rejectReport(tournament: target.id, table: table, seat: try seatIndex())
                print("Rejected \(dropped) report\(dropped == 1 ? "" : "s") of table \(table).")
            case "send":
                guard rest.count >= 2, seat == nil, !all else { throw ValidationError("send takes a PIN and a result: send 123456 1-0.") }
                guard let reporter = try db.reportSeat(pin: rest[0], tournament: target.id) else {
                    throw ScorekeeperError.other("No seat of \(name)'s round being played has the PIN '\(Sanitized.text(rest[0]))'.")
                }
                let text = rest.dropFirst().joined(separator: " ")
                switch try db.submitReport(seat: reporter, result: text) {
                case .committed(let outcome):
                    print("Table \(reporter.table): \(outcome.text), the result now.")
                case .waiting:
                    let pending = try db.pendingReports(tournament: target.id).first { $0.table == reporter.table }
                    print("Table \(reporter.table): \(Sanitized.text(reporter.name))'s report is kept; \(pending?.waitingText ?? "it waits").")
                }
            default:
                throw ValidationError("'\(Sanitized.text(action))' is no action of reports: accept, reject or send.")
            }
        }

        /// The table named after accept or reject.
        private func tableNumber() throws -> Int {
            guard rest.count == 1, let table = Int(rest[0]), table >= 1 else {
                throw ValidationError("\(action ?? "") takes one table number, e.g. \(action ?? "accept") 4.")
            }
            return table
        }

        /// --seat as the store counts seats (0 first).
        private func seatIndex() throws -> Int? {
            guard let seat else { return nil }
            guard (1...5).contains(seat) else { throw ValidationError("--seat is 1 to 5, not \(seat).") }
            return seat - 1
        }

        private func printQueue(_ queue: ReportQueue, name: String) throws {
            if json {
                try TableOutput.printJSON(ReportQueueJSON(queue))
                return
            }
            if queue.tables.isEmpty { print("No reports wait for \(Sanitized.text(name)).") }
            for table in queue.tables { print("\(table.summary) (\(table.waitingText))") }
            if queue.acceptsFirstReport { print("The first report from a table is accepted as it comes.") }
            if queue.failedPINs > 0 { print("Wrong PINs typed since the codes were issued: \(queue.failedPINs).") }
        }
    }
}

/// `tournament codes --json`: one seat's code.
struct ReportCodeJSON: Encodable {
    var round: Int
    var table: Int
    /// 1 first.
    var seat: Int
    var name: String
    var pin: String
    var path: String

    init(_ code: ReportCode) {
        round = code.seat.round
        table = code.seat.table
        seat = code.seat.seat + 1
        name = code.seat.name
        pin = code.pin
        path = code.path
    }
}

/// `tournament reports --json`: the organiser's queue.
struct ReportQueueJSON: Encodable {
    struct Table: Encodable {
        struct Report: Encodable {
            /// 1 first.
            var seat: Int
            var name: String
            /// The result reported; for a round of the table game, "round 3: 12 9 7 4".
            var result: String
            /// A round's entries, seat by seat ("" for a seat left out); null for a result.
            var scores: [String]?
            var reportedAt: String

            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(seat, forKey: .seat)
                try container.encode(name, forKey: .name)
                try container.encode(result, forKey: .result)
                try container.encode(scores, forKey: .scores)
                try container.encode(reportedAt, forKey: .reportedAt)
            }

            enum CodingKeys: String, CodingKey { case seat, name, result, scores, reportedAt }
        }
        var round: Int
        var table: Int
        /// The round of the table game the reports are of; null for reports of the result.
        var gameRound: Int?
        var names: [String]
        var reports: [Report]
        /// "disagreement" or "more reports".
        var waiting: String
        /// The result every report gives, or null when they disagree.
        var agreed: String?

        init(_ pending: PendingTableReports) {
            round = pending.round
            table = pending.table
            gameRound = pending.gameRound
            names = pending.names
            reports = pending.reports.map { report in
                let scores: [String]? = if case .round(let scores) = report.proposal { scores.entries } else { nil }
                return Report(seat: report.seat + 1, name: pending.name(ofSeat: report.seat), result: report.proposal.text,
                              scores: scores, reportedAt: ChangeClock.iso8601(report.reportedAt))
            }
            waiting = pending.waiting == .disagreement ? "disagreement" : "more reports"
            agreed = pending.agreed?.text
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(round, forKey: .round)
            try container.encode(table, forKey: .table)
            try container.encode(gameRound, forKey: .gameRound)
            try container.encode(names, forKey: .names)
            try container.encode(reports, forKey: .reports)
            try container.encode(waiting, forKey: .waiting)
            try container.encode(agreed, forKey: .agreed)
        }

        enum CodingKeys: String, CodingKey { case round, table, gameRound, names, reports, waiting, agreed }
    }
    var tables: [Table]
    var acceptsFirstReport: Bool
    var failedPINs: Int

    init(_ queue: ReportQueue) {
        tables = queue.tables.map(Table.init)
        acceptsFirstReport = queue.acceptsFirstReport
        failedPINs = queue.failedPINs
    }
}
