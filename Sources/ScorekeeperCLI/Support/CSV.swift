import Foundation
import ScorekeeperStore

/// Comma-separated values as RFC 4180 has them: CRLF line ends, and a field holding a comma, a
/// quote or a line break wrapped in quotes with its quotes doubled. A field shows control
/// characters and direction overrides escaped, as every text output does (`Sanitized`): a
/// spreadsheet or a terminal `cat` must not receive them raw.
enum CSV {
    static func field(_ raw: String) -> String {
        let text = Sanitized.text(raw)
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func line(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }
}
