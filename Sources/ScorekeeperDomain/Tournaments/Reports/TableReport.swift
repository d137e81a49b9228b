import Foundation

/// One seat's proposal of its table's result, sent from the table (a phone that opened the
/// seat's report code): it changes nothing until `TableReportRule` or the organiser settles it.
public struct TableReport: Sendable, Hashable {
    /// The seat that reported, 0 first (seat order: for two, white, who starts).
    public var seat: Int
    /// The result it proposes, placed by the table game's rules as a typed result is.
    public var outcome: TableOutcome
    /// When it was made (the file's clock): a seat's second report replaces its first.
    public var reportedAt: Date

    public init(seat: Int, outcome: TableOutcome, reportedAt: Date) {
        self.seat = seat
        self.outcome = outcome
        self.reportedAt = reportedAt
    }
}
