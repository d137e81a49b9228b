/// The forms a table's result is written in, said the same way wherever one is typed (the
/// command line's `tournament result`, the tournament screen's prompt).
extension TableOutcome {
    /// "1-0, 0-1, ½-½ (1/2, =, draw), +-, -+ or --" at two (the draw's other forms named, as few
    /// keyboards type "½"); at more, each seat's place ("1 2 3"), or each
    /// seat's score ("scores 10 20 30") when the tournament counts the game's score, or a
    /// forfeit ("forfeit + - -").
    public static func forms(seats: Int, gameScore: Bool = false) -> String {
        if seats == 2 { return "1-0, 0-1, ½-½ (1/2, =, draw), +-, -+ or --" }
        let numbers = (1...max(1, seats)).map(String.init)
        let forfeit = "forfeit " + (1...max(1, seats)).map { $0 == 1 ? "+" : "-" }.joined(separator: " ")
        return gameScore
            ? "each seat's score, e.g. \"scores " + numbers.map { $0 + "0" }.joined(separator: " ") + "\", or \"\(forfeit)\""
            : "each seat's place, e.g. \"" + numbers.joined(separator: " ") + "\", or \"\(forfeit)\""
    }
}
