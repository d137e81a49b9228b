import Foundation

/// A table of the current round that has reports and no result: one line of the organiser's
/// queue ("Table 4: Ann says 1-0, Bo says 0-1"; "Table 4, round 3: Ann says 12 9 7 4").
public struct PendingTableReports: Sendable, Hashable, Identifiable {
    public var id: TournamentTable.ID
    public var round: Int
    /// The table's number.
    public var table: Int
    /// Everyone at the table in seat order, as every surface names them; not sanitized.
    public var names: [String]
    /// Each reporting seat's latest report, in seat order.
    public var reports: [TableReport]
    /// Why the table waits (`TableReportRule`).
    public var waiting: TableReportRule.Waiting

    public init(id: TournamentTable.ID, round: Int, table: Int, names: [String], reports: [TableReport],
                waiting: TableReportRule.Waiting) {
        self.id = id
        self.round = round
        self.table = table
        self.names = names
        self.reports = reports
        self.waiting = waiting
    }

    /// What every report gives, when they agree: what accepting without naming a seat takes.
    public var agreed: TableProposal? { TableReportRule.agreement(reports) }

    /// The round of the table's game the reports are of; nil for reports of its result.
    public var gameRound: Int? { reports.first?.proposal.gameRound }

    /// The name of a seat (0 first).
    public func name(ofSeat seat: Int) -> String {
        names.indices.contains(seat) ? names[seat] : "seat \(seat + 1)"
    }

    /// "Ann says 1-0, Bo says 0-1" ("Ann says 12 9 7 4" of a round), names sanitized: what each
    /// seat reported.
    public var sayings: String {
        reports.map { report in
            let said = switch report.proposal {
            case .result(let outcome): outcome.text
            case .round(let scores): scores.text
            }
            return "\(Sanitized.text(name(ofSeat: report.seat))) says \(said)"
        }.joined(separator: ", ")
    }

    /// "Table 4: Ann says 1-0, Bo says 0-1"; "Table 4, round 3: Ann says 12 9 7 4".
    public var summary: String { "Table \(table)" + (gameRound.map { ", round \($0)" } ?? "") + ": \(sayings)" }

    /// "they disagree", "waiting for 1 more seat": why the table is in the queue, in words.
    public var waitingText: String {
        switch waiting {
        case .disagreement: "they disagree"
        case .moreReports(let count): "waiting for \(count) more seat\(count == 1 ? "" : "s")"
        case .noReport: "no report"
        }
    }
}

/// The organiser's queue of a tournament: the tables waiting, the setting that takes the first
/// report as it comes, and the wrong PINs typed since the codes were issued.
public struct ReportQueue: Sendable, Hashable {
    public var tables: [PendingTableReports]
    public var acceptsFirstReport: Bool
    public var failedPINs: Int
    /// At a tables tournament, the round of each table's game that its seats may report next
    /// (the game played, the round holding no score yet).
    public var roundsTakingReports: [TournamentTable.ID: Int] = [:]

    public init(tables: [PendingTableReports] = [], acceptsFirstReport: Bool = false, failedPINs: Int = 0) {
        self.tables = tables
        self.acceptsFirstReport = acceptsFirstReport
        self.failedPINs = failedPINs
    }
}
