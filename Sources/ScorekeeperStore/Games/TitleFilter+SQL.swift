import GRDB

// The games list's filter in SQL, the same function as in Swift.
extension TitleFilter {
    /// The SQL function, registered on every Scorekeeper connection (not in the schema, so the
    /// file stays readable in the `sqlite3` shell).
    public static let function = DatabaseFunction("titleMatches", argumentCount: 2, pure: true) { values in
        guard let title = String.fromDatabaseValue(values[0]), let filter = String.fromDatabaseValue(values[1]) else {
            return false
        }
        return matches(title, filter)
    }
}
