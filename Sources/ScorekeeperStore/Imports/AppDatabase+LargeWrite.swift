import GRDB

extension AppDatabase {
    /// `write` for thousands of rows in one transaction (a report's import): a large page cache
    /// (`withLargeWritePageCache`), and references checked once, before the commit, rather than
    /// by each insert.
    ///
    /// With the sync triggers every insert is a statement of several writes, and such a statement
    /// that checks a reference as it goes may have to stop half-way: SQLite then keeps a journal
    /// of its own for it, a copy of every page it touches, made and dropped for each row, the most
    /// of a large import's time. With foreign keys off for this one transaction (SQLite only
    /// switches them outside one) no insert needs it; `PRAGMA foreign_key_check` then reads the
    /// `checked` tables once, and a row pointing nowhere refuses the whole write, rolled back as
    /// any other failure. Foreign keys are on again afterwards, whatever happened.
    ///
    /// On the stand-in for a file that does not exist yet, the write is kept and becomes the new
    /// file (`keepingFirstWrite`) rather than stopped and made again on it: such a write is its
    /// command's only one.
    package func largeWrite<T>(checking checked: [String], _ updates: (Database) throws -> T) throws -> T {
        if let path, DamagedFiles.contains(path) { throw ScorekeeperError.database(DamagedFiles.message(path)) }
        return try keepingFirstWrite { try largeTransaction(checking: checked, updates) }
    }

    /// `largeWrite`'s one transaction.
    private func largeTransaction<T>(checking checked: [String], _ updates: (Database) throws -> T) throws -> T {
        do {
            return try dbWriter.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
                var result: T?
                try db.inTransaction {
                    result = try db.withLargeWritePageCache { try updates(db) }
                    for table in checked {
                        if let broken = try Row.fetchOne(db, sql: "PRAGMA foreign_key_check(\(table.quotedDatabaseIdentifier))") {
                            let parent: String = broken["parent"]
                            throw ScorekeeperError.other("A row of \(table) points to no row of \(parent): nothing was written.")
                        }
                    }
                    return .commit
                }
                guard let result else { throw ScorekeeperError.other("The write ended without its result: nothing was written.") }
                return result
            }
        } catch {
            throw DatabaseErrorMessage.translate(error, path: path)
        }
    }
}
