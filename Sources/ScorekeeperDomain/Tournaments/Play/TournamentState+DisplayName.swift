import Foundation

// How an entry is named wherever entries are listed (tables, byes, standings, the watch, the
// command line's messages): its name, and, when another entrant shares the name, what tells the
// two apart. Two entrants of one name are two people only when their FIDE IDs differ (one person
// per seat, `TournamentEntry.mayBeOnePerson`), so the FIDE ID is what is shown.
extension TournamentState {
    /// "Ann", or "Ann (FIDE 1503014)" when another entrant is named Ann too ("Ann (number 3)"
    /// for one without a FIDE ID). Not sanitized: each surface makes text safe where it shows it.
    public func displayName(of entry: TournamentEntry) -> String {
        let key = PersonName.key(entry.name)
        guard entries.contains(where: { $0.id != entry.id && PersonName.key($0.name) == key }) else { return entry.name }
        return entry.name + Self.distinction(of: entry)
    }

    /// The shown name of the entry with `id`, or a placeholder for an id the state does not hold.
    public func displayName(_ id: TournamentEntry.ID) -> String {
        entry(id).map(displayName(of:)) ?? "someone unknown"
    }

    /// Every entry's shown name at once, for a surface listing them all (one pass, not one per row).
    public var displayNames: [TournamentEntry.ID: String] {
        var counts: [String: Int] = [:]
        for entry in entries { counts[PersonName.key(entry.name), default: 0] += 1 }
        return Dictionary(entries.map { entry in
            (entry.id, (counts[PersonName.key(entry.name)] ?? 0) > 1 ? entry.name + Self.distinction(of: entry) : entry.name)
        }, uniquingKeysWith: { first, _ in first })
    }

    /// " (FIDE 1503014)", or " (number 3)" without a FIDE ID.
    static func distinction(of entry: TournamentEntry) -> String {
        entry.fideID.map { " (FIDE \($0))" } ?? " (number \(entry.pairingNumber))"
    }
}
