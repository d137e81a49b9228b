/// Spaces cut from both ends of a name or reference: the characters Foundation's
/// `CharacterSet.whitespaces` holds (Unicode's space separators, general category Zs, and the
/// tab) or `.whitespacesAndNewlines` (Unicode's White_Space), each with U+200B as Foundation's
/// sets have it, cut scalar by scalar as `trimmingCharacters(in:)` cuts them. Foundation's trim
/// goes through `NSString` and, on a command's first use, costs a million instructions of the
/// runtime's type lookups; these read the scalars' own properties.
extension String {
    /// `self` without the spaces and tabs that start and end it.
    public var trimmingSpaces: String { trimming(Self.isTrimmedSpace) }

    /// `self` without the spaces, tabs and newlines that start and end it.
    public var trimmingWhitespace: String { trimming { $0.properties.isWhitespace || $0 == Self.zeroWidthSpace } }

    private func trimming(_ cut: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !cut($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !cut($0) })!
        return String(Substring(scalars[first...last]))
    }

    /// Whether `scalar` is one `CharacterSet.whitespaces` holds.
    static func isTrimmedSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == zeroWidthSpace || scalar.properties.generalCategory == .spaceSeparator
    }

    /// U+200B, which Unicode no longer calls a space (it is Cf) but Foundation's sets on this
    /// platform (CoreFoundation's tables) still hold, so its trims cut it.
    static let zeroWidthSpace: Unicode.Scalar = "\u{200B}"
}
