import Foundation
import ScorekeeperStore

/// One question asked after a new tournament's format: a setting `tournament add` takes as an
/// option, read by the same parser (`TournamentSettingText`).
public enum TournamentSettingQuestion: Equatable, Hashable, Sendable {
    case tableSize, winning, rounds, cycles, points, tieBreaks, thirdPlace, reset

    /// The questions a format asks, in order: a table's size before its points, whose default
    /// follows it.
    static func asked(for format: TournamentFormat) -> [TournamentSettingQuestion] {
        switch format {
        case .swiss: [.rounds, .points, .tieBreaks]
        case .roundRobin: [.cycles, .points, .tieBreaks]
        case .knockout: [.thirdPlace]
        case .doubleKnockout: [.reset]
        case .tables: [.tableSize, .winning, .rounds, .points, .tieBreaks]
        }
    }

    /// The field's label, also the name a refusal starts with.
    var label: String {
        switch self {
        case .tableSize: "Table size"
        case .winning: "Winner"
        case .rounds: "Rounds"
        case .cycles: "Cycles"
        case .points: "Points"
        case .tieBreaks: "Tie-breaks"
        case .thirdPlace: "Third place"
        case .reset: "Reset"
        }
    }

    /// What the question takes, under the field.
    func hint(format: TournamentFormat) -> String {
        switch self {
        case .tableSize: "3, 4 or 5 people a table"
        case .winning: "lowest or highest score wins a table's game (Hearts: lowest)"
        case .rounds: "1 to \(TournamentSettings.roundLimit); empty: no set end"
        case .cycles: "times everyone meets: 1, or 2 for a double round robin"
        case .points: format == .tables ? "each place's, first first (3,2,1,0), or score: the game's own"
            : "a win's, a draw's, a loss's: 1,0.5,0 or 3,1,0"
        case .tieBreaks: "FIDE's codes in order: BH:C1, BH, BH:M1, SB, DE, WIN… (empty: none)"
        case .thirdPlace: "yes or no: a match for third place"
        case .reset: "yes or no: a second final when the losers' side wins the first"
        }
    }
}

/// A tournament being made in the interface: its name and format, the settings answered so far
/// (as typed, to go back to), and the question being asked.
public struct TournamentDraft: Equatable, Sendable {
    public var name: String
    public var format: TournamentFormat
    public var answers: [TournamentSettingQuestion: String] = [:]
    /// The index of the question asked in `questions`.
    public var step = 0

    public init(name: String, format: TournamentFormat) {
        self.name = name
        self.format = format
    }

    var questions: [TournamentSettingQuestion] { TournamentSettingQuestion.asked(for: format) }

    var question: TournamentSettingQuestion? { questions.indices.contains(step) ? questions[step] : nil }

    /// The answer offered for `question`: what was typed before, else the format's default as
    /// `tournament add` makes it without the option (a Swiss's and a tables event's rounds are
    /// the usual club evening's, `TournamentSettingText.suggestedRounds`).
    func offered(_ question: TournamentSettingQuestion) -> String {
        if let typed = answers[question] { return typed }
        let defaults = TournamentSettings(format: format, tableSize: format == .tables ? tableSize : nil)
        switch question {
        case .tableSize: return String(defaults.tableSize)
        case .winning: return "highest"
        case .rounds: return TournamentSettingText.suggestedRounds(for: format).map(String.init) ?? ""
        case .cycles: return String(defaults.cycles)
        case .points: return defaults.points.description
        case .tieBreaks: return defaults.tieBreakText
        case .thirdPlace, .reset: return "no"
        }
    }

    /// The table size answered (or offered), for the points' default.
    private var tableSize: Int {
        answers[.tableSize].flatMap { try? TournamentSettingText.tableSize($0) } ?? 4
    }

    /// Reads `text` as the answer to `question`; the refusal names the setting.
    static func check(_ question: TournamentSettingQuestion, _ text: String) throws(ScorekeeperError) {
        do {
            switch question {
            case .tableSize: _ = try TournamentSettingText.tableSize(text)
            case .winning: _ = try TournamentSettingText.lowestWins(text)
            case .rounds: _ = try TournamentSettingText.rounds(text)
            case .cycles: _ = try TournamentSettingText.cycles(text)
            case .points: _ = try TournamentSettingText.points(text)
            case .tieBreaks: _ = try TournamentSettingText.tieBreaks(text)
            case .thirdPlace, .reset: _ = try TournamentSettingText.yesOrNo(text)
            }
        } catch {
            throw ScorekeeperError.other("\(question.label) \(error.reason)")
        }
    }

    /// The settings and table games' rules the answers make, as `tournament add` makes them from
    /// the same text in its options.
    func made() throws -> (settings: TournamentSettings, rules: GameRules?) {
        func answer(_ question: TournamentSettingQuestion) -> String? {
            questions.contains(question) ? offered(question) : nil
        }
        let lowestWins = try answer(.winning).map { try TournamentSettingText.lowestWins($0) } ?? false
        let settings = TournamentSettings(
            format: format,
            tableSize: try answer(.tableSize).map { try TournamentSettingText.tableSize($0) },
            plannedRounds: try answer(.rounds).flatMap { try TournamentSettingText.rounds($0) },
            points: try answer(.points).map { try TournamentSettingText.points($0) },
            tieBreaks: try answer(.tieBreaks).map { try TournamentSettingText.tieBreaks($0) },
            cycles: try answer(.cycles).map { try TournamentSettingText.cycles($0) } ?? 1,
            thirdPlaceMatch: try answer(.thirdPlace).map { try TournamentSettingText.yesOrNo($0) } ?? false,
            grandFinalReset: try answer(.reset).map { try TournamentSettingText.yesOrNo($0) } ?? false)
        // `tournament add --rules "lowest wins"` is what a tables event for Hearts is made with.
        return (settings, lowestWins ? GameRules(winning: .lowest) : nil)
    }

    /// The summary line asked about before anything is made: "Swiss, 5 rounds, points 1,0.5,0,
    /// tie-breaks BH/C1, BH, DE".
    func summary() -> String {
        guard let (settings, rules) = try? made() else { return format.displayName }
        var shown = settings
        shown.tableGamesLowestWins = rules?.winning == .lowest
        return shown.summary
    }
}
