import ArgumentParser
import Foundation
import ScorekeeperCore

/// How `tournament add` and `tournament set` read the settings they share: one parser, one
/// wording of each refusal.
enum TournamentSettingsParsing {
    /// `--points`: "1,0.5,0", "3,2,1,0" or "score".
    static func points(_ text: String) throws -> TournamentPoints {
        guard let read = TournamentPoints(text: text) else {
            throw ValidationError("--points is a list of wholes and halves such as 1,0.5,0, or score, not '\(Sanitized.text(text))'.")
        }
        return read
    }

    /// `--tiebreaks`: FIDE's codes in order.
    static func tieBreaks(_ text: String) throws -> [TieBreak] {
        guard let read = TournamentSettings.tieBreaks(text: text) else {
            throw ValidationError("--tiebreaks takes FIDE's codes (BH, BH:C1, BH:M1, SB, DE, WIN, WON, BPG, BWG, REP, PS, ARO), not '\(Sanitized.text(text))'.")
        }
        return read
    }

    /// `--rules`: a rules line.
    static func rules(_ text: String) throws -> GameRules { try GameRules.parse(text) }

    /// `--sheet`: a sheet by name, built in or the user's.
    static func sheet(_ name: String) throws -> SheetLibrary.Entry { try SheetLibrary.load().entry(named: name) }

    /// "swiss, tables of 4, 5 rounds, points 3,2,1,0, tie-breaks BH": a tournament's settings as
    /// `add` and `set` confirm them.
    static func summary(_ tournament: Tournament) -> String {
        let settings = tournament.settings
        let tieBreaks = settings.tieBreaks.map(\.code).joined(separator: ", ")
        return settings.format.displayName
            + (settings.format == .tables ? ", tables of \(settings.tableSize)" : "")
            + (settings.plannedRounds.map { ", \($0) rounds" } ?? "") + ", points \(settings.points.displayText)"
            + (tieBreaks.isEmpty ? "" : ", tie-breaks \(tieBreaks)")
    }
}
