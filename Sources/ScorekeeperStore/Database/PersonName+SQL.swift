import GRDB

// "The same name" in SQL: the model's own key, registered as a function, so a query that
// compares names in SQL compares exactly what `PersonName.same` compares.
extension PersonName {
    /// The SQL name of the key: `personNameKey("name") = ?`, with `PersonName.key(typed)` bound.
    public static let sqlFunctionName = "personNameKey"

    /// The function, registered on every Scorekeeper connection (not in the schema, so the file
    /// stays readable in the `sqlite3` shell).
    public static let sqlFunction = DatabaseFunction(sqlFunctionName, argumentCount: 1, pure: true) { values in
        String.fromDatabaseValue(values[0]).map(key)
    }
}
