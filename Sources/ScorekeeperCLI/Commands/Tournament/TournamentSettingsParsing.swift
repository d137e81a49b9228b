import ArgumentParser
import Foundation
import ScorekeeperStore

/// How `tournament add` and `tournament set` read the settings they share: one parser, one
/// wording of each refusal.
enum TournamentSettingsParsing {
    /// `--format`: read by the model's `TournamentSettingText`, as the interface reads it.
    static func format(_ text: String) throws -> TournamentFormat {
        try read("--format") { () throws(TournamentSettingText.Refusal) in try TournamentSettingText.format(text) }
    }

    /// `--points`: "1,0.5,0", "3,2,1,0" or "score".
    static func points(_ text: String) throws -> TournamentPoints {
        try read("--points") { () throws(TournamentSettingText.Refusal) in try TournamentSettingText.points(text) }
    }

    /// `--tiebreaks`: FIDE's codes in order.
    static func tieBreaks(_ text: String) throws -> [TieBreak] {
        try read("--tiebreaks") { () throws(TournamentSettingText.Refusal) in try TournamentSettingText.tieBreaks(text) }
    }

    /// `--round-time`: "50m", "1h30m", "45:00", or "off" (nil).
    static func roundTime(_ text: String) throws -> TournamentSettingsChange.RoundTime {
        .init(seconds: try read("--round-time") { () throws(TournamentSettingText.Refusal) in try RoundTimeText.seconds(text) })
    }

    /// A model refusal worded after the option's name ("--points is a list…").
    private static func read<Value>(_ option: String, _ parse: () throws(TournamentSettingText.Refusal) -> Value) throws -> Value {
        do { return try parse() } catch { throw ValidationError("\(option) \(error.reason)") }
    }

    /// `--rules`: a rules line.
    static func rules(_ text: String) throws -> GameRules { try GameRules.parse(text) }

    /// `--sheet`: a sheet by name, built in or the user's.
    static func sheet(_ name: String) throws -> SheetLibrary.Entry { try SheetLibrary.entry(named: name) }

    /// "tables of 4, lowest wins, 5 rounds, points 3,2,1,0, tie-breaks BH, kind Hearts": a
    /// tournament's settings (`TournamentSettings.summary`) as `add` and `set` confirm them.
    static func summary(_ tournament: Tournament) -> String {
        tournament.settings.summary + ", kind \(Sanitized.text(tournament.kind))"
            + (tournament.roundClock.roundTime.map { ", round time \(RoundTimeText.text(seconds: $0))" } ?? "")
    }
}
