import Foundation
import GRDB

// How a tournament, its entries, tables and byes are read from the file.
extension Tournament {
    static let selection = #"SELECT "id", "name", "format", "tableSize", "plannedRounds", "points", "tieBreaks", "cycles", "thirdPlaceMatch", "grandFinalReset", "gameRules", "sheet", "createdAt" FROM "tournaments""#

    init(row: Row) throws {
        guard let format = TournamentFormat(rawValue: row["format"]) else {
            throw ScorekeeperError.database("A tournament's format '\(Sanitized.text(row["format"] as String))' is not one this version knows.")
        }
        let settings = TournamentSettings(
            format: format, tableSize: row["tableSize"], plannedRounds: row["plannedRounds"],
            points: TournamentPoints(text: row["points"]) ?? .standard(for: format),
            tieBreaks: TournamentSettings.tieBreaks(text: row["tieBreaks"]) ?? TournamentSettings.defaultTieBreaks(for: format),
            cycles: row["cycles"], thirdPlaceMatch: row["thirdPlaceMatch"], grandFinalReset: row["grandFinalReset"])
        let rules: String? = row["gameRules"]
        self.init(id: try row.decode(forColumn: "id"), name: row["name"], settings: settings,
                  gameRules: try rules.map { try GameRules.parse($0) }, sheet: row["sheet"],
                  createdAt: try DatabaseTimestamp.decode(row, "createdAt"))
    }
}

extension TableOutcome {
    /// As the file stores an outcome entered directly: "places:1,2" or "forfeit:+,-".
    package var storedText: String {
        switch self {
        case let .places(places): "places:" + places.map(String.init).joined(separator: ",")
        case let .forfeit(winners): "forfeit:" + winners.map { $0 ? "+" : "-" }.joined(separator: ",")
        }
    }

    package init?(storedText text: String) {
        if text.hasPrefix("places:") {
            let places = text.dropFirst(7).split(separator: ",").compactMap { Int($0) }
            guard !places.isEmpty else { return nil }
            self = .places(places)
        } else if text.hasPrefix("forfeit:") {
            self = .forfeit(winners: text.dropFirst(8).split(separator: ",").map { $0 == "+" })
        } else {
            return nil
        }
    }
}
