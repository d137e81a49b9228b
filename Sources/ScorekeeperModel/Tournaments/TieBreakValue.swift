/// A tie-break's value, exact: counted in quarter points, since Sonneborn-Berger multiplies
/// half points by half points. Counts, ranks and ratings are whole numbers of it.
public struct TieBreakValue: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var quarters: Int

    public init(quarters: Int) { self.quarters = quarters }
    public init(halves: Int) { self.quarters = halves * 2 }
    public init(whole: Int) { self.quarters = whole * 4 }

    public static func < (left: TieBreakValue, right: TieBreakValue) -> Bool { left.quarters < right.quarters }

    /// "13", "13.5", "13.25" (no trailing zeros).
    public var description: String {
        let sign = quarters < 0 ? "-" : ""
        let magnitude = abs(quarters)
        let fraction = ["", ".25", ".5", ".75"][magnitude % 4]
        return "\(sign)\(magnitude / 4)\(fraction)"
    }
}
