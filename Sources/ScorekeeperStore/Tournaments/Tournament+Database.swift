import Foundation
import GRDB

// How a tournament, its entries, tables and byes are read from the file.
extension Tournament {
    static let selection = #"SELECT "id", "name", "format", "tableSize", "plannedRounds", "points", "tieBreaks", "cycles", "thirdPlaceMatch", "grandFinalReset", "gameRules", "sheet", "kind", "createdAt", "roundTime", "roundClockRound", "roundClockElapsed", "roundClockRunningSince" FROM "tournaments""#

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
                  // Made before tournaments had a kind: its name, as its table games took.
                  kind: row["kind"] ?? row["name"],
                  createdAt: try DatabaseTimestamp.decode(row, "createdAt"))
        roundClock = RoundClock(roundTime: row["roundTime"], round: row["roundClockRound"],
                                clock: GameClock(elapsed: row["roundClockElapsed"] ?? 0,
                                                 runningSince: DatabaseTimestamp.decodeIfPresent(row, "roundClockRunningSince")))
        settleTableGamesWinning()
    }

    /// Copies into the settings whether the table games' rules (the rules line, else the sheet's)
    /// say lowest wins, which the standings read: the model alone cannot read a sheet.
    mutating func settleTableGamesWinning() {
        settings.tableGamesLowestWins = (try? tableGameRules())?.winning == .lowest
    }

    /// The rules the table games start with: the tournament's rules line, else its sheet's, else
    /// highest wins.
    public func tableGameRules() throws -> GameRules {
        if let gameRules { return try gameRules.validated() }
        // The sheet is read only when no rules line stands over it.
        let sheetRules = try sheet.map { try SheetFile.readKept($0, file: "the tournament's sheet").rules }
        return try (sheetRules ?? GameRules()).validated()
    }
}

extension TableOutcome {
    /// As the file stores an outcome entered directly: "places:1,2" or "forfeit:+,-", or
    /// "scores:26,0,-13,39;places:3,1,2,4" (each seat's score, then the places they gave).
    package var storedText: String {
        switch self {
        case let .scores(scores, places):
            "scores:" + scores.map(String.init).joined(separator: ",") + ";places:" + places.map(String.init).joined(separator: ",")
        case let .places(places): "places:" + places.map(String.init).joined(separator: ",")
        case let .forfeit(winners): "forfeit:" + winners.map { $0 ? "+" : "-" }.joined(separator: ",")
        }
    }

    package init?(storedText text: String) {
        if text.hasPrefix("places:") {
            let places = text.dropFirst(7).split(separator: ",").compactMap { Int($0) }
            guard !places.isEmpty else { return nil }
            self = .places(places)
        } else if text.hasPrefix("scores:") {
            let parts = text.dropFirst(7).split(separator: ";", maxSplits: 1)
            guard parts.count == 2, parts[1].hasPrefix("places:") else { return nil }
            let scores = parts[0].split(separator: ",").compactMap { Int($0) }
            let places = parts[1].dropFirst(7).split(separator: ",").compactMap { Int($0) }
            guard !scores.isEmpty, scores.count == places.count else { return nil }
            self = .scores(scores, places: places)
        } else if text.hasPrefix("forfeit:") {
            self = .forfeit(winners: text.dropFirst(8).split(separator: ",").map { $0 == "+" })
        } else {
            return nil
        }
    }
}
