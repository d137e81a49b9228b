/// Each setting of a tournament read from what a person typed: the command line's options
/// (`tournament add --rounds 5`) and the questions the interface asks when it makes one read them
/// here, so the same text makes the same tournament on both and is refused in the same words.
/// A refusal's `reason` follows the setting's name ("--points is a list…", "Points is a list…").
public enum TournamentSettingText {
    /// Why typed text is no value for a setting.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// Words that follow the setting's name: "is 3, 4 or 5, not '7'."
        public var reason: String
        public var description: String { reason }
    }

    /// The rounds a Swiss or tables event plays when the person making it says nothing else:
    /// a club evening's usual, offered as the answer to change (how many people will enter is not
    /// known yet when it is made).
    public static func suggestedRounds(for format: TournamentFormat) -> Int? {
        switch format {
        case .swiss: 5
        case .tables: 4
        case .roundRobin, .knockout, .doubleKnockout: nil
        }
    }

    /// "swiss", "round-robin" (or "round robin"), "knockout", "double-knockout", "tables".
    public static func format(_ text: String) throws(Refusal) -> TournamentFormat {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: " ", with: "-")
        guard let format = TournamentFormat(rawValue: key) else {
            throw Refusal(reason: "is swiss, round-robin, knockout, double-knockout or tables, not '\(Sanitized.text(text))'.")
        }
        return format
    }

    /// The rounds to play, 1 to `TournamentSettings.roundLimit`; empty: no set end.
    public static func rounds(_ text: String) throws(Refusal) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return nil }
        guard let rounds = Int(trimmed), (1...TournamentSettings.roundLimit).contains(rounds) else {
            throw Refusal(reason: "is a number of rounds from 1 to \(TournamentSettings.roundLimit), not '\(Sanitized.text(text))'.")
        }
        return rounds
    }

    /// People a table at `--format tables`: 3 to 5.
    public static func tableSize(_ text: String) throws(Refusal) -> Int {
        guard let size = Int(text.trimmingCharacters(in: .whitespaces)), (3...5).contains(size) else {
            throw Refusal(reason: "is 3, 4 or 5 people a table, not '\(Sanitized.text(text))'.")
        }
        return size
    }

    /// How many times a round robin is played: 1 to 4.
    public static func cycles(_ text: String) throws(Refusal) -> Int {
        guard let cycles = Int(text.trimmingCharacters(in: .whitespaces)), (1...4).contains(cycles) else {
            throw Refusal(reason: "is 1 to 4 (2: a double round robin), not '\(Sanitized.text(text))'.")
        }
        return cycles
    }

    /// "1,0.5,0", "3,2,1,0" or "score" (`TournamentPoints(text:)`).
    public static func points(_ text: String) throws(Refusal) -> TournamentPoints {
        guard let points = TournamentPoints(text: text) else {
            throw Refusal(reason: "is a list of wholes and halves such as 1,0.5,0, or score, not '\(Sanitized.text(text))'.")
        }
        return points
    }

    /// FIDE's codes in order, "BH:C1,BH,DE" (`TournamentSettings.tieBreaks(text:)`).
    public static func tieBreaks(_ text: String) throws(Refusal) -> [TieBreak] {
        guard let tieBreaks = TournamentSettings.tieBreaks(text: text) else {
            throw Refusal(reason: "takes FIDE's codes (BH, BH:C1, BH:M1, SB, DE, WIN, WON, BPG, BWG, REP, PS, ARO), not '\(Sanitized.text(text))'.")
        }
        return tieBreaks
    }

    /// Who wins a table's game: "lowest" (Hearts: the fewest points) or "highest" ("lowest
    /// wins", "low", "fewest" and "highest wins", "high", "most" too). True for lowest.
    public static func lowestWins(_ text: String) throws(Refusal) -> Bool {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        if ["lowest", "lowest wins", "low", "fewest"].contains(key) { return true }
        if ["highest", "highest wins", "high", "most"].contains(key) { return false }
        throw Refusal(reason: "is lowest or highest (lowest for Hearts), not '\(Sanitized.text(text))'.")
    }

    /// "yes" or "no" (also "y", "n").
    public static func yesOrNo(_ text: String) throws(Refusal) -> Bool {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        if ["yes", "y"].contains(key) { return true }
        if ["no", "n"].contains(key) { return false }
        throw Refusal(reason: "is yes or no, not '\(Sanitized.text(text))'.")
    }
}
