/// The buttons of the question Esc asks while a round is typed into the grid with scores typed:
/// keep typing (the safe one, where the focus starts), discard what was typed, or save it.
public enum RoundStopChoice: CaseIterable, Equatable, Sendable {
    case keepTyping, discard, save

    /// The button's words, with the key that presses it.
    public var label: String {
        switch self {
        case .keepTyping: "Keep typing (Esc)"
        case .discard: "Discard (d)"
        case .save: "Save (s)"
        }
    }

    /// The button to the right (`step` 1) or left (-1), round the ends.
    func moved(by step: Int) -> RoundStopChoice {
        let all = Self.allCases
        let index = all.firstIndex(of: self)!
        return all[(index + step + all.count) % all.count]
    }
}
