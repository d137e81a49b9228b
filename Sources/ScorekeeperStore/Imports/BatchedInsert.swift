import GRDB

/// Rows of one table written many to a statement (`INSERT ... VALUES (...), (...), ...`), in the
/// order they are given, for a write of tens of thousands of rows (an import) under
/// `largeWrite`: each statement costs its compilation's lookup, its bindings' setup and a step of
/// its own, paid once for `rowsPerStatement` rows instead of once a row. Every row still fires
/// the table's triggers on its own, in order.
struct BatchedInsert {
    /// Rows a full statement writes: 64 rows of up to a dozen columns stay far under SQLite's
    /// limit on a statement's parameters (32,766).
    static let rowsPerStatement = 64

    let db: Database
    /// `INSERT OR FAIL INTO "table" ("a", "b")`: the statement up to its values.
    let head: String
    let columns: Int
    private var values: [DatabaseValue] = []

    init(_ db: Database, into head: String, columns: Int) {
        self.db = db
        self.head = head
        self.columns = columns
        values.reserveCapacity(columns * Self.rowsPerStatement)
    }

    /// Adds a row (as many values as `columns`); a full statement is written at once.
    mutating func append(_ row: [DatabaseValue]) throws {
        precondition(row.count == columns, "a row of \(columns) values")
        values += row
        if values.count == columns * Self.rowsPerStatement { try flush() }
    }

    /// `append` with the row's values one by one.
    mutating func append(_ row: DatabaseValue...) throws {
        try append(row)
    }

    /// Writes the rows added and not written yet. Called before anything that must come after
    /// them (a row that refers to them is fine: references are checked at the commit).
    mutating func flush() throws {
        guard !values.isEmpty else { return }
        let rows = values.count / columns
        let row = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
        // Compiled once per text and kept: the full statement, and each length a last, shorter
        // one has had (at most `rowsPerStatement` of them per table).
        let sql = head + " VALUES " + Array(repeating: row, count: rows).joined(separator: ", ")
        try db.cachedStatement(sql: sql).execute(arguments: StatementArguments(values))
        values.removeAll(keepingCapacity: true)
    }
}
