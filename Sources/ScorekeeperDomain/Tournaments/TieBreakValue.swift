/// A tie-break's value, exact: counted in quarter points, since Sonneborn-Berger multiplies
/// half points by half points. Counts, ranks and ratings are whole numbers of it. 128 bits wide:
/// under the game's score a Buchholz adds up tablemates' 64-bit scores over many rounds
/// (`TournamentPoints+GameScore`), which 64 bits cannot hold.
public struct TieBreakValue: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var quarters: Int128

    public init(quarters: some BinaryInteger) { self.quarters = Int128(quarters) }
    public init(halves: some BinaryInteger) { self.quarters = Int128(halves) * 2 }
    public init(whole: some BinaryInteger) { self.quarters = Int128(whole) * 4 }

    public static func < (left: TieBreakValue, right: TieBreakValue) -> Bool { left.quarters < right.quarters }

    /// "13", "13.5", "13.25" (no trailing zeros).
    public var description: String {
        let sign = quarters < 0 ? "-" : ""
        let magnitude = quarters.magnitude
        let fraction = ["", ".25", ".5", ".75"][Int(magnitude % 4)]
        return "\(sign)\(magnitude / 4)\(fraction)"
    }
}
