import Foundation

/// Makes any stored text safe to show in a terminal: control characters, escape sequences and
/// text-direction overrides are shown escaped (`\e`, `\n`, `\u{9b}`, `\u{202e}`), never sent raw.
public enum Sanitized {
    public static func text(_ string: String) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            if NameValidation.isControl(scalar) || NameValidation.isDirectionOverride(scalar) {
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
}
