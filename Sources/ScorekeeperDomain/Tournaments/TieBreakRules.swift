/// Which edition of FIDE's tie-break regulations (Handbook C.07) a tournament follows. They
/// differ in what an unplayed round adds to Buchholz and Sonneborn-Berger.
public enum TieBreakRules: Sendable, Hashable, CaseIterable {
    /// In force from 1 August 2024: an unplayed round counts the entrant's own score (a
    /// "dummy opponent" who scored as the entrant did).
    case fide2024
    /// In force from 1 March 2026: the dummy opponent's score is at most the forfeiting
    /// opponent's adjusted score (§16.4.1), or at most a draw in every round for a bye or an
    /// absence (§16.4.2).
    case fide2026

    /// The rules in force on a tournament's start date (TRF 042, written YYYY/MM/DD, YYYY-MM-DD,
    /// YYYY.MM.DD, DD.MM.YYYY or YY/MM/DD); the newest rules when the date is missing or unreadable.
    public init(startDate: String?) {
        guard let date = startDate.flatMap(Self.day) else {
            self = .fide2026
            return
        }
        self = date < (2026, 3, 1) ? .fide2024 : .fide2026
    }

    /// (year, month, day) of a date as TRF files write it.
    static func day(_ text: String) -> (Int, Int, Int)? {
        let word = text.split(separator: " ").first.map(String.init) ?? ""
        for separator: Character in ["/", "-", "."] {
            let parts = word.split(separator: separator).map { Int($0) }
            guard parts.count == 3, let first = parts[0], let second = parts[1], let third = parts[2] else { continue }
            if word.split(separator: separator)[0].count == 4 { return (first, second, third) }
            if separator == "." { return (third, second, first) }
            // A two-digit year is TRF's YY/MM/DD; with dashes only YYYY-MM-DD is read, as
            // the reference reader does.
            if separator == "-" { return nil }
            return (2000 + first, second, third)
        }
        return nil
    }
}
