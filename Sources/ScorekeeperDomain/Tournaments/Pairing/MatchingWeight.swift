/// A weight `MaximumWeightMatching` can add up exactly: edge weights, and the dual values the
/// algorithm keeps (twice the textbook duals, so that whole weights keep them whole). Beyond
/// adding, subtracting and comparing it only ever halves slacks it knows to be even. `Int`,
/// `Int128`, `Int512` and `WideInteger` are weights: one machine word, two, 512 bits inline, and
/// any size.
public protocol MatchingWeight: Comparable, AdditiveArithmetic, Sendable {
    /// Half this value, which is even: exact.
    func halved() -> Self
    /// `u + v - doubled`: an edge's slack from its ends' duals and its doubled weight, the sum
    /// the matching works out most often; a wide weight does it in one pass over its words.
    static func slack(_ u: Self, _ v: Self, _ doubled: Self) -> Self
    /// The sign (-1, 0 or 1) of `duals[u] + duals[v] - doubled[edge]`: whether an edge has slack.
    static func signOfSlack(_ duals: [Self], _ u: Int, _ v: Int, _ doubled: [Self], _ edge: Int) -> Int
    /// Whether `duals[u] + duals[v] - doubled[edge]` is less than `others[other]`: whether an
    /// edge's slack is below the least slack found so far. A wide weight answers both from its
    /// leading words, where the answer almost always shows, in place in the arrays, instead of
    /// copying its operands out and working out the sum over all their words.
    static func slack(_ duals: [Self], _ u: Int, _ v: Int, _ doubled: [Self], _ edge: Int,
                      isBelow others: [Self], _ other: Int) -> Bool
}

extension MatchingWeight {
    @inline(__always)
    public static func slack(_ u: Self, _ v: Self, _ doubled: Self) -> Self { u + v - doubled }

    @inline(__always)
    public static func signOfSlack(_ duals: [Self], _ u: Int, _ v: Int, _ doubled: [Self], _ edge: Int) -> Int {
        let slack = slack(duals[u], duals[v], doubled[edge])
        return slack < .zero ? -1 : slack == .zero ? 0 : 1
    }

    @inline(__always)
    public static func slack(_ duals: [Self], _ u: Int, _ v: Int, _ doubled: [Self], _ edge: Int,
                             isBelow others: [Self], _ other: Int) -> Bool {
        slack(duals[u], duals[v], doubled[edge]) < others[other]
    }
}

/// Plain integers, for weights well inside `Int`'s range: on n vertices the duals were measured
/// up to about n/2 times the largest weight and a slack's sum is two of them (a path of light
/// and heavy edges in turn drives them furthest), so weights must stay below `Int.max / (n + 8)`.
extension Int: MatchingWeight {
    public func halved() -> Int { self / 2 }
}

/// Two machine words, for weights past `Int` but well inside 128 bits (the same bound, a quarter
/// of `Int128.max`).
extension Int128: MatchingWeight {
    public func halved() -> Int128 { self / 2 }
}
