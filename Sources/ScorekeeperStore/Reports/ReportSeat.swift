import Foundation

/// A seat of a tournament's current round that a report code opens: whom it is for and which
/// table it reports. What a web page holds between finding the code and sending a report.
public struct ReportSeat: Sendable, Hashable {
    public var tournamentID: Tournament.ID
    public var tournamentName: String
    public var round: Int
    /// The table's number, 1 for the top table.
    public var table: Int
    public var tableID: TournamentTable.ID
    /// The seat, 0 first (seat order: for two, white, who starts).
    public var seat: Int
    public var entryID: TournamentEntry.ID
    /// The seat's entrant as every surface names them (`TournamentState.displayName`); not sanitized.
    public var name: String
    /// Everyone at the table in seat order, named the same way.
    public var tableNames: [String]

    public init(tournamentID: Tournament.ID, tournamentName: String, round: Int, table: Int, tableID: TournamentTable.ID,
                seat: Int, entryID: TournamentEntry.ID, name: String, tableNames: [String]) {
        self.tournamentID = tournamentID
        self.tournamentName = tournamentName
        self.round = round
        self.table = table
        self.tableID = tableID
        self.seat = seat
        self.entryID = entryID
        self.name = name
        self.tableNames = tableNames
    }
}

/// One seat's report code as the organiser hands it out: the seat, its PIN and its link's path.
public struct ReportCode: Sendable, Hashable {
    public var seat: ReportSeat
    /// Six digits.
    public var pin: String
    /// The token the link carries (128 random bits, 32 hexadecimal digits).
    public var token: String

    public init(seat: ReportSeat, pin: String, token: String) {
        self.seat = seat
        self.pin = pin
        self.token = token
    }

    /// The link's path on the tournament's page: "/report/TOKEN".
    public var path: String { "/report/" + token }
}

/// What became of a report: the table's result was written, or it waits (for the other seats,
/// or for the organiser).
public enum ReportSubmission: Sendable, Hashable {
    /// The reports agreed (or the tournament accepts the first): the result is written, as
    /// an entered result is, or the round, as `round add` writes it.
    case committed(TableProposal)
    /// Kept in the organiser's queue, for this reason.
    case waiting(TableReportRule.Waiting)
}

/// What a report link's token opens (`AppDatabase.reportCodeLookup(token:)`).
public enum ReportCodeLookup: Sendable, Hashable {
    /// A seat of the round being played.
    case open(ReportSeat)
    /// A seat of a round no longer taking reports; `reason` says why, in a sentence.
    case expired(ReportSeat, reason: String)
    /// No code has this token (never issued, or its round was paired again or taken back).
    case unknown
}
