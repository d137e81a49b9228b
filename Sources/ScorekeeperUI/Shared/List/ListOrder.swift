/// How a game's player list is ordered, as `s` cycles it: the rule's order (the leader first),
/// the seats, then scores the other way.
public enum ListOrder: Sendable, CaseIterable {
    case rule, seats, reversed

    /// The order after this one.
    var next: ListOrder {
        switch self {
        case .rule: return .seats
        case .seats: return .reversed
        case .reversed: return .rule
        }
    }
}
