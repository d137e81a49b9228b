/// Reads CSV as RFC 4180 has it (quoted fields may hold commas, quotes and line breaks; records
/// end in CRLF or LF), so tests check Scorekeeper's exports with a reader that is not its own.
public enum CSVReader {
    /// The records of `text`, each a list of fields. A final line break ends the last record
    /// rather than starting an empty one.
    public static func records(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    // A doubled quote inside quotes is one quote; a single one ends the quotes.
                    if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { quoted = false }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"": quoted = true
            case ",": record.append(field); field = ""
            // Swift reads CR LF as one Character.
            case "\r\n", "\n":
                record.append(field); field = ""
                records.append(record); record = []
            default: field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty { record.append(field); records.append(record) }
        return records
    }
}
