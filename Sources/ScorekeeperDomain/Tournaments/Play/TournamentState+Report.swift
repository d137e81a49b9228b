import Foundation

extension TournamentState {
    /// The TRF-16 report of a two-per-table tournament, as `tournament export --trf` writes it:
    /// `record` with what a report states beyond the pairings. Each entrant's rank (columns 86-89)
    /// is the one `standings` gives, so the report and `tournament show` cannot disagree; the
    /// rounds (XXR) are the planned ones, else those paired; the start and end dates (042, 052)
    /// and each round's date (132) are the days its rounds were paired, in `timeZone`.
    ///
    /// `record` itself stays as the engine and the tie-breaks read it: a round count there is
    /// the tournament's last round to the pairing rules, which a report's XXR must not become.
    public func report(roundsPairedAt: [Int: Date], timeZone: TimeZone = .current) -> TournamentRecord {
        var report = record
        let ranks = Dictionary(standings.map { ($0.entryID, $0.rank) }, uniquingKeysWith: { first, _ in first })
        for (position, entry) in entries.enumerated() where position < report.entrants.count {
            report.entrants[position].statedRank = ranks[entry.id]
        }
        if report.plannedRounds == nil, currentRound > 0 { report.plannedRounds = currentRound }
        let roundCount = report.entrants.map(\.rounds.count).max() ?? 0
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        func day(_ date: Date, year digits: Int) -> String {
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let year = parts.year ?? 0
            let yearText = digits == 4 ? String(year) : Self.twoDigits(year % 100)
            return "\(yearText)/\(Self.twoDigits(parts.month ?? 0))/\(Self.twoDigits(parts.day ?? 0))"
        }
        let dated = roundsPairedAt.filter { $0.key >= 1 && $0.key <= roundCount }
        if let first = dated.min(by: { $0.key < $1.key }), let last = dated.max(by: { $0.key < $1.key }) {
            report.startDate = day(first.value, year: 4)
            report.endDate = day(last.value, year: 4)
        }
        report.roundDates = roundCount == 0 ? [] : (1...roundCount).map { number in
            roundsPairedAt[number].map { day($0, year: 2) }
        }
        return report
    }

    private static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
}
