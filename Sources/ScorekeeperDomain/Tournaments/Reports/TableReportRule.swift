/// When the reports from a table's seats settle what they propose (its result, or a round of its
/// game's scores: the same rule for both). Stated once: the store asks it when a report arrives,
/// and the queue's surfaces ask it why a table waits.
///
/// At a table of two the proposal stands when both seats reported it. At a table of 3 to 5 it
/// stands when at least two seats reported and every report says the same. A tournament set to
/// accept the first report takes the one just made. Anything else waits for the organiser.
public enum TableReportRule {
    /// What a table's reports come to.
    public enum Decision: Sendable, Hashable {
        /// The proposal stands: it is written as any entered result (or `round add`'s round) is.
        case commit(TableProposal)
        /// The table waits in the organiser's queue, for this reason.
        case wait(Waiting)
    }

    /// Why a table's reports do not settle it yet.
    public enum Waiting: Sendable, Hashable {
        /// Every report agrees, but this many more seats must report.
        case moreReports(Int)
        /// Two reports say different things: the organiser decides.
        case disagreement
        /// Nobody reported.
        case noReport
    }

    /// How many seats must report the same result at a table of `seats` for it to stand: both
    /// seats at a table of two, any two at a table of 3 to 5.
    public static func reportsNeeded(seats: Int) -> Int {
        seats <= 2 ? seats : 2
    }

    /// What `reports` (a seat's latest each, in the order they were made) come to at a table of
    /// `seats`; `acceptFirst` is the tournament's setting to take the first report as it comes.
    public static func decision(seats: Int, reports: [TableReport], acceptFirst: Bool) -> Decision {
        guard let latest = reports.max(by: { $0.reportedAt < $1.reportedAt }) else { return .wait(.noReport) }
        guard let agreed = agreement(reports) else { return .wait(.disagreement) }
        if acceptFirst { return .commit(latest.proposal) }
        let needed = reportsNeeded(seats: seats)
        let seatsReporting = Set(reports.map(\.seat)).count
        return seatsReporting >= needed ? .commit(agreed) : .wait(.moreReports(needed - seatsReporting))
    }

    /// The proposal every report gives, when they all give the same; nil when two differ or there
    /// is none. The organiser's "accept" and "accept all" take it without naming a seat.
    public static func agreement(_ reports: [TableReport]) -> TableProposal? {
        guard let first = reports.first?.proposal else { return nil }
        return reports.allSatisfy { $0.proposal == first } ? first : nil
    }
}
