import Foundation

/// Makes any stored text safe to show in a terminal: control characters, escape sequences and
/// text-direction overrides are shown escaped (`\e`, `\n`, `\u{9b}`, `\u{202e}`), never sent raw.
public enum Sanitized {
    public static func text(_ string: String) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            if isUnsafe(scalar) {
                switch scalar {
                case "\u{1B}": result += "\\e"
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                default: result += "\\u{" + String(scalar.value, radix: 16) + "}"
                }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The characters no output may carry raw: control characters (C0, DEL, C1) and
    /// text-direction overrides. Text shows them escaped (`text`); JSON as `\uXXXX` (`PrettyJSON`).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        NameValidation.isControl(scalar) || NameValidation.isDirectionOverride(scalar)
    }
}
