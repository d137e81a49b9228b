/// A weight `MaximumWeightMatching` can add up exactly: edge weights, and the dual values the
/// algorithm keeps (twice the textbook duals, so that whole weights keep them whole). Beyond
/// adding, subtracting and comparing it only ever halves slacks it knows to be even. `Int`,
/// `Int512` and `WideInteger` are weights: plain, 512 bits inline, and any size.
public protocol MatchingWeight: Comparable, AdditiveArithmetic, Sendable {
    /// Half this value, which is even: exact.
    func halved() -> Self
}

/// Plain integers, for weights well inside `Int`'s range: the duals reach about four times the
/// largest weight, so weights must stay below `Int.max / 4`.
extension Int: MatchingWeight {
    public func halved() -> Int { self / 2 }
}
