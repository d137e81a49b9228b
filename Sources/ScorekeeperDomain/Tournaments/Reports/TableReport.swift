import Foundation

/// One seat's proposal for its table, sent from the table (a phone that opened the seat's report
/// code): its result, or one round's scores of its table game. It changes nothing until
/// `TableReportRule` or the organiser settles it.
public struct TableReport: Sendable, Hashable {
    /// The seat that reported, 0 first (seat order: for two, white, who starts).
    public var seat: Int
    /// What it proposes: the table's result, or a round of its game.
    public var proposal: TableProposal
    /// When it was made (the file's clock): a seat's second report replaces its first.
    public var reportedAt: Date

    public init(seat: Int, proposal: TableProposal, reportedAt: Date) {
        self.seat = seat
        self.proposal = proposal
        self.reportedAt = reportedAt
    }

    /// A report of the table's result.
    public init(seat: Int, outcome: TableOutcome, reportedAt: Date) {
        self.init(seat: seat, proposal: .result(outcome), reportedAt: reportedAt)
    }

    /// The result it proposes; nil for a round's scores.
    public var outcome: TableOutcome? {
        if case .result(let outcome) = proposal { outcome } else { nil }
    }
}

/// What a seat may propose for its table. Reports agree only when their proposals are equal, so
/// a table's result and a round of its game are never weighed against each other.
public enum TableProposal: Sendable, Hashable {
    /// The table's result, placed by the table game's rules as a typed result is.
    case result(TableOutcome)
    /// One round of the table's game, as `round add` would write it.
    case round(RoundScores)

    /// "1-0"; "round 3: 12 9 7 4".
    public var text: String {
        switch self {
        case .result(let outcome): outcome.text
        case .round(let scores): "round \(scores.round): \(scores.text)"
        }
    }

    /// The round of the table game it is for; nil for a result.
    public var gameRound: Int? {
        if case .round(let scores) = self { scores.round } else { nil }
    }
}

/// One round of a table game's scores as a seat reported it: the game's round, and each seat's
/// entry in seat order as the game reads it (a plain game's points, a sheet game's entry), ""
/// for a seat left out, as `round add` leaves out a player not given.
public struct RoundScores: Sendable, Hashable {
    /// The game's round the scores are for (the round it was on when the form was shown).
    public var round: Int
    /// One entry per seat, seat 0 first; "" for none.
    public var entries: [String]

    public init(round: Int, entries: [String]) {
        self.round = round
        self.entries = entries
    }

    /// "12 9 7 4", a seat left out as "–".
    public var text: String {
        entries.map { $0.isEmpty ? "–" : $0 }.joined(separator: " ")
    }
}
