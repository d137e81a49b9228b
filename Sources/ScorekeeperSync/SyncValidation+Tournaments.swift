import Foundation
import ScorekeeperStore

// The checks of a peer's tournament rows, before any of it is applied: the same rules as the
// file's own CHECKs and as local input (names by `NameValidation`, settings that read back, the
// numbers in the ranges the store writes), so a row a peer sends is one this copy could have made.
extension SyncValidation {
    /// The furthest round (and table number) a peer may send: far past any real tournament, short
    /// of numbers that only a broken copy writes.
    static let maximumTournamentRound = 10_000

    static func check(_ rows: SyncTournamentChanges) throws {
        for tournament in rows.tournaments {
            try registers(tournament)
            guard TournamentFormat(rawValue: tournament.format) != nil else {
                throw invalid("a tournament of unknown format (\(shown(tournament.format)))")
            }
            guard (2...5).contains(tournament.tableSize), (1...4).contains(tournament.cycles) else {
                throw invalid("a tournament of \(tournament.tableSize) per table and \(tournament.cycles) cycles")
            }
            guard let points = TournamentPoints(text: tournament.points), TournamentSettings.tieBreaks(text: tournament.tieBreaks) != nil else {
                throw invalid("a tournament whose points or tie-breaks do not read")
            }
            guard !points.isGameScore || tournament.format == TournamentFormat.tables.rawValue else {
                throw invalid("a tournament of \(shown(tournament.format)) counting the game's score")
            }
            if let rules = tournament.gameRules {
                try text(rules, "a tournament's rules")
                guard (try? GameRules.parse(rules)) != nil else { throw invalid("a tournament's rules that do not read") }
            }
            if let sheet = tournament.sheet {
                guard sheet.utf8.count <= SheetFile.largestBytes, (try? SheetFile.read(sheet, file: "sheet")) != nil else {
                    throw invalid("a tournament whose score sheet does not read")
                }
            }
        }
        for entry in rows.entries {
            try registers(entry)
            try name(entry.name, "Name")
            guard (entry.fideID ?? 1) >= 1, (entry.fideID ?? 1) <= 99_999_999_999, (entry.rating ?? 0) >= 0, (entry.rating ?? 0) <= 9999, (entry.startingRank ?? 1) >= 1,
                  (entry.startingRank ?? 1) <= maximumTournamentRound, (1...maximumTournamentRound).contains(entry.firstRound),
                  (0...2).contains(entry.lateHalfPoints) else {
                throw invalid("an entry with a rating, rank or first round out of range")
            }
        }
        for table in rows.tables {
            try registers(table)
            try pairingID(table.pairing)
            guard (1...maximumTournamentRound).contains(table.round), (1...maximumTournamentRound).contains(table.number) else {
                throw invalid("table \(table.number) of round \(table.round)")
            }
        }
        for seat in rows.seats {
            try registers(seat)
            guard (0...4).contains(seat.seat) else { throw invalid("seat \(seat.seat) of a table") }
        }
        for bye in rows.byes {
            try registers(bye)
            try pairingID(bye.pairing)
            guard (1...maximumTournamentRound).contains(bye.round), ["U", "H", "F", "Z"].contains(bye.result) else {
                throw invalid("a bye in round \(bye.round) scored '\(shown(bye.result))'")
            }
        }
        for choice in rows.choices {
            try registers(choice)
            try pairingID(choice.pairing)
            guard (1...maximumTournamentRound).contains(choice.round) else { throw invalid("a choice of round \(choice.round)") }
        }
        for tombstone in rows.tombstones { try check(tombstone) }
    }

    /// A pairing's id: an id, or the stamp that stood for one in rows made before pairings had ids.
    static func pairingID(_ value: String) throws {
        if (try? id(value)) != nil { return }
        try stamp(value)
    }

    /// A tombstone names its row as the file keys it: an id, or a bye's "entry:round".
    static func check(_ tombstone: SyncTournamentTombstone) throws {
        try stamp(tombstone.deletedAt)
        switch tombstone.kind {
        case "tournament", "entry", "table": try id(tombstone.id)
        case "bye":
            let parts = tombstone.id.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let round = Int(parts[1]), String(round) == parts[1],
                  (1...maximumTournamentRound).contains(round) else {
                throw invalid("a bye's deletion that names no bye (\(shown(tombstone.id)))")
            }
            try id(String(parts[0]))
        default: throw invalid("a tournament's deletion of unknown kind")
        }
    }

    /// An outcome entered directly, as the file stores it: "places:1,2" (each place 1 to 5) or
    /// "forfeit:+,-", for two to five seats; or "scores:26,0,-13,39;places:3,1,2,4", each score any
    /// a game holds (`ScoreText`) written as this copy writes it, as many places as scores.
    static func tableOutcome(_ outcome: String?) throws {
        guard let outcome else { return }
        let parts: [Substring]
        let valid: (Substring) -> Bool
        if outcome.hasPrefix("scores:") {
            let halves = outcome.dropFirst(7).split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            guard halves.count == 2, halves[1].hasPrefix("places:") else {
                throw invalid("a table outcome that does not read (\(shown(outcome)))")
            }
            let scores = halves[0].split(separator: ",", omittingEmptySubsequences: false)
            // Any score a game holds (`ScoreText`), written as this copy writes it; one past 64
            // bits is refused naming the limit.
            if let unread = scores.first(where: { text in ScoreText.read(text).map { String($0) != text } ?? true }) {
                let number = !unread.isEmpty && unread.drop(while: { $0 == "-" }).allSatisfy { $0.isASCII && $0.isNumber }
                throw SyncWireError("The other side sent a table outcome whose score \(shown(String(unread))) does not read; nothing was applied."
                                    + (number ? " " + ScoreText.limit : ""))
            }
            try tableOutcome("places:" + halves[1].dropFirst(7))
            guard scores.count == halves[1].dropFirst(7).split(separator: ",", omittingEmptySubsequences: false).count else {
                throw invalid("a table outcome that does not read (\(shown(outcome)))")
            }
            return
        } else if outcome.hasPrefix("places:") {
            parts = outcome.dropFirst(7).split(separator: ",", omittingEmptySubsequences: false)
            valid = { text in Int(text).map { place in (1...5).contains(place) && String(place) == text } ?? false }
        } else if outcome.hasPrefix("forfeit:") {
            parts = outcome.dropFirst(8).split(separator: ",", omittingEmptySubsequences: false)
            valid = { $0 == "+" || $0 == "-" }
        } else {
            throw invalid("a table outcome that does not read (\(shown(outcome)))")
        }
        guard (2...5).contains(parts.count), parts.allSatisfy(valid) else {
            throw invalid("a table outcome that does not read (\(shown(outcome)))")
        }
    }
}
