import GRDB

extension Database {
    /// Runs `body`, a write of thousands of rows in the caller's transaction, with a page cache
    /// of `megabytes` (64 MB by default) instead of SQLite's 2 MB, then puts the cache back as it
    /// was. Such a transaction outgrows the default cache: spilled to the log half-way, the same
    /// pages are written and read back more than once, and rows with random ids (UUIDs) land on
    /// pages all over their tables and indexes. Bounded, and for this transaction only: the
    /// connection keeps its small cache for everything else.
    func withLargeWritePageCache<T>(megabytes: Int = 64, _ body: () throws -> T) throws -> T {
        let cacheSize = try Int.fetchOne(self, sql: "PRAGMA cache_size") ?? -2000
        try execute(sql: "PRAGMA cache_size = -\(megabytes * 1024)")
        defer { try? execute(sql: "PRAGMA cache_size = \(cacheSize)") }
        return try body()
    }
}
