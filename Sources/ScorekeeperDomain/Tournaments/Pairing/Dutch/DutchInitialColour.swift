// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): trf2json.py (record 152) and
// chessjson.py, get_topcolor.

/// The colour drawn by lot for the top player of the first round (C.04.3 art. 5.2.5), as a
/// tournament record states it or, failing that, as its first round shows it.
public enum DutchInitialColour {
    /// Record 152 ("W" or "B") if the record has one; else the colour of the lowest-numbered
    /// player of a first-round game (games with two players before byes); nil for a record
    /// with neither.
    public static func of(_ record: TournamentRecord) -> TournamentColour? {
        if let line = record.otherLines.first(where: { $0.hasPrefix("152 ") }) {
            switch String(line.dropFirst(4).filter { $0 != " " }).uppercased() {
            case "W": return .white
            case "B": return .black
            default: break
            }
        }
        let firstRound = record.entrants.compactMap { entrant -> (Int, TournamentColour)? in
            guard let entry = entrant.rounds.first, let opponent = entry.opponent,
                  entry.colour == .white || entry.colour == .black else { return nil }
            // The game's lower pairing number, and whether that player had White.
            let lower = min(entrant.startingRank, opponent)
            let lowerHadWhite = (entrant.startingRank == lower) == (entry.colour == .white)
            return (lower, lowerHadWhite ? .white : .black)
        }
        return firstRound.min { $0.0 < $1.0 }?.1
    }
}
