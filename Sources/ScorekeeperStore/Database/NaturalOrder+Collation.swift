import GRDB

// The natural order in SQL: the collation every connection of this program registers.
extension NaturalOrder {
    /// The SQLite collation name used in queries: `ORDER BY "name" COLLATE naturalOrder`. It exists
    /// only in Scorekeeper's connections, so the schema never uses it (the file stays readable in
    /// the `sqlite3` shell); queries do.
    public static let collationName = "naturalOrder"

    public static let collation = DatabaseCollation(collationName) { lhs, rhs in
        compare(lhs, rhs)
    }
}
