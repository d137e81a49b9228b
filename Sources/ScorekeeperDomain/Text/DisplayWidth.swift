import Foundation

/// How many terminal columns text takes: wide (CJK, emoji) characters take two, combining marks
/// none. Self-contained, so it does not depend on the C library's locale.
public enum DisplayWidth {
    /// The width of a whole string, in columns.
    public static func of(_ string: String) -> Int {
        string.reduce(0) { $0 + of($1) }
    }

    /// The width of one user-perceived character (grapheme cluster): 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F { return first.value < 0x20 ? 0 : 1 }
        // An emoji presentation selector or a multi-scalar emoji sequence is drawn wide.
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        // A flag is a pair of regional indicators, each one column on its own.
        if isRegionalIndicator(first.value) && scalars.count > 1 { return 2 }
        var width = 0
        for scalar in scalars {
            width = max(width, of(scalar))
        }
        return width
    }

    /// The width of one scalar, ignoring context.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return 0
        // Format characters are invisible, except the soft hyphen and the marks written before
        // a number (Arabic, Syriac, Kaithi), which take a column as the C library measures them.
        case .format: return isVisibleFormat(value) ? 1 : 0
        default: break
        }
        // Hangul medial vowels and final consonants join the syllable before them.
        if value == 0x200B || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if isRegionalIndicator(value) { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return isEastAsianWide(value) ? 2 : 1
    }

    static func isRegionalIndicator(_ v: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(v) }

    static func isVisibleFormat(_ v: UInt32) -> Bool {
        switch v {
        case 0x00AD, 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD: return true
        default: return false
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15, condensed); pictographs are wide when
    /// they have emoji presentation, which `of(_:)` checks first.
    static func isEastAsianWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
             0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
             0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
             0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
             0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DFF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x18CFF, 0x18D00...0x18D08, 0x1AFF0...0x1B2FF,
             0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F260...0x1F265,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Cuts `string` to at most `width` columns, ending with "…" when something was cut.
    public static func truncate(_ string: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if of(string) <= width { return string }
        var result = ""
        var used = 0
        for character in string {
            let w = of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }

    /// Pads `string` with spaces on the right (or left) to exactly `width` columns, cutting it first.
    public static func pad(_ string: String, toWidth width: Int, alignRight: Bool = false) -> String {
        let cut = truncate(string, toWidth: width)
        let padding = String(repeating: " ", count: max(0, width - of(cut)))
        return alignRight ? padding + cut : cut + padding
    }
}
