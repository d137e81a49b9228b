/// The forms a table's result is written in, said the same way wherever one is typed (the
/// command line's `tournament result`, the tournament screen's prompt).
extension TableOutcome {
    /// "1-0, 0-1, ½-½, +-, -+ or --" at two; "each seat's place, e.g. "1 2 3"" at more.
    public static func forms(seats: Int) -> String {
        seats == 2 ? "1-0, 0-1, ½-½, +-, -+ or --"
            : "each seat's place, e.g. \"" + (1...max(1, seats)).map(String.init).joined(separator: " ") + "\""
    }
}
