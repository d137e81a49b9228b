import Foundation
import ScorekeeperStore

/// Plays as another app's reader hands them over, written by hand for the import's tests: a
/// small BG Stats evening whose stated winners are not who the scores would name.
public enum ImportSamples {
    /// Three plays and one cooperative play left out:
    /// - plays[0], 2026-03-14 19:30, Catan: Ann 10, Bo 8, Cy 7; Bo is stated the winner (a
    ///   winner the scores would not name).
    /// - plays[1], 2026-03-14 (no time: 20:00), Hearts, lowest wins: Ann 3+4, Bo 26; Ann won.
    /// - plays[2], 2026-03-13 21:00, Catan, 45 min: Cy 9, an anonymous player 4; no winner
    ///   stated, so the scores decide (Cy).
    public static func evening(path: String = "bgstats.json", catanWinner: String = "Bo") -> ImportedFile {
        let plays = [
            ImportedPlay(sourceID: "A1B2C3D4-0000-4000-8000-000000000001", kind: "Catan",
                         playedAt: ImportedPlayTime(year: 2026, month: 3, day: 14, secondsIntoDay: 19 * 3600 + 1800),
                         players: [ImportedPlayer(name: "Ann", score: 10, winner: catanWinner == "Ann", seat: 2),
                                   ImportedPlayer(name: "Bo", score: 8, winner: catanWinner == "Bo", seat: 1, startsPlay: true),
                                   ImportedPlayer(name: "Cy", score: 7, winner: catanWinner == "Cy", seat: 3)],
                         position: "plays[0]"),
            ImportedPlay(sourceID: "A1B2C3D4-0000-4000-8000-000000000002", kind: "Hearts",
                         playedAt: ImportedPlayTime(year: 2026, month: 3, day: 14), lowestWins: true,
                         players: [ImportedPlayer(name: "Ann", score: 7, changes: [3, 4], winner: true),
                                   ImportedPlayer(name: "Bo", score: 26, changes: [26], winner: false)],
                         position: "plays[1]", changesAreRounds: true),
            ImportedPlay(sourceID: "A1B2C3D4-0000-4000-8000-000000000003", kind: "Catan",
                         playedAt: ImportedPlayTime(year: 2026, month: 3, day: 13, secondsIntoDay: 21 * 3600), lengthSeconds: 45 * 60,
                         players: [ImportedPlayer(name: "Cy", score: 9), ImportedPlayer(name: nil, score: 4)],
                         position: "plays[2]"),
        ]
        let skipped = [ImportSkippedPlay(sourceID: "A1B2C3D4-0000-4000-8000-000000000004", kind: "Pandemic", reason: .cooperative,
                                         position: "plays[3]")]
        return ImportedFile(format: .bgstats, path: path, plays: plays, skipped: skipped)
    }
}
