/// What a tournament was set up to be: chosen when it is made, the same on every copy.
public struct TournamentSettings: Sendable, Hashable {
    public var format: TournamentFormat
    /// People per table: 2 for every format but `tables` (3 to 5).
    public var tableSize: Int
    /// The rounds to play; nil: the format's own count (a round robin's, a bracket's; a Swiss
    /// or tables event then has no end until the organiser stops pairing).
    public var plannedRounds: Int?
    public var points: TournamentPoints
    /// The tie-breaks after points, in order.
    public var tieBreaks: [TieBreak]
    /// A round robin played this many times (2: double round robin, colours reversed).
    public var cycles: Int
    /// A knockout's match for third place.
    public var thirdPlaceMatch: Bool
    /// A double knockout's second final when the losers' bracket winner takes the first.
    public var grandFinalReset: Bool
    /// Whether the table games' rules say lowest wins: the tournament's rules line, which
    /// `Tournament` copies here so the standings can read it (see `fewerPointsRankFirst`).
    public var tableGamesLowestWins: Bool = false

    /// The most rounds a tournament plays (its planned rounds, a late entry's first round).
    public static let roundLimit = 99

    public init(format: TournamentFormat, tableSize: Int? = nil, plannedRounds: Int? = nil,
                points: TournamentPoints? = nil, tieBreaks: [TieBreak]? = nil, cycles: Int = 1,
                thirdPlaceMatch: Bool = false, grandFinalReset: Bool = false) {
        self.format = format
        self.tableSize = tableSize ?? (format == .tables ? 4 : 2)
        self.plannedRounds = plannedRounds
        self.points = points ?? .standard(for: format, tableSize: self.tableSize)
        self.tieBreaks = tieBreaks ?? Self.defaultTieBreaks(for: format)
        self.cycles = cycles
        self.thirdPlaceMatch = thirdPlaceMatch
        self.grandFinalReset = grandFinalReset
    }

    /// FIDE's usual for a Swiss (C.07 §13: Buchholz cut-1, Buchholz, direct encounter); for a
    /// round robin, direct encounter, then Sonneborn-Berger; for tables, opponents' points.
    public static func defaultTieBreaks(for format: TournamentFormat) -> [TieBreak] {
        switch format {
        case .swiss: [.buchholz(cutLowest: 1), .buchholz(), .directEncounter]
        case .roundRobin: [.directEncounter, .sonnebornBerger(), .wins]
        case .knockout, .doubleKnockout: []
        case .tables: [.buchholz()]
        }
    }

    /// The tie-breaks as codes, "BH/C1,BH,DE": the form `tieBreaks(text:)` reads.
    public var tieBreakText: String { tieBreaks.map(\.code).joined(separator: ",") }

    /// Reads "BH:C1,SB,DE" or "BH/C1,SB,DE" (FIDE's codes, either separator). Nil when one is unknown.
    public static func tieBreaks(text: String) -> [TieBreak]? {
        let codes = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var result: [TieBreak] = []
        for code in codes where !code.isEmpty {
            guard let tieBreak = TieBreak(code: code.uppercased().replacingOccurrences(of: ":", with: "/")) else { return nil }
            result.append(tieBreak)
        }
        return result
    }
}
