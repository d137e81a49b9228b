/// A tournament's settings in one line, as the interface asks about them before making one and
/// the command line confirms them after `tournament add` and `tournament set`.
extension TournamentSettings {
    /// "Swiss, 5 rounds, points 1,0.5,0, tie-breaks BH/C1, BH, DE" or "tables of 4, lowest wins,
    /// 1 round, points 3,2,1,0, tie-breaks BH".
    public var summary: String {
        var parts = [format == .tables ? "tables of \(tableSize)" : format.displayName]
        if format == .tables { parts.append(tableGamesLowestWins ? "lowest wins" : "highest wins") }
        if format == .swiss || format == .tables {
            parts.append(plannedRounds.map { $0 == 1 ? "1 round" : "\($0) rounds" } ?? "no set number of rounds")
        }
        if format == .roundRobin, cycles > 1 { parts.append("played \(cycles) times") }
        if format == .knockout { parts.append(thirdPlaceMatch ? "a match for third place" : "no match for third place") }
        if format == .doubleKnockout { parts.append(grandFinalReset ? "a second final if needed" : "one final") }
        if !format.eliminates { parts.append("points \(points.displayText)") }
        if !tieBreaks.isEmpty { parts.append("tie-breaks " + tieBreaks.map(\.code).joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }
}
