import Foundation

/// A table of the current round that has reports and no result: one line of the organiser's
/// queue ("Table 4: Ann says 1-0, Bo says 0-1").
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

    /// The result every report gives, when they agree: what accepting without naming a seat takes.
    public var agreed: TableOutcome? { TableReportRule.agreement(reports) }

    /// The name of a seat (0 first).
    public func name(ofSeat seat: Int) -> String {
        names.indices.contains(seat) ? names[seat] : "seat \(seat + 1)"
    }

    /// "Ann says 1-0, Bo says 0-1", names sanitized: what each seat reported.
    public var sayings: String {
        reports.map { "\(Sanitized.text(name(ofSeat: $0.seat))) says \($0.outcome.text)" }.joined(separator: ", ")
    }

    /// "Table 4: Ann says 1-0, Bo says 0-1".
    public var summary: String { "Table \(table): \(sayings)" }

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

    public init(tables: [PendingTableReports] = [], acceptsFirstReport: Bool = false, failedPINs: Int = 0) {
        self.tables = tables
        self.acceptsFirstReport = acceptsFirstReport
        self.failedPINs = failedPINs
    }
}
