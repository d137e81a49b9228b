import Foundation
import GRDB

/// The games list's filter: a title matches when it contains the typed text (trimmed), ignoring
/// case and accents ("zoe" finds "Zoë's party"). The same rule in Swift and in SQL
/// (`titleMatches("title", ?)`), so the list can be filtered by the database a page at a time.
public enum TitleFilter {
    /// Whether `title` matches `filter`; an empty (or blank) filter matches everything.
    public static func matches(_ title: String, _ filter: String) -> Bool {
        let text = filter.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return true }
        return title.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }

    /// The SQL function, registered on every Scorekeeper connection (not in the schema, so the
    /// file stays readable in the `sqlite3` shell).
    public static let function = DatabaseFunction("titleMatches", argumentCount: 2, pure: true) { values in
        guard let title = String.fromDatabaseValue(values[0]), let filter = String.fromDatabaseValue(values[1]) else {
            return false
        }
        return matches(title, filter)
    }
}
