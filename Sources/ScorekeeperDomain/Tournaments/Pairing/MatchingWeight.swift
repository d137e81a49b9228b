/// A weight `MaximumWeightMatching` can add up exactly: edge weights, and the dual values the
/// algorithm keeps (twice the textbook duals, so that whole weights keep them whole). Beyond
/// adding, subtracting and comparing it only ever halves slacks it knows to be even. `Int`,
/// `Int128`, `Int512`, `FixedWideInteger` and `WideInteger` are weights: one machine word, two,
/// 512 bits inline, a fixed number of words, and any size.
public protocol MatchingWeight: Comparable, AdditiveArithmetic, Sendable {
    /// Half this value, which is even: exact.
    func halved() -> Self
}

/// Plain integers, for weights well inside `Int`'s range: the duals reach about four times the
/// largest weight, so weights must stay below `Int.max / 4`.
extension Int: MatchingWeight {
    public func halved() -> Int { self / 2 }
}

/// Two machine words, for weights past `Int` but well inside 128 bits (the same bound, a quarter
/// of `Int128.max`).
extension Int128: MatchingWeight {
    public func halved() -> Int128 { self / 2 }
}
